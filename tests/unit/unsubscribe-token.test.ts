import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "~/server/alerts/unsubscribe-token.server";

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

  it("refuse any change: another id, another kind, a changed or cut signature, extra parts", () => {
    const token = signUnsubscribeToken({ kind: "saved-search", savedSearchId: 42 }, SECRETS);
    const [prefix, id, mac] = token.split(".") as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    for (const tampered of [
      `${prefix}.43.${mac}`,
      `a.${id}.${mac}`,
      `a.${BUYER}.${mac}`,
      `${prefix}.${id}.${flipped}`,
      `${prefix}.${id}.${mac.slice(0, -2)}`,
      `${prefix}.${id}.`,
      `${token}.x`,
      `${prefix}.042.${mac}`,
      "",
      "s.1",
    ]) {
      expect(verifyUnsubscribeToken(tampered, SECRETS), tampered).toBeNull();
    }
  });
});
