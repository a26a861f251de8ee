import { describe, expect, it } from "vitest";
import { calculateFinancing, calculateOwnershipCost, calculatorInputs } from "~/domain/valuation/calculators";
import { dealLabel } from "~/domain/valuation/deal-label";
import { adjustedPrice, comparablesOf, estimateValue, quantile, type ValuedAircraft } from "~/domain/valuation/estimate";
import { roundEstimate } from "~/domain/valuation/estimate-rules";
import { loanPayments } from "~/domain/valuation/financing";
import { marketNote } from "~/domain/valuation/market-note";
import { ownershipCost } from "~/domain/valuation/ownership-cost";

let nextId = 1;
function aircraft(overrides: Partial<ValuedAircraft> = {}): ValuedAircraft {
  const id = nextId++;
  return {
    id,
    name: `Aircraft ${id}`,
    manufacturer: "Cessna",
    model: "182T Skylane",
    category: "single-engine",
    year: 2015,
    price: 400_000,
    totalTimeHours: 1_000,
    cruiseSpeedKts: 140,
    engineHoursRemaining: null,
    engineCount: 0,
    ...overrides,
  };
}

describe("estimateValue", () => {
  it("says nothing with fewer than three comparables", () => {
    const subject = aircraft();
    expect(estimateValue(subject, [aircraft(), aircraft()])).toBeNull();
  });

  it("values an aircraft at the median of identical comparables' prices, with the quartiles as its range", () => {
    const subject = aircraft({ price: 999_000 });
    const estimate = estimateValue(subject, [aircraft({ price: 300_000 }), aircraft({ price: 400_000 }), aircraft({ price: 500_000 }), aircraft({ price: 600_000 })]);
    expect(estimate).toMatchObject({ basis: "model", value: 450_000, low: 375_000, high: 525_000 });
    expect(estimate?.spread).toBeCloseTo(150_000 / 450_000);
  });

  it("prefers three of the same model to closer aircraft of the category", () => {
    const subject = aircraft();
    const models = [aircraft({ year: 2011 }), aircraft({ year: 2019 }), aircraft({ year: 2020 })];
    const similar = aircraft({ model: "172S Skyhawk", year: 2015, cruiseSpeedKts: 130 });
    expect(comparablesOf(subject, [...models, similar])).toEqual({ basis: "model", aircraft: [models[0], models[1], models[2]] });
  });

  it("falls back on the category's aircraft with a cruise speed within 15%, built within five years, never another category", () => {
    const subject = aircraft();
    const close = aircraft({ model: "Bonanza G36", manufacturer: "Beechcraft", cruiseSpeedKts: 160 });
    const tooFast = aircraft({ model: "SR22T", manufacturer: "Cirrus", cruiseSpeedKts: 200 });
    const tooOld = aircraft({ model: "Archer", manufacturer: "Piper", cruiseSpeedKts: 130, year: 2009 });
    const twin = aircraft({ category: "multi-engine", cruiseSpeedKts: 140 });
    const sameModel = aircraft({ year: 2018 });
    expect(comparablesOf(subject, [close, tooFast, tooOld, twin, sameModel])).toEqual({ basis: "similar", aircraft: [close, sameModel] });
    expect(estimateValue(subject, [close, tooFast, tooOld, twin, sameModel])).toBeNull();
  });

  it("uses the eight nearest in year", () => {
    const subject = aircraft();
    const candidates = [2010, 2011, 2012, 2013, 2014, 2016, 2017, 2018, 2019, 2020].map((year) => aircraft({ year }));
    expect(comparablesOf(subject, candidates).aircraft.map((comparable) => comparable.year).sort()).toEqual([2011, 2012, 2013, 2014, 2016, 2017, 2018, 2019]);
  });

  it("adjusts a comparable 5% a year, 4% a 1,000 hours of a single's total time, and $20 an hour to TBO for its engine", () => {
    const subject = aircraft({ year: 2016, totalTimeHours: 1_000, engineHoursRemaining: 1_500, engineCount: 1 });
    expect(adjustedPrice(subject, aircraft({ year: 2015, price: 400_000 }))).toBeCloseTo(420_000);
    expect(adjustedPrice(subject, aircraft({ year: 2016, price: 400_000, totalTimeHours: 2_000 }))).toBeCloseTo(416_000);
    // $40,000 overhaul over a 2,000-hour TBO: 500 hours more to TBO are worth $10,000.
    expect(adjustedPrice(subject, aircraft({ year: 2016, price: 400_000, engineHoursRemaining: 1_000 }))).toBeCloseTo(410_000);
  });

  it("caps the total-time adjustment at 20%", () => {
    const subject = aircraft({ totalTimeHours: 100 });
    expect(adjustedPrice(subject, aircraft({ price: 100_000, totalTimeHours: 20_000 }))).toBeCloseTo(120_000);
  });
});

describe("quantile and roundEstimate", () => {
  it("interpolates between ranks", () => {
    expect(quantile([1, 2, 3], 0.25)).toBe(1.5);
    expect(quantile([10], 0.75)).toBe(10);
  });
  it("keeps three significant figures", () => {
    expect(roundEstimate(14_527_412)).toBe(14_500_000);
    expect(roundEstimate(876_543)).toBe(877_000);
  });
});

describe("dealLabel", () => {
  const estimate = { value: 100_000 };
  it("is below market 10% or more under the estimate, above 10% or more over it, fair between", () => {
    expect(dealLabel(90_000, estimate)).toBe("Below market");
    expect(dealLabel(90_001, estimate)).toBe("Fair price");
    expect(dealLabel(109_999, estimate)).toBe("Fair price");
    expect(dealLabel(110_000, estimate)).toBe("Above market");
  });
  it("is never given without an estimate", () => {
    expect(dealLabel(50_000, null)).toBeNull();
  });
});

describe("ownershipCost", () => {
  it("adds fuel and an engine reserve per hour to the fixed costs of the year", () => {
    const cost = ownershipCost({ hoursPerYear: 100, fuelBurn: 10, fuelPrice: 6, overhaulCost: 40_000, insurance: 3_000, hangar: 5_000, inspection: 2_000 }, [2_000]);
    expect(cost).toEqual({ fuelPerHour: 60, engineReservePerHour: 20, directPerHour: 80, fixedPerYear: 10_000, perYear: 18_000, perHour: 180 });
  });
  it("reserves for each engine against its own TBO", () => {
    expect(ownershipCost({ hoursPerYear: 1, fuelBurn: 0, fuelPrice: 0, overhaulCost: 36_000, insurance: 0, hangar: 0, inspection: 0 }, [1_800, 2_000]).engineReservePerHour).toBe(38);
  });
});

describe("loanPayments", () => {
  // Standard amortisation tables: $100,000 at 6% over 60 months is $1,933.28; over 360 months $599.55; at 5% over 120 months $1,060.66.
  it.each([
    [100_000, 6, 60, 1_933.28],
    [100_000, 6, 360, 599.55],
    [100_000, 5, 120, 1_060.66],
  ])("pays %d at %d%% over %d months with %d a month", (principal, annualRatePercent, months, monthly) => {
    expect(loanPayments({ principal, annualRatePercent, months }).monthly).toBe(monthly);
  });
  it("divides the principal evenly at no interest", () => {
    expect(loanPayments({ principal: 12_000, annualRatePercent: 0, months: 12 })).toEqual({ monthly: 1_000, totalPaid: 12_000, totalInterest: 0 });
  });
});

describe("the calculators' inputs", () => {
  const jet = { category: "business-jet" as const, engines: [{ tboHours: 5_000 }, { tboHours: 5_000 }] };

  it("starts from the category's defaults and reads typed figures with separators and signs", () => {
    expect(calculateOwnershipCost({}, jet).result?.perYear).toBe(704_000);
    expect(calculateOwnershipCost({ hours: "200", insurance: "$60,000" }, jet).result?.perYear).toBe(488_000);
  });

  it.each([
    ["-5", "Hours flown per year cannot be negative"],
    ["lots", "Hours flown per year must be a number"],
    ["1e9", "Hours flown per year must be a number"],
    ["99999999", "Hours flown per year must be at most 8,760, the hours in a year"],
    ["0", "Hours flown per year must be at least 1"],
  ])("refuses %s hours with a sentence", (hours, message) => {
    expect(calculateOwnershipCost({ hours }, jet)).toMatchObject({ result: null, errors: { hours: message }, values: { hours } });
  });

  it("refuses a down payment of the whole price, and a term in part months", () => {
    expect(calculateFinancing({ loanPrice: "100000", down: "100000" }, 500_000).errors).toEqual({ down: "Down payment must be less than the price (100,000)" });
    expect(calculateFinancing({ months: "12.5" }, 500_000).errors).toEqual({ months: "Term must be a whole number of months" });
    expect(calculateFinancing({ months: "6" }, 500_000).errors).toEqual({ months: "Term must be at least 12 months" });
  });

  it("defaults to a fifth down at 7.5% over 240 months", () => {
    expect(calculateFinancing({}, 125_000)).toMatchObject({ values: { loanPrice: "125000", down: "25000", rate: "7.5", months: "240" }, result: { principal: 100_000, monthly: 805.59 } });
  });

  it("tells the page whether every field in its URL reads", () => {
    const listing = { ...jet, price: 1_000_000 };
    const inputs = calculatorInputs(new URLSearchParams("hours=200&rate=6&photo=2"), listing);
    expect(inputs).toMatchObject({ cost: { typed: { hours: "200" } }, financing: { typed: { rate: "6" } }, valid: true });
    expect(inputs.cost.calculation).toEqual(calculateOwnershipCost({ hours: "200" }, listing));
    expect(inputs.financing.calculation).toEqual(calculateFinancing({ rate: "6" }, listing.price));
    expect(calculatorInputs(new URLSearchParams("rate=abc"), listing).valid).toBe(false);
  });
});

describe("marketNote", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const listed = { status: "active", createdAt: new Date("2026-10-01T12:00:00Z"), sample: false };
  it("says a drop of the last 30 days, the days on market and the label", () => {
    expect(marketNote(listed, [{ oldPrice: 500_000, newPrice: 475_000, changedAt: new Date("2026-11-01T00:00:00Z") }], "Fair price", now)).toEqual({
      deal: "Fair price",
      reduced: "Reduced $25,000",
      onMarket: "55 days on market",
    });
  });
  it("says nothing of an older drop, nor of a raise", () => {
    expect(marketNote(listed, [{ oldPrice: 500_000, newPrice: 475_000, changedAt: new Date("2026-10-20T00:00:00Z") }], null, now).reduced).toBeNull();
    expect(marketNote(listed, [{ oldPrice: 475_000, newPrice: 500_000, changedAt: new Date("2026-11-20T00:00:00Z") }], null, now).reduced).toBeNull();
  });
  it("says nothing of a raise cut back, and measures a drop from the 30-day low", () => {
    const raised = { oldPrice: 500_000, newPrice: 1_500_000, changedAt: new Date("2026-11-10T00:00:00Z") };
    expect(marketNote(listed, [raised, { oldPrice: 1_500_000, newPrice: 500_000, changedAt: new Date("2026-11-20T00:00:00Z") }], null, now).reduced).toBeNull();
    expect(marketNote(listed, [{ oldPrice: 1_500_000, newPrice: 450_000, changedAt: new Date("2026-11-20T00:00:00Z") }, raised], null, now).reduced).toBe("Reduced $50,000");
  });
  it("gives a sold aircraft neither a label nor days on market, and a sample no days on market", () => {
    expect(marketNote({ ...listed, status: "sold" }, [], "Below market", now)).toEqual({ deal: null, reduced: null, onMarket: null });
    expect(marketNote({ ...listed, sample: true }, [], null, now).onMarket).toBeNull();
  });
});
