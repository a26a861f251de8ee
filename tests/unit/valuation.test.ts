import { describe, expect, it } from "vitest";
import { calculateFinancing, calculateOwnershipCost, calculatorInputs } from "~/domain/valuation/calculators";
import { priceAgainst } from "~/domain/valuation/deal-label";
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
    sample: false,
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
    expect(estimate).toMatchObject({ basis: "family", segment: "family:cessna-182", value: 450_000, low: 375_000, high: 525_000 });
    expect(estimate?.spread).toBeCloseTo(150_000 / 450_000);
  });

  it("takes the family's aircraft, whatever name each seller gave its model", () => {
    const subject = aircraft();
    const family = [aircraft({ model: "182T", year: 2011 }), aircraft({ model: "Skylane", year: 2019 }), aircraft({ model: "182 Skylane", manufacturer: "Textron Aviation", year: 2020 })];
    const other = aircraft({ model: "172S Skyhawk", year: 2015 });
    expect(comparablesOf(subject, [...family, other])).toMatchObject({ segment: { basis: "family", key: "family:cessna-182" }, aircraft: [family[0], family[1], family[2]] });
  });

  it("never falls back on another family, nor another category, unless the table says they trade alike", () => {
    const subject = aircraft();
    const others = [aircraft({ model: "Bonanza G36", manufacturer: "Beechcraft" }), aircraft({ model: "SR22", manufacturer: "Cirrus" }), aircraft({ category: "multi-engine" })];
    expect(estimateValue(subject, others)).toBeNull();
    const warrior = aircraft({ model: "PA-28-161 Warrior II", manufacturer: "Piper", price: 120_000 });
    const trainers = [aircraft({ model: "172S Skyhawk", price: 300_000 }), aircraft({ model: "PA-28-181 Archer", manufacturer: "Piper", price: 280_000 })];
    expect(comparablesOf(warrior, [...trainers, aircraft({ model: "PA-28-161", manufacturer: "Piper" })]).segment).toMatchObject({ basis: "trade-group", key: "group:four-seat-trainers" });
  });

  it("values a G650ER from G650s and Global 6000/6500s, never from a CJ4 or a Challenger 350", () => {
    const jet = (model: string, manufacturer: string, price: number) => aircraft({ category: "business-jet", manufacturer, model, year: 2018, price });
    const subject = jet("G650ER", "Gulfstream", 42_500_000);
    const unlike = [jet("Citation CJ4", "Cessna", 9_000_000), jet("Challenger 350", "Bombardier", 15_000_000), jet("Phenom 300E", "Embraer", 9_500_000)];
    expect(estimateValue(subject, unlike)).toBeNull();
    const like = [jet("G650", "Gulfstream", 40_000_000), jet("Global 6000", "Bombardier", 41_000_000), jet("Global 6500", "Bombardier", 44_000_000)];
    expect(comparablesOf(subject, [...unlike, ...like]).aircraft).toEqual(like);
  });

  it("never values a real listing from sample listings, but may value a sample from real ones", () => {
    const samples = [2014, 2015, 2016].map((year) => aircraft({ year, sample: true }));
    expect(estimateValue(aircraft(), samples)).toBeNull();
    expect(estimateValue(aircraft({ sample: true }), [...samples, aircraft()])).not.toBeNull();
  });

  it("compares a model the table does not know only with that model", () => {
    const subject = aircraft({ manufacturer: "Zenith", model: "CH 750" });
    const same = [aircraft({ manufacturer: "Zenith", model: "CH-750" }), aircraft({ manufacturer: "zenith", model: "ch750" }), aircraft({ manufacturer: "Zenith", model: "CH 750" })];
    expect(comparablesOf(subject, [...same, aircraft()])).toMatchObject({ segment: { basis: "model" }, aircraft: same });
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

describe("priceAgainst", () => {
  it("is below market 10% or more under the estimate, above 10% or more over it, fair between", () => {
    expect(priceAgainst(90_000, 100_000)).toBe("Below market");
    expect(priceAgainst(90_001, 100_000)).toBe("Fair price");
    expect(priceAgainst(109_999, 100_000)).toBe("Fair price");
    expect(priceAgainst(110_000, 100_000)).toBe("Above market");
  });
});

describe("ownershipCost", () => {
  const none = { hoursPerYear: 1, fuelBurn: 0, fuelPrice: 0, overhaulCost: 0, airframeReserve: 0, pilots: 0, pilotSalary: 0, insurance: 0, hangar: 0, inspection: 0 };
  it("adds fuel and the engine and airframe reserves per hour to the crew and fixed costs of the year", () => {
    const cost = ownershipCost({ hoursPerYear: 100, fuelBurn: 10, fuelPrice: 6, overhaulCost: 40_000, airframeReserve: 30, pilots: 1, pilotSalary: 50_000, insurance: 3_000, hangar: 5_000, inspection: 2_000 }, [2_000]);
    expect(cost).toEqual({ fuelPerHour: 60, engineReservePerHour: 20, airframeReservePerHour: 30, directPerHour: 110, crewPerYear: 50_000, fixedPerYear: 60_000, perYear: 71_000, perHour: 710 });
  });
  it("reserves for each engine against its own TBO", () => {
    expect(ownershipCost({ ...none, overhaulCost: 36_000 }, [1_800, 2_000]).engineReservePerHour).toBe(38);
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
  const jet = { type: "light-jet" as const, engines: [{ tboHours: 5_000 }, { tboHours: 5_000 }] };

  it("starts from the type's defaults and reads typed figures with separators and signs", () => {
    // Fuel 180 × $6 + 2 × $900,000 / 5,000 + $400 = $1,840 an hour; one pilot $150,000 + $150,000 of insurance, hangar and inspection.
    expect(calculateOwnershipCost({}, jet).result?.perYear).toBe(1_840 * 350 + 300_000);
    expect(calculateOwnershipCost({ hours: "200", insurance: "$60,000", pilots: "2" }, jet).result?.perYear).toBe(1_840 * 200 + 470_000);
    expect(calculateOwnershipCost({ pilots: "1.5" }, jet).errors).toEqual({ pilots: "Pilots must be a whole number of pilots" });
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
