/**
 * The "Find your aircraft" form: the buyer's requirements for the matching
 * engine. The options, labels and budget slider below are the product spec's,
 * word for word; this module and match-requirements-schema.ts (its validation: a GET
 * form, so every value arrives as a string) are the single source of truth for the
 * form and the engine. The schema lives apart so the page can show the form without zod.
 */

export const AIRCRAFT_TYPE_OPTIONS = [
  { value: "business-jet", label: "Business Jet" },
  { value: "single-engine", label: "Single Engine" },
  { value: "multi-engine", label: "Multi Engine" },
  { value: "turboprop", label: "Turboprop" },
  { value: "helicopter", label: "Helicopter" },
  { value: "commercial", label: "Commercial" },
] as const;
import { formatNumber } from "~/domain/format-number";

export const BUDGET_MIN = 50_000;
export const BUDGET_MAX = 100_000_000;
export const BUDGET_STEP = 50_000;
export const BUDGET_DEFAULT = 1_000_000;
/**
 * The budget slider's positions with scripts: roughly even steps on a logarithmic
 * scale (about fifteen to twenty per tenfold), each a round figure on the spec's
 * $50K grid, so $50K-$100M is usable on a phone. Without scripts the slider posts
 * the spec's linear steps; both post values the form's schema accepts.
 */
export const BUDGET_LADDER: readonly number[] = [
  ...bandSteps(BUDGET_MIN, 1_000_000, 50_000),
  ...bandSteps(1_000_000, 5_000_000, 250_000),
  ...bandSteps(5_000_000, 20_000_000, 1_000_000),
  ...bandSteps(20_000_000, BUDGET_MAX, 5_000_000),
  BUDGET_MAX,
];

function bandSteps(from: number, to: number, step: number): number[] {
  const steps: number[] = [];
  for (let value = from; value < to; value += step) steps.push(value);
  return steps;
}

/** The ladder position nearest to a budget (on a logarithmic scale). */
export function budgetLadderIndex(budget: number): number {
  let best = 0;
  for (let index = 1; index < BUDGET_LADDER.length; index++) {
    const step = BUDGET_LADDER[index] ?? BUDGET_MAX;
    const bestValue = BUDGET_LADDER[best] ?? BUDGET_MIN;
    if (Math.abs(Math.log(step / budget)) < Math.abs(Math.log(bestValue / budget))) best = index;
  }
  return best;
}

/** The slider's end labels. */
export const BUDGET_MIN_LABEL = "$50K";
export const BUDGET_MAX_LABEL = "$100M+";

export const PASSENGER_CAPACITY_OPTIONS = [
  { value: "1-4", label: "1-4 passengers" },
  { value: "5-8", label: "5-8 passengers" },
  { value: "9-15", label: "9-15 passengers" },
  { value: "16+", label: "16+ passengers" },
] as const;

export const RANGE_OPTIONS = [
  { value: "short", label: "Short range (under 1,500 nm)" },
  { value: "medium", label: "Medium range (1,500-3,000 nm)" },
  { value: "long", label: "Long range (3,000-6,000 nm)" },
  { value: "ultra-long", label: "Ultra-long range (6,000+ nm)" },
] as const;

export const USAGE_OPTIONS = [
  { value: "business", label: "Business travel" },
  { value: "personal", label: "Personal use" },
  { value: "charter", label: "Charter operations" },
  { value: "training", label: "Flight training" },
  { value: "cargo", label: "Cargo" },
] as const;

export const TIMELINE_OPTIONS = [
  { value: "immediate", label: "Immediate (1-3 months)" },
  { value: "short", label: "Short term (3-6 months)" },
  { value: "medium", label: "Medium term (6-12 months)" },
  { value: "long", label: "Long term (1+ years)" },
] as const;

export const ADDITIONAL_NOTES_MAX_LENGTH = 1000;

export const AIRCRAFT_TYPE_REQUIRED_MESSAGE = "Choose an aircraft type to find your matches.";

export type RequestedAircraftType = (typeof AIRCRAFT_TYPE_OPTIONS)[number]["value"];
export type PassengerCapacity = (typeof PASSENGER_CAPACITY_OPTIONS)[number]["value"];
export type RangeBand = (typeof RANGE_OPTIONS)[number]["value"];
export type Usage = (typeof USAGE_OPTIONS)[number]["value"];
export type Timeline = (typeof TIMELINE_OPTIONS)[number]["value"];

export type Option = { readonly value: string; readonly label: string };

/** The label shown for an option value, or the value itself if it is unknown. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * The budget slider's label: "$50K", "$950K", "$1.0M", "$12.5M", and "$100M+"
 * at the maximum (which means "no upper limit"). Millions show one decimal, or
 * two when a $50K step needs it ("$1.05M"), so every slider position reads
 * differently and nothing below the maximum rounds up to "$100.0M".
 */
export function formatBudget(usd: number): string {
  if (usd >= BUDGET_MAX) return BUDGET_MAX_LABEL;
  if (usd >= 1_000_000) {
    const millions = (usd / 1_000_000).toFixed(2);
    return `$${millions.endsWith("0") ? millions.slice(0, -1) : millions}M`;
  }
  return `$${formatNumber(Math.round(usd / 1_000))}K`;
}
