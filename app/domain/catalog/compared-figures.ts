/**
 * The figures /compare sets side by side, and which are the better ones. Apart from the
 * selection's links (compare.ts), which the catalogue, detail page and dashboard load.
 */
import { engineHoursRemaining } from "../listings/aviation";
import type { Listing } from "../listings/listing";
import { formatAskingPrice } from "./price";
import { formatHours } from "./specifications";
import { formatNumber } from "~/domain/format-number";

export type Better = "lower" | "higher";

/**
 * Which figures of a row are the better ones. Every aircraft that shares the best
 * figure is marked; when all share it, none is, since nothing stands out.
 */
export function betterFigures(values: readonly number[], better: Better): boolean[] {
  if (values.length === 0) return [];
  const best = better === "lower" ? Math.min(...values) : Math.max(...values);
  if (values.every((value) => value === best)) return values.map(() => false);
  return values.map((value) => value === best);
}

export type ComparedFigure = { label: string; better: Better; value: (listing: Listing) => number; format: (value: number) => string };

/** The figures compared row by row, each with the direction that is better for a buyer. */
export const COMPARED_FIGURES: readonly ComparedFigure[] = [
  { label: "Price", better: "lower", value: (listing) => listing.price, format: formatAskingPrice },
  { label: "Year", better: "higher", value: (listing) => listing.year, format: String },
  { label: "Total Time", better: "lower", value: (listing) => listing.totalTimeHours, format: formatHours },
  { label: "Seats", better: "higher", value: (listing) => listing.seats, format: String },
  { label: "Range", better: "higher", value: (listing) => listing.specifications.rangeNm, format: (value) => `${formatNumber(value)} nm` },
  { label: "Max Speed", better: "higher", value: (listing) => listing.specifications.maxSpeedKts, format: (value) => `${formatNumber(value)} kts` },
  { label: "Cruise Speed", better: "higher", value: (listing) => listing.specifications.cruiseSpeedKts, format: (value) => `${formatNumber(value)} kts` },
  { label: "Useful Load", better: "higher", value: (listing) => listing.usefulLoadLbs, format: (value) => `${formatNumber(value)} lbs` },
];

/**
 * Which aircraft have the most engine time left before TBO (the engine with the least
 * counts for a twin). Aircraft whose seller gave no engines are not compared on it.
 */
export function bestEngineTimeRemaining(listings: readonly Listing[]): boolean[] {
  const remaining = listings.map((listing) => engineHoursRemaining(listing.aviation));
  const known = remaining.filter((value) => value !== null);
  if (known.length < 2) return listings.map(() => false);
  const best = Math.max(...known);
  if (known.length === listings.length && known.every((value) => value === best)) return listings.map(() => false);
  return remaining.map((value) => value === best);
}
