/**
 * The figures of a seller's analytics: views per day, the inquiry rate and how an
 * aircraft's asking price compares with similar aircraft for sale. Days are UTC
 * calendar days, the same days the view counter records.
 */

export const ANALYTICS_RANGES = [30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** The `?range=` of an analytics page: 30 or 90 days, 30 for anything else. */
export function analyticsRange(value: string | null): AnalyticsRange {
  return value === "90" ? 90 : 30;
}

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, as PostgreSQL writes a date: YYYY-MM-DD. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The `days` UTC days that end with today, oldest first. */
export function lastDays(today: Date, days: number): string[] {
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) => utcDay(new Date(last - (days - 1 - index) * DAY_MS)));
}

export type DailyViews = { day: string; views: number };

/** One entry for each of the last `days` days, a day without a recorded view counting 0. */
export function dailyViewSeries(recorded: DailyViews[], today: Date, days: number): DailyViews[] {
  const byDay = new Map<string, number>();
  for (const row of recorded) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.views);
  return lastDays(today, days).map((day) => ({ day, views: byDay.get(day) ?? 0 }));
}

/** Whole UTC days between the day a listing went up and today: 0 on its first day. */
export function daysOnMarket(listedAt: Date, today: Date): number {
  const start = Date.parse(utcDay(listedAt));
  const end = Date.parse(utcDay(today));
  return Math.max(0, Math.round((end - start) / DAY_MS));
}

/** Inquiries per 100 views, or null before there is any view to divide by. */
export function inquiryRate(inquiries: number, views: number): number | null {
  if (views <= 0) return null;
  return (inquiries / views) * 100;
}

/** The middle value, or the mean of the two middle values; null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The share, in whole percent, of `others` that ask more than `price`: "priced lower than N% of them". */
export function pricedLowerThan(price: number, others: number[]): number | null {
  if (others.length === 0) return null;
  return Math.round((others.filter((other) => other > price).length / others.length) * 100);
}

/** Fewer comparable aircraft than this say too little about a market to quote a median. */
export const MIN_COMPARABLES = 3;
/** "Comparable" first means the same category and a year of build within this many years. */
export const COMPARABLE_YEAR_SPAN = 5;

export type MarketListing = { id: number; year: number; price: number; totalTimeHours: number; listedAt: Date };

export type ComparableBasis =
  /** Same category, built within ±COMPARABLE_YEAR_SPAN years. */
  | "category-and-year"
  /** Too few of those: every listing of the category. */
  | "category"
  /** Too few even in the whole category to quote figures. */
  | "too-few";

export type MarketInsights = {
  basis: ComparableBasis;
  comparables: number;
  medianPrice: number | null;
  medianTotalTimeHours: number | null;
  medianDaysOnMarket: number | null;
  daysOnMarket: number;
  pricedLowerThanPercent: number | null;
};

/**
 * How a listing sits among the other public listings of its category: those built
 * within five years of it when there are enough of them, else the whole category,
 * and no figures at all when even the category has too few.
 */
export function marketInsights(listing: MarketListing, sameCategory: MarketListing[], today: Date): MarketInsights {
  const others = sameCategory.filter((other) => other.id !== listing.id);
  const sameEra = others.filter((other) => Math.abs(other.year - listing.year) <= COMPARABLE_YEAR_SPAN);
  const basis: ComparableBasis =
    sameEra.length >= MIN_COMPARABLES ? "category-and-year" : others.length >= MIN_COMPARABLES ? "category" : "too-few";
  const comparables = basis === "category-and-year" ? sameEra : basis === "category" ? others : [];
  return {
    basis,
    comparables: comparables.length,
    medianPrice: median(comparables.map((other) => other.price)),
    medianTotalTimeHours: median(comparables.map((other) => other.totalTimeHours)),
    medianDaysOnMarket: median(comparables.map((other) => daysOnMarket(other.listedAt, today))),
    daysOnMarket: daysOnMarket(listing.listedAt, today),
    pricedLowerThanPercent: pricedLowerThan(
      listing.price,
      comparables.map((other) => other.price),
    ),
  };
}

/** The top of a chart's value axis: the smallest 1, 2 or 5 × 10ⁿ at or above the highest value, at least 1. */
export function axisMax(highest: number): number {
  if (highest <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(highest));
  const step = [1, 2, 5, 10].find((multiple) => multiple * magnitude >= highest)!;
  return step * magnitude;
}
