import type { z } from "zod";
import type { directMessageSchema } from "./inquiry-schemas";

export const INQUIRY_STATUSES = ["new", "replied"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The spec's badge: new shows as "New", otherwise "Replied". */
export function inquiryStatusLabel(status: InquiryStatus): string {
  return status === "new" ? "New" : "Replied";
}

export const DIRECT_MESSAGE_SENT = "Your message has been sent to the seller!";

/** Instead of DIRECT_MESSAGE_SENT for a sample listing, whose seller is made up: the message went to the support inbox. */
export const SAMPLE_MESSAGE_SENT = "This is a sample listing: your message went to AeroMarket's team";

/** Who answers for a sample listing's made-up seller, as its conversations name them. */
export const SAMPLE_TEAM_NAME = "AeroMarket team";

/** The console's word once an operator answered a sample listing's conversation. */
export const SAMPLE_ANSWER_SENT = "Your answer is in the buyer’s conversation, and was emailed to them.";

/** The line a sample listing shows in its contact card and above its message form. */
export const SAMPLE_LISTING_NOTE = "This is a sample listing: its seller and contact details are made up. Messages sent from this page go to AeroMarket's team, who answer in your conversation and by email.";

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
