/**
 * After a sale: how long a review may be, and how a person's reviews are summed up where
 * others see them ("4.5 out of 5 from 2 completed sales"). The review form's schema is in
 * deal-reviews-schema.ts, so that the pages showing reviews do not bring zod to the browser.
 */

export const REVIEW_LENGTH = { min: 10, max: 1000 };

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
