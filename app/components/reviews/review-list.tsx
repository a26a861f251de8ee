import { formatDate, SHORT_DATE } from "~/domain/format-date";
import { reviewCountLabel, type ReviewOfPerson, type ReviewSummary } from "~/domain/deals/deal-reviews";

export type ShownReview = ReviewOfPerson;

/** "★★★★☆", read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="text-gold-600">
      {"★".repeat(whole)}
      <span className="text-muted">{"★".repeat(5 - whole)}</span>
    </span>
  );
}

/** Reviews from completed sales, newest last as posted. */
export function ReviewList({ reviews }: { reviews: ShownReview[] }) {
  return (
    <ul className="space-y-3">
      {reviews.map((review) => (
        <li key={`${review.by}-${review.createdAt.toISOString()}`} className="rounded-lg border border-line p-3 text-sm" data-testid="review">
          <p className="flex flex-wrap items-center gap-2">
            <Stars rating={review.rating} />
            <span className="font-medium text-ink">{review.by}</span>
            <span className="text-muted">{formatDate(review.createdAt, SHORT_DATE)}</span>
          </p>
          <p className="mt-1 whitespace-pre-line text-ink">{review.body}</p>
        </li>
      ))}
    </ul>
  );
}

/** "4.5 ★ · 2 reviews from completed sales", with the latest reviews behind a disclosure; nothing without reviews. */
export function ReviewsSummary({ summary, latest, testId }: { summary: ReviewSummary; latest: ShownReview[]; testId: string }) {
  if (summary.count === 0 || summary.average === null) return null;
  return (
    <details className="text-sm" data-testid={testId}>
      <summary className="cursor-pointer text-ink">
        <Stars rating={summary.average} /> <span className="font-medium">{summary.average.toFixed(1)}</span> · {reviewCountLabel(summary.count)}
      </summary>
      <div className="mt-2">
        <ReviewList reviews={latest} />
      </div>
    </details>
  );
}
