/**
 * What a pre-buy inspection typically takes and costs, by type of aircraft: one table for
 * the aircraft page, the assistant, /help, /about and /safety. The spec's sentence (2-3
 * days, $3,000-8,000) is the piston single's, kept word for word; a King Air or a jet
 * gets its own range. Each range says where it comes from: AeroMarket's rough guide,
 * not a survey or a quote, as /help says, and that it varies with the inspection's
 * scope, the aircraft's size, age and records, and what is found.
 */
import { AIRCRAFT_TYPES, type AircraftType } from "../aircraft/aircraft-types";

/** The spec's sentence, for the piston single. */
export const PRE_BUY_ADVICE = "A pre-buy inspection typically takes 2-3 days and costs $3,000-8,000.";

export type PreBuyRange = {
  /** How the aircraft is named in the sentence: "a light jet". */
  aircraft: string;
  duration: string;
  cost: string;
  /** What moves the figure within the range. */
  note?: string;
  /** Where the range comes from. */
  source: string;
};

const GUIDE = "AeroMarket’s rough guide for a typical aircraft of the type, not a survey or a shop’s quote";

const PRE_BUY_RANGES: Record<AircraftType, PreBuyRange> = {
  "piston-single": { aircraft: "a piston single", duration: "2-3 days", cost: "$3,000-8,000", source: `${GUIDE}; the figure AeroMarket has always given for pistons` },
  "piston-twin": { aircraft: "a piston twin", duration: "3-5 days", cost: "$5,000-15,000", source: GUIDE },
  "turboprop-single": { aircraft: "a single turboprop", duration: "3-5 days", cost: "$10,000-30,000", note: "with borescopes of the engine", source: GUIDE },
  "turboprop-twin": { aircraft: "a twin turboprop", duration: "5-10 days", cost: "$20,000-60,000", note: "with borescopes of both engines", source: GUIDE },
  "light-jet": { aircraft: "a light jet", duration: "1-2 weeks", cost: "$20,000-60,000", source: GUIDE },
  "midsize-jet": { aircraft: "a midsize jet", duration: "1-3 weeks", cost: "$40,000-120,000", source: GUIDE },
  "large-jet": { aircraft: "a large jet", duration: "2-4 weeks", cost: "$100,000-300,000", note: "the higher end timed with a heavy check", source: GUIDE },
  helicopter: { aircraft: "a helicopter", duration: "3-7 days", cost: "$5,000-40,000", note: "the higher end for turbine twins", source: GUIDE },
  airliner: { aircraft: "an airliner", duration: "2-6 weeks", cost: "$100,000-500,000", note: "records audit included", source: GUIDE },
};

export function preBuyRange(type: AircraftType): PreBuyRange {
  return PRE_BUY_RANGES[type];
}

/** The one sentence the detail page and the assistant give for this type. */
export function preBuyAdvice(type: AircraftType): string {
  if (type === "piston-single") return PRE_BUY_ADVICE;
  const range = PRE_BUY_RANGES[type];
  return `A pre-buy inspection of ${range.aircraft} typically takes ${range.duration} and costs ${range.cost}${range.note ? `, ${range.note}` : ""}.`;
}

/** Every type's range, smallest first, for /help. */
export function preBuyTable(): Array<{ type: AircraftType; label: string } & PreBuyRange> {
  return AIRCRAFT_TYPES.map(({ value, label }) => ({ type: value, label, ...PRE_BUY_RANGES[value] }));
}

/** /about's and /safety's sentence: the table's ends, and where the rest is. */
export function preBuySummary(): string {
  const smallest = PRE_BUY_RANGES["piston-single"];
  const light = PRE_BUY_RANGES["light-jet"];
  const largest = PRE_BUY_RANGES.airliner;
  return (
    `A pre-buy typically takes ${smallest.duration} and costs ${smallest.cost} for a piston single, ${light.duration} and ${light.cost} for a light jet, ` +
    `and up to ${largest.duration} and ${largest.cost} for an airliner; each aircraft page and the Help page give the range for its type.`
  );
}
