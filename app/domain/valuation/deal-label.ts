/**
 * The deal label: the asking price against the value estimate, shown only when the
 * estimate is sure enough to say it. /help ("The deal label") states this rule.
 */
import type { SegmentError } from "./segment-errors";
import type { ValueEstimate } from "./estimate-rules";

/** An asking price this share or more away from the estimate is below or above market. */
export const DEAL_MARGIN = 0.1;
/** A label needs at least this many comparables... */
export const LABEL_MIN_COMPARABLES = 5;
/** ...estimates of its kind of aircraft measured within this median error... */
export const LABEL_MAX_SEGMENT_ERROR = 0.1;
/** ...over at least this many listings of that kind... */
export const LABEL_MIN_MEASURED = 5;
/* ...and a range (the estimate's own spread) narrower than DEAL_MARGIN. */

export type DealLabel = "Below market" | "Fair price" | "Above market";

/** The label, or why there is none (null without an estimate: the panel says why there is no estimate). */
export type DealVerdict = { label: DealLabel; reason?: undefined } | { label: null; reason: string | null };

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Where the asking price falls against the estimate, whether or not a label is shown. */
export function priceAgainst(price: number, value: number): DealLabel {
  const difference = (price - value) / value;
  if (difference <= -DEAL_MARGIN) return "Below market";
  if (difference >= DEAL_MARGIN) return "Above market";
  return "Fair price";
}

export function dealVerdict(price: number, estimate: Pick<ValueEstimate, "value" | "spread" | "comparables"> | null, measured: SegmentError | null): DealVerdict {
  if (!estimate) return { label: null, reason: null };
  const count = estimate.comparables.length;
  if (count < LABEL_MIN_COMPARABLES) return { label: null, reason: `No deal label: a label needs at least ${LABEL_MIN_COMPARABLES} comparable aircraft, and this estimate has ${count}.` };
  if (!measured || measured.medianError === null || measured.estimated < LABEL_MIN_MEASURED) {
    return { label: null, reason: `No deal label: estimates for this kind of aircraft have been checked against fewer than ${LABEL_MIN_MEASURED} listings, too few to know their error.` };
  }
  if (measured.medianError > LABEL_MAX_SEGMENT_ERROR) {
    return { label: null, reason: `No deal label: estimates for this kind of aircraft are typically within ${percent(measured.medianError)}, and a label needs ${percent(LABEL_MAX_SEGMENT_ERROR)} or better.` };
  }
  if (estimate.spread >= DEAL_MARGIN) {
    return { label: null, reason: `No deal label: the range is ${percent(estimate.spread)} of the estimate wide, and a label needs it narrower than its ${percent(DEAL_MARGIN)} margin.` };
  }
  return { label: priceAgainst(price, estimate.value) };
}
