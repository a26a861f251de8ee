import { getSelectProps, getTextareaProps } from "~/components/forms/field-props";
import type { FieldMetadata } from "~/components/forms/use-form";
import { Card } from "~/components/ui/card";
import { SelectField, TextareaField } from "~/components/ui/form-fields";
import { otherParty, REVIEW_DAYS, type Party } from "~/domain/deals/deal-process";
import { REVIEW_LENGTH } from "~/domain/deals/deal-reviews";
import { formatDate, SHORT_DATE } from "~/domain/format-date";
import { formatUsd } from "~/domain/format-number";
import { ReviewList } from "~/components/reviews/review-list";
import { type StepReply, StepForm } from "./step-form";

export type AfterSaleView = {
  reviews: { author: Party; rating: number; body: string; createdAt: Date }[];
  mayReview: boolean;
  reviewsCloseAt: Date | null;
  pricePublicBy: Party[];
  mayAgreePrice: boolean;
};

const RATINGS = [
  { value: "", label: "Choose a rating" },
  { value: "5", label: "5 stars: excellent" },
  { value: "4", label: "4 stars: good" },
  { value: "3", label: "3 stars: fair" },
  { value: "2", label: "2 stars: poor" },
  { value: "1", label: "1 star: bad" },
];

const field = (fields: Record<string, FieldMetadata>, name: string): FieldMetadata => fields[name]!;

/** The sold price's publication, agreed by each side; public only when both agree. */
function SoldPrice({ view, role, price, sold, reply }: { view: AfterSaleView; role: Party; price: number | null; sold: boolean; reply: StepReply | undefined }) {
  const other = otherParty(role);
  const both = view.pricePublicBy.includes("buyer") && view.pricePublicBy.includes("seller");
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-ink">The sold price</h3>
      <p className="text-sm text-ink-soft" data-testid="sold-price-status">
        {both
          ? `Both sides agreed to publish it${price !== null ? ` (${formatUsd(price)}, the agreed terms' price)` : ""}: ${sold ? "the listing shows it, and value estimates of like aircraft use it" : "it is public once the sale is confirmed"}.`
          : view.pricePublicBy.includes(role)
            ? `You agreed to publish it; it stays private unless the ${other} agrees too.`
            : view.pricePublicBy.includes(other)
              ? `The ${other} agreed to publish it; it is public only if you agree too.`
              : "Private. It is published (on the listing, and for value estimates of like aircraft) only if both sides agree."}
      </p>
      {view.mayAgreePrice ? <StepForm step="publish_price" reply={reply} variant="secondary" /> : null}
    </div>
  );
}

/** The review form, or why there is none; and the reviews posted on this sale. */
function Reviews({ view, role, reply }: { view: AfterSaleView; role: Party; reply: StepReply | undefined }) {
  const other = otherParty(role);
  const mine = view.reviews.find((review) => review.author === role);
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-ink">Reviews</h3>
      {view.mayReview && view.reviewsCloseAt ? (
        <StepForm step="review" reply={reply} label={`Post your review of the ${other}`}>
          {(fields) => (
            <>
              <p className="text-sm text-ink-soft">
                Review the {other} until {formatDate(view.reviewsCloseAt!, SHORT_DATE)} ({REVIEW_DAYS} days after the sale). Once posted a review cannot be changed. It shows on the{" "}
                {other === "seller" ? "seller's listings" : "buyer's profile, as sellers see it"}.
              </p>
              <SelectField label="Rating" options={RATINGS} errors={field(fields, "rating").errors} {...getSelectProps(field(fields, "rating"))} required />
              <TextareaField
                label="Your review"
                hint={`${REVIEW_LENGTH.min} to ${REVIEW_LENGTH.max.toLocaleString("en-US")} characters: how the ${other} kept to the terms and the deadlines.`}
                rows={4}
                errors={field(fields, "body").errors}
                {...getTextareaProps(field(fields, "body"))}
                required
              />
            </>
          )}
        </StepForm>
      ) : !mine && view.reviewsCloseAt ? (
        <p className="text-sm text-ink-soft">The {REVIEW_DAYS} days to review this sale ended on {formatDate(view.reviewsCloseAt, SHORT_DATE)}.</p>
      ) : !view.reviewsCloseAt ? (
        <p className="text-sm text-ink-soft">Each side may review the other for {REVIEW_DAYS} days once the sale is confirmed.</p>
      ) : null}
      {view.reviews.length > 0 ? <ReviewList reviews={view.reviews.map((review) => ({ ...review, by: review.author === role ? "You" : `The ${review.author}` }))} /> : null}
    </div>
  );
}

/** From closing on: the sold price's publication; once sold, the reviews. */
export function AfterSale({ view, role, price, sold, reply }: { view: AfterSaleView; role: Party; price: number | null; sold: boolean; reply: StepReply | undefined }) {
  return (
    <Card className="space-y-6 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">After the sale</h2>
      <SoldPrice view={view} role={role} price={price} sold={sold} reply={reply} />
      {sold ? <Reviews view={view} role={role} reply={reply} /> : null}
    </Card>
  );
}
