/**
 * After a sale: the review form's schema and the sold price's button, apart from
 * deal-reviews.ts so that pages showing reviews (the aircraft page, the thread) do not load zod.
 */
import { multiLine, z } from "../zod";
import { REVIEW_LENGTH } from "./deal-reviews";

export const reviewSchema = z.object({
  step: z.literal("review"),
  rating: z.coerce
    .number({ error: "Please choose a rating from 1 to 5 stars" })
    .int("Please choose a rating from 1 to 5 stars")
    .min(1, "Please choose a rating from 1 to 5 stars")
    .max(5, "Please choose a rating from 1 to 5 stars"),
  body: multiLine(
    z
      .string({ error: "Please write a few words about the sale" })
      .trim()
      .min(REVIEW_LENGTH.min, `Please write at least ${REVIEW_LENGTH.min} characters: other buyers and sellers read it`)
      .max(REVIEW_LENGTH.max, `Please keep the review under ${REVIEW_LENGTH.max.toLocaleString("en-US")} characters`),
  ),
});
export type ReviewForm = z.infer<typeof reviewSchema>;

/** The sold price's publication is its button alone. */
export const publishPriceSchema = z.object({ step: z.literal("publish_price") });
