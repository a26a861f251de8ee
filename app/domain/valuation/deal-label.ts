/** The deal label: the asking price against the value estimate. /help ("The deal label") states this rule. */
import type { ValueEstimate } from "./estimate-rules";

/** An asking price this share or more away from the estimate is below or above market. */
export const DEAL_MARGIN = 0.1;

export type DealLabel = "Below market" | "Fair price" | "Above market";

/** The label, or null without an estimate: a label is never shown without one. */
export function dealLabel(price: number, estimate: Pick<ValueEstimate, "value"> | null): DealLabel | null {
  if (!estimate) return null;
  const difference = (price - estimate.value) / estimate.value;
  if (difference <= -DEAL_MARGIN) return "Below market";
  if (difference >= DEAL_MARGIN) return "Above market";
  return "Fair price";
}
