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

/**
 * A conversation waits for the seller after every buyer message, a follow-up after the
 * seller's reply included, and shows "Replied" only while the seller had the last word.
 */
export function statusAfterMessage(author: "buyer" | "seller"): InquiryStatus {
  return author === "seller" ? "replied" : "new";
}

/** What the reply form says about how the other side learns of the reply: email only when they take inquiry emails. */
export function replyDeliveryNote(role: "buyer" | "seller", buyerName: string, otherTakesEmail: boolean): string {
  if (role === "seller") {
    return otherTakesEmail ? `${buyerName} receives your reply by email.` : `${buyerName} turned inquiry emails off: they read your reply under My Inquiries.`;
  }
  return otherTakesEmail
    ? "The seller receives your reply by email."
    : "The seller turned inquiry emails off: your reply waits on their dashboard, marked New, and is not emailed.";
}

/** The line above the inquiry form: how the seller learns of the message. */
export function directMessageDeliveryNote(sellerName: string, sellerTakesEmail: boolean): string {
  const replies = "Replies reach you by email and, with an account, under My Inquiries.";
  return sellerTakesEmail
    ? `Your message goes to ${sellerName} by email. ${replies}`
    : `Your message waits for ${sellerName} on their AeroMarket dashboard: they turned inquiry emails off. ${replies}`;
}

export const DIRECT_MESSAGE_SENT = "Your message has been sent to the seller!";

/** Instead of DIRECT_MESSAGE_SENT for a sample listing, whose seller is made up: the message went to the support inbox. */
export const SAMPLE_MESSAGE_SENT = "This is a sample listing: your message went to AeroMarket's team";

/** Who answers for a sample listing's made-up seller, as its conversations name them. */
export const SAMPLE_TEAM_NAME = "AeroMarket team";

/**
 * Who wrote a message, as the reader of the conversation sees it: "You" for their own; the
 * team for its answers on a sample listing's seller's side, also after a real seller took
 * the listing over (those answers were never that seller's); else the other side's name.
 */
export function messageWriter(
  message: { author: "buyer" | "seller"; byTeam: boolean },
  reader: "buyer" | "seller",
  names: { buyer: string; seller: string },
): { mine: boolean; name: string } {
  if (message.byTeam) return { mine: false, name: SAMPLE_TEAM_NAME };
  if (message.author === reader) return { mine: true, name: "You" };
  return { mine: false, name: names[message.author] };
}

/** What the reply form of a sample listing's conversation tells its buyer. */
export const SAMPLE_REPLY_NOTE = "AeroMarket's team receives your reply and answers here, and by email.";

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
