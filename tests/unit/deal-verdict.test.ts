import { describe, expect, it } from "vitest";
import { dealVerdict } from "~/domain/valuation/deal-label";
import type { ValuedAircraft } from "~/domain/valuation/estimate";
import { labelOf, measureSegments } from "~/domain/valuation/segment-errors";

const comparables = (count: number) => Array.from({ length: count }, () => ({ aircraft: {} as ValuedAircraft, adjustedPrice: 100_000 }));
const estimate = (count: number, spread = 0.06) => ({ value: 100_000, spread, comparables: comparables(count) });
const measured = (medianError: number, estimated = 20) => ({ listings: estimated, estimated, comparables: 8, medianError });

describe("dealVerdict", () => {
  it("labels a price only with 5 comparables, a measured error of 10% or less and a range narrower than the 10% margin", () => {
    expect(dealVerdict(85_000, estimate(5), measured(0.05))).toEqual({ label: "Below market" });
    expect(dealVerdict(100_000, estimate(8), measured(0.1))).toEqual({ label: "Fair price" });
    expect(dealVerdict(115_000, estimate(5, 0.099), measured(0.02))).toEqual({ label: "Above market" });
  });

  it("says why there is no label", () => {
    expect(dealVerdict(85_000, estimate(4), measured(0.05))).toEqual({ label: null, reason: "No deal label: a label needs at least 5 comparable aircraft, and this estimate has 4." });
    expect(dealVerdict(85_000, estimate(5), measured(0.11)).reason).toBe("No deal label: estimates for this kind of aircraft are typically within 11%, and a label needs 10% or better.");
    expect(dealVerdict(85_000, estimate(5, 0.1), measured(0.05)).reason).toBe("No deal label: the range is 10% of the estimate wide, and a label needs it narrower than its 10% margin.");
    expect(dealVerdict(85_000, estimate(5), measured(0.05, 4)).reason).toContain("checked against fewer than 5 listings");
    expect(dealVerdict(85_000, estimate(5), null).label).toBeNull();
    expect(dealVerdict(85_000, null, measured(0.05))).toEqual({ label: null, reason: null });
  });
});

let nextId = 1;
const jet = (model: string, price: number, year = 2018, overrides: Partial<ValuedAircraft> = {}): ValuedAircraft => ({
  id: nextId++,
  name: model,
  manufacturer: "Cessna",
  model,
  category: "business-jet",
  year,
  price,
  totalTimeHours: 1_000,
  cruiseSpeedKts: 415,
  engineHoursRemaining: null,
  engineCount: 0,
  sample: false,
  ...overrides,
});

describe("measureSegments", () => {
  it("values each listing from the others and gives each family its median absolute error", () => {
    // Six CJ4s of one year: each valued from the other five at their median.
    const cj4s = [9_000_000, 9_500_000, 10_000_000, 10_000_000, 10_500_000, 11_000_000].map((price) => jet("Citation CJ4", price));
    const { segments, measured } = measureSegments({ subjects: cj4s, candidates: cj4s });
    // Leaving out 9.0M: the others' median is 10.0M, an error of 11.1%; 9.5M: 10.0M, 5.3%; 10.0M (twice): 10.0M, 0%; 10.5M: 10.0M, 4.8%; 11.0M: 10.0M, 9.1%.
    expect(segments["family:cessna-citation-cj4"]).toEqual({ listings: 6, estimated: 6, comparables: 5, medianError: expect.closeTo((0.0476 + 0.0526) / 2, 3) });
    // A segment measured at 5%: labels where the range is narrower than 10%. A 10.0M's others run 9.5M-10.5M (a range 10% wide): no label.
    expect(measured.map((listing) => labelOf(listing, segments))).toEqual(["Below market", "Fair price", null, null, "Fair price", "Above market"]);
  });

  it("counts a listing without comparables in its segment, with no error", () => {
    const lone = jet("Citation Latitude", 15_000_000);
    expect(measureSegments({ subjects: [lone], candidates: [lone] }).segments["family:cessna-citation-latitude"]).toEqual({ listings: 1, estimated: 0, comparables: 0, medianError: null });
  });
});
