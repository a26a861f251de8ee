/**
 * The value estimate: what comparable aircraft listed on AeroMarket ask, each asking
 * price adjusted to this aircraft's year, total time and engine time, summed up as a
 * range. /help ("How the value estimate works") states this rule; keep the two together.
 */
import type { AircraftCategory } from "../catalog/categories";
import {
  CRUISE_SPEED_TOLERANCE,
  type EstimateMethod,
  MAX_COMPARABLES,
  MAX_TOTAL_TIME_ADJUSTMENT,
  MIN_COMPARABLES,
  TOTAL_TIME_ADJUSTMENT_PER_1000_HOURS,
  type ValueEstimate,
  YEAR_ADJUSTMENT,
  YEAR_WINDOW,
} from "./estimate-rules";
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

/** The method's figures that depend on the aircraft's category, as the estimate's note states them. */
export function estimateMethod(category: AircraftCategory): EstimateMethod {
  return { totalTimeAdjustmentPer1000Hours: TOTAL_TIME_ADJUSTMENT_PER_1000_HOURS[category], engineHourValue: engineHourValue(category) };
}
