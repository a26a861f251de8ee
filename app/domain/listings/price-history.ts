import { formatPrice } from "../catalog/price";
import { formatDate } from "~/domain/format-date";
import { formatNumber } from "~/domain/format-number";
import { priceReduction } from "./price-reduction";

/** One change of a listing's asking price. */
export type PriceChange = { oldPrice: number; newPrice: number; changedAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

// Dates are read in UTC, so the server's page and the hydrated page say the same day.

/** "Oct 3" within the current year, "Oct 3, 2025" before it. */
function formatChangeDate(changedAt: Date, now: Date): string {
  return formatDate(changedAt, { month: "short", day: true, year: changedAt.getUTCFullYear() !== now.getUTCFullYear() });
}

/**
 * "Reduced $150,000 on Oct 3" or "Raised $50,000 on Sep 1", amounts written like the site's prices.
 * A reduction is measured from the lowest price of the 30 days before it (price-reduction.ts,
 * read from `history`); a lower price that is not below that low says so instead.
 */
export function describePriceChange(change: PriceChange, now: Date, history: readonly PriceChange[] = []): string {
  const on = formatChangeDate(change.changedAt, now);
  if (change.newPrice > change.oldPrice) return `Raised ${formatPrice(change.newPrice - change.oldPrice)} on ${on}`;
  const reduction = priceReduction(history, change);
  if (reduction) return `Reduced ${formatPrice(reduction.amount)} on ${on}`;
  return `Lowered to ${formatPrice(change.newPrice)} on ${on}, not below its lowest price of the previous 30 days`;
}

/** Whole days since the listing was listed; 0 on its first day, never negative. */
export function daysOnMarket(listedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - listedAt.getTime()) / DAY_MS));
}

/** "Listed today", "1 day on market", "37 days on market". */
export function formatDaysOnMarket(days: number): string {
  if (days === 0) return "Listed today";
  return `${formatNumber(days)} ${days === 1 ? "day" : "days"} on market`;
}

/** What the detail page tells buyers about a listing's time and prices on the market. */
export type MarketHistory = {
  /** Null for a draft, or a listing that is sold: neither is on the market. */
  daysOnMarket: number | null;
  /** Newest first. */
  /** `reduced`: a reduction under the 30-day rule; `lowered`: the price went down at all. */
  changes: { text: string; reduced: boolean; lowered: boolean; changedOn: string }[];
};

/**
 * Days on market count from the listing's creation: the marketplace keeps no date of
 * first publication, so a listing drafted before it was published counts its draft days too.
 * A sample listing's dates are made up, so it counts none.
 */
export function marketHistory(
  listing: { status: string; createdAt: Date; sample?: boolean | undefined },
  changes: PriceChange[],
  now: Date,
): MarketHistory {
  const onMarket = (listing.status === "active" || listing.status === "pending") && !listing.sample;
  return {
    daysOnMarket: onMarket ? daysOnMarket(listing.createdAt, now) : null,
    changes: changes.map((change) => ({
      text: describePriceChange(change, now, changes),
      reduced: priceReduction(changes, change) !== null,
      lowered: change.newPrice < change.oldPrice,
      changedOn: change.changedAt.toISOString().slice(0, 10),
    })),
  };
}
