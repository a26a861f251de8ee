import { describe, expect, it } from "vitest";
import { AIRCRAFT_CATEGORIES } from "~/domain/catalog/categories";
import type { Listing } from "~/domain/listings/listing";
import { RANGE_OPTIONS, TIMELINE_OPTIONS, USAGE_OPTIONS } from "~/domain/matching/match-requirements";
import type { MatchRequirements } from "~/domain/matching/match-requirements-schema";
import { scoreListing } from "~/domain/matching/matching";
import { MATCH_THRESHOLD } from "~/domain/matching/rules";
import {
  DEMAND_MAX_SEARCHES,
  DEMAND_WINDOW_DAYS,
  describeAircraft,
  describedListing,
  FAR_OVER_BUDGET_REASON,
  MAX_DEMAND_REASONS,
  readReason,
  STRONG_MATCH_SCORE,
  summariseDemand,
} from "~/domain/matching/seller-demand";
import { CATEGORY_REQUIRED_MESSAGE, latestModelYear } from "~/domain/matching/seller-aircraft-limits";
import { type SellerAircraft, sellerAircraftSchema } from "~/domain/matching/seller-aircraft-schema";

/** What the GET form submits: every value a string. */
const FORM = {
  category: "business-jet",
  price: "12500000",
  seats: "9",
  rangeNm: "3400",
  year: "2018",
  usefulLoadLbs: "6500",
  availableInMonths: "0",
};

function messagesFor(input: Record<string, string | undefined>, field: string): string[] {
  const result = sellerAircraftSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

const midsizeJet: SellerAircraft = {
  category: "business-jet",
  price: 12_500_000,
  seats: 9,
  rangeNm: 3_400,
  year: 2018,
  usefulLoadLbs: 6_500,
  availableInMonths: 0,
};

function search(overrides: Partial<MatchRequirements> = {}): MatchRequirements {
  return { aircraftType: "business-jet", budget: 15_000_000, ...overrides };
}

describe("sellerAircraftSchema", () => {
  it("reads the form's strings as whole numbers", () => {
    expect(sellerAircraftSchema.parse(FORM)).toEqual(midsizeJet);
  });

  it("accepts prices typed with a dollar sign, commas or spaces", () => {
    expect(sellerAircraftSchema.parse({ ...FORM, price: "$12,500,000" }).price).toBe(12_500_000);
    expect(sellerAircraftSchema.parse({ ...FORM, usefulLoadLbs: "6 500" }).usefulLoadLbs).toBe(6_500);
  });

  it("treats a blank availability as available now", () => {
    expect(sellerAircraftSchema.parse({ ...FORM, availableInMonths: "" }).availableInMonths).toBe(0);
    expect(sellerAircraftSchema.parse({ ...FORM, availableInMonths: undefined }).availableInMonths).toBe(0);
  });

  it("accepts every marketplace category", () => {
    for (const { value } of AIRCRAFT_CATEGORIES) {
      expect(sellerAircraftSchema.parse({ ...FORM, category: value }).category).toBe(value);
    }
  });

  it("asks for the category when none is chosen, and rejects unknown ones", () => {
    expect(messagesFor({ ...FORM, category: "" }, "category")).toEqual([CATEGORY_REQUIRED_MESSAGE]);
    expect(messagesFor({ ...FORM, category: undefined }, "category")).toEqual([CATEGORY_REQUIRED_MESSAGE]);
    expect(messagesFor({ ...FORM, category: "zeppelin" }, "category")).toEqual(["Choose one of the listed categories."]);
  });

  it("asks for each required number in words", () => {
    expect(messagesFor({ ...FORM, price: "" }, "price")).toEqual(["Enter the asking price in US dollars."]);
    expect(messagesFor({ ...FORM, seats: "" }, "seats")).toEqual(["Enter the number of passenger seats."]);
    expect(messagesFor({ ...FORM, rangeNm: " " }, "rangeNm")).toEqual(["Enter the range in nautical miles."]);
    expect(messagesFor({ ...FORM, year: "" }, "year")).toEqual(["Enter the year of manufacture."]);
    expect(messagesFor({ ...FORM, usefulLoadLbs: "" }, "usefulLoadLbs")).toEqual(["Enter the useful load in pounds."]);
  });

  it("rejects text, fractions and values out of range", () => {
    expect(messagesFor({ ...FORM, price: "lots" }, "price")).toEqual(["Enter the asking price in US dollars as a number."]);
    expect(messagesFor({ ...FORM, price: "500" }, "price")).toHaveLength(1);
    expect(messagesFor({ ...FORM, seats: "0" }, "seats")).toEqual(["Seats run from 1 to 999."]);
    expect(messagesFor({ ...FORM, seats: "2.5" }, "seats")).toEqual(["Seats run from 1 to 999, in whole numbers."]);
    expect(messagesFor({ ...FORM, rangeNm: "-1" }, "rangeNm")).toHaveLength(1);
    expect(messagesFor({ ...FORM, availableInMonths: "61" }, "availableInMonths")).toHaveLength(1);
  });

  it("accepts next year's model but no later", () => {
    const next = latestModelYear();
    expect(sellerAircraftSchema.safeParse({ ...FORM, year: String(next) }).success).toBe(true);
    expect(messagesFor({ ...FORM, year: String(next + 1) }, "year")).toHaveLength(1);
    expect(messagesFor({ ...FORM, year: "1902" }, "year")).toHaveLength(1);
  });
});

describe("describedListing", () => {
  it("carries what the seller described into a listing the engine can score", () => {
    const listing: Listing = describedListing(midsizeJet);
    expect(listing).toMatchObject({
      category: "business-jet",
      price: 12_500_000,
      seats: 9,
      usefulLoadLbs: 6_500,
      year: 2018,
      availableInMonths: 0,
      specifications: { rangeNm: 3_400 },
    });
    expect(listing.specifications.cruiseSpeedKts).toBeGreaterThan(0);
    expect(describeAircraft(midsizeJet)).toBe("2018 Business Jet");
  });
});

describe("readReason", () => {
  /** Every reason the engine gives for the described aircraft against a search. */
  function reasonsFor(aircraft: SellerAircraft, requirements: MatchRequirements): string[] {
    return scoreListing(requirements, describedListing(aircraft))?.reasons ?? [];
  }

  it("reads each of the engine's good-news phrases, without amounts", () => {
    const reasons = reasonsFor(midsizeJet, search({ passengerCapacity: "9-15", range: "long", usage: "charter", timeline: "immediate" }));
    expect(reasons.map(readReason)).toEqual([
      { positive: true, forSeller: "The aircraft type they asked for" },
      { positive: true, forSeller: "Within their budget" },
      { positive: true, forSeller: "Popular for charter operations" },
      { positive: true, forSeller: "Enough seats for 9-15 passengers" },
      { positive: true, forSeller: "Range covers their long trips" },
    ]);
  });

  it("reads the engine's bad-news phrases", () => {
    const smallJet: SellerAircraft = { ...midsizeJet, seats: 4, rangeNm: 1_200, availableInMonths: 8, price: 16_000_000 };
    const reasons = reasonsFor(smallJet, search({ passengerCapacity: "9-15", range: "long", timeline: "immediate", budget: 14_000_000 }));
    const forSeller = reasons.map((reason) => readReason(reason)).filter((reading) => !reading.positive).map((reading) => reading.forSeller);
    expect(forSeller).toEqual(
      expect.arrayContaining([
        "Priced over their budget",
        "Too few seats for 9-15 passengers",
        "Range short of their long trips",
        "Available later than their 1-3 month timeline",
      ]),
    );
  });

  it("reads the type, usage, cargo and timeline phrases for every option", () => {
    const turboprop: SellerAircraft = { ...midsizeJet, category: "turboprop", usefulLoadLbs: 4_500, availableInMonths: 2 };
    expect(reasonsFor(turboprop, search()).map(readReason)).toContainEqual({ positive: true, forSeller: "Close to the Business Jet they asked for" });
    expect(reasonsFor({ ...midsizeJet, category: "helicopter" }, search({ budget: 20_000_000 })).map(readReason)).toContainEqual({
      positive: false,
      forSeller: "They asked for a Business Jet",
    });
    for (const { value: usage } of USAGE_OPTIONS) {
      for (const aircraft of [turboprop, midsizeJet, { ...midsizeJet, category: "commercial" as const }, { ...midsizeJet, category: "single-engine" as const }]) {
        for (const reason of reasonsFor(aircraft, search({ usage }))) {
          expect(readReason(reason).forSeller, reason).not.toBeNull();
        }
      }
    }
    for (const { value: timeline } of TIMELINE_OPTIONS) {
      for (const reason of reasonsFor({ ...turboprop, availableInMonths: 20 }, search({ timeline }))) {
        expect(readReason(reason).forSeller, reason).not.toBeNull();
      }
    }
    for (const { value: range } of RANGE_OPTIONS) {
      for (const reason of reasonsFor(turboprop, search({ range }))) {
        expect(readReason(reason).forSeller, reason).not.toBeNull();
      }
    }
    expect(readReason("Useful load 4,500 lbs suits cargo")).toEqual({ positive: true, forSeller: "Useful load suits their cargo" });
  });

  it("never passes free-text note words on to a seller", () => {
    expect(readReason("Mentions: winglets, wifi")).toEqual({ positive: true, forSeller: null });
    expect(readReason("Doesn't mention: hangar")).toEqual({ positive: false, forSeller: null });
    expect(readReason("Something new the engine says").forSeller).toBeNull();
  });
});

describe("summariseDemand", () => {
  it("counts nothing when there are no recent searches", () => {
    expect(summariseDemand(midsizeJet, [])).toEqual({
      searches: 0,
      forType: 0,
      inMarket: 0,
      matches: 0,
      strong: 0,
      good: 0,
      aligned: [],
      missing: [],
    });
  });

  it("counts matches at the threshold and splits them into strong and good", () => {
    const searches = [
      search({ passengerCapacity: "9-15", range: "long", usage: "charter" }), // a perfect fit
      search({ passengerCapacity: "5-8" }),
      search({ aircraftType: "turboprop", budget: 13_000_000 }), // a close type
      search({ aircraftType: "helicopter", budget: 3_000_000 }), // another market, far over budget
      search({ aircraftType: "single-engine", budget: 20_000_000 }), // another market
    ];
    const scores = searches.map((requirements) => scoreListing(requirements, describedListing(midsizeJet))?.matchScore ?? 0);
    const demand = summariseDemand(midsizeJet, searches);

    expect(demand.searches).toBe(5);
    expect(demand.inMarket).toBe(3);
    expect(demand.matches).toBe(scores.filter((score) => score >= MATCH_THRESHOLD).length);
    expect(demand.strong).toBe(scores.filter((score) => score >= STRONG_MATCH_SCORE).length);
    expect(demand.good).toBe(scores.filter((score) => score >= MATCH_THRESHOLD && score < STRONG_MATCH_SCORE).length);
    expect(demand.strong + demand.good).toBe(demand.matches);
    expect(demand.matches).toBeGreaterThanOrEqual(2);
    expect(demand.aligned[0]).toEqual({ text: "Within their budget", searches: demand.matches });
  });

  it("names the most common missing pieces among buyers of this kind of aircraft", () => {
    const searches = [
      ...Array.from({ length: 4 }, () => search({ passengerCapacity: "9-15", range: "ultra-long", budget: 10_000_000 })),
      search({ range: "ultra-long" }),
      search({ budget: 5_000_000 }), // excluded: far over this buyer's budget
      search({ aircraftType: "helicopter", budget: 1_000_000, passengerCapacity: "16+" }), // another market
    ];
    const demand = summariseDemand(midsizeJet, searches);
    // Six asked for a business jet; only one budget ($15M) fits its $12.5M price.
    expect(demand.forType).toBe(6);
    expect(demand.inMarket).toBe(1);
    expect(demand.missing).toEqual([
      { text: "Range short of their ultra-long trips", searches: 5 },
      { text: "Priced over their budget", searches: 4 },
      { text: FAR_OVER_BUDGET_REASON, searches: 1 },
    ]);
    expect(FAR_OVER_BUDGET_REASON).toBe("Priced more than 50% over their budget");
    // The helicopter buyer's seat needs say nothing about this jet.
    expect(demand.missing.some((reason) => reason.text.includes("16+"))).toBe(false);
  });

  it("counts each reason once per search and lists at most MAX_DEMAND_REASONS, most common first", () => {
    const searches = Array.from({ length: 30 }, (_, index) =>
      search({
        budget: 13_000_000 + (index % 5) * 1_000_000,
        passengerCapacity: index % 2 === 0 ? "9-15" : "5-8",
        range: index % 3 === 0 ? "medium" : "long",
        usage: index % 4 === 0 ? "business" : "charter",
        timeline: "immediate",
      }),
    );
    const demand = summariseDemand(midsizeJet, searches);
    expect(demand.aligned.length).toBeLessThanOrEqual(MAX_DEMAND_REASONS);
    expect(demand.aligned.length).toBeGreaterThan(0);
    for (const reason of demand.aligned) expect(reason.searches).toBeLessThanOrEqual(demand.matches);
    const counts = demand.aligned.map((reason) => reason.searches);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("shows only counts and generic wording, never a search's own amounts", () => {
    const searches = [search({ budget: 12_750_000, passengerCapacity: "5-8" }), search({ budget: 11_000_000 })];
    const demand = summariseDemand(midsizeJet, searches);
    const text = JSON.stringify(demand);
    expect(text).not.toMatch(/\$|12\.8M|12,750,000|11\.0M/);
    expect(Object.keys(demand).sort()).toEqual(["aligned", "forType", "good", "inMarket", "matches", "missing", "searches", "strong"]);
  });

  it("counts a search as demand only when its type and budget fit the aircraft: a $150k piston search is no demand for a $5M turboprop", () => {
    const turboprop: SellerAircraft = { category: "turboprop", price: 5_000_000, seats: 8, rangeNm: 1_500, year: 2015, usefulLoadLbs: 3_000, availableInMonths: 0 };
    const demand = summariseDemand(turboprop, [
      search({ aircraftType: "single-engine", budget: 150_000 }),
      search({ aircraftType: "turboprop", budget: 1_000_000 }),
      search({ aircraftType: "turboprop", budget: 5_500_000 }),
    ]);
    expect(demand.inMarket).toBe(1);
    expect(demand.matches).toBeLessThanOrEqual(1);
    expect(demand.strong + demand.good).toBe(demand.matches);
  });

  it("documents the window it reads", () => {
    expect(DEMAND_WINDOW_DAYS).toBe(90);
    expect(DEMAND_MAX_SEARCHES).toBe(5_000);
  });
});
