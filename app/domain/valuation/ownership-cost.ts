/**
 * Cost of ownership: what flying the aircraft costs an hour and a year, from fuel, an
 * engine reserve towards overhaul and an airframe reserve towards its maintenance, and
 * the fixed costs of the crew, insurance, hangar and the yearly inspection. The defaults
 * are per type of aircraft (a light jet is not a large one), AeroMarket's round figures
 * for a typical aircraft of the type, stated on /help with their source; the buyer
 * replaces them with quotes of their own.
 */
import type { AircraftType } from "../aircraft/aircraft-types";

/** A type's typical engines: what a listing whose seller gave no engines is reckoned with. */
export const TYPICAL_ENGINES: Record<AircraftType, { count: number; tboHours: number }> = {
  "piston-single": { count: 1, tboHours: 2_000 },
  "piston-twin": { count: 2, tboHours: 2_000 },
  "turboprop-single": { count: 1, tboHours: 3_600 },
  "turboprop-twin": { count: 2, tboHours: 3_600 },
  "light-jet": { count: 2, tboHours: 5_000 },
  "midsize-jet": { count: 2, tboHours: 6_000 },
  "large-jet": { count: 2, tboHours: 10_000 },
  helicopter: { count: 1, tboHours: 3_500 },
  airliner: { count: 2, tboHours: 20_000 },
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
  /** Dollars an hour set aside for the airframe's scheduled and unscheduled maintenance. */
  airframeReserve: number;
  /** Pilots paid a salary (0: flown by the owner). */
  pilots: number;
  /** Dollars a year, each pilot, with benefits and training. */
  pilotSalary: number;
  /** Dollars a year each. */
  insurance: number;
  hangar: number;
  inspection: number;
};

export const DEFAULT_ASSUMPTIONS: Record<AircraftType, OwnershipAssumptions> = {
  "piston-single": { hoursPerYear: 100, fuelBurn: 13, fuelPrice: 6.5, overhaulCost: 40_000, airframeReserve: 25, pilots: 0, pilotSalary: 0, insurance: 4_000, hangar: 6_000, inspection: 3_000 },
  "piston-twin": { hoursPerYear: 150, fuelBurn: 26, fuelPrice: 6.5, overhaulCost: 45_000, airframeReserve: 60, pilots: 0, pilotSalary: 0, insurance: 8_000, hangar: 9_000, inspection: 6_000 },
  "turboprop-single": { hoursPerYear: 300, fuelBurn: 60, fuelPrice: 6, overhaulCost: 450_000, airframeReserve: 150, pilots: 1, pilotSalary: 120_000, insurance: 25_000, hangar: 24_000, inspection: 25_000 },
  "turboprop-twin": { hoursPerYear: 350, fuelBurn: 100, fuelPrice: 6, overhaulCost: 500_000, airframeReserve: 250, pilots: 2, pilotSalary: 120_000, insurance: 35_000, hangar: 36_000, inspection: 40_000 },
  "light-jet": { hoursPerYear: 350, fuelBurn: 180, fuelPrice: 6, overhaulCost: 900_000, airframeReserve: 400, pilots: 1, pilotSalary: 150_000, insurance: 40_000, hangar: 50_000, inspection: 60_000 },
  "midsize-jet": { hoursPerYear: 400, fuelBurn: 250, fuelPrice: 6, overhaulCost: 1_500_000, airframeReserve: 600, pilots: 2, pilotSalary: 160_000, insurance: 60_000, hangar: 70_000, inspection: 100_000 },
  "large-jet": { hoursPerYear: 450, fuelBurn: 480, fuelPrice: 6, overhaulCost: 4_000_000, airframeReserve: 1_200, pilots: 2, pilotSalary: 200_000, insurance: 150_000, hangar: 150_000, inspection: 250_000 },
  helicopter: { hoursPerYear: 200, fuelBurn: 40, fuelPrice: 6, overhaulCost: 350_000, airframeReserve: 200, pilots: 1, pilotSalary: 100_000, insurance: 20_000, hangar: 12_000, inspection: 15_000 },
  airliner: { hoursPerYear: 2_500, fuelBurn: 800, fuelPrice: 6, overhaulCost: 5_000_000, airframeReserve: 1_000, pilots: 10, pilotSalary: 180_000, insurance: 400_000, hangar: 150_000, inspection: 500_000 },
};

/** Where the defaults come from, as /help states it. */
export const OWNERSHIP_DEFAULTS_SOURCE =
  "AeroMarket’s round figures for a typical aircraft of each type, not a survey and not a quote: fuel burn is a typical block burn of the type’s common models; " +
  "pilots are the crew the type is usually flown with (an airliner’s ten are five crews of two for its 2,500 hours); the engine reserve is an overhaul’s cost over " +
  "its interval; insurance, hangar and inspection are a year’s typical bills in the United States. A model’s own figures can differ by half or more either way.";

/** The engines' TBO in hours, one per engine: the listing's, else the type's typical engines. */
export function enginesTbo(type: AircraftType, engines: readonly { tboHours: number }[] | undefined): { tboHours: number[]; fromListing: boolean } {
  if (engines && engines.length > 0) return { tboHours: engines.map((engine) => engine.tboHours), fromListing: true };
  const typical = TYPICAL_ENGINES[type];
  return { tboHours: Array.from({ length: typical.count }, () => typical.tboHours), fromListing: false };
}

export type OwnershipCost = {
  fuelPerHour: number;
  /** Set aside each hour so that each engine's overhaul is paid for by its TBO. */
  engineReservePerHour: number;
  airframeReservePerHour: number;
  /** Fuel and reserves. */
  directPerHour: number;
  crewPerYear: number;
  /** Crew, insurance, hangar and inspection. */
  fixedPerYear: number;
  perYear: number;
  /** The year's cost over the hours flown. */
  perHour: number;
};

export function ownershipCost(assumptions: OwnershipAssumptions, tboHours: readonly number[]): OwnershipCost {
  const fuelPerHour = assumptions.fuelBurn * assumptions.fuelPrice;
  const engineReservePerHour = tboHours.reduce((sum, tbo) => sum + assumptions.overhaulCost / tbo, 0);
  const airframeReservePerHour = assumptions.airframeReserve;
  const directPerHour = fuelPerHour + engineReservePerHour + airframeReservePerHour;
  const crewPerYear = assumptions.pilots * assumptions.pilotSalary;
  const fixedPerYear = crewPerYear + assumptions.insurance + assumptions.hangar + assumptions.inspection;
  const perYear = directPerHour * assumptions.hoursPerYear + fixedPerYear;
  return { fuelPerHour, engineReservePerHour, airframeReservePerHour, directPerHour, crewPerYear, fixedPerYear, perYear, perHour: perYear / assumptions.hoursPerYear };
}
