import { z } from "./zod";

export const INQUIRY_STATUSES = ["new", "replied"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The spec's badge: new shows as "New", otherwise "Replied". */
export function inquiryStatusLabel(status: InquiryStatus): string {
  return status === "new" ? "New" : "Replied";
}

export const DIRECT_MESSAGE_SENT = "Your message has been sent to the seller!";

const messageBody = z
  .string({ error: "Please write your message" })
  .trim()
  .min(1, "Please write your message")
  .max(5000, "Please keep your message under 5,000 characters");

/** Made with a form and sent back with it, so the same form submitted twice is stored once. */
const idempotencyKey = z.string({ error: "Please reload the page and send again" }).regex(/^[\w-]{16,64}$/, "Please reload the page and send again");

/**
 * The direct message form: name, email and message required, phone optional.
 * `idempotencyKey` is made with
 * the form, so a double submit of one form is stored once. The hidden trap field
 * is the contact form's (CONTACT_TRAP_FIELD), checked by the action.
 */
export const directMessageSchema = z.object({
  // No line breaks or other control characters: the name heads the seller's email, where one could fake its lines.
  name: z
    .string({ error: "Please enter your name" })
    .trim()
    .min(1, "Please enter your name")
    .max(120, "Please keep your name under 120 characters")
    .regex(/^\P{Cc}*$/u, "Please write your name on one line"),
  email: z.string({ error: "Please enter a valid email address" }).trim().max(254).pipe(z.email("Please enter a valid email address")),
  phone: z
    .string()
    .trim()
    .max(40, "Please keep the phone number under 40 characters")
    .regex(/^[\d\s()+.\-x]*$/i, "Please enter a phone number of digits, spaces and + ( ) - .")
    .optional(),
  message: messageBody,
  idempotencyKey,
});

export type DirectMessage = z.infer<typeof directMessageSchema>;

/** A reply in a conversation, from either side. */
export const replySchema = z.object({ message: messageBody, idempotencyKey });

/**
 * Inquiries per client address and per sender email: enough for a buyer writing
 * to every seller on a shortlist, too few to flood sellers' inboxes.
 */
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
