/** Members reporting a listing, or a message in one of their inquiry threads, to the operators' queue. */
import { and, eq, inArray } from "drizzle-orm";
import type { SignedInUser } from "~/domain/accounts/account";
import { PUBLIC_STATUSES } from "~/domain/listings/listing";
import { reportRateLimitRule, type ReportReason } from "~/domain/reports/reports";
import type { Database } from "../db/database";
import { listingReports, listings } from "../db/schema";
import { findThread } from "../inquiries/inquiry-threads.server";
import { visibleToBuyers } from "../listings/listings.server";
import { consumeRateLimit } from "../platform/rate-limit.server";

export type Reporter = Pick<SignedInUser, "id" | "email">;

export type ReportInput = { reason: ReportReason; note: string };

export type FilingResult =
  | { status: "filed" }
  /** The member's earlier report of the same thing is still open: nothing is added. */
  | { status: "already-open" }
  | { status: "own-listing" }
  | { status: "rate-limited"; retryAfterSeconds: number }
  /** No such listing or message for this member: the route answers 404. */
  | { status: "not-found" };

/** Counts the report against the member's daily allowance, then files it once. */
async function file(db: Database, reporter: Reporter, values: { listingId: number; inquiryMessageId: number | null } & ReportInput, now: Date): Promise<FilingResult> {
  const limit = await consumeRateLimit(db, reportRateLimitRule(reporter.id), now);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  const inserted = await db
    .insert(listingReports)
    .values({ ...values, reporterId: reporter.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: listingReports.id });
  return inserted.length > 0 ? { status: "filed" } : { status: "already-open" };
}

/** Reports a listing buyers can see; its own seller is told to edit it instead. */
export async function reportListing(db: Database, reporter: Reporter, listingId: number, input: ReportInput, now = new Date()): Promise<FilingResult> {
  const [listing] = await db
    .select({ sellerId: listings.sellerId })
    .from(listings)
    .where(and(eq(listings.id, listingId), inArray(listings.status, [...PUBLIC_STATUSES]), visibleToBuyers));
  if (!listing) return { status: "not-found" };
  if (listing.sellerId === reporter.id) return { status: "own-listing" };
  return file(db, reporter, { listingId, inquiryMessageId: null, ...input }, now);
}

/** Reports a message the other side wrote in one of the member's own threads. */
export async function reportMessage(db: Database, reporter: Reporter, inquiryId: number, messageId: number, input: ReportInput, now = new Date()): Promise<FilingResult> {
  const thread = await findThread(db, reporter, inquiryId);
  const message = thread?.messages.find((candidate) => candidate.id === messageId);
  if (!thread || !message || message.author === thread.role) return { status: "not-found" };
  return file(db, reporter, { listingId: thread.listingId, inquiryMessageId: messageId, ...input }, now);
}
