/** The emails of a deal's steps, with the link to the deal room: a party's step to the other side, a deadline's or an operator's to both. */
import { eq } from "drizzle-orm";
import { CLOSED_ACCOUNT_EMAIL } from "~/domain/accounts/settings";
import type { DealAction, DealState, Party } from "~/domain/deals/deal-process";
import { STATE_LABELS, STEP_LABELS } from "~/domain/deals/deal-words";
import type { Database } from "../db/database";
import { inquiries, listings } from "../db/schema";
import { deliver, type InquiryMail, threadPath } from "../inquiries/inquiry-mail.server";

export function dealPath(inquiryId: number): string {
  return `${threadPath(inquiryId)}/deal`;
}

type StepNews = { inquiryId: number; aircraft: string; actor: Party; action: DealAction | "offer"; to: DealState };

/**
 * Emails the other party about a party's step, if they take inquiry emails. Sent after the
 * step is stored; a deadline's or an operator's email goes whatever their choice (below).
 */
export function emailStep(mail: InquiryMail, recipient: { email: string; wantsEmail: boolean }, news: StepNews): void {
  if (!recipient.wantsEmail) return;
  deliver(mail, {
    to: recipient.email,
    subject: `Deal on the ${news.aircraft}: ${STATE_LABELS[news.to]}`,
    text: [
      `A step in the deal on the ${news.aircraft}, by the ${news.actor}: ${STEP_LABELS[news.action]}. The deal now stands at: ${STATE_LABELS[news.to]}.`,
      "",
      `See what is due, by whom and when: ${mail.siteUrl}${dealPath(news.inquiryId)}`,
      "",
      "AeroMarket never holds money and never sends bank details. Before sending any money, phone your escrow agent at a number you found yourself, never at one from an email or a message.",
    ].join("\n"),
  });
}

/**
 * A deadline or an operator changes the deal for both sides: emailed whatever their inquiry
 * email choice, except to a closed account.
 */
export async function emailBothParties(db: Database, mail: InquiryMail, inquiryId: number, news: string): Promise<void> {
  const [row] = await db
    .select({ buyerEmail: inquiries.buyerEmail, sellerEmail: inquiries.sellerEmail, aircraft: listings.name })
    .from(inquiries)
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .where(eq(inquiries.id, inquiryId));
  if (!row) return;
  for (const to of [row.buyerEmail, row.sellerEmail].filter((email) => email !== CLOSED_ACCOUNT_EMAIL)) {
    deliver(mail, {
      to,
      subject: `Deal on the ${row.aircraft}: ${news.split(":")[0]}`,
      text: [`The deal on the ${row.aircraft}: ${news}`, "", `See the deal room: ${mail.siteUrl}${dealPath(inquiryId)}`].join("\n"),
    });
  }
}

/** The reviewed side hears of a review after the sale, if they take inquiry emails. */
export function emailReview(mail: InquiryMail, recipient: { email: string; wantsEmail: boolean }, news: { inquiryId: number; aircraft: string; author: Party; rating: number }): void {
  if (!recipient.wantsEmail) return;
  deliver(mail, {
    to: recipient.email,
    subject: `The ${news.author} of the ${news.aircraft} reviewed you`,
    text: [
      `The ${news.author} of the ${news.aircraft} reviewed the sale: ${news.rating} of 5 stars.`,
      "",
      `Read it in the deal room: ${mail.siteUrl}${dealPath(news.inquiryId)}`,
    ].join("\n"),
  });
}
