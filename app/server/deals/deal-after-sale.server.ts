/**
 * After the sale, in the deal room: each side's review of the other, and each side's
 * agreement to publish the sold price. Whether either may be done now is the state
 * table's to say (deal-process.ts: reviewRefusal, priceAgreementRefusal); this module
 * reads and writes them over the deal's row, locked, for the conversation's two parties only.
 */
import { eq } from "drizzle-orm";
import { priceAgreementRefusal, reviewDeadline, reviewRefusal, soldPricePublic, type Party, type SoldFacts } from "~/domain/deals/deal-process";
import type { ReviewForm } from "~/domain/deals/deal-reviews-schema";
import type { Database } from "../db/database";
import { dealEvents, dealReviews, deals, listings } from "../db/schema";
import type { Reader } from "../inquiries/inquiry-access.server";
import type { InquiryMail } from "../inquiries/inquiry-mail.server";
import { emailReview } from "./deal-mail.server";
import { currentRound, partyOf, recipientOf, type PartyRow, type PartyStepResult } from "./deal-room.server";
import { publicSoldPrice, type DealRow } from "./deal-steps.server";

export type DealReview = { author: Party; rating: number; body: string; createdAt: Date };

/** What the deal room shows after the sale, for one of its parties. */
export type AfterSale = {
  reviews: DealReview[];
  /** The reader may post their review now; `reviewsCloseAt` says until when. */
  mayReview: boolean;
  reviewsCloseAt: Date | null;
  pricePublicBy: Party[];
  mayAgreePrice: boolean;
};

function soldFacts(deal: DealRow, reviews: readonly { author: Party }[]): SoldFacts {
  return { state: deal.state, soldAt: deal.state === "sold" ? deal.stateEnteredAt : null, reviewedBy: reviews.map((review) => review.author), pricePublicBy: deal.pricePublicBy };
}

function reviewsOf(db: Database, dealId: number): Promise<DealReview[]> {
  return db
    .select({ author: dealReviews.author, rating: dealReviews.rating, body: dealReviews.body, createdAt: dealReviews.createdAt })
    .from(dealReviews)
    .where(eq(dealReviews.dealId, dealId))
    .orderBy(dealReviews.id);
}

/** Null before closing: nothing of the sort to show or do. */
export async function afterSaleOf(db: Database, deal: DealRow | null, role: Party, now: Date): Promise<AfterSale | null> {
  if (!deal || (deal.state !== "closing" && deal.state !== "sold")) return null;
  const reviews = await reviewsOf(db, deal.id);
  const facts = soldFacts(deal, reviews);
  return {
    reviews,
    mayReview: reviewRefusal(facts, role, now) === null,
    reviewsCloseAt: facts.soldAt && reviewDeadline(facts.soldAt),
    pricePublicBy: deal.pricePublicBy,
    mayAgreePrice: priceAgreementRefusal(facts, role) === null,
  };
}

/** Runs `write` over the conversation's current deal, locked; null when the reader is not a party (404). */
async function onLockedDeal(
  db: Database,
  reader: Reader,
  inquiryId: number,
  write: (tx: Database, deal: DealRow, party: PartyRow) => Promise<PartyStepResult>,
): Promise<PartyStepResult> {
  const party = await partyOf(db, reader, inquiryId);
  if (!party) return null;
  return db.transaction(async (tx) => {
    const [deal] = await currentRound(tx, inquiryId).for("update");
    if (!deal) return { ok: false, reason: "There is no deal in this conversation yet." };
    return write(tx, deal, party);
  });
}

/** A party's review of the other side: once, within the days after the sale; the other side is emailed of it. */
export async function postReview(db: Database, mail: InquiryMail, reader: Reader, inquiryId: number, form: ReviewForm, now: Date): Promise<PartyStepResult> {
  const reviewed: { by?: PartyRow } = {};
  const result = await onLockedDeal(db, reader, inquiryId, async (tx, deal, party) => {
    const refusal = reviewRefusal(soldFacts(deal, await reviewsOf(tx, deal.id)), party.role, now);
    if (refusal) return { ok: false, reason: refusal };
    const subjectId = party.role === "buyer" ? party.sellerId : deal.buyerId;
    if (!subjectId) return { ok: false, reason: "The seller has no account on AeroMarket, so there is no one to review." };
    const authorId = party.role === "buyer" ? deal.buyerId : reader.id;
    const [posted] = await tx
      .insert(dealReviews)
      .values({ dealId: deal.id, author: party.role, authorId, subjectId, rating: form.rating, body: form.body, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: dealReviews.id });
    if (!posted) return { ok: false, reason: "You have reviewed this sale already: a review cannot be changed once posted." };
    await tx.insert(dealEvents).values({ dealId: deal.id, actor: party.role, action: "review", fromState: deal.state, toState: deal.state, note: `${form.rating} of 5`, createdAt: now });
    reviewed.by = party;
    return { ok: true, message: `Your review is posted: the ${party.role === "buyer" ? "seller" : "buyer"}'s pages show it.` };
  });
  if (reviewed.by) emailReview(mail, recipientOf(reviewed.by), { inquiryId, aircraft: reviewed.by.aircraft, author: reviewed.by.role, rating: form.rating });
  return result;
}

/** A party agrees to publish the sold price; once both have and the aircraft is sold, the listing shows it. */
export function agreeToPublishPrice(db: Database, reader: Reader, inquiryId: number, now: Date): Promise<PartyStepResult> {
  return onLockedDeal(db, reader, inquiryId, async (tx, deal, party) => {
    const refusal = priceAgreementRefusal(soldFacts(deal, []), party.role);
    if (refusal) return { ok: false, reason: refusal };
    const pricePublicBy = [...deal.pricePublicBy, party.role];
    await tx.update(deals).set({ pricePublicBy }).where(eq(deals.id, deal.id));
    await tx.insert(dealEvents).values({ dealId: deal.id, actor: party.role, action: "publish_price", fromState: deal.state, toState: deal.state, note: null, createdAt: now });
    if (deal.state === "sold") await tx.update(listings).set({ soldPrice: await publicSoldPrice(tx, deal.id, pricePublicBy) }).where(eq(listings.id, deal.listingId));
    return {
      ok: true,
      message: soldPricePublic(pricePublicBy)
        ? deal.state === "sold"
          ? "Both sides agreed: the sold price is now public."
          : "Both sides agreed: the sold price is public once the sale is confirmed."
        : "Noted: the sold price stays private unless the other side agrees too.",
    };
  });
}
