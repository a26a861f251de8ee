/** What a catalogue card says of a listing's market: its deal label, a recent price drop, and its days on market. */
import { formatPrice } from "../catalog/price";
import { daysOnMarket, formatDaysOnMarket, type PriceChange } from "../listings/price-history";
import type { DealLabel } from "./deal-label";

/** A reduction this many days old or newer is "recent" enough for a card. */
export const RECENT_REDUCTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type MarketNote = {
  deal: DealLabel | null;
  /** "Reduced $25,000" when the latest price change was a drop within RECENT_REDUCTION_DAYS. */
  reduced: string | null;
  /** "37 days on market"; null for a listing not on the market (sold). */
  onMarket: string | null;
};

export function marketNote(
  listing: { status: string; createdAt: Date },
  latestChange: PriceChange | null,
  deal: DealLabel | null,
  now: Date,
): MarketNote {
  const onMarket = listing.status === "active" || listing.status === "pending";
  const recentDrop =
    onMarket && latestChange !== null && latestChange.newPrice < latestChange.oldPrice && now.getTime() - latestChange.changedAt.getTime() <= RECENT_REDUCTION_DAYS * DAY_MS;
  return {
    deal: onMarket ? deal : null,
    reduced: recentDrop ? `Reduced ${formatPrice(latestChange.oldPrice - latestChange.newPrice)}` : null,
    onMarket: onMarket ? formatDaysOnMarket(daysOnMarket(listing.createdAt, now)) : null,
  };
}
