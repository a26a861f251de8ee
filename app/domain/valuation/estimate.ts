/**
 * The value estimate: what comparable aircraft listed on AeroMarket ask, each asking
 * price adjusted to this aircraft's year, total time and engine time, summed up as a
 * range. /help ("How the value estimate works") states this rule; keep the two together.
 */
import type { AircraftCategory } from "../catalog/categories";
import { DEFAULT_ASSUMPTIONS, TYPICAL_ENGINES } from "./ownership-cost";

/** What the estimate reads of an aircraft, the one valued and its comparables alike. */
export type ValuedAircraft = {
  id: number;
  name: string;
  manufacturer: string;
  model: string;
  category: AircraftCategory;
  year: number;
  /** Asking price in whole US dollars. */
  price: number;
  totalTimeHours: number;
  cruiseSpeedKts: number;
  /** Hours to TBO of the engine with the fewest; null when the seller gave no engines. */
  engineHoursRemaining: number | null;
  /** Engines the seller listed (0 when none). */
  engineCount: number;
};

/** Fewer comparables than this and there is no estimate. */
export const MIN_COMPARABLES = 3;
/** At most this many comparables, the nearest in year, are used. */
export const MAX_COMPARABLES = 8;
/** Comparables are built at most this many years before or after the aircraft. */
export const YEAR_WINDOW = 5;
/** Without enough of the same model, other aircraft of the category whose cruise speed is within this share of its own. */
export const CRUISE_SPEED_TOLERANCE = 0.15;
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
/** The total-time adjustment never moves a comparable's price by more than this share. */
export const MAX_TOTAL_TIME_ADJUSTMENT = 0.2;

export type Comparable = {
  aircraft: ValuedAircraft;
  /** Its asking price adjusted to the aircraft valued. */
  adjustedPrice: number;
};

export type ValueEstimate = {
  /** "model": the same maker and model; "similar": the same category and a similar cruise speed. */
  basis: "model" | "similar";
  /** The median adjusted price. */
  value: number;
  /** The lower and upper quartiles of the adjusted prices. */
  low: number;
  high: number;
  /** The range's width as a share of the value. */
  spread: number;
  comparables: Comparable[];
};

export const sameModel = (a: ValuedAircraft, b: ValuedAircraft) => a.manufacturer === b.manufacturer && a.model === b.model;

/** Whether `candidate` may be a comparable of `subject` at all; `comparablesOf` then prefers the same model. */
export function isCandidate(subject: ValuedAircraft, candidate: ValuedAircraft): boolean {
  if (candidate.id === subject.id || candidate.category !== subject.category) return false;
  if (Math.abs(candidate.year - subject.year) > YEAR_WINDOW) return false;
  return sameModel(subject, candidate) || Math.abs(candidate.cruiseSpeedKts - subject.cruiseSpeedKts) <= subject.cruiseSpeedKts * CRUISE_SPEED_TOLERANCE;
}

/** The comparables an estimate uses: enough of the same model if there are, else the similar ones too; nearest in year first. */
export function comparablesOf(subject: ValuedAircraft, candidates: readonly ValuedAircraft[]): { basis: ValueEstimate["basis"]; aircraft: ValuedAircraft[] } {
  const eligible = candidates.filter((candidate) => isCandidate(subject, candidate));
  const models = eligible.filter((candidate) => sameModel(subject, candidate));
  const basis = models.length >= MIN_COMPARABLES ? "model" : "similar";
  const nearest = [...(basis === "model" ? models : eligible)].sort(
    (a, b) => Math.abs(a.year - subject.year) - Math.abs(b.year - subject.year) || Math.abs(a.totalTimeHours - subject.totalTimeHours) - Math.abs(b.totalTimeHours - subject.totalTimeHours) || a.id - b.id,
  );
  return { basis, aircraft: nearest.slice(0, MAX_COMPARABLES) };
}

/** Dollars an hour of engine time is worth: the category's default overhaul cost per engine over its typical TBO. */
export const engineHourValue = (category: AircraftCategory) => DEFAULT_ASSUMPTIONS[category].overhaulCost / TYPICAL_ENGINES[category].tboHours;

/** A comparable's asking price as if it were the subject's year, total time and engine time. */
export function adjustedPrice(subject: ValuedAircraft, comparable: ValuedAircraft): number {
  const years = subject.year - comparable.year;
  const totalTimeShare = Math.min(
    MAX_TOTAL_TIME_ADJUSTMENT,
    Math.max(-MAX_TOTAL_TIME_ADJUSTMENT, ((comparable.totalTimeHours - subject.totalTimeHours) / 1000) * TOTAL_TIME_ADJUSTMENT_PER_1000_HOURS[subject.category]),
  );
  let price = comparable.price * (1 + YEAR_ADJUSTMENT) ** years * (1 + totalTimeShare);
  if (subject.engineHoursRemaining !== null && comparable.engineHoursRemaining !== null) {
    const engines = Math.max(1, subject.engineCount);
    price += (subject.engineHoursRemaining - comparable.engineHoursRemaining) * engineHourValue(subject.category) * engines;
  }
  // An engine adjustment larger than the aircraft is a sign the comparable is no comparable; it still never goes below a tenth.
  return Math.max(comparable.price * 0.1, price);
}

/** The value of `subject` from the candidates, or null when fewer than MIN_COMPARABLES qualify. */
export function estimateValue(subject: ValuedAircraft, candidates: readonly ValuedAircraft[]): ValueEstimate | null {
  const { basis, aircraft } = comparablesOf(subject, candidates);
  if (aircraft.length < MIN_COMPARABLES) return null;
  const comparables = aircraft.map((comparable) => ({ aircraft: comparable, adjustedPrice: adjustedPrice(subject, comparable) }));
  const prices = comparables.map((comparable) => comparable.adjustedPrice).sort((a, b) => a - b);
  const value = quantile(prices, 0.5);
  const low = quantile(prices, 0.25);
  const high = quantile(prices, 0.75);
  return { basis, value, low, high, spread: (high - low) / value, comparables };
}

/** Linear interpolation between the sorted values' ranks. */
export function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below] ?? 0;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (position - below);
}

/** An estimate's figures as shown: three significant figures, so that it claims no precision it has not. */
export function roundEstimate(usd: number): number {
  if (usd <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(usd)) - 2);
  return Math.round(usd / step) * step;
}
