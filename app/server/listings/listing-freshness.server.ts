/**
 * Listings that stay fresh (app/domain/listings/freshness.ts): the alert sender's round,
 * holding its lease, expires what went unanswered and asks sellers whether their stale
 * listings are still for sale, one email per seller, marked sent before it goes out (so a
 * restart or a second process never sends it twice) and put back if it fails. The email's
 * links answer without signing in (freshness-token.server.ts).
 *
 * Only real sellers' listings buyers can find are asked about: the sample inventory has no
 * one to answer, and a hidden listing or a suspended seller's is not in the catalogue.
 */
import { and, asc, eq, gte, inArray, isNull, lt, lte, or } from "drizzle-orm";
import { answerEffect, type AnswerEffect, expiresAt, FRESHNESS_PATH, type FreshnessAnswer, freshnessCutoffs } from "~/domain/listings/freshness";
import { freshnessReminderEmail } from "~/domain/listings/freshness-email";
import type { Database } from "../db/database";
import { listings, profiles } from "../db/schema";
import { type AlertMail, BATCH, logFailure } from "../alerts/alert-delivery.server";
import { signFreshnessToken } from "./freshness-token.server";
import { visibleToBuyers } from "./listings.server";
import { setListingStatus } from "./seller-listings.server";

export function freshnessAnswerUrl(siteUrl: string, listingId: number, answer: FreshnessAnswer, secrets: readonly string[], now = new Date()): string {
  const query = new URLSearchParams({ token: signFreshnessToken(listingId, secrets, now), ...(answer === "sold" ? { answer } : {}) });
  return `${siteUrl}${FRESHNESS_PATH}?${query}`;
}

const realSellers = (db: Database) => db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isSample, false));

/** Active, findable, a real seller's, unchanged since the cut-off and not yet asked about this term. */
function dueForReminder(db: Database, now: Date) {
  return and(
    eq(listings.status, "active"),
    lte(listings.updatedAt, freshnessCutoffs(now).remindUpdatedBy),
    or(isNull(listings.freshnessReminderAt), lt(listings.freshnessReminderAt, listings.updatedAt)),
    inArray(listings.sellerId, realSellers(db)),
    visibleToBuyers,
  );
}

/**
 * Takes the listings whose sellers were asked this term and did not answer in time out of
 * the catalogue, as expired: no news for the buyers who saved them (it may not have sold).
 */
export async function expireUnansweredListings(db: Database, now = new Date()): Promise<number[]> {
  const { expireUpdatedBy, expireRemindedBy } = freshnessCutoffs(now);
  const rows = await db
    .update(listings)
    .set({ status: "expired" })
    .where(
      and(
        eq(listings.status, "active"),
        gte(listings.freshnessReminderAt, listings.updatedAt),
        lte(listings.updatedAt, expireUpdatedBy),
        lte(listings.freshnessReminderAt, expireRemindedBy),
      ),
    )
    .returning({ id: listings.id });
  return rows.map((row) => row.id);
}

/** Sellers with listings to ask about, a batch per round. */
export async function sellersWithStaleListings(db: Database, now = new Date()) {
  return db
    .selectDistinct({ id: profiles.id, email: profiles.email, firstName: profiles.firstName })
    .from(listings)
    .innerJoin(profiles, eq(profiles.id, listings.sellerId))
    .where(dueForReminder(db, now))
    .orderBy(asc(profiles.id))
    .limit(BATCH);
}

type Seller = Awaited<ReturnType<typeof sellersWithStaleListings>>[number];

/** One email asking the seller about each of their listings due; false when another process took them first or it failed. */
export async function sendFreshnessReminder(db: Database, seller: Seller, options: AlertMail, now = new Date()): Promise<boolean> {
  const claimed = await db
    .update(listings)
    .set({ freshnessReminderAt: now })
    .where(and(eq(listings.sellerId, seller.id), dueForReminder(db, now)))
    .returning({ id: listings.id, name: listings.name, updatedAt: listings.updatedAt });
  if (claimed.length === 0) return false;
  try {
    const email = freshnessReminderEmail({
      siteUrl: options.siteUrl,
      firstName: seller.firstName,
      listings: claimed
        .toSorted((a, b) => a.id - b.id)
        .map((listing) => ({
          ...listing,
          expiresAt: expiresAt(listing.updatedAt, now) ?? now,
          stillForSaleUrl: freshnessAnswerUrl(options.siteUrl, listing.id, "still-for-sale", options.secrets, now),
          soldUrl: freshnessAnswerUrl(options.siteUrl, listing.id, "sold", options.secrets, now),
        })),
    });
    await options.mailer.send({ to: seller.email, ...email });
    return true;
  } catch (error) {
    logFailure(`the still-for-sale email to seller ${seller.id}`, error);
    await db
      .update(listings)
      .set({ freshnessReminderAt: null })
      .where(
        and(
          inArray(
            listings.id,
            claimed.map((row) => row.id),
          ),
          eq(listings.freshnessReminderAt, now),
        ),
      )
      .catch((putBack: unknown) => logFailure(`putting back the still-for-sale email to seller ${seller.id}`, putBack, "it stays marked sent, never to be sent twice"));
    return false;
  }
}

/** The listing a link answers for, as its confirmation page names it; null when there is none. */
export async function listingToAnswerFor(db: Database, listingId: number): Promise<{ id: number; name: string; status: (typeof listings.$inferSelect)["status"] } | null> {
  const [row] = await db.select({ id: listings.id, name: listings.name, status: listings.status }).from(listings).where(eq(listings.id, listingId));
  return row ?? null;
}

/**
 * The seller's answer from the email, without signing in: still for sale counts as an
 * update today (a new term; the "Updated" date), and brings an expired listing back;
 * sold marks it sold, as the seller would from the editor. What the answer did, for the page.
 */
export async function answerFreshness(db: Database, listingId: number, answer: FreshnessAnswer, now = new Date()): Promise<{ name: string; effect: AnswerEffect } | null> {
  const [row] = await db.select({ name: listings.name, status: listings.status, sellerId: listings.sellerId }).from(listings).where(eq(listings.id, listingId));
  if (!row) return null;
  let effect: AnswerEffect = row.sellerId === null ? "gone" : answerEffect(row.status, answer);
  if (effect === "reconfirm") {
    await db
      .update(listings)
      .set({ updatedAt: now })
      .where(and(eq(listings.id, listingId), eq(listings.status, "active")));
  } else if (row.sellerId !== null && (effect === "republish" || effect === "mark-sold")) {
    // A deal that took the aircraft since the email keeps it Pending: the answer changes nothing.
    if ((await setListingStatus(db, row.sellerId, listingId, effect === "republish" ? "active" : "sold")) !== "changed") effect = "pending";
  }
  return { name: row.name, effect };
}

/** The seller's one click on an expired listing: back in the catalogue, updated today. Null unless they own an expired listing of that id. */
export async function republishListing(db: Database, sellerId: string, listingId: number): Promise<{ name: string } | null> {
  const [row] = await db
    .select({ name: listings.name })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.sellerId, sellerId), eq(listings.status, "expired")));
  if (!row || (await setListingStatus(db, sellerId, listingId, "active")) !== "changed") return null;
  return row;
}

