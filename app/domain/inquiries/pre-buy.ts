/**
 * What a pre-buy inspection typically takes and costs, by the aircraft's category. The
 * spec's sentence (2-3 days, $3,000-8,000) fits pistons and light turboprops and is kept
 * for them word for word; larger aircraft get ranges of their own. Those are AeroMarket's
 * rough guide, not sourced from a survey: /help says so, and that they vary with the
 * inspection's scope, the aircraft's size, age and records, and what is found.
 */
import { AIRCRAFT_CATEGORIES, type AircraftCategory } from "../catalog/categories";

/** The spec's sentence, for the categories it fits. */
export const PRE_BUY_ADVICE = "A pre-buy inspection typically takes 2-3 days and costs $3,000-8,000.";

export type PreBuyRange = {
  /** How the aircraft is named in the sentence: "a business jet". */
  aircraft: string;
  duration: string;
  cost: string;
  /** What moves the figure within the range. */
  note?: string;
};

const PRE_BUY_RANGES: Record<AircraftCategory, PreBuyRange> = {
  "single-engine": { aircraft: "a single-engine piston", duration: "2-3 days", cost: "$3,000-8,000" },
  turboprop: { aircraft: "a turboprop", duration: "2-3 days", cost: "$3,000-8,000" },
  "multi-engine": { aircraft: "a piston twin", duration: "3-5 days", cost: "$5,000-15,000" },
  helicopter: { aircraft: "a helicopter", duration: "3-7 days", cost: "$5,000-40,000", note: "the higher end for turbine twins" },
  "business-jet": { aircraft: "a business jet", duration: "1-3 weeks", cost: "$20,000-150,000", note: "the higher end for large-cabin jets" },
  commercial: { aircraft: "a commercial airliner", duration: "2-6 weeks", cost: "$100,000-500,000", note: "records audit included" },
};

/** The categories the spec's own sentence is kept for. */
const SPEC_SENTENCE_CATEGORIES: readonly AircraftCategory[] = ["single-engine", "turboprop"];

export function preBuyRange(category: AircraftCategory): PreBuyRange {
  return PRE_BUY_RANGES[category];
}

/** The one sentence the detail page and the assistant give for this category. */
export function preBuyAdvice(category: AircraftCategory): string {
  if (SPEC_SENTENCE_CATEGORIES.includes(category)) return PRE_BUY_ADVICE;
  const range = PRE_BUY_RANGES[category];
  return `A pre-buy inspection of ${range.aircraft} typically takes ${range.duration} and costs ${range.cost}${range.note ? `, ${range.note}` : ""}.`;
}

/** Every category's range, in the catalogue's order, for /help. */
export function preBuyTable(): Array<{ category: AircraftCategory; label: string } & PreBuyRange> {
  return AIRCRAFT_CATEGORIES.map(({ value, label }) => ({ category: value, label, ...PRE_BUY_RANGES[value] }));
}
