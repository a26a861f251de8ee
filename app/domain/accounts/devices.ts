/**
 * The signed-in devices on /settings, as rules without I/O: a session's browser read from
 * its User-Agent, its address shown coarsely, and when it was last active.
 */

/** A session as the auth server keeps it (GoTrue's `sessions` row: user_agent, ip, refreshed_at). */
export type DeviceSession = {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  refreshedAt: Date | null;
};

/** One line of the list, ready to show. */
export type Device = {
  id: string;
  /** "Chrome on macOS", "Safari on iPhone", "Unknown browser on Windows", "Unknown device". */
  browser: string;
  /** "Active now" for this device; else "Last active 5 minutes ago". */
  lastActive: string;
  /** "from 203.0.113.x", or null when the address is not known. */
  from: string | null;
  /** "Signed in 3 Nov 2026". */
  signedIn: string;
  current: boolean;
};

// The first that matches names the browser: Edge, Opera and Samsung Internet also say
// "Chrome" and "Safari", and Chrome also says "Safari", so the order matters.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|OPiOS|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bVivaldi\//, "Vivaldi"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// iPhone and iPad before macOS (their agents say "like Mac OS X"), Android before Linux.
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\b(Macintosh|Mac OS X)\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** "Chrome on macOS" from a User-Agent header; "Unknown device" when there is none. */
export function describeUserAgent(userAgent: string | null): string {
  const agent = userAgent?.trim() ?? "";
  if (agent === "") return "Unknown device";
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Unknown browser on ${system}`;
  return "Unknown browser";
}

/**
 * An address shown coarsely, enough to tell "home" from "somewhere else" without
 * exposing it whole: an IPv4 address's last part hidden ("203.0.113.x"), an IPv6
 * address's network (its first three groups) followed by "…" (loopback `::1` as it is).
 * Null when unknown.
 */
export function coarseAddress(ip: string | null): string | null {
  const address = ip?.trim().replace(/\/\d+$/, "") ?? "";
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (!address.includes(":")) return null;
  // The loopback address names no network to hide.
  if (address === "::1") return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const front = head === "" ? [] : head.split(":");
  const back = tail === "" ? [] : tail.split(":");
  const groups = address.includes("::") ? [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back] : front;
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return `${groups.slice(0, 3).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}:…`;
}

/** When the session was last seen by the auth server: its last refresh, else its start (GoTrue's LastRefreshedAt). */
export function lastActiveAt(session: Pick<DeviceSession, "createdAt" | "refreshedAt">): Date {
  return session.refreshedAt && session.refreshedAt > session.createdAt ? session.refreshedAt : session.createdAt;
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "12 days ago", "3 months ago". */
export function timeAgo(then: Date, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return "just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 60) return relative.format(-days, "day");
  return relative.format(-Math.floor(days / 30), "month");
}

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** The list: this device first, then the others from the most recently active. */
export function listDevices(sessions: DeviceSession[], currentSessionId: string | null, now: Date): Device[] {
  return [...sessions]
    .sort((a, b) => Number(b.id === currentSessionId) - Number(a.id === currentSessionId) || lastActiveAt(b).getTime() - lastActiveAt(a).getTime())
    .map((session) => {
      const current = session.id === currentSessionId;
      const from = coarseAddress(session.ip);
      return {
        id: session.id,
        browser: describeUserAgent(session.userAgent),
        lastActive: current ? "Active now" : `Last active ${timeAgo(lastActiveAt(session), now)}`,
        from: from ? `from ${from}` : null,
        signedIn: `Signed in ${day.format(session.createdAt)}`,
        current,
      };
    });
}
