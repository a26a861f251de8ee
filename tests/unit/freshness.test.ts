import { describe, expect, it } from "vitest";
import {
  answerEffect,
  ANSWER_DAYS,
  ANSWER_LINK_DAYS,
  EXPIRE_AFTER_DAYS,
  expiresAt,
  freshnessCutoffs,
  freshnessOf,
  remindedThisTerm,
  REMIND_AFTER_DAYS,
  reminderDueAt,
} from "~/domain/listings/freshness";
import { freshnessReminderEmail } from "~/domain/listings/freshness-email";
import { signFreshnessToken, verifyFreshnessToken } from "~/server/listings/freshness-token.server";

const DAY = 24 * 60 * 60 * 1000;
const UPDATED = new Date("2026-03-01T12:00:00Z");
const after = (days: number, from = UPDATED) => new Date(from.getTime() + days * DAY);

describe("a listing's freshness", () => {
  it("is fresh until 60 days without an update, then its seller is asked once", () => {
    expect(REMIND_AFTER_DAYS).toBe(60);
    expect(freshnessOf(UPDATED, null, after(59.9))).toBe("fresh");
    expect(reminderDueAt(UPDATED)).toEqual(after(60));
    expect(freshnessOf(UPDATED, null, after(60))).toBe("remind");
    expect(freshnessOf(UPDATED, after(60), after(61))).toBe("awaiting-answer");
  });

  it("expires at 90 days unanswered, and never less than 30 days after the email", () => {
    expect([EXPIRE_AFTER_DAYS, ANSWER_DAYS]).toEqual([90, 30]);
    expect(expiresAt(UPDATED, after(60))).toEqual(after(90));
    expect(freshnessOf(UPDATED, after(60), after(89.9))).toBe("awaiting-answer");
    expect(freshnessOf(UPDATED, after(60), after(90))).toBe("expire");
    // Asked late (the sender was stopped for a while): the seller still gets 30 days.
    expect(expiresAt(UPDATED, after(100))).toEqual(after(130));
    expect(freshnessOf(UPDATED, after(100), after(110))).toBe("awaiting-answer");
  });

  it("starts a new term at each update: an email sent before it was for the last term", () => {
    const updatedAgain = after(70);
    expect(remindedThisTerm(updatedAgain, after(60))).toBe(false);
    expect(expiresAt(updatedAgain, after(60))).toBeNull();
    expect(freshnessOf(updatedAgain, after(60), after(100))).toBe("fresh");
    expect(freshnessOf(updatedAgain, after(60), after(130))).toBe("remind");
    expect(remindedThisTerm(UPDATED, null)).toBe(false);
  });

  it("gives the database the same cut-offs as the rules, to the millisecond", () => {
    const now = after(123.4);
    const { remindUpdatedBy, expireUpdatedBy, expireRemindedBy } = freshnessCutoffs(now);
    expect(reminderDueAt(remindUpdatedBy)).toEqual(now);
    expect(freshnessOf(remindUpdatedBy, null, now)).toBe("remind");
    expect(freshnessOf(new Date(remindUpdatedBy.getTime() + 1), null, now)).toBe("fresh");
    expect(freshnessOf(expireUpdatedBy, expireRemindedBy, now)).toBe("expire");
    expect(freshnessOf(expireUpdatedBy, new Date(expireRemindedBy.getTime() + 1), now)).toBe("awaiting-answer");
  });
});

describe("the answers to the email", () => {
  it("keep an active listing live, bring an expired one back, or mark either sold", () => {
    expect(answerEffect("active", "still-for-sale")).toBe("reconfirm");
    expect(answerEffect("expired", "still-for-sale")).toBe("republish");
    expect(answerEffect("active", "sold")).toBe("mark-sold");
    expect(answerEffect("expired", "sold")).toBe("mark-sold");
    expect(answerEffect("pending", "sold")).toBe("mark-sold");
  });

  it("change nothing the seller has decided since", () => {
    expect(answerEffect("sold", "still-for-sale")).toBe("already-sold");
    expect(answerEffect("sold", "sold")).toBe("already-sold");
    expect(answerEffect("pending", "still-for-sale")).toBe("pending");
    expect(answerEffect("deleted", "still-for-sale")).toBe("gone");
    expect(answerEffect("draft", "sold")).toBe("gone");
  });
});

describe("the still-for-sale email", () => {
  const listing = (id: number, name: string) => ({
    id,
    name,
    updatedAt: UPDATED,
    expiresAt: after(90),
    stillForSaleUrl: `https://aeromarket.example/listings/still-for-sale?token=${id}`,
    soldUrl: `https://aeromarket.example/listings/still-for-sale?token=${id}&answer=sold`,
  });

  it("asks about one aircraft by name, with its dates and both links", () => {
    const email = freshnessReminderEmail({ siteUrl: "https://aeromarket.example", firstName: " Marcus ", listings: [listing(7, "2016 Pilatus PC-12")] });
    expect(email.subject).toBe("Is your 2016 Pilatus PC-12 still for sale?");
    expect(email.text).toContain("Hello Marcus,");
    expect(email.text).toContain(
      [
        "2016 Pilatus PC-12",
        "  Last updated Mar 1, 2026; without an answer it leaves the catalogue on May 30, 2026.",
        "  Still for sale (no sign-in needed): https://aeromarket.example/listings/still-for-sale?token=7",
        "  Mark as sold: https://aeromarket.example/listings/still-for-sale?token=7&answer=sold",
        "  Or update it: https://aeromarket.example/dashboard/listings/7/edit",
      ].join("\n"),
    );
  });

  it("asks about several in one email", () => {
    const email = freshnessReminderEmail({ siteUrl: "https://aeromarket.example", firstName: "", listings: [listing(7, "A"), listing(8, "B")] });
    expect(email.subject).toBe("Are your 2 aircraft still for sale?");
    expect(email.text.startsWith("Hello,\n")).toBe(true);
    expect(email.text).toContain("token=8&answer=sold");
  });
});

describe("the email's link tokens", () => {
  const SECRETS = ["first-secret-of-the-site", "older-secret-still-accepted"];

  it("name their listing, and work with any secret still in the list", () => {
    expect(verifyFreshnessToken(signFreshnessToken(42, SECRETS), SECRETS)).toEqual({ listingId: 42 });
    const old = signFreshnessToken(42, ["older-secret-still-accepted"]);
    expect(verifyFreshnessToken(old, SECRETS)).toEqual({ listingId: 42 });
    expect(verifyFreshnessToken(old, ["first-secret-of-the-site"])).toBeNull();
  });

  it("refuse any change, and expire after 60 days", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const token = signFreshnessToken(42, SECRETS, now);
    const [id, expiry, mac] = token.split(".") as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    for (const tampered of [`43.${expiry}.${mac}`, `${id}.${Number(expiry) + 86_400}.${mac}`, `${id}.${expiry}.${flipped}`, `${id}.${expiry}`, `${token}.x`, "", "0.1.x"]) {
      expect(verifyFreshnessToken(tampered, SECRETS, now)).toBeNull();
    }
    expect(ANSWER_LINK_DAYS).toBe(60);
    expect(verifyFreshnessToken(token, SECRETS, after(59.9, now))).toEqual({ listingId: 42 });
    expect(verifyFreshnessToken(token, SECRETS, after(60, now))).toBe("expired");
  });
});
