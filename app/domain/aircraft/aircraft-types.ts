/**
 * The kinds of aircraft a buyer tells apart when they ask what one costs to run, what its
 * pre-buy inspection takes or what it is worth: a CJ4 and a G650ER are both business jets
 * in the catalogue, but one is a light jet and the other a large one. Each model family
 * (model-families.ts) has one; a model the table does not know gets one from its
 * catalogue category and figures (`typeOfUnknownModel`).
 */
import type { AircraftCategory } from "../catalog/categories";

export const AIRCRAFT_TYPES = [
  { value: "piston-single", label: "Piston single" },
  { value: "piston-twin", label: "Piston twin" },
  { value: "turboprop-single", label: "Single turboprop" },
  { value: "turboprop-twin", label: "Twin turboprop" },
  { value: "light-jet", label: "Light jet" },
  { value: "midsize-jet", label: "Midsize jet" },
  { value: "large-jet", label: "Large jet" },
  { value: "helicopter", label: "Helicopter" },
  { value: "airliner", label: "Airliner" },
] as const;

export type AircraftType = (typeof AIRCRAFT_TYPES)[number]["value"];

export function aircraftTypeLabel(type: AircraftType): string {
  return AIRCRAFT_TYPES.find((option) => option.value === type)?.label ?? type;
}

/** What an aircraft of a model the family table does not know is reckoned as. */
export type UnknownModel = { category: AircraftCategory; engineCount: number; rangeNm: number };

/**
 * The type of an aircraft whose model is not in the table: its catalogue category, its
 * listed engines for a turboprop, and its range for a business jet (a light jet flies
 * under 2,500 nm, a large one over 4,000 nm).
 */
export function typeOfUnknownModel({ category, engineCount, rangeNm }: UnknownModel): AircraftType {
  switch (category) {
    case "single-engine":
      return "piston-single";
    case "multi-engine":
      return "piston-twin";
    case "turboprop":
      return engineCount >= 2 ? "turboprop-twin" : "turboprop-single";
    case "business-jet":
      return rangeNm > 4_000 ? "large-jet" : rangeNm >= 2_500 ? "midsize-jet" : "light-jet";
    case "commercial":
      return "airliner";
    case "helicopter":
      return "helicopter";
  }
}
