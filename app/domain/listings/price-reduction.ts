/**
 * When a lower price is a "reduction", as the EU's Omnibus Directive (2019/2161, article
 * 6a of the Price Indication Directive) has it: an announced reduction is measured from the
 * lowest price applied in the 30 days before it. Raising a price and cutting it back is not
 * a reduction, so it earns no "Reduced" badge and sends no price-drop alert.
 */
import type { PriceChange } from "./price-history";

/** How far back the reference price looks. */
export const REFERENCE_PERIOD_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A reduction: from the lowest price of the previous 30 days, by `amount`, to the new price. */
export type PriceReduction = { from: number; amount: number };

/**
 * The lowest asking price in force at any moment of the 30 days before `change`: the price
 * it replaced, and every price set or replaced by an earlier change within those days.
 * `history` is the listing's changes in any order; those at or after `change` are not read.
 */
export function referencePrice(history: readonly PriceChange[], change: PriceChange): number {
  const at = change.changedAt.getTime();
  const since = at - REFERENCE_PERIOD_DAYS * DAY_MS;
  let lowest = change.oldPrice;
  for (const earlier of history) {
    const time = earlier.changedAt.getTime();
    if (time <= since || time >= at) continue;
    lowest = Math.min(lowest, earlier.oldPrice, earlier.newPrice);
  }
  return lowest;
}

/** The reduction `change` makes under the rule, or null when its new price is not below the 30-day low. */
export function priceReduction(history: readonly PriceChange[], change: PriceChange): PriceReduction | null {
  const from = referencePrice(history, change);
  return change.newPrice < from ? { from, amount: from - change.newPrice } : null;
}
