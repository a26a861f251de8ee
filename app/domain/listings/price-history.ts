import { formatPrice } from "../catalog/price";

/** One change of a listing's asking price. */
export type PriceChange = { oldPrice: number; newPrice: number; changedAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

// Dates are read in UTC, so the server's page and the hydrated page say the same day.
const dayAndMonth = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dayMonthAndYear = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Oct 3" within the current year, "Oct 3, 2025" before it. */
function formatChangeDate(changedAt: Date, now: Date): string {
  return (changedAt.getUTCFullYear() === now.getUTCFullYear() ? dayAndMonth : dayMonthAndYear).format(changedAt);
}

/** "Reduced $150,000 on Oct 3" or "Raised $50,000 on Sep 1", amounts written like the site's prices. */
export function describePriceChange(change: PriceChange, now: Date): string {
  const verb = change.newPrice < change.oldPrice ? "Reduced" : "Raised";
  return `${verb} ${formatPrice(Math.abs(change.newPrice - change.oldPrice))} on ${formatChangeDate(change.changedAt, now)}`;
}

/** Whole days since the listing was listed; 0 on its first day, never negative. */
export function daysOnMarket(listedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - listedAt.getTime()) / DAY_MS));
}

/** "Listed today", "1 day on market", "37 days on market". */
export function formatDaysOnMarket(days: number): string {
  if (days === 0) return "Listed today";
  return `${days.toLocaleString("en-US")} ${days === 1 ? "day" : "days"} on market`;
}

/** What the detail page tells buyers about a listing's time and prices on the market. */
export type MarketHistory = {
  /** Null for a draft, or a listing that is sold: neither is on the market. */
  daysOnMarket: number | null;
  /** Newest first. */
  changes: { text: string; reduced: boolean; changedOn: string }[];
};

/**
 * Days on market count from the listing's creation: the marketplace keeps no date of
 * first publication, so a listing drafted before it was published counts its draft days too.
 */
export function marketHistory(
  listing: { status: string; createdAt: Date },
  changes: PriceChange[],
  now: Date,
): MarketHistory {
  const onMarket = listing.status === "active" || listing.status === "pending";
  return {
    daysOnMarket: onMarket ? daysOnMarket(listing.createdAt, now) : null,
    changes: changes.map((change) => ({
      text: describePriceChange(change, now),
      reduced: change.newPrice < change.oldPrice,
      changedOn: change.changedAt.toISOString().slice(0, 10),
    })),
  };
}
