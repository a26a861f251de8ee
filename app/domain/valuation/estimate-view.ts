/**
 * The value estimate as the detail page shows it, in words and figures worked out by its
 * loader: the page's script renders them and carries neither the rule's figures
 * (estimate-rules.ts), the rounding nor the sentences. /help states the same rule.
 */
import { formatAskingPrice } from "../catalog/price";
import { formatDate, SHORT_DATE } from "../format-date";
import { formatHours } from "../catalog/specifications";
import type { Listing } from "../listings/listing";
import { type DealLabel, dealVerdict } from "./deal-label";
import {
  type EstimateMethod,
  MAX_COMPARABLES,
  MAX_TOTAL_TIME_ADJUSTMENT,
  MIN_COMPARABLES,
  roundEstimate,
  SOLD_COMPARABLE_DAYS,
  type ValueEstimate,
  YEAR_ADJUSTMENT,
  YEAR_WINDOW,
} from "./estimate-rules";
import type { SegmentError } from "./segment-errors";

export type ComparableRow = { id: number; name: string; totalTime: string; asking: string; adjusted: string };

export type EstimateView = {
  /** The label beside the heading; none for a sold aircraft, without an estimate, or when the estimate is not sure enough. */
  deal: DealLabel | null;
} & (
  | {
      kind: "estimate";
      /** "$1,230,000 – $1,450,000". */
      range: string;
      /** "Estimates for this kind of aircraft are typically within 4.8% ...", or that its error is not measured yet. */
      error: string;
      /** The estimate, its width, its comparables, and the asking price against it. */
      summary: string;
      /** Why there is no deal label; null with one (or for a sold aircraft). */
      noLabel: string | null;
      /** Which aircraft were compared and how each asking price was adjusted. */
      method: string;
      comparables: ComparableRow[];
    }
  | { kind: "none"; note: string }
);

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

type Valued = Pick<Listing, "price" | "status" | "manufacturer" | "model" | "category">;

/** The sentence on the estimate's measured error: the one that applies to this very aircraft's kind. */
export function errorSentence(estimate: Pick<ValueEstimate, "basis" | "familyName">, measured: SegmentError | null, listing: Pick<Listing, "manufacturer" | "model">): string {
  const kind =
    estimate.basis === "family"
      ? `the ${estimate.familyName}`
      : estimate.basis === "trade-group"
        ? `the ${estimate.familyName} and the aircraft that trade alike with it`
        : `the ${listing.manufacturer} ${listing.model}`;
  if (!measured || measured.medianError === null) return `How close estimates for ${kind} come is not measured yet: too few of them are for sale on AeroMarket.`;
  return `Estimates for this kind of aircraft (${kind}) are typically within ${percent(measured.medianError)} of the asking price: the median error when each of the ${measured.estimated} listed on AeroMarket with an estimate is valued from the others.`;
}

export function estimateView(listing: Valued, estimate: ValueEstimate | null, method: EstimateMethod, measured: SegmentError | null = null): EstimateView {
  const verdict = dealVerdict(listing.price, estimate, measured);
  const deal = listing.status === "sold" ? null : verdict.label;
  if (!estimate) {
    return {
      deal,
      kind: "none",
      note: `An estimate needs at least ${MIN_COMPARABLES} aircraft for sale on AeroMarket of the same model family (or of a family the table says trades alike with it), built within ${YEAR_WINDOW} years of this one. Aircraft of another type or size are never used.`,
    };
  }
  const difference = (listing.price - estimate.value) / estimate.value;
  const against = Math.abs(difference) < 0.0005 ? "the estimate" : `${percent(Math.abs(difference))} ${difference < 0 ? "below" : "above"} it`;
  const which =
    estimate.basis === "family"
      ? `Comparables are the ${MAX_COMPARABLES} or fewer aircraft of the ${estimate.familyName} family listed for sale on AeroMarket nearest in year, built within ${YEAR_WINDOW} years of this one.`
      : estimate.basis === "trade-group"
        ? `Fewer than ${MIN_COMPARABLES} other aircraft of the ${estimate.familyName} family built within ${YEAR_WINDOW} years of this one are for sale on AeroMarket, so comparables are the ${MAX_COMPARABLES} or fewer nearest in year of it and the families of the same type that trade alike with it.`
        : `The ${listing.manufacturer} ${listing.model} is not in AeroMarket’s table of model families, so comparables are the ${MAX_COMPARABLES} or fewer of that very model listed for sale nearest in year, built within ${YEAR_WINDOW} years of this one.`;
  const sold = estimate.comparables.filter((comparable) => comparable.aircraft.soldAt).length;
  const soldNote =
    sold === 0
      ? ""
      : ` ${sold === 1 ? "One of them was" : `${sold} of them were`} sold through AeroMarket’s deal room in the last ${SOLD_COMPARABLE_DAYS} days at a price the buyer and the seller both agreed to publish: that price stands for its asking price.`;
  return {
    deal,
    kind: "estimate",
    range: `${formatAskingPrice(roundEstimate(estimate.low))} – ${formatAskingPrice(roundEstimate(estimate.high))}`,
    error: errorSentence(estimate, measured, listing),
    summary: `Estimate ${formatAskingPrice(roundEstimate(estimate.value))}, the range ${percent(estimate.spread)} of it wide, from ${estimate.comparables.length} comparable aircraft. The asking price is ${against}. An estimate, not an appraisal.`,
    noLabel: listing.status === "sold" ? null : (verdict.reason ?? null),
    method:
      `${which}${soldNote} Each asking price is adjusted to this aircraft: ${percent(YEAR_ADJUSTMENT)} more for each year newer, ${percent(method.totalTimeAdjustmentPer1000Hours)} less for each 1,000 ` +
      `hours more total time (at most ${percent(MAX_TOTAL_TIME_ADJUSTMENT)}), and, where both sellers listed their engines, ${formatAskingPrice(Math.round(method.engineHourValue))} for each ` +
      "hour more or less to TBO on each engine. The range runs from the lower to the upper quartile of the adjusted prices; the estimate is their median.",
    comparables: estimate.comparables.map(({ aircraft, adjustedPrice }) => ({
      id: aircraft.id,
      name: aircraft.name,
      totalTime: formatHours(aircraft.totalTimeHours),
      asking: aircraft.soldAt ? `Sold ${formatDate(aircraft.soldAt, SHORT_DATE)}: ${formatAskingPrice(aircraft.price)}` : formatAskingPrice(aircraft.price),
      adjusted: formatAskingPrice(roundEstimate(adjustedPrice)),
    })),
  };
}
