import { z } from "./zod";

export const CONTACT_TOPICS = [
  { value: "buying", label: "Buying an aircraft" },
  { value: "selling", label: "Selling an aircraft" },
  { value: "account", label: "My account" },
  { value: "safety", label: "Report a listing or a safety concern" },
  { value: "other", label: "Something else" },
] as const;

export const contactFormSchema = z.object({
  name: z.string({ error: "Please enter your name" }).trim().min(1, "Please enter your name").max(120),
  email: z.email({ error: "Please enter a valid email address" }).trim().max(254),
  topic: z.enum(
    CONTACT_TOPICS.map((topic) => topic.value),
    { error: "Please choose a topic" },
  ),
  message: z
    .string({ error: "Please write your message" })
    .trim()
    .min(10, "Please write at least 10 characters")
    .max(5000, "Please keep your message under 5,000 characters"),
});

export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * A field people never see or hear (hidden visually and from screen readers, out
 * of the tab order) that form-filling bots fill in. Browsers keep no website in
 * the addresses they autofill, so a person's browser leaves it empty.
 */
export const CONTACT_TRAP_FIELD = "website";

/** Whether the hidden field came back filled in: the sign of a bot. */
export function contactTrapFilled(formData: FormData): boolean {
  const value = formData.get(CONTACT_TRAP_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
