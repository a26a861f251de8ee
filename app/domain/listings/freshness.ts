/**
 * Listings that stay fresh: an active listing its seller has not updated or reconfirmed
 * for REMIND_AFTER_DAYS is emailed about once; one still unanswered leaves the catalogue
 * as expired once EXPIRE_AFTER_DAYS have passed and the seller has had ANSWER_DAYS to
 * answer the email. A term starts at the listing's last update (a save, a status change,
 * a reconfirmation): the reminder belongs to the term when it was sent after that. Pure:
 * the time is passed in, and the sender's queries read the cut-offs from here.
 */

export const REMIND_AFTER_DAYS = 60;
export const EXPIRE_AFTER_DAYS = 90;
/** However late the reminder went out (the sender was stopped, the listing was already old), the seller has this long to answer. */
export const ANSWER_DAYS = 30;

import type { ListingStatus } from "./listing";

/** How long the email's links work: past the answer period, so a late "still for sale" brings an expired listing back. */
export const ANSWER_LINK_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);

/** Whether the reminder of the listing's current term has gone out: one sent before its last update was for an earlier term. */
export function remindedThisTerm(updatedAt: Date, reminderSentAt: Date | null): boolean {
  return reminderSentAt !== null && reminderSentAt.getTime() >= updatedAt.getTime();
}

/** When an active listing's seller is asked whether it is still for sale. */
export function reminderDueAt(updatedAt: Date): Date {
  return daysAfter(updatedAt, REMIND_AFTER_DAYS);
}

/** When an active listing leaves the catalogue: null until the seller has been asked this term. */
export function expiresAt(updatedAt: Date, reminderSentAt: Date | null): Date | null {
  if (!remindedThisTerm(updatedAt, reminderSentAt) || reminderSentAt === null) return null;
  const byAge = daysAfter(updatedAt, EXPIRE_AFTER_DAYS);
  const byAnswer = daysAfter(reminderSentAt, ANSWER_DAYS);
  return byAge > byAnswer ? byAge : byAnswer;
}

export type Freshness = "fresh" | "remind" | "awaiting-answer" | "expire";

/** What the sender does with an active listing now. */
export function freshnessOf(updatedAt: Date, reminderSentAt: Date | null, now: Date): Freshness {
  const expiry = expiresAt(updatedAt, reminderSentAt);
  if (expiry !== null) return now >= expiry ? "expire" : "awaiting-answer";
  return now >= reminderDueAt(updatedAt) ? "remind" : "fresh";
}

/**
 * The same rules as dates to compare columns with, so that the database finds the listings
 * freshnessOf would remind or expire: remind one updated at or before `remindUpdatedBy` not
 * yet reminded this term; expire one reminded this term, updated at or before
 * `expireUpdatedBy` and reminded at or before `expireRemindedBy`.
 */
export function freshnessCutoffs(now: Date): { remindUpdatedBy: Date; expireUpdatedBy: Date; expireRemindedBy: Date } {
  return {
    remindUpdatedBy: daysBefore(now, REMIND_AFTER_DAYS),
    expireUpdatedBy: daysBefore(now, EXPIRE_AFTER_DAYS),
    expireRemindedBy: daysBefore(now, ANSWER_DAYS),
  };
}

/** Where the email's links lead: a page that asks, then answers for the listing without signing in. */
export const FRESHNESS_PATH = "/listings/still-for-sale";

/** The two answers the reminder's links give. */
export const FRESHNESS_ANSWERS = ["still-for-sale", "sold"] as const;
export type FreshnessAnswer = (typeof FRESHNESS_ANSWERS)[number];

/**
 * What an answer does to a listing in the status it is in now (the seller may have changed
 * it since the email): still for sale keeps an active listing live, or brings an expired
 * one back; sold marks any listing buyers could have found as sold. Else nothing changes.
 */
export type AnswerEffect = "reconfirm" | "republish" | "mark-sold" | "already-sold" | "pending" | "gone";

export function answerEffect(status: ListingStatus, answer: FreshnessAnswer): AnswerEffect {
  if (status === "draft" || status === "deleted") return "gone";
  if (answer === "sold") return status === "sold" ? "already-sold" : "mark-sold";
  if (status === "active") return "reconfirm";
  if (status === "expired") return "republish";
  return status === "sold" ? "already-sold" : "pending";
}
