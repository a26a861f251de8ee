/** What a catalogue card says of a listing's market: its deal label, a recent price drop, and its days on market. */
import { formatPrice } from "../catalog/price";
import { daysOnMarket, formatDaysOnMarket, type PriceChange } from "../listings/price-history";
import { priceReduction } from "../listings/price-reduction";
import type { DealLabel } from "./deal-label";

/** A reduction this many days old or newer is "recent" enough for a card. */
export const RECENT_REDUCTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type MarketNote = {
  deal: DealLabel | null;
  /** "Reduced $25,000" when the latest price change, within RECENT_REDUCTION_DAYS, was a reduction under the 30-day rule (price-reduction.ts). */
  reduced: string | null;
  /** "37 days on market"; null for a listing not on the market (sold), or a sample, whose dates are made up. */
  onMarket: string | null;
};

/** `changes`: the listing's price changes of the last RECENT_REDUCTION_DAYS and the 30 days before, in any order. */
export function marketNote(
  listing: { status: string; createdAt: Date; sample: boolean },
  changes: readonly PriceChange[],
  deal: DealLabel | null,
  now: Date,
): MarketNote {
  const onMarket = listing.status === "active" || listing.status === "pending";
  const latestChange = changes.reduce<PriceChange | null>((latest, change) => (latest === null || change.changedAt >= latest.changedAt ? change : latest), null);
  const recent = onMarket && latestChange !== null && now.getTime() - latestChange.changedAt.getTime() <= RECENT_REDUCTION_DAYS * DAY_MS;
  const reduction = recent ? priceReduction(changes, latestChange) : null;
  return {
    deal: onMarket ? deal : null,
    reduced: reduction ? `Reduced ${formatPrice(reduction.amount)}` : null,
    onMarket: onMarket && !listing.sample ? formatDaysOnMarket(daysOnMarket(listing.createdAt, now)) : null,
  };
}
