/**
 * Conversations about sample listings, whose seller is made up: AeroMarket's team answers
 * them from the operator console (/operator/sample-inquiries), in the buyer's own thread,
 * and the buyer is emailed. A conversation waits for the team while its last message is
 * the buyer's, whether it is the first inquiry or a reply in the thread.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { CLOSED_ACCOUNT_EMAIL } from "~/domain/accounts/settings";
import { statusAfterMessage } from "~/domain/inquiries/inquiry";
import { sampleAnswerMail } from "~/domain/inquiries/sample-inquiry-mail";
import type { Database } from "../db/database";
import { inquiries, inquiryMessages, listings, profiles } from "../db/schema";
import { type Actor, recordOperatorAction } from "../operators/audit-log.server";
import { buyerWantsInquiryEmails } from "./inquiries.server";
import { inquiryClaimUrl, type InquiryMail, threadPath } from "./inquiry-mail.server";

/** The inquiry's listing belongs to a sample seller. */
const aboutSampleListing = inArray(inquiries.sellerId, sql`(select ${profiles.id} from ${profiles} where ${profiles.isSample})`);

/** Who wrote the conversation's last message. */
const lastAuthor = sql<string>`(select m.author from ${inquiryMessages} m where m.inquiry_id = ${inquiries.id} order by m.created_at desc, m.id desc limit 1)`;

const waitingForTeam = and(aboutSampleListing, sql`${lastAuthor} = 'buyer'`);

/** How many of the queue a page shows. */
export const SAMPLE_INQUIRY_PAGE_SIZE = 50;

export type WaitingSampleInquiry = { id: number; aircraft: string; buyerName: string; lastMessageAt: Date };

/** The sample-listing conversations waiting for the team, the longest waiting first, and how many wait in all. */
export async function waitingSampleInquiries(db: Database): Promise<{ inquiries: WaitingSampleInquiry[]; total: number }> {
  const lastMessageAt = sql<Date>`(select max(m.created_at) from ${inquiryMessages} m where m.inquiry_id = ${inquiries.id})`.mapWith(inquiryMessages.createdAt);
  const [rows, total] = await Promise.all([
    db
      .select({ id: inquiries.id, aircraft: listings.name, buyerName: inquiries.buyerName, lastMessageAt })
      .from(inquiries)
      .innerJoin(listings, eq(listings.id, inquiries.listingId))
      .where(waitingForTeam)
      .orderBy(asc(lastMessageAt), asc(inquiries.id))
      .limit(SAMPLE_INQUIRY_PAGE_SIZE),
    waitingSampleInquiryCount(db),
  ]);
  return { inquiries: rows, total };
}

export async function waitingSampleInquiryCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inquiries).where(waitingForTeam);
  return row?.total ?? 0;
}

export type SampleConversation = {
  id: number;
  listingId: number;
  aircraft: string;
  buyerName: string;
  buyerEmail: string;
  waiting: boolean;
  messages: { id: number; author: "buyer" | "seller"; body: string; createdAt: Date }[];
};

/** A sample-listing conversation as the team reads it; null for any other inquiry. */
export async function sampleConversation(db: Database, id: number): Promise<SampleConversation | null> {
  const [row] = await db
    .select({ id: inquiries.id, listingId: inquiries.listingId, aircraft: listings.name, buyerName: inquiries.buyerName, buyerEmail: inquiries.buyerEmail })
    .from(inquiries)
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .where(and(eq(inquiries.id, id), aboutSampleListing));
  if (!row) return null;
  const messages = await db
    .select({ id: inquiryMessages.id, author: inquiryMessages.author, body: inquiryMessages.body, createdAt: inquiryMessages.createdAt })
    .from(inquiryMessages)
    .where(eq(inquiryMessages.inquiryId, id))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
  return { ...row, messages, waiting: messages.at(-1)?.author === "buyer" };
}

export type SampleAnswerResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

/**
 * The team's answer: a message in the buyer's thread (on the seller's side, marked as the
 * team's, which the thread names), the conversation marked Replied, an audit entry and the email to the
 * buyer, all or nothing (a failed email rolls the answer back, so it can be sent again).
 * A conversation whose last message is already the team's is not answered twice.
 */
export async function answerSampleInquiry(db: Database, mail: InquiryMail, operator: Actor, id: number, answer: string): Promise<SampleAnswerResult> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select({ id: inquiries.id, aircraft: listings.name, buyerEmail: inquiries.buyerEmail, guest: sql<boolean>`${inquiries.buyerId} is null`.mapWith(Boolean), buyerWantsEmail: buyerWantsInquiryEmails() })
      .from(inquiries)
      .innerJoin(listings, eq(listings.id, inquiries.listingId))
      .where(and(eq(inquiries.id, id), aboutSampleListing))
      .for("update", { of: inquiries });
    if (!inquiry) return { ok: false as const, status: 404 as const, message: "There is no such conversation about a sample listing." };
    const [last] = await tx.select({ author: inquiryMessages.author }).from(inquiryMessages).where(eq(inquiryMessages.inquiryId, id)).orderBy(desc(inquiryMessages.createdAt), desc(inquiryMessages.id)).limit(1);
    if (last?.author !== "buyer") return { ok: false as const, status: 409 as const, message: "The team already answered the buyer's last message." };
    await tx.insert(inquiryMessages).values({ inquiryId: id, author: "seller", byTeam: true, body: answer });
    await tx.update(inquiries).set({ status: statusAfterMessage("seller") }).where(eq(inquiries.id, id));
    await recordOperatorAction(tx, operator, { action: "answer-sample-inquiry", targetType: "inquiry", targetId: String(id), reason: answer });
    // A buyer who closed their account, or turned inquiry emails off, reads it in the thread.
    if (inquiry.buyerEmail !== CLOSED_ACCOUNT_EMAIL && inquiry.buyerWantsEmail) {
      const links = { thread: `${mail.siteUrl}${threadPath(id)}`, claim: inquiry.guest ? inquiryClaimUrl(mail, id) : null };
      await mail.mailer.send({ to: inquiry.buyerEmail, ...sampleAnswerMail(inquiry.aircraft, answer, links) });
    }
    return { ok: true as const };
  });
}
