/** The email to the other side after each step of a deal, with the link to the deal room. */
import type { Actor, DealAction, DealState } from "~/domain/deals/deal-process";
import { STATE_LABELS, STEP_LABELS } from "~/domain/deals/deal-words";
import { deliver, type InquiryMail, threadPath } from "../inquiries/inquiry-mail.server";

export function dealPath(inquiryId: number): string {
  return `${threadPath(inquiryId)}/deal`;
}

type StepNews = { inquiryId: number; aircraft: string; actor: Actor; action: DealAction | "offer"; to: DealState };

const WHO: Record<Actor, string> = { buyer: "the buyer", seller: "the seller", operator: "an AeroMarket operator", clock: "its deadline" };

/**
 * Emails the other party, if they take inquiry emails. Sent after the step is stored;
 * a deadline's email is sent whatever their choice (deal-deadlines.server.ts).
 */
export function emailStep(mail: InquiryMail, recipient: { email: string; wantsEmail: boolean }, news: StepNews): void {
  if (!recipient.wantsEmail) return;
  deliver(mail, {
    to: recipient.email,
    subject: `Deal on the ${news.aircraft}: ${STATE_LABELS[news.to]}`,
    text: [
      `A step in the deal on the ${news.aircraft}, by ${WHO[news.actor]}: ${STEP_LABELS[news.action]}. The deal now stands at: ${STATE_LABELS[news.to]}.`,
      "",
      `See what is due, by whom and when: ${mail.siteUrl}${dealPath(news.inquiryId)}`,
      "",
      "AeroMarket never holds money and never sends bank details. Before sending any money, phone your escrow agent at a number you found yourself, never at one from an email or a message.",
    ].join("\n"),
  });
}
