/** The inquiry forms' validation (see inquiry.ts), apart so their pages can show the forms without zod. */
import { multiLine, singleLine, z } from "../zod";

const messageBody = multiLine(
  z.string({ error: "Please write your message" }).trim().min(1, "Please write your message").max(5000, "Please keep your message under 5,000 characters"),
);

/** Made with a form and sent back with it, so the same form submitted twice is stored once. */
const idempotencyKey = z.string({ error: "Please reload the page and send again" }).regex(/^[\w-]{16,64}$/, "Please reload the page and send again");

/**
 * The direct message form: name, email and message required, phone optional.
 * `idempotencyKey` is made with
 * the form, so a double submit of one form is stored once. The hidden trap field
 * is the contact form's (CONTACT_TRAP_FIELD), checked by the action.
 */
export const directMessageSchema = z.object({
  name: singleLine(
    z.string({ error: "Please enter your name" }).trim().min(1, "Please enter your name").max(120, "Please keep your name under 120 characters"),
    "Please write your name on one line",
  ),
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

/** A reply in a conversation, from either side. */
export const replySchema = z.object({ message: messageBody, idempotencyKey });

/**
 * Inquiries per client address and per sender email: enough for a buyer writing
 * to every seller on a shortlist, too few to flood sellers' inboxes.
 */
