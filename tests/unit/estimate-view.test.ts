import { describe, expect, it } from "vitest";
import type { ValuedAircraft } from "~/domain/valuation/estimate";
import type { ValueEstimate } from "~/domain/valuation/estimate-rules";
import { estimateView } from "~/domain/valuation/estimate-view";

const listing = { price: 1_300_000, status: "active", manufacturer: "Cirrus", model: "SR22", category: "single-engine" } as const;
const method = { totalTimeAdjustmentPer1000Hours: 0.04, engineHourValue: 41.6 };
const comparable = (id: number, price: number, totalTimeHours: number): ValuedAircraft => ({
  id,
  name: `2019 Cirrus SR22 #${id}`,
  manufacturer: "Cirrus",
  model: "SR22",
  category: "single-engine",
  year: 2019,
  price,
  totalTimeHours,
  cruiseSpeedKts: 183,
  engineHoursRemaining: null,
  engineCount: 0,
  sample: false,
});
const estimate: ValueEstimate = {
  basis: "family",
  segment: "family:cirrus-sr22",
  familyName: "Cirrus SR22",
  value: 1_234_567,
  low: 1_150_400,
  high: 1_401_000,
  spread: 0.203,
  comparables: [
    { aircraft: comparable(7, 1_195_000, 1250), adjustedPrice: 1_234_567 },
    { aircraft: comparable(9, 1_420_000, 640), adjustedPrice: 1_401_000 },
    { aircraft: comparable(12, 1_100_000, 2100), adjustedPrice: 1_150_400 },
  ],
};

describe("estimateView", () => {
  it("words the estimate, its measured error, its comparables and its method as the detail page shows them", () => {
    const view = estimateView(listing, estimate, method, { listings: 40, estimated: 38, comparables: 8, medianError: 0.048 });
    expect(view).toMatchObject({
      deal: null,
      kind: "estimate",
      range: "$1,150,000 – $1,400,000",
      error: "Estimates for this kind of aircraft (the Cirrus SR22) are typically within 4.8% of the asking price: the median error when each of the 38 listed on AeroMarket with an estimate is valued from the others.",
      summary: "Estimate $1,230,000, the range 20.3% of it wide, from 3 comparable aircraft. The asking price is 5.3% above it. An estimate, not an appraisal.",
      noLabel: "No deal label: a label needs at least 5 comparable aircraft, and this estimate has 3.",
    });
    if (view.kind !== "estimate") throw new Error("an estimate was expected");
    expect(view.comparables[0]).toEqual({ id: 7, name: "2019 Cirrus SR22 #7", totalTime: "1,250 hrs", asking: "$1,195,000", adjusted: "$1,230,000" });
    expect(view.method).toBe(
      "Comparables are the 8 or fewer aircraft of the Cirrus SR22 family listed for sale on AeroMarket nearest in year, built within 5 years of this one. Each asking price is adjusted to this aircraft: 5% more for each year newer, 4% less for each 1,000 hours more total time (at most 20%), and, where both sellers listed their engines, $42 for each hour more or less to TBO on each engine. The range runs from the lower to the upper quartile of the adjusted prices; the estimate is their median.",
    );
  });

  it("shows a comparable sold through the deal room at its published sold price, with the day, and says so in the method", () => {
    const sold = { ...estimate, comparables: [{ aircraft: { ...comparable(7, 1_180_000, 1250), soldAt: new Date("2026-12-08T10:00:00Z") }, adjustedPrice: 1_220_000 }, ...estimate.comparables.slice(1)] };
    const view = estimateView(listing, sold, method, null);
    if (view.kind !== "estimate") throw new Error("an estimate was expected");
    expect(view.comparables[0]).toMatchObject({ asking: "Sold Dec 8, 2026: $1,180,000" });
    expect(view.comparables[1]).toMatchObject({ asking: "$1,420,000" });
    expect(view.method).toContain(
      "One of them was sold through AeroMarket’s deal room in the last 365 days at a price the buyer and the seller both agreed to publish: that price stands for its asking price.",
    );
  });

  it("says the error is not measured yet without a measure, and gives a sold aircraft no label and no reason", () => {
    const view = estimateView({ ...listing, status: "sold" }, { ...estimate, basis: "trade-group" }, method, null);
    expect(view.deal).toBeNull();
    expect(view.kind === "estimate" && view.noLabel).toBeNull();
    expect(view.kind === "estimate" && view.error).toBe(
      "How close estimates for the Cirrus SR22 and the aircraft that trade alike with it come is not measured yet: too few of them are for sale on AeroMarket.",
    );
  });

  it("says what an estimate needs when there is none", () => {
    expect(estimateView(listing, null, method)).toEqual({
      deal: null,
      kind: "none",
      note: "An estimate needs at least 3 aircraft for sale on AeroMarket of the same model family (or of a family the table says trades alike with it), built within 5 years of this one. Aircraft of another type or size are never used.",
    });
  });
});
