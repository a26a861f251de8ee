/**
 * Reports of listings and of messages in inquiry threads: what a member may say is wrong,
 * how often, what they are told, and what operators decide. The forms' zod schemas are in
 * report-schemas.ts, so pages can show the forms without zod.
 */

export const REPORT_REASONS = ["already-sold", "wrong-information", "suspected-fraud", "offensive", "other"] as const;
import { formatDate } from "~/domain/format-date";
export type ReportReason = (typeof REPORT_REASONS)[number];

const REASON_LABELS: Record<ReportReason, string> = {
  "already-sold": "It is already sold",
  "wrong-information": "Its information is wrong",
  "suspected-fraud": "I suspect fraud",
  offensive: "It is offensive",
  other: "Something else",
};

/** A message can be a scam or offensive; "already sold" and "wrong information" are about a listing. */
export const MESSAGE_REPORT_REASONS = ["suspected-fraud", "offensive", "other"] as const satisfies readonly ReportReason[];

export function reportReasonLabel(reason: ReportReason): string {
  return REASON_LABELS[reason];
}

export function reportReasonOptions(reasons: readonly ReportReason[]): { value: ReportReason; label: string }[] {
  return reasons.map((value) => ({ value, label: REASON_LABELS[value] }));
}

/** Dismissed: reviewed, the listing stays. Hidden: the listing left the catalogue. */
export const REPORT_OUTCOMES = ["dismissed", "hidden"] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export const REPORT_NOTE_MAX = 1000;

export const REPORT_RECEIVED = "Thank you. Your report is in the operators' queue, and we will email you what we decide.";
export const REPORT_ALREADY_OPEN = "You have reported this already. It is in the operators' queue, and we will email you what we decide.";
export const OWN_LISTING_REPORT = "This is your own listing: to change or withdraw it, edit it from your dashboard.";

/** Reports per account: more than anyone finds wrong in a day, too few to flood the queue. */
export const REPORT_RATE_LIMIT = { limit: 10, windowSeconds: 24 * 60 * 60 } as const;

export function reportRateLimitRule(userId: string) {
  return { key: `report:user:${userId}`, ...REPORT_RATE_LIMIT };
}

/** What a member over the limit is told, the wait rounded up to whole hours or minutes. */
export function reportRateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : minutes === 1 ? "a minute" : `${minutes} minutes`;
  return `You have sent many reports today. Please wait ${wait} and try again, or write to us through the contact form; this report was not sent.`;
}

export const REPORTS_PAGE_SIZE = 25;

export type ReportOutcomeMail = { aircraft: string; aboutMessage: boolean; reportedAt: Date };

/** The email to the reporter once an operator has decided. Says what happened, and nothing of the operator's notes. */
export function reportOutcomeMail(report: ReportOutcomeMail, outcome: ReportOutcome, siteUrl: string): { subject: string; text: string } {
  const what = report.aboutMessage ? `the message you reported in your conversation about the ${report.aircraft}` : `the ${report.aircraft} listing`;
  const day = formatDate(report.reportedAt, { month: "long", day: true, year: true });
  const decision =
    outcome === "hidden"
      ? [`An AeroMarket operator reviewed your report of ${day} about ${what} and hid the listing: buyers can no longer find it or open its page.`]
      : [
          `An AeroMarket operator reviewed your report of ${day} about ${what} and closed it without hiding the listing.`,
          "If you learn something new, you can report it again from the listing's page or your conversation.",
        ];
  return {
    subject: outcome === "hidden" ? "Your report: the listing is hidden" : "Your report has been reviewed",
    text: [...decision, "", `How to buy and sell safely: ${siteUrl}/safety`, "", "— The AeroMarket team", ""].join("\n"),
  };
}
