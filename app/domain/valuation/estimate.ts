/**
 * The value estimate: what comparable aircraft listed on AeroMarket ask (or, sold through
 * its deal room at a price both sides published, sold for), each price adjusted to this
 * aircraft's year, total time and engine time, summed up as a range. /help ("How the value estimate works") states this rule; keep the two together.
 */
import { familyOf, modelKey, type ModelFamily, tradesAlikeWith } from "../aircraft/model-families";
import type { AircraftCategory } from "../catalog/categories";
import {
  ENGINE_HOUR_VALUE,
  type EstimateBasis,
  type EstimateMethod,
  MAX_COMPARABLES,
  MAX_TOTAL_TIME_ADJUSTMENT,
  MIN_COMPARABLES,
  TOTAL_TIME_ADJUSTMENT_PER_1000_HOURS,
  type ValueEstimate,
  YEAR_ADJUSTMENT,
  YEAR_WINDOW,
} from "./estimate-rules";

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
  /** A sample listing's price is made up: never a comparable for a real seller's aircraft. */
  sample: boolean;
  /** Sold through the deal room: `price` is then the sold price buyer and seller both agreed to publish. */
  soldAt?: Date;
};

/** Where an aircraft's comparables come from: its family and the families that trade alike, or, outside the table, its own model. */
export type Segment = { basis: EstimateBasis; key: string; family: ModelFamily | null };

const sameModel = (a: ValuedAircraft, b: ValuedAircraft) => modelKey(a.manufacturer) === modelKey(b.manufacturer) && modelKey(a.model) === modelKey(b.model);

/** Whether `candidate` may be a comparable of `subject` at all: another listing, near in year, and no sample for a real listing. */
export function isCandidate(subject: ValuedAircraft, candidate: ValuedAircraft): boolean {
  if (candidate.id === subject.id || candidate.category !== subject.category) return false;
  if (candidate.sample && !subject.sample) return false;
  return Math.abs(candidate.year - subject.year) <= YEAR_WINDOW;
}

/** The family segment, the trade group's, or the unknown model's; the segment's measured error is what the deal label rests on. */
export function segmentsOf(subject: Pick<ValuedAircraft, "manufacturer" | "model">): { family: Segment; group: Segment | null } {
  const family = familyOf(subject);
  if (!family) return { family: { basis: "model", key: `model:${modelKey(subject.manufacturer)}/${modelKey(subject.model)}`, family: null }, group: null };
  return {
    family: { basis: "family", key: `family:${family.id}`, family },
    group: family.tradesWith ? { basis: "trade-group", key: `group:${family.tradesWith}`, family } : null,
  };
}

/**
 * The comparables an estimate uses, nearest in year first: the subject's family if it
 * has enough, else its family and the families of its trade group; a model the family
 * table does not know, only that model. Never another type of aircraft.
 */
export function comparablesOf(subject: ValuedAircraft, candidates: readonly ValuedAircraft[]): { segment: Segment; aircraft: ValuedAircraft[] } {
  const eligible = candidates.filter((candidate) => isCandidate(subject, candidate));
  const segments = segmentsOf(subject);
  const family = segments.family.family;
  const inFamily = family ? eligible.filter((candidate) => familyOf(candidate) === family) : eligible.filter((candidate) => sameModel(subject, candidate));
  let segment = segments.family;
  let picked = inFamily;
  if (inFamily.length < MIN_COMPARABLES && family && segments.group) {
    const group = new Set([family, ...tradesAlikeWith(family)]);
    segment = segments.group;
    picked = eligible.filter((candidate) => {
      const theirs = familyOf(candidate);
      return theirs !== null && group.has(theirs);
    });
  }
  const nearest = [...picked].sort(
    (a, b) => Math.abs(a.year - subject.year) - Math.abs(b.year - subject.year) || Math.abs(a.totalTimeHours - subject.totalTimeHours) - Math.abs(b.totalTimeHours - subject.totalTimeHours) || a.id - b.id,
  );
  return { segment, aircraft: nearest.slice(0, MAX_COMPARABLES) };
}

/** Dollars an hour of engine time is worth, by category (estimate-rules.ts). */
export const engineHourValue = (category: AircraftCategory) => ENGINE_HOUR_VALUE[category];

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
  const { segment, aircraft } = comparablesOf(subject, candidates);
  if (aircraft.length < MIN_COMPARABLES) return null;
  const comparables = aircraft.map((comparable) => ({ aircraft: comparable, adjustedPrice: adjustedPrice(subject, comparable) }));
  const prices = comparables.map((comparable) => comparable.adjustedPrice).sort((a, b) => a - b);
  const value = quantile(prices, 0.5);
  const low = quantile(prices, 0.25);
  const high = quantile(prices, 0.75);
  return { basis: segment.basis, segment: segment.key, familyName: segment.family?.name ?? null, value, low, high, spread: (high - low) / value, comparables };
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
