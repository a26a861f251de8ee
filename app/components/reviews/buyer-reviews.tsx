import type { ReviewsOfPerson } from "~/domain/deals/deal-reviews";
import { ReviewsSummary } from "./review-list";

/** Beside the buyer in a seller's conversation: what other sellers said of them after a sale, or that there is nothing yet. */
export function BuyerReviews({ reviews }: { reviews: ReviewsOfPerson }) {
  return (
    <div className="mt-2" data-testid="buyer-reviews">
      {reviews.summary.count > 0 ? (
        <ReviewsSummary summary={reviews.summary} latest={reviews.latest} testId="buyer-reviews-summary" />
      ) : (
        <p className="text-sm text-muted">No reviews from completed sales yet.</p>
      )}
    </div>
  );
}
