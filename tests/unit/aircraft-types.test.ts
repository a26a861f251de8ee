import { describe, expect, it } from "vitest";
import { aircraftTypeOf, mixedTypesNote, type TypedAircraft } from "~/domain/aircraft/aircraft-type-of";

const aircraft = (manufacturer: string, model: string, category: TypedAircraft["category"], rangeNm = 1_000, engines = 0): TypedAircraft => ({
  manufacturer,
  model,
  category,
  specifications: { rangeNm },
  aviation: { engines: Array.from({ length: engines }, () => ({ make: "Pratt & Whitney Canada", model: "PT6A-60A", timeHours: 1_000, basis: "SMOH" as const, tboHours: 3_600 })) },
});

describe("aircraftTypeOf", () => {
  it("reads the family's type, and for an unknown model the category and figures", () => {
    expect(aircraftTypeOf(aircraft("Cessna", "Citation CJ4 Gen2", "business-jet", 2_165))).toBe("light-jet");
    expect(aircraftTypeOf(aircraft("Gulfstream", "G650ER", "business-jet", 7_500))).toBe("large-jet");
    expect(aircraftTypeOf(aircraft("Beechcraft", "King Air 350i", "turboprop"))).toBe("turboprop-twin");
    expect(aircraftTypeOf(aircraft("Acme", "Jet 1", "business-jet", 5_000))).toBe("large-jet");
    expect(aircraftTypeOf(aircraft("Acme", "Jet 2", "business-jet", 3_000))).toBe("midsize-jet");
    expect(aircraftTypeOf(aircraft("Acme", "Prop", "turboprop", 1_200, 2))).toBe("turboprop-twin");
  });
});

describe("mixedTypesNote", () => {
  it("says the aircraft are of different types instead of naming a Best across them", () => {
    expect(mixedTypesNote([aircraft("Cessna", "Citation CJ4", "business-jet"), aircraft("Gulfstream", "G650ER", "business-jet")])).toBe(
      "These aircraft are of different types (light jet and large jet): a lower price or a longer range is not a better buy across types, so no figure is marked Best.",
    );
    expect(mixedTypesNote([aircraft("Airbus", "A320neo", "commercial"), aircraft("Boeing", "737 MAX 8", "commercial")])).toBeNull();
  });
});
