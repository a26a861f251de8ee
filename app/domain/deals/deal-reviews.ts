/**
 * After a sale: the review form's schema (and the sold price's button), and how a person's reviews are summed up
 * where others see them ("4.5 out of 5 from 2 completed sales").
 */
import { multiLine, z } from "../zod";

export const REVIEW_LENGTH = { min: 10, max: 1000 };

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

export type ReviewSummary = { count: number; average: number | null };

/** A review as others see it: its author named by their side of the sale and the aircraft. */
export type ReviewOfPerson = { by: string; rating: number; body: string; createdAt: Date };
export type ReviewsOfPerson = { summary: ReviewSummary; latest: ReviewOfPerson[] };

/** The average to one decimal, as shown; null without reviews. */
export function summarizeRatings(ratings: readonly number[]): ReviewSummary {
  if (ratings.length === 0) return { count: 0, average: null };
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { count: ratings.length, average: Math.round(average * 10) / 10 };
}

/** "3 reviews from completed sales", "1 review from a completed sale". */
export function reviewCountLabel(count: number): string {
  return count === 1 ? "1 review from a completed sale" : `${count.toLocaleString("en-US")} reviews from completed sales`;
}
