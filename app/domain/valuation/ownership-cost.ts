/**
 * Cost of ownership: what flying the aircraft costs an hour and a year, from fuel, an
 * engine reserve towards overhaul, and the fixed costs of insurance, hangar and the
 * annual inspection. The defaults are AeroMarket's rough figures for each category,
 * stated as such on the page; the buyer replaces them with quotes of their own.
 */
import type { AircraftCategory } from "../catalog/categories";

/** A category's typical engines: what a listing whose seller gave no engines is reckoned with. */
export const TYPICAL_ENGINES: Record<AircraftCategory, { count: number; tboHours: number }> = {
  "single-engine": { count: 1, tboHours: 2_000 },
  "multi-engine": { count: 2, tboHours: 2_000 },
  turboprop: { count: 1, tboHours: 3_600 },
  "business-jet": { count: 2, tboHours: 5_000 },
  commercial: { count: 2, tboHours: 20_000 },
  helicopter: { count: 1, tboHours: 3_500 },
};

/** What the buyer may change. */
export type OwnershipAssumptions = {
  hoursPerYear: number;
  /** US gallons an hour. */
  fuelBurn: number;
  /** Dollars a US gallon. */
  fuelPrice: number;
  /** Dollars to overhaul one engine. */
  overhaulCost: number;
  /** Dollars a year each. */
  insurance: number;
  hangar: number;
  inspection: number;
};

export const DEFAULT_ASSUMPTIONS: Record<AircraftCategory, OwnershipAssumptions> = {
  "single-engine": { hoursPerYear: 100, fuelBurn: 13, fuelPrice: 6.5, overhaulCost: 40_000, insurance: 4_000, hangar: 6_000, inspection: 3_000 },
  "multi-engine": { hoursPerYear: 150, fuelBurn: 26, fuelPrice: 6.5, overhaulCost: 40_000, insurance: 8_000, hangar: 9_000, inspection: 6_000 },
  turboprop: { hoursPerYear: 300, fuelBurn: 60, fuelPrice: 6, overhaulCost: 450_000, insurance: 25_000, hangar: 24_000, inspection: 25_000 },
  "business-jet": { hoursPerYear: 350, fuelBurn: 180, fuelPrice: 6, overhaulCost: 900_000, insurance: 60_000, hangar: 60_000, inspection: 80_000 },
  commercial: { hoursPerYear: 2_500, fuelBurn: 800, fuelPrice: 6, overhaulCost: 5_000_000, insurance: 400_000, hangar: 150_000, inspection: 500_000 },
  helicopter: { hoursPerYear: 200, fuelBurn: 40, fuelPrice: 6, overhaulCost: 350_000, insurance: 20_000, hangar: 12_000, inspection: 15_000 },
};

/** The engines' TBO in hours, one per engine: the listing's, else the category's typical engines. */
export function enginesTbo(category: AircraftCategory, engines: readonly { tboHours: number }[] | undefined): { tboHours: number[]; fromListing: boolean } {
  if (engines && engines.length > 0) return { tboHours: engines.map((engine) => engine.tboHours), fromListing: true };
  const typical = TYPICAL_ENGINES[category];
  return { tboHours: Array.from({ length: typical.count }, () => typical.tboHours), fromListing: false };
}

export type OwnershipCost = {
  fuelPerHour: number;
  /** Set aside each hour so that each engine's overhaul is paid for by its TBO. */
  engineReservePerHour: number;
  /** Fuel and engine reserve. */
  directPerHour: number;
  fixedPerYear: number;
  perYear: number;
  /** The year's cost over the hours flown. */
  perHour: number;
};

export function ownershipCost(assumptions: OwnershipAssumptions, tboHours: readonly number[]): OwnershipCost {
  const fuelPerHour = assumptions.fuelBurn * assumptions.fuelPrice;
  const engineReservePerHour = tboHours.reduce((sum, tbo) => sum + assumptions.overhaulCost / tbo, 0);
  const directPerHour = fuelPerHour + engineReservePerHour;
  const fixedPerYear = assumptions.insurance + assumptions.hangar + assumptions.inspection;
  const perYear = directPerHour * assumptions.hoursPerYear + fixedPerYear;
  return { fuelPerHour, engineReservePerHour, directPerHour, fixedPerYear, perYear, perHour: perYear / assumptions.hoursPerYear };
}
