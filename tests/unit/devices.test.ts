/** The signed-in devices list on /settings: browsers from user agents, coarse addresses, last activity. */
import { describe, expect, it } from "vitest";
import { coarseAddress, describeUserAgent, lastActiveAt, listDevices, timeAgo } from "~/domain/accounts/devices";

const AGENTS: [string, string][] = [
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36", "Chrome on macOS"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0", "Edge on Windows"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0", "Firefox on Windows"],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15", "Safari on macOS"],
  ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1", "Safari on iPhone"],
  ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0.0.0 Mobile/15E148 Safari/604.1", "Chrome on iPhone"],
  ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/140.0 Mobile/15E148 Safari/605.1.15", "Firefox on iPad"],
  ["Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36", "Chrome on Android"],
  ["Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36", "Samsung Internet on Android"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 OPR/124.0.0.0", "Opera on Windows"],
  ["Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36", "Chrome on ChromeOS"],
  ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.7444.6 Safari/537.36", "Chrome on Linux"],
  ["Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0", "Firefox on Linux"],
  ["curl/8.5.0", "Unknown browser"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) SomethingNew/1.0", "Unknown browser on Windows"],
];

describe("describeUserAgent", () => {
  it.each(AGENTS)("reads %s as %s", (agent, expected) => {
    expect(describeUserAgent(agent)).toBe(expected);
  });

  it("says Unknown device when there is no user agent", () => {
    expect(describeUserAgent(null)).toBe("Unknown device");
    expect(describeUserAgent("  ")).toBe("Unknown device");
  });
});

describe("coarseAddress", () => {
  it("hides an IPv4 address's last part", () => {
    expect(coarseAddress("203.0.113.77")).toBe("203.0.113.x");
    expect(coarseAddress("::ffff:198.51.100.23")).toBe("198.51.100.x");
    expect(coarseAddress("203.0.113.77/32")).toBe("203.0.113.x");
  });

  it("keeps only an IPv6 address's first three groups", () => {
    expect(coarseAddress("2001:db8:85a3::8a2e:370:7334")).toBe("2001:db8:85a3:…");
    expect(coarseAddress("2001:0db8::1")).toBe("2001:db8:0:…");
    expect(coarseAddress("::1")).toBe("::1");
    expect(coarseAddress("::")).toBe("0:0:0:…");
  });

  it("gives nothing for an unknown or malformed address", () => {
    expect(coarseAddress(null)).toBeNull();
    expect(coarseAddress("unknown")).toBeNull();
    expect(coarseAddress("2001:db8:zz::1")).toBeNull();
  });
});

describe("when a device was last active", () => {
  const now = new Date("2026-11-25T12:00:00Z");

  it("is the last refresh, else the sign-in (GoTrue's LastRefreshedAt)", () => {
    const createdAt = new Date("2026-11-20T08:00:00Z");
    expect(lastActiveAt({ createdAt, refreshedAt: null })).toEqual(createdAt);
    expect(lastActiveAt({ createdAt, refreshedAt: new Date("2026-11-24T08:00:00Z") })).toEqual(new Date("2026-11-24T08:00:00Z"));
  });

  it("reads as a rough time ago", () => {
    expect(timeAgo(new Date("2026-11-25T11:59:30Z"), now)).toBe("just now");
    expect(timeAgo(new Date("2026-11-25T11:55:00Z"), now)).toBe("5 minutes ago");
    expect(timeAgo(new Date("2026-11-25T09:00:00Z"), now)).toBe("3 hours ago");
    expect(timeAgo(new Date("2026-11-24T09:00:00Z"), now)).toBe("yesterday");
    expect(timeAgo(new Date("2026-11-13T12:00:00Z"), now)).toBe("12 days ago");
    expect(timeAgo(new Date("2026-08-20T12:00:00Z"), now)).toBe("3 months ago");
    expect(timeAgo(new Date("2026-11-25T12:01:00Z"), now)).toBe("just now");
  });
});

describe("listDevices", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const mac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
  const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

  it("puts this device first, marked, then the others from the most recently active", () => {
    const devices = listDevices(
      [
        { id: "old", userAgent: null, ip: null, createdAt: new Date("2026-10-01T10:00:00Z"), refreshedAt: null },
        { id: "phone", userAgent: iphone, ip: "198.51.100.23", createdAt: new Date("2026-11-01T10:00:00Z"), refreshedAt: new Date("2026-11-25T11:15:00Z") },
        { id: "this", userAgent: mac, ip: "203.0.113.7", createdAt: new Date("2026-11-03T10:00:00Z"), refreshedAt: null },
      ],
      "this",
      now,
    );
    expect(devices).toEqual([
      { id: "this", browser: "Chrome on macOS", lastActive: "Active now", from: "from 203.0.113.x", signedIn: "Signed in 3 Nov 2026", current: true },
      { id: "phone", browser: "Safari on iPhone", lastActive: "Last active 45 minutes ago", from: "from 198.51.100.x", signedIn: "Signed in 1 Nov 2026", current: false },
      { id: "old", browser: "Unknown device", lastActive: "Last active 55 days ago", from: null, signedIn: "Signed in 1 Oct 2026", current: false },
    ]);
  });
});
