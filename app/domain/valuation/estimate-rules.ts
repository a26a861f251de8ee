/**
 * The value estimate's rule, as the pages state it (estimate.ts works it out): how many
 * comparables, how near, how each asking price is adjusted, and how a figure is rounded.
 * Apart from the working, which reads the ownership defaults, so that the detail page's
 * script does not carry them.
 */
import type { AircraftCategory } from "../catalog/categories";
import type { ValuedAircraft } from "./estimate";

/** Fewer comparables than this and there is no estimate. */
export const MIN_COMPARABLES = 3;
/** At most this many comparables, the nearest in year, are used. */
export const MAX_COMPARABLES = 8;
/** An aircraft sold through the deal room at a price both sides published is a comparable for this long after its sale. */
export const SOLD_COMPARABLE_DAYS = 365;
/** Comparables are built at most this many years before or after the aircraft. */
export const YEAR_WINDOW = 5;
/** Each year newer is worth this share more. */
export const YEAR_ADJUSTMENT = 0.05;
/** Each 1,000 hours of total time fewer is worth this share more, by category. */
export const TOTAL_TIME_ADJUSTMENT_PER_1000_HOURS: Record<AircraftCategory, number> = {
  "single-engine": 0.04,
  "multi-engine": 0.04,
  turboprop: 0.03,
  "business-jet": 0.02,
  commercial: 0.005,
  helicopter: 0.04,
};
/**
 * Dollars an hour more or less to TBO is worth on each engine, by category: a typical
 * overhaul's cost over a typical TBO ($40,000 over 2,000 hours for a piston engine).
 */
export const ENGINE_HOUR_VALUE: Record<AircraftCategory, number> = {
  "single-engine": 20,
  "multi-engine": 20,
  turboprop: 125,
  "business-jet": 180,
  commercial: 250,
  helicopter: 100,
};
/** The total-time adjustment never moves a comparable's price by more than this share. */
export const MAX_TOTAL_TIME_ADJUSTMENT = 0.2;

export type Comparable = {
  aircraft: ValuedAircraft;
  /** Its asking price adjusted to the aircraft valued. */
  adjustedPrice: number;
};

/** "family": the same model family; "trade-group": its family and those that trade alike; "model": the same maker and model, outside the family table. */
export type EstimateBasis = "family" | "trade-group" | "model";

export type ValueEstimate = {
  basis: EstimateBasis;
  /** The segment whose measured error applies: "family:cessna-citation-cj4", "group:ultra-long-range", "model:MAKER/MODEL". */
  segment: string;
  /** The family's name, null outside the table. */
  familyName: string | null;
  /** The median adjusted price. */
  value: number;
  /** The lower and upper quartiles of the adjusted prices. */
  low: number;
  high: number;
  /** The range's width as a share of the value. */
  spread: number;
  comparables: Comparable[];
};

/** The method's figures that depend on the aircraft's category, as the estimate's note states them. */
export type EstimateMethod = { totalTimeAdjustmentPer1000Hours: number; engineHourValue: number };

/** An estimate's figures as shown: three significant figures, so that it claims no precision it has not. */
export function roundEstimate(usd: number): number {
  if (usd <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(usd)) - 2);
  return Math.round(usd / step) * step;
}
