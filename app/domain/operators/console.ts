/**
 * The operator console's rules, apart from the database: the answer form, page numbers
 * from the address, and the emails the support inbox sends.
 */
import { CONTACT_TOPICS } from "../contact-form";
import { withoutControlCharacters } from "../control-characters";
import { multiLine, z } from "../zod";
import { OPERATOR_REASON_LENGTH } from "./operator-reason";

export const SUPPORT_PAGE_SIZE = 25;

/** An operator's reason for a decision, as the audit log keeps it. */
export const operatorReason = multiLine(
  z
    .string({ error: "Please give a reason" })
    .trim()
    .min(OPERATOR_REASON_LENGTH.min, `Please give a reason of at least ${OPERATOR_REASON_LENGTH.min} characters`)
    .max(OPERATOR_REASON_LENGTH.max, "Please keep the reason under 1,000 characters"),
);

export const supportAnswerSchema = z.object({
  answer: multiLine(
    z
      .string({ error: "Please write your answer" })
      .trim()
      .min(10, "Please write at least 10 characters")
      .max(5000, "Please keep your answer under 5,000 characters"),
  ),
});

export type SupportAnswer = z.output<typeof supportAnswerSchema>;

/** `?page=N` read leniently: anything that is not a whole number from 1 up is page 1. */
export function pageFromSearch(searchParams: URLSearchParams): number {
  const raw = searchParams.get("page") ?? "";
  if (!/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function topicLabel(topic: string): string {
  return CONTACT_TOPICS.find((entry) => entry.value === topic)?.label ?? topic;
}

export type ContactMessageMail = { id: number; name: string; email: string; topic: string; message: string };

/** The copy of a contact-form message sent to SUPPORT_EMAIL, with a link to answer it in the console. */
export function supportInboxMail(message: ContactMessageMail, siteUrl: string): { subject: string; text: string } {
  return {
    subject: `Contact form: ${topicLabel(message.topic)}, from ${message.name}`,
    text: [
      `${message.name} <${message.email}> wrote through the contact form (${topicLabel(message.topic)}):`,
      "",
      message.message,
      "",
      `Answer it in the operator console, which emails the answer to ${message.email} and records who answered:`,
      `${siteUrl}/operator/support/${message.id}`,
    ].join("\n"),
  };
}

/** The operator's answer, emailed to the person who wrote through the contact form. */
export function supportAnswerMail(original: { name: string; message: string }, answer: string): { subject: string; text: string } {
  const quoted = original.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    subject: "AeroMarket support: an answer to your message",
    text: [`Hello ${original.name},`, "", answer, "", "— The AeroMarket team", "", "You wrote:", quoted].join("\n"),
  };
}

/** Suspending or restoring an account: which, on whom, and why (the reason goes to the audit log). */
export const accountModerationSchema = z.object({
  intent: z.enum(["suspend", "restore"], { error: "Choose suspend or restore" }),
  accountId: z.uuid({ error: "There is no such account" }),
  reason: operatorReason,
});

/** The account search's text: part of an email address, which holds no control character (PostgreSQL refuses a NUL). */
export function accountSearchText(searchParams: URLSearchParams): string {
  return withoutControlCharacters(searchParams.get("email") ?? "").trim().slice(0, 254);
}

/** Hiding or restoring a listing: which, and why (the reason goes to the audit log and, when hiding, to the seller). */
export const listingModerationSchema = z.object({
  intent: z.enum(["hide", "restore"], { error: "Choose hide or restore" }),
  listingId: z.coerce.number({ error: "There is no such listing" }).int().min(1).max(2_147_483_647),
  reason: operatorReason,
});
