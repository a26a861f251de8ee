import { describe, expect, it } from "vitest";
import {
  AUTH_EMAIL_RATE_LIMITS,
  AUTH_IP_RATE_LIMIT,
  AUTH_RATE_LIMIT_ACTIONS,
  authRateLimitRules,
  emailChangeRateLimitRules,
  rateLimitMessage,
} from "~/domain/accounts/auth-rate-limits";

describe("authRateLimitRules", () => {
  it("counts each action per client address and per email address", () => {
    expect(authRateLimitRules("sign-in", "203.0.113.7", "pilot@example.com")).toEqual([
      { key: "sign-in:ip:203.0.113.7", limit: 30, windowSeconds: 300 },
      { key: "sign-in:email:pilot@example.com", limit: 10, windowSeconds: 900 },
    ]);
    expect(authRateLimitRules("sign-up", "203.0.113.7", "pilot@example.com")).toEqual([
      { key: "sign-up:ip:203.0.113.7", limit: 30, windowSeconds: 300 },
      { key: "sign-up:email:pilot@example.com", limit: 5, windowSeconds: 3600 },
    ]);
    expect(authRateLimitRules("recovery", "2001:db8::1", "pilot@example.com")).toEqual([
      { key: "recovery:ip:2001:db8::1", limit: 30, windowSeconds: 300 },
      { key: "recovery:email:pilot@example.com", limit: 3, windowSeconds: 3600 },
    ]);
  });

  it("uses the exported limits for every action", () => {
    for (const action of AUTH_RATE_LIMIT_ACTIONS) {
      const [ip, email] = authRateLimitRules(action, "198.51.100.1", "a@b.c");
      expect(ip).toMatchObject(AUTH_IP_RATE_LIMIT);
      expect(email).toMatchObject(AUTH_EMAIL_RATE_LIMITS[action]);
    }
  });

  it("counts an email address the same whatever its case or surrounding spaces", () => {
    const keys = ["pilot@example.com", "Pilot@Example.COM", "  PILOT@example.com\t"].map(
      (email) => authRateLimitRules("sign-in", "203.0.113.7", email)[1]?.key,
    );
    expect(new Set(keys)).toEqual(new Set(["sign-in:email:pilot@example.com"]));
  });

  it("keeps the actions' counters apart", () => {
    const keys = AUTH_RATE_LIMIT_ACTIONS.flatMap((action) => authRateLimitRules(action, "203.0.113.7", "pilot@example.com").map((rule) => rule.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("rateLimitMessage", () => {
  it("asks for a minute when the wait is a minute or less", () => {
    expect(rateLimitMessage(1)).toBe("Too many attempts. Please wait a minute and try again.");
    expect(rateLimitMessage(59)).toBe("Too many attempts. Please wait a minute and try again.");
    expect(rateLimitMessage(60)).toBe("Too many attempts. Please wait a minute and try again.");
  });

  it("rounds longer waits up to whole minutes", () => {
    expect(rateLimitMessage(61)).toBe("Too many attempts. Please wait 2 minutes and try again.");
    expect(rateLimitMessage(181)).toBe("Too many attempts. Please wait 4 minutes and try again.");
    expect(rateLimitMessage(240)).toBe("Too many attempts. Please wait 4 minutes and try again.");
    expect(rateLimitMessage(3600)).toBe("Too many attempts. Please wait 60 minutes and try again.");
  });
});

describe("emailChangeRateLimitRules", () => {
  it("counts an email change against its account and against the new address, whichever account asks", () => {
    expect(emailChangeRateLimitRules("account-1", " New@Example.com")).toEqual([
      { key: "email-change:account:account-1", limit: 3, windowSeconds: 3600 },
      { key: "email-change:email:new@example.com", limit: 3, windowSeconds: 3600 },
    ]);
    expect(emailChangeRateLimitRules("account-2", "new@example.com")[1]?.key).toBe("email-change:email:new@example.com");
  });
});
