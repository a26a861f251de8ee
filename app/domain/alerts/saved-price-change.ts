import { formatPrice } from "../catalog/price";
import type { PriceChange } from "../listings/price-history";

/**
 * How far the asking price moved since the buyer saved the aircraft: the price then is the
 * old price of the first change after the save (the current price when none came since).
 * Null when it has not moved.
 */
export function priceChangeSinceSaved(currentPrice: number, savedAt: Date, changes: readonly PriceChange[]): number | null {
  const first = changes.filter((change) => change.changedAt > savedAt).sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())[0];
  if (!first || first.oldPrice === currentPrice) return null;
  return currentPrice - first.oldPrice;
}

/** "Down $150,000 since you saved it" or "Up $50,000 since you saved it". */
export function describeSavedPriceChange(change: number): string {
  return `${change < 0 ? "Down" : "Up"} ${formatPrice(Math.abs(change))} since you saved it`;
}
