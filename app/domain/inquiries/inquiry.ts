import type { z } from "zod";
import type { directMessageSchema } from "./inquiry-schemas";

export const INQUIRY_STATUSES = ["new", "replied"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The spec's badge: new shows as "New", otherwise "Replied". */
/**
 * The spec's New or Replied, as the seller reads it. The buyer wrote the message, which is
 * no news to them: theirs waits for an answer.
 */
export function inquiryStatusLabel(status: InquiryStatus, reader: "seller" | "buyer" = "seller"): string {
  if (status !== "new") return "Replied";
  return reader === "buyer" ? "Awaiting reply" : "New";
}

export const DIRECT_MESSAGE_SENT = "Your message has been sent to the seller!";

/** Instead of DIRECT_MESSAGE_SENT for a sample listing, whose seller is made up: the message went to the support inbox. */
export const SAMPLE_MESSAGE_SENT = "This is a sample listing: your message went to AeroMarket's team";

/** The line a sample listing shows in its contact card and above its message form. */
export const SAMPLE_LISTING_NOTE = "This is a sample listing: its seller and contact details are made up. Messages sent from this page go to AeroMarket's team, who answer by email.";

export type DirectMessage = z.output<typeof directMessageSchema>;

export const INQUIRY_RATE_LIMITS = {
  address: { limit: 20, windowSeconds: 60 * 60 },
  email: { limit: 10, windowSeconds: 60 * 60 },
} as const;

export function inquiryRateLimitRules(clientAddress: string, email: string) {
  return [
    { key: `inquiry:ip:${clientAddress.trim().toLowerCase()}`, ...INQUIRY_RATE_LIMITS.address },
    { key: `inquiry:email:${email.trim().toLowerCase()}`, ...INQUIRY_RATE_LIMITS.email },
  ];
}

/** Replies per account: a conversation is a person typing, not a script. */
export const REPLY_RATE_LIMIT = { limit: 60, windowSeconds: 60 * 60 } as const;

export function replyRateLimitRule(userId: string) {
  return { key: `inquiry-reply:user:${userId}`, ...REPLY_RATE_LIMIT };
}

/** What a sender over the limit is told, the wait rounded up to whole minutes. */
export function inquiryRateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have sent many messages in a short time. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again; nothing was sent.`;
}
