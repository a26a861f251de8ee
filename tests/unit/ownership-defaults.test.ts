import { describe, expect, it } from "vitest";
import { AIRCRAFT_TYPES, type AircraftType } from "~/domain/aircraft/aircraft-types";
import { calculateOwnershipCost } from "~/domain/valuation/calculators";
import { DEFAULT_ASSUMPTIONS, enginesTbo, ownershipCost, TYPICAL_ENGINES } from "~/domain/valuation/ownership-cost";

const perHour = (type: AircraftType) => ownershipCost(DEFAULT_ASSUMPTIONS[type], enginesTbo(type, undefined).tboHours).perHour;

describe("the cost of ownership's defaults per type", () => {
  it("has defaults and typical engines for every type", () => {
    for (const { value } of AIRCRAFT_TYPES) {
      expect(DEFAULT_ASSUMPTIONS[value].hoursPerYear).toBeGreaterThan(0);
      expect(TYPICAL_ENGINES[value].count).toBeGreaterThan(0);
    }
  });

  it("costs more an hour as the aircraft grows: a large jet more than a midsize, a midsize more than a light jet", () => {
    expect(perHour("large-jet")).toBeGreaterThan(perHour("midsize-jet"));
    expect(perHour("midsize-jet")).toBeGreaterThan(perHour("light-jet"));
    expect(perHour("light-jet")).toBeGreaterThan(perHour("turboprop-twin"));
    expect(perHour("turboprop-twin")).toBeGreaterThan(perHour("turboprop-single"));
    expect(perHour("piston-twin")).toBeGreaterThan(perHour("piston-single"));
    // $2,880 of fuel, $800 of engine reserve and $1,200 of airframe reserve an hour, $950,000 a year of crew and fixed costs over 450 hours.
    expect(perHour("large-jet")).toBeCloseTo(4_880 + 950_000 / 450);
  });

  it("counts the crew a type flies with: none for an owner-flown piston, two pilots for a large jet", () => {
    expect(DEFAULT_ASSUMPTIONS["piston-single"].pilots).toBe(0);
    expect(DEFAULT_ASSUMPTIONS["large-jet"].pilots).toBe(2);
    expect(calculateOwnershipCost({}, { type: "large-jet" }).result?.crewPerYear).toBe(400_000);
    expect(calculateOwnershipCost({ pilots: "0" }, { type: "large-jet" }).result?.crewPerYear).toBe(0);
  });
});
