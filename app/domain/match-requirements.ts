import { z } from "./zod";

/**
 * The "Find your aircraft" form: the buyer's requirements for the matching
 * engine. The options, labels and budget slider below are the product spec's,
 * word for word; this module is the single source of truth for the form, its
 * validation (a GET form, so every value arrives as a string) and the engine.
 */

export const AIRCRAFT_TYPE_OPTIONS = [
  { value: "business-jet", label: "Business Jet" },
  { value: "single-engine", label: "Single Engine" },
  { value: "turboprop", label: "Turboprop" },
  { value: "helicopter", label: "Helicopter" },
  { value: "commercial", label: "Commercial" },
] as const;

export const BUDGET_MIN = 50_000;
export const BUDGET_MAX = 100_000_000;
export const BUDGET_STEP = 50_000;
export const BUDGET_DEFAULT = 1_000_000;
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

type Option = { readonly value: string; readonly label: string };

function valuesOf<const T extends readonly [Option, ...Option[]]>(
  options: T,
): [T[number]["value"], ...T[number]["value"][]] {
  return options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];
}

/** The label shown for an option value, or the value itself if it is unknown. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * A GET form sends an untouched select or an empty box as "" (or not at all):
 * both mean "not given", so they become undefined before validation.
 */
function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

/** An optional select: absent or blank means not given; any other unknown value is an error. */
function optionalChoice<const T extends readonly [Option, ...Option[]]>(options: T, what: string) {
  return z.preprocess(
    blankToUndefined,
    z.enum(valuesOf(options), { error: `Choose one of the listed ${what}.` }).optional(),
  );
}

export const matchRequirementsSchema = z.object({
  aircraftType: z.preprocess(
    blankToUndefined,
    z.enum(valuesOf(AIRCRAFT_TYPE_OPTIONS), {
      error: (issue) =>
        issue.input === undefined
          ? AIRCRAFT_TYPE_REQUIRED_MESSAGE
          : "Choose one of the listed aircraft types.",
    }),
  ),
  budget: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Set a budget with the slider." })
      .int({ error: "Set a budget with the slider." })
      .min(BUDGET_MIN, { error: `The budget starts at ${BUDGET_MIN_LABEL}.` })
      .max(BUDGET_MAX, { error: `The budget goes up to ${BUDGET_MAX_LABEL}.` })
      .multipleOf(BUDGET_STEP, { error: "Set the budget in steps of $50K." })
      .default(BUDGET_DEFAULT),
  ),
  passengerCapacity: optionalChoice(PASSENGER_CAPACITY_OPTIONS, "passenger numbers"),
  range: optionalChoice(RANGE_OPTIONS, "ranges"),
  usage: optionalChoice(USAGE_OPTIONS, "uses"),
  timeline: optionalChoice(TIMELINE_OPTIONS, "timelines"),
  additionalNotes: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Notes must be text." })
      .trim()
      .max(ADDITIONAL_NOTES_MAX_LENGTH, {
        error: `Keep your notes under ${ADDITIONAL_NOTES_MAX_LENGTH.toLocaleString("en-US")} characters.`,
      })
      .optional(),
  ),
});

export type MatchRequirements = z.infer<typeof matchRequirementsSchema>;

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
  return `$${Math.round(usd / 1_000).toLocaleString("en-US")}K`;
}
