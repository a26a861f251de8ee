/**
 * A person's reviews from completed sales, as others see them: a seller's from their
 * buyers (on the aircraft page's seller card), a buyer's from their sellers (beside the
 * buyer in a seller's conversation). Only reviews of deals that reached Sold count, and a
 * review names its author by their side of the sale and the aircraft, never by account.
 */
import { and, desc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Party } from "~/domain/deals/deal-process";
import { summarizeRatings, type ReviewsOfPerson } from "~/domain/deals/deal-reviews";
import type { Database } from "../db/database";
import { dealReviews, deals, inquiries, listings } from "../db/schema";

/** The latest reviews shown under the summary. */
const SHOWN_REVIEWS = 5;

type ReviewRow = { rating: number; body: string; createdAt: Date; aircraft: string };

/** The reviews `subjectId` received from the other side of their sales: from buyers if `author` is "buyer". */
export async function reviewsOfPerson(db: Database, subjectId: string | null, author: Party): Promise<ReviewsOfPerson> {
  if (!subjectId) return reviewsFrom([], author);
  const rows = await db
    .select({ rating: dealReviews.rating, body: dealReviews.body, createdAt: dealReviews.createdAt, aircraft: listings.name })
    .from(dealReviews)
    .innerJoin(deals, eq(deals.id, dealReviews.dealId))
    .innerJoin(listings, eq(listings.id, deals.listingId))
    .where(and(eq(dealReviews.subjectId, subjectId), eq(dealReviews.author, author), eq(deals.state, "sold")))
    .orderBy(desc(dealReviews.createdAt), desc(dealReviews.id));
  return reviewsFrom(rows, author);
}

/**
 * reviewsOfPerson as one JSON value of a query that names the subject (`subjectId`: a column
 * there; null, no account: no reviews), so that the aircraft page reads its seller's with the listing.
 */
export function reviewsOfPersonAs(subjectId: SQLWrapper, author: Party): SQL<ReviewsOfPerson> {
  return sql`(SELECT coalesce(json_agg(json_build_object('rating', r.rating, 'body', r.body, 'createdAt', floor(extract(epoch FROM r.created_at) * 1000), 'aircraft', reviewed.name)
    ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
    FROM ${dealReviews} r JOIN ${deals} d ON d.id = r.deal_id JOIN ${listings} reviewed ON reviewed.id = d.listing_id
    WHERE r.subject_id = ${subjectId} AND r.author = ${author} AND d.state = 'sold')`.mapWith((rows: (Omit<ReviewRow, "createdAt"> & { createdAt: number })[]) =>
    reviewsFrom(rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })), author),
  );
}

/** The summary and the latest shown, of a person's reviews newest first; each named by its author's side and the aircraft. */
function reviewsFrom(rows: ReviewRow[], author: Party): ReviewsOfPerson {
  const side = author === "buyer" ? "Buyer" : "Seller";
  return {
    summary: summarizeRatings(rows.map((row) => row.rating)),
    latest: rows.slice(0, SHOWN_REVIEWS).map(({ rating, body, createdAt, aircraft }) => ({ by: `${side} of the ${aircraft}`, rating, body, createdAt })),
  };
}

/** For the seller in a conversation: the reviews its buyer received from sellers (none for a guest's inquiry). */
export async function buyerReviewsOfInquiry(db: Database, inquiryId: number): Promise<ReviewsOfPerson> {
  const [row] = await db.select({ buyerId: inquiries.buyerId }).from(inquiries).where(eq(inquiries.id, inquiryId));
  return reviewsOfPerson(db, row?.buyerId ?? null, "seller");
}
