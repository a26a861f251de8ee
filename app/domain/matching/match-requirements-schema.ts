/** The "Find your aircraft" form's validation (see match-requirements.ts). */
import {
  ADDITIONAL_NOTES_MAX_LENGTH,
  AIRCRAFT_TYPE_OPTIONS,
  AIRCRAFT_TYPE_REQUIRED_MESSAGE,
  BUDGET_DEFAULT,
  BUDGET_MAX,
  BUDGET_MAX_LABEL,
  BUDGET_MIN,
  BUDGET_MIN_LABEL,
  BUDGET_STEP,
  PASSENGER_CAPACITY_OPTIONS,
  RANGE_OPTIONS,
  TIMELINE_OPTIONS,
  USAGE_OPTIONS,
  type Option,
} from "./match-requirements";
import { multiLine, z } from "../zod";
import { formatNumber } from "~/domain/format-number";

function valuesOf<const T extends readonly [Option, ...Option[]]>(
  options: T,
): [T[number]["value"], ...T[number]["value"][]] {
  return options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];
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
    multiLine(
      z
        .string({ error: "Notes must be text." })
        .trim()
        .max(ADDITIONAL_NOTES_MAX_LENGTH, {
          error: `Keep your notes under ${formatNumber(ADDITIONAL_NOTES_MAX_LENGTH)} characters.`,
        }),
    ).optional(),
  ),
});

export type MatchRequirements = z.output<typeof matchRequirementsSchema>;
