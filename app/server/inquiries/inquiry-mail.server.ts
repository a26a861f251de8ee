/** The emails of inquiries and replies: where they go out, and the links they carry. */
import { env } from "../platform/env.server";
import { runInBackground } from "../platform/background-work.server";
import { type MailMessage, type Mailer, siteMailer } from "../platform/mail.server";
import { signInquiryClaimToken } from "./inquiry-claim-token.server";

/** Where mail goes out, what its links point at, and the secrets that sign a guest's link. */
export type InquiryMail = {
  mailer: Mailer;
  siteUrl: string;
  secrets: readonly string[];
  /** SUPPORT_EMAIL: told of each buyer's message in a sample listing's conversation, which the team answers in the console. */
  supportEmail?: string | undefined;
};

let defaultMail: InquiryMail | undefined;

/** The site's mailer (SMTP_URL, or the outbox in DATA_DIR) and SITE_URL. */
export function inquiryMail(): InquiryMail {
  defaultMail ??= { mailer: siteMailer(), siteUrl: env().siteUrl, secrets: env().sessionSecrets, supportEmail: env().supportEmail };
  return defaultMail;
}

export function threadPath(inquiryId: number): string {
  return `/dashboard/inquiries/${inquiryId}`;
}

export const INQUIRY_CLAIM_PATH = "/inquiries/claim";

/** The link in a guest's copy of their inquiry that adds it to the account they sign in to. */
export function inquiryClaimUrl(mail: InquiryMail, inquiryId: number): string {
  return `${mail.siteUrl}${INQUIRY_CLAIM_PATH}?${new URLSearchParams({ token: signInquiryClaimToken(inquiryId, mail.secrets) })}`;
}

/**
 * Sent after the answer: a slow mail server must not hold the sender's page open (and
 * invite a second submit). A failure is logged; the message is stored either way.
 */
export function deliver(mail: InquiryMail, message: MailMessage) {
  runInBackground(`Emailing ${message.to} about an inquiry`, () => mail.mailer.send(message));
}
