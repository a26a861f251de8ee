/** The contact form's validation (see contact-form.ts), apart so the page can show the form without zod. */
import { CONTACT_TOPICS } from "./contact-form";
import { multiLine, singleLine, z } from "./zod";

export const contactFormSchema = z.object({
  name: singleLine(z.string({ error: "Please enter your name" }).trim().min(1, "Please enter your name").max(120), "Please write your name on one line"),
  email: z.email({ error: "Please enter a valid email address" }).trim().max(254),
  topic: z.enum(
    CONTACT_TOPICS.map((topic) => topic.value),
    { error: "Please choose a topic" },
  ),
  message: multiLine(
    z
      .string({ error: "Please write your message" })
      .trim()
      .min(10, "Please write at least 10 characters")
      .max(5000, "Please keep your message under 5,000 characters"),
  ),
});

export type ContactForm = z.output<typeof contactFormSchema>;
