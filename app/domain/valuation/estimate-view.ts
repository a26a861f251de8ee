/**
 * The value estimate as the detail page shows it, in words and figures worked out by its
 * loader: the page's script renders them and carries neither the rule's figures
 * (estimate-rules.ts), the rounding nor the sentences. /help states the same rule.
 */
import { categoryLabel } from "../catalog/categories";
import { formatAskingPrice } from "../catalog/price";
import { formatHours } from "../catalog/specifications";
import type { Listing } from "../listings/listing";
import { type DealLabel, dealLabel } from "./deal-label";
import {
  CRUISE_SPEED_TOLERANCE,
  type EstimateMethod,
  MAX_COMPARABLES,
  MAX_TOTAL_TIME_ADJUSTMENT,
  MIN_COMPARABLES,
  roundEstimate,
  type ValueEstimate,
  YEAR_ADJUSTMENT,
  YEAR_WINDOW,
} from "./estimate-rules";

export type ComparableRow = { id: number; name: string; totalTime: string; asking: string; adjusted: string };

export type EstimateView = {
  /** The label beside the heading; none for a sold aircraft, nor without an estimate. */
  deal: DealLabel | null;
} & (
  | {
      kind: "estimate";
      /** "$1,230,000 – $1,450,000". */
      range: string;
      /** The estimate, its width, its comparables, and the asking price against it. */
      summary: string;
      /** Which aircraft were compared and how each asking price was adjusted. */
      method: string;
      comparables: ComparableRow[];
    }
  | { kind: "none"; note: string }
);

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

type Valued = Pick<Listing, "price" | "status" | "manufacturer" | "model" | "category">;

export function estimateView(listing: Valued, estimate: ValueEstimate | null, method: EstimateMethod): EstimateView {
  const deal = listing.status === "sold" ? null : dealLabel(listing.price, estimate);
  if (!estimate) {
    return {
      deal,
      kind: "none",
      note: `An estimate needs at least ${MIN_COMPARABLES} aircraft for sale on AeroMarket of the same model, or of the same category with a similar cruise speed, built within ${YEAR_WINDOW} years of this one.`,
    };
  }
  const difference = (listing.price - estimate.value) / estimate.value;
  const against = Math.abs(difference) < 0.0005 ? "the estimate" : `${percent(Math.abs(difference))} ${difference < 0 ? "below" : "above"} it`;
  const which =
    estimate.basis === "model"
      ? `Comparables are the ${MAX_COMPARABLES} or fewer ${listing.manufacturer} ${listing.model} listed for sale on AeroMarket nearest in year, built within ${YEAR_WINDOW} years of this one.`
      : `Fewer than ${MIN_COMPARABLES} other ${listing.manufacturer} ${listing.model} built within ${YEAR_WINDOW} years of this one are for sale on AeroMarket, so comparables are the ${MAX_COMPARABLES} or fewer ${categoryLabel(listing.category).toLowerCase()} aircraft for sale built within ${YEAR_WINDOW} years of it, nearest in year, of the same model or with a cruise speed within ${percent(CRUISE_SPEED_TOLERANCE)} of its own.`;
  return {
    deal,
    kind: "estimate",
    range: `${formatAskingPrice(roundEstimate(estimate.low))} – ${formatAskingPrice(roundEstimate(estimate.high))}`,
    summary: `Estimate ${formatAskingPrice(roundEstimate(estimate.value))}, the range ${percent(estimate.spread)} of it wide, from ${estimate.comparables.length} comparable aircraft. The asking price is ${against}. An estimate, not an appraisal.`,
    method:
      `${which} Each asking price is adjusted to this aircraft: ${percent(YEAR_ADJUSTMENT)} more for each year newer, ${percent(method.totalTimeAdjustmentPer1000Hours)} less for each 1,000 ` +
      `hours more total time (at most ${percent(MAX_TOTAL_TIME_ADJUSTMENT)}), and, where both sellers listed their engines, ${formatAskingPrice(Math.round(method.engineHourValue))} for each ` +
      "hour more or less to TBO on each engine. The range runs from the lower to the upper quartile of the adjusted prices; the estimate is their median.",
    comparables: estimate.comparables.map(({ aircraft, adjustedPrice }) => ({
      id: aircraft.id,
      name: aircraft.name,
      totalTime: formatHours(aircraft.totalTimeHours),
      asking: formatAskingPrice(aircraft.price),
      adjusted: formatAskingPrice(roundEstimate(adjustedPrice)),
    })),
  };
}
