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
});
const estimate: ValueEstimate = {
  basis: "model",
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
  it("words the estimate, its comparables and its method as the detail page shows them", () => {
    const view = estimateView(listing, estimate, method);
    expect(view).toMatchObject({
      deal: "Fair price",
      kind: "estimate",
      range: "$1,150,000 – $1,400,000",
      summary: "Estimate $1,230,000, the range 20.3% of it wide, from 3 comparable aircraft. The asking price is 5.3% above it. An estimate, not an appraisal.",
    });
    if (view.kind !== "estimate") throw new Error("an estimate was expected");
    expect(view.comparables[0]).toEqual({ id: 7, name: "2019 Cirrus SR22 #7", totalTime: "1,250 hrs", asking: "$1,195,000", adjusted: "$1,230,000" });
    expect(view.method).toBe(
      "Comparables are the 8 or fewer Cirrus SR22 listed for sale on AeroMarket nearest in year, built within 5 years of this one. Each asking price is adjusted to this aircraft: 5% more for each year newer, 4% less for each 1,000 hours more total time (at most 20%), and, where both sellers listed their engines, $42 for each hour more or less to TBO on each engine. The range runs from the lower to the upper quartile of the adjusted prices; the estimate is their median.",
    );
  });

  it("says similar aircraft were used when too few of the model are for sale, and gives a sold aircraft no label", () => {
    const view = estimateView({ ...listing, status: "sold" }, { ...estimate, basis: "similar" }, method);
    expect(view.deal).toBeNull();
    expect(view.kind === "estimate" && view.method).toContain(
      "Fewer than 3 other Cirrus SR22 built within 5 years of this one are for sale on AeroMarket, so comparables are the 8 or fewer single engine aircraft for sale built within 5 years of it, nearest in year, of the same model or with a cruise speed within 15% of its own.",
    );
  });

  it("says what an estimate needs when there is none", () => {
    expect(estimateView(listing, null, method)).toEqual({
      deal: null,
      kind: "none",
      note: "An estimate needs at least 3 aircraft for sale on AeroMarket of the same model, or of the same category with a similar cruise speed, built within 5 years of this one.",
    });
  });
});
