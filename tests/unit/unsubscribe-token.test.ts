import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, UNSUBSCRIBE_LINK_DAYS, verifyUnsubscribeToken } from "~/server/alerts/unsubscribe-token.server";

const SECRETS = ["first-secret-of-the-site", "older-secret-still-accepted"];
const BUYER = "0b6f2d6e-8f0a-4c1e-9d43-2a7c5e9b1f00";

describe("unsubscribe tokens", () => {
  it("name what they stop: a saved search, or a buyer's saved-aircraft emails", () => {
    const search = signUnsubscribeToken({ kind: "saved-search", savedSearchId: 42 }, SECRETS);
    const aircraft = signUnsubscribeToken({ kind: "saved-aircraft", buyerId: BUYER }, SECRETS);
    expect(verifyUnsubscribeToken(search, SECRETS)).toEqual({ kind: "saved-search", savedSearchId: 42 });
    expect(verifyUnsubscribeToken(aircraft, SECRETS)).toEqual({ kind: "saved-aircraft", buyerId: BUYER });
  });

  it("signed with an older secret still in the list, still work; signed with a dropped one, do not", () => {
    const old = signUnsubscribeToken({ kind: "saved-search", savedSearchId: 7 }, ["older-secret-still-accepted"]);
    expect(verifyUnsubscribeToken(old, SECRETS)).toEqual({ kind: "saved-search", savedSearchId: 7 });
    expect(verifyUnsubscribeToken(old, ["first-secret-of-the-site"])).toBeNull();
  });

  it("refuse any change: another id, another kind, another expiry, a changed or cut signature, extra parts", () => {
    const token = signUnsubscribeToken({ kind: "saved-search", savedSearchId: 42 }, SECRETS);
    const [prefix, id, expiry, mac] = token.split(".") as [string, string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    for (const tampered of [
      `${prefix}.43.${expiry}.${mac}`,
      `a.${id}.${expiry}.${mac}`,
      `a.${BUYER}.${expiry}.${mac}`,
      `${prefix}.${id}.${Number(expiry) + 86_400}.${mac}`,
      `${prefix}.${id}.${expiry}.${flipped}`,
      `${prefix}.${id}.${expiry}.${mac.slice(0, -2)}`,
      `${prefix}.${id}.${expiry}.`,
      `${prefix}.${id}.${mac}`,
      `${token}.x`,
      `${prefix}.042.${expiry}.${mac}`,
      "",
      "s.1",
    ]) {
      expect(verifyUnsubscribeToken(tampered, SECRETS), tampered).toBeNull();
    }
  });

  it(`work for ${UNSUBSCRIBE_LINK_DAYS} days, long past a weekly digest, then say they have expired`, () => {
    const sent = new Date("2026-01-01T00:00:00Z");
    const token = signUnsubscribeToken({ kind: "saved-search", savedSearchId: 42 }, SECRETS, sent);
    const day = 24 * 60 * 60 * 1000;
    expect(verifyUnsubscribeToken(token, SECRETS, new Date(sent.getTime() + 14 * day))).toEqual({ kind: "saved-search", savedSearchId: 42 });
    expect(verifyUnsubscribeToken(token, SECRETS, new Date(sent.getTime() + UNSUBSCRIBE_LINK_DAYS * day - 1000))).toEqual({ kind: "saved-search", savedSearchId: 42 });
    expect(verifyUnsubscribeToken(token, SECRETS, new Date(sent.getTime() + UNSUBSCRIBE_LINK_DAYS * day))).toBe("expired");
  });
});
