/**
 * A person's reviews from completed sales, as others see them: a seller's from their
 * buyers (on the aircraft page's seller card), a buyer's from their sellers (beside the
 * buyer in a seller's conversation). Only reviews of deals that reached Sold count, and a
 * review names its author by their side of the sale and the aircraft, never by account.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Party } from "~/domain/deals/deal-process";
import { summarizeRatings, type ReviewsOfPerson } from "~/domain/deals/deal-reviews";
import type { Database } from "../db/database";
import { dealReviews, deals, inquiries, listings } from "../db/schema";

/** The latest reviews shown under the summary. */
const SHOWN_REVIEWS = 5;


/** The reviews `subjectId` received from the other side of their sales: from buyers if `author` is "buyer". */
export async function reviewsOfPerson(db: Database, subjectId: string | null, author: Party): Promise<ReviewsOfPerson> {
  if (!subjectId) return { summary: summarizeRatings([]), latest: [] };
  const rows = await db
    .select({ rating: dealReviews.rating, body: dealReviews.body, createdAt: dealReviews.createdAt, aircraft: listings.name })
    .from(dealReviews)
    .innerJoin(deals, eq(deals.id, dealReviews.dealId))
    .innerJoin(listings, eq(listings.id, deals.listingId))
    .where(and(eq(dealReviews.subjectId, subjectId), eq(dealReviews.author, author), eq(deals.state, "sold")))
    .orderBy(desc(dealReviews.createdAt), desc(dealReviews.id));
  const side = author === "buyer" ? "Buyer" : "Seller";
  return {
    summary: summarizeRatings(rows.map((row) => row.rating)),
    latest: rows.slice(0, SHOWN_REVIEWS).map(({ rating, body, createdAt, aircraft }) => ({ by: `${side} of the ${aircraft}`, rating, body, createdAt })),
  };
}

/** The reviews the listing's seller received from buyers (none for a listing no account owns). */
export async function sellerReviewsOfListing(db: Database, listingId: number): Promise<ReviewsOfPerson> {
  const [row] = await db.select({ sellerId: listings.sellerId }).from(listings).where(eq(listings.id, listingId));
  return reviewsOfPerson(db, row?.sellerId ?? null, "buyer");
}

/** For the seller in a conversation: the reviews its buyer received from sellers (none for a guest's inquiry). */
export async function buyerReviewsOfInquiry(db: Database, inquiryId: number): Promise<ReviewsOfPerson> {
  const [row] = await db.select({ buyerId: inquiries.buyerId }).from(inquiries).where(eq(inquiries.id, inquiryId));
  return reviewsOfPerson(db, row?.buyerId ?? null, "seller");
}
