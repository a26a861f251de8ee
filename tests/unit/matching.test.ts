import { describe, expect, it } from "vitest";
import type { Listing } from "~/domain/listings/listing";
import type { MatchRequirements } from "~/domain/matching/match-requirements-schema";
import { countMatches, rankingHead, rankListings } from "~/domain/matching/ranking";
import { createListingScorer, scoreListing } from "~/domain/matching/matching";
import { readReason } from "~/domain/matching/seller-demand";
import { MATCH_RULES, MATCH_THRESHOLD, MATCH_WEIGHTS, UNANSWERED_FIT } from "~/domain/matching/rules";

type ListingOverrides = Omit<Partial<Listing>, "specifications"> & {
  specifications?: Partial<Listing["specifications"]>;
};

let nextId = 1;

/** A full, active listing with plain defaults (a mid-priced turboprop), overridable field by field. */
function listing(overrides: ListingOverrides = {}): Listing {
  const { specifications, ...rest } = overrides;
  const id = rest.id ?? nextId++;
  return {
    id,
    name: `Aircraft ${id}`,
    manufacturer: "Generic",
    model: "Model",
    year: 2015,
    category: "turboprop",
    price: 900_000,
    location: "Denver, CO",
    totalTimeHours: 2_000,
    seats: 6,
    usefulLoadLbs: 2_000,
    registration: `N${id}AM`,
    serialNumber: `SN-${id}`,
    description: "Well maintained.",
    features: [],
    availableInMonths: 0,
    image: "/aircraft/single-turboprop.svg",
    status: "active",
    isFeatured: false,
    views: 0,
    contact: { name: "Sam Seller", phone: "555-0100", email: "sam@example.com", company: "Sam Aviation" },
    aviation: {},
    createdAt: new Date("2024-01-01T00:00:00Z"),
    updatedAt: new Date("2024-01-01T00:00:00Z"),
    ...rest,
    specifications: {
      maxSpeedKts: 300,
      cruiseSpeedKts: 280,
      rangeNm: 1_500,
      ceilingFt: 30_000,
      fuelCapacityGal: 400,
      baggageCuFt: 40,
      ...specifications,
    },
  };
}

function requirements(overrides: Partial<MatchRequirements> = {}): MatchRequirements {
  return { aircraftType: "turboprop", budget: 1_000_000, ...overrides };
}

/** The score of an aircraft meeting everything asked: each question left blank counts at UNANSWERED_FIT. */
function met(req: MatchRequirements): number {
  const unanswered =
    (req.passengerCapacity ? 0 : MATCH_WEIGHTS.passengerCapacity) +
    (req.range ? 0 : MATCH_WEIGHTS.range) +
    (req.usage ? 0 : MATCH_WEIGHTS.usage) +
    (req.timeline ? 0 : MATCH_WEIGHTS.timeline) +
    (req.additionalNotes ? 0 : MATCH_WEIGHTS.notes);
  return Math.round(100 - (1 - UNANSWERED_FIT) * unanswered);
}

const cessna172 = (id: number) =>
  listing({
    id,
    name: "2012 Cessna 172S Skyhawk",
    manufacturer: "Cessna",
    model: "172S Skyhawk",
    category: "single-engine",
    price: 145_000,
    seats: 4,
    usefulLoadLbs: 850,
    description: "Classic four-seat trainer with Garmin G1000.",
    specifications: { cruiseSpeedKts: 124, maxSpeedKts: 163, rangeNm: 640 },
    availableInMonths: 0,
  });

describe("rankListings scenarios", () => {
  it("gives a training buyer with a $150K budget a trainer first, not a jet", () => {
    const oldJet = listing({
      id: 1,
      name: "1975 Learjet 24D",
      category: "business-jet",
      price: 140_000,
      seats: 6,
      specifications: { cruiseSpeedKts: 440, rangeNm: 1_200 },
    });
    const twin = listing({
      id: 2,
      name: "Piper Seneca II",
      category: "multi-engine",
      price: 165_000,
      seats: 6,
      specifications: { cruiseSpeedKts: 165, rangeNm: 800 },
    });
    const kingAir = listing({ id: 3, category: "turboprop", price: 1_200_000 });
    const trainer = cessna172(4);

    const results = rankListings(
      requirements({
        aircraftType: "single-engine",
        budget: 150_000,
        usage: "training",
        passengerCapacity: "1-4",
        timeline: "immediate",
      }),
      [oldJet, twin, kingAir, trainer],
    );

    expect(results[0]?.listing.id).toBe(trainer.id);
    expect(results[0]?.reasons).toContain("Single Engine, as you asked");
    expect(results[0]?.reasons).toContain("Well suited to flight training");
    expect(results[0]?.reasons).toContain("Within budget: $145,000 of $150,000");
    const jet = results.find((result) => result.listing.id === oldJet.id);
    expect(jet).toBeDefined();
    expect(jet?.matchScore).toBeLessThan(MATCH_THRESHOLD);
    expect(jet?.reasons).toContain("Not a typical training aircraft");
    // The twin is a little over budget but a near type, so it ranks above the jet.
    expect(results.map((result) => result.listing.id)).toEqual([trainer.id, twin.id, oldJet.id]);
    // The King Air is 8x the budget: excluded.
    expect(results.some((result) => result.listing.id === kingAir.id)).toBe(false);
  });

  it("gives a charter buyer with 9-15 passengers and long range the large-cabin jets first", () => {
    const g450 = listing({
      id: 10,
      name: "Gulfstream G450",
      category: "business-jet",
      price: 18_000_000,
      seats: 14,
      specifications: { cruiseSpeedKts: 476, rangeNm: 4_350 },
    });
    const challenger = listing({
      id: 11,
      name: "Bombardier Challenger 350",
      category: "business-jet",
      price: 22_000_000,
      seats: 10,
      specifications: { cruiseSpeedKts: 448, rangeNm: 3_200 },
    });
    const cj3 = listing({
      id: 12,
      name: "Cessna Citation CJ3",
      category: "business-jet",
      price: 7_000_000,
      seats: 7,
      specifications: { cruiseSpeedKts: 416, rangeNm: 2_040 },
    });
    const phenom = listing({
      id: 13,
      name: "Embraer Phenom 100",
      category: "business-jet",
      price: 3_000_000,
      seats: 4,
      specifications: { cruiseSpeedKts: 390, rangeNm: 1_178 },
    });
    const kingAir = listing({
      id: 14,
      name: "King Air 350",
      category: "turboprop",
      price: 6_000_000,
      seats: 9,
      specifications: { cruiseSpeedKts: 312, rangeNm: 1_800 },
    });

    const results = rankListings(
      requirements({
        aircraftType: "business-jet",
        budget: 25_000_000,
        passengerCapacity: "9-15",
        range: "long",
        usage: "charter",
      }),
      [phenom, kingAir, cj3, challenger, g450],
    );

    expect(results.slice(0, 2).map((result) => result.listing.id).sort()).toEqual([
      g450.id,
      challenger.id,
    ]);
    expect(results[0]?.matchScore).toBe(met(requirements({ passengerCapacity: "9-15", range: "long", usage: "charter" })));
    expect(results[0]?.reasons).toEqual(
      expect.arrayContaining(["Business Jet, as you asked", "Popular for charter operations"]),
    );
    const g450Result = results.find((result) => result.listing.id === g450.id);
    expect(g450Result?.reasons).toContain("Seats 14, you need 9-15");
    expect(g450Result?.reasons).toContain("Range 4,350 nm covers long trips");
    const phenomResult = results.find((result) => result.listing.id === phenom.id);
    const cj3Result = results.find((result) => result.listing.id === cj3.id);
    expect(phenomResult?.matchScore).toBeLessThan(cj3Result?.matchScore ?? 0);
    expect(cj3Result?.matchScore).toBeLessThan(results[1]?.matchScore ?? 0);
    expect(phenomResult?.reasons).toContain("Range 1,178 nm is short of long trips");
    expect(phenomResult?.reasons).toContain("Seats 4, fewer than the 9-15 you need");
  });

  it("sinks over-budget aircraft below in-budget ones and excludes far-over-budget ones", () => {
    const budget = 5_000_000;
    const cheap = listing({ id: 20, price: 600_000 }); // a tiny fraction of the budget
    const inBudget = listing({ id: 21, price: 4_200_000 });
    const slightlyOver = listing({ id: 22, price: 5_400_000 });
    const wellOver = listing({ id: 23, price: 6_500_000 });
    const atLimit = listing({ id: 24, price: budget * MATCH_RULES.overBudgetExclusionFactor });
    const farOver = listing({ id: 25, price: 8_000_000 });

    const results = rankListings(requirements({ budget }), [
      farOver,
      atLimit,
      wellOver,
      slightlyOver,
      cheap,
      inBudget,
    ]);

    expect(results.map((result) => result.listing.id)).toEqual([
      inBudget.id,
      cheap.id,
      slightlyOver.id,
      wellOver.id,
      atLimit.id,
    ]);
    const scores = results.map((result) => result.matchScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(results[0]?.reasons).toContain("Within budget: $4.2M of $5.0M");
    expect(results[2]?.reasons).toContain("8% over your $5.0M budget");
    expect(results[3]?.reasons).toContain("30% over your $5.0M budget");
    expect(scoreListing(requirements({ budget }), farOver)).toBeNull();
  });

  it("has no upper limit at the $100M+ budget", () => {
    const airliner = listing({ id: 30, category: "commercial", price: 140_000_000 });
    const results = rankListings(requirements({ aircraftType: "commercial", budget: 100_000_000 }), [
      airliner,
    ]);
    expect(results).toHaveLength(1);
    expect(results[0]?.matchScore).toBe(met(requirements()));
    expect(results[0]?.meetsRequirements).toBe(true);
    expect(results[0]?.reasons).toContain("Within budget: $140.0M of $100M+");
  });

  it("leaves out listings that are not active", () => {
    const active = listing({ id: 40 });
    const others = (["pending", "sold", "draft"] as const).map((status, index) =>
      listing({ id: 41 + index, status }),
    );
    const results = rankListings(requirements(), [...others, active]);
    expect(results.map((result) => result.listing.id)).toEqual([active.id]);
  });

  it("breaks ties by lower price, then lower id", () => {
    // Both prices use most of the budget, so the scores tie.
    const pricier = listing({ id: 50, price: 900_000 });
    const cheaperHighId = listing({ id: 52, price: 800_000 });
    const cheaperLowId = listing({ id: 51, price: 800_000 });
    const results = rankListings(requirements(), [pricier, cheaperHighId, cheaperLowId]);
    expect(new Set(results.map((result) => result.matchScore)).size).toBe(1);
    expect(results.map((result) => result.listing.id)).toEqual([51, 52, 50]);
    expect(results.map((result) => result.rank)).toEqual([1, 2, 3]);
  });
});

describe("scoring", () => {
  it("scores absent optional fields neutrally", () => {
    const perfect = listing({ id: 60, price: 900_000 });
    // Differs only in what the unasked questions would judge.
    const different = listing({
      id: 61,
      price: 900_000,
      seats: 2,
      usefulLoadLbs: 300,
      availableInMonths: 30,
      description: "Nothing special.",
      specifications: { rangeNm: 300, cruiseSpeedKts: 150 },
    });
    const base = requirements();

    // Nothing given beyond type and budget: a perfect fit scores what two answers can say (78), and the two are equal.
    expect(scoreListing(base, perfect)?.matchScore).toBe(78);
    expect(scoreListing(base, different)?.matchScore).toBe(78);

    // A criterion the listing fully meets raises the score: more was asked, and answered.
    const asked = requirements({ passengerCapacity: "5-8", range: "medium", timeline: "immediate" });
    expect(scoreListing(asked, perfect)?.matchScore).toBe(91);

    // Every question answered and met: 100.
    const everything = requirements({ aircraftType: "single-engine", passengerCapacity: "1-4", range: "short", usage: "personal", timeline: "long", additionalNotes: "trainer" });
    expect(scoreListing(everything, listing({ id: 63, price: 900_000, seats: 4, category: "single-engine", description: "A trainer." }))?.matchScore).toBe(100);

    // The unasked questions leave no reasons behind.
    const reasons = scoreListing(base, different)?.reasons ?? [];
    expect(reasons.some((reason) => /Seats|Range|Available|Mentions|training|charter/.test(reason))).toBe(false);
  });

  it("counts a given criterion in proportion to its weight", () => {
    const shortRange = listing({ id: 62, price: 900_000, specifications: { rangeNm: 750 } });
    const result = scoreListing(requirements({ range: "medium" }), shortRange);
    const expected = Math.round(
      MATCH_WEIGHTS.aircraftType +
        MATCH_WEIGHTS.budget +
        MATCH_WEIGHTS.range * 0.5 +
        UNANSWERED_FIT * (MATCH_WEIGHTS.passengerCapacity + MATCH_WEIGHTS.usage + MATCH_WEIGHTS.timeline + MATCH_WEIGHTS.notes),
    );
    expect(result?.matchScore).toBe(expected);
    expect(result?.reasons).toContain("Range 750 nm is short of medium trips");
  });

  it("gives a near category partial credit and an unrelated one none", () => {
    const req = requirements({ aircraftType: "turboprop" });
    const same = scoreListing(req, listing({ category: "turboprop" }));
    const near = scoreListing(req, listing({ category: "single-engine" }));
    const twin = scoreListing(req, listing({ category: "multi-engine" }));
    const far = scoreListing(req, listing({ category: "helicopter" }));
    expect(same?.matchScore).toBe(met(req));
    expect(near?.matchScore).toBeLessThan(met(req));
    expect(twin?.matchScore).toBeGreaterThan(near?.matchScore ?? 100);
    expect(far?.matchScore).toBeLessThan(near?.matchScore ?? 0);
    expect(far?.matchScore).toBeLessThan(MATCH_THRESHOLD);
    expect(near?.reasons).toContain("Single Engine, close to the Turboprop you asked for");
    expect(far?.reasons).toContain("Helicopter, not the Turboprop you asked for");
  });

  it("surfaces note words the listing mentions, and ranks it higher", () => {
    const withExtras = listing({
      id: 70,
      price: 900_000,
      description: "Recently upgraded Wi-Fi and new paint.",
      features: ["Blended winglets", "Garmin G1000"],
      location: "Austin, Texas",
    });
    const plain = listing({ id: 71, price: 800_000 });
    const req = requirements({
      additionalNotes: "Looking for WINGLETS and wifi, ideally based in Texas. G1000 please!",
    });

    const results = rankListings(req, [plain, withExtras]);
    expect(results[0]?.listing.id).toBe(withExtras.id);
    // "Looking", "ideally" and "please" are stop words; "based" is not in the listing.
    expect(results[0]?.reasons).toContain("Mentions: winglets, wifi, texas, g1000");
    expect(results[0]?.matchScore).toBeLessThan(100);
    expect(results[1]?.reasons.some((reason) => reason.startsWith("Doesn't mention:"))).toBe(true);

    const short = scoreListing(
      requirements({ additionalNotes: "winglet with wifi" }),
      withExtras,
    );
    expect(short?.reasons).toContain("Mentions: winglet, wifi");
    expect(short?.matchScore).toBe(met(requirements({ additionalNotes: "winglet with wifi" })));

    // Whole words only: "air" is not found inside "repairs".
    const repaired = listing({ description: "Recent repairs.", features: [] });
    expect(scoreListing(requirements({ additionalNotes: "air" }), repaired)?.reasons).toContain(
      "Doesn't mention: air",
    );
    // Plurals and hyphenated spellings both ways.
    const multi = listing({ description: "Multi-engine trainer with two batteries." });
    expect(scoreListing(requirements({ additionalNotes: "multiengine battery" }), multi)?.reasons).toContain(
      "Mentions: multiengine, battery",
    );
  });

  it("ignores notes made only of short or stop words", () => {
    const plain = listing({ id: 72, price: 900_000 });
    expect(scoreListing(requirements({ additionalNotes: "I want the one for us, please" }), plain)).toEqual(
      scoreListing(requirements(), plain),
    );
  });

  it("reports availability against the timeline", () => {
    const now = listing({ availableInMonths: 0 });
    const later = listing({ availableInMonths: 8 });
    const immediate = requirements({ timeline: "immediate" });
    expect(scoreListing(immediate, now)?.reasons).toContain("Available now");
    expect(scoreListing(immediate, later)?.reasons).toContain(
      "Available in 8 months, later than your 1-3 month timeline",
    );
    expect(scoreListing(requirements({ timeline: "medium" }), later)?.reasons).toContain(
      "Available in 8 months",
    );
    expect(scoreListing(requirements({ timeline: "long" }), listing({ availableInMonths: 30 }))?.matchScore).toBe(
      met(requirements({ timeline: "long" })),
    );
  });

  it("penalises far more seats than needed only mildly", () => {
    const req = requirements({ aircraftType: "commercial", budget: 50_000_000, passengerCapacity: "1-4" });
    const airliner = listing({ category: "commercial", price: 40_000_000, seats: 50 });
    const result = scoreListing(req, airliner);
    expect(result?.reasons).toContain("Seats 50, far more than the 1-4 you need");
    expect(result?.matchScore).toBeGreaterThanOrEqual(met(req) - 2);
    expect(scoreListing(req, listing({ category: "commercial", price: 40_000_000, seats: 6 }))?.matchScore).toBe(
      met(req),
    );
  });

  it("favours useful load and turboprops for cargo", () => {
    const req = requirements({ aircraftType: "turboprop", usage: "cargo" });
    const caravan = listing({ category: "turboprop", usefulLoadLbs: 3_500, price: 900_000 });
    const small = listing({ category: "turboprop", usefulLoadLbs: 900, price: 900_000 });
    const caravanResult = scoreListing(req, caravan);
    expect(caravanResult?.reasons).toContain("Useful load 3,500 lbs suits cargo");
    expect(caravanResult?.matchScore).toBeGreaterThan(scoreListing(req, small)?.matchScore ?? 100);
  });

  it("scores a listing whatever its status, so sellers can see demand for a draft", () => {
    const draft = listing({ status: "draft", price: 900_000 });
    expect(scoreListing(requirements(), draft)?.matchScore).toBe(met(requirements()));
  });

  it("always gives integer scores within 0..100 and one to five reasons", () => {
    const categories = ["single-engine", "multi-engine", "turboprop", "business-jet", "commercial", "helicopter"] as const;
    const listings: Listing[] = [];
    for (let index = 0; index < 240; index++) {
      listings.push(
        listing({
          id: 1_000 + index,
          category: categories[index % categories.length],
          price: 50_000 + ((index * 7_919_000) % 12_000_000),
          seats: 1 + (index % 19),
          usefulLoadLbs: (index * 997) % 20_000,
          availableInMonths: index % 25,
          specifications: { rangeNm: (index * 331) % 8_000, cruiseSpeedKts: 90 + (index % 400) },
          description: index % 3 === 0 ? "Winglets, WiFi and a fresh annual." : "Clean aircraft.",
        }),
      );
    }
    const variants: MatchRequirements[] = [
      requirements({ aircraftType: "helicopter", budget: 50_000 }),
      requirements({ aircraftType: "business-jet", budget: 5_000_000, usage: "business", range: "ultra-long" }),
      requirements({
        aircraftType: "commercial",
        budget: 100_000_000,
        passengerCapacity: "16+",
        range: "long",
        usage: "cargo",
        timeline: "immediate",
        additionalNotes: "winglets wifi paint",
      }),
      requirements({ aircraftType: "single-engine", budget: 250_000, usage: "personal", timeline: "short" }),
    ];
    for (const req of variants) {
      const results = rankListings(req, listings);
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) {
        expect(Number.isInteger(result.matchScore)).toBe(true);
        expect(result.matchScore).toBeGreaterThanOrEqual(0);
        expect(result.matchScore).toBeLessThanOrEqual(100);
        expect(result.reasons.length).toBeGreaterThanOrEqual(1);
        expect(result.reasons.length).toBeLessThanOrEqual(5);
      }
      expect(results.map((result) => result.rank)).toEqual(results.map((_, index) => index + 1));
      // The head the buyer's page keeps, explained alone, is the same results with the same reasons.
      const matchCount = countMatches(results);
      for (const [matches, alternatives] of [[0, 0], [1, 1], [2, 3], [50, 50]] as const) {
        expect(rankingHead(req, listings, matches, alternatives)).toEqual({
          matchCount,
          ranked: results.length,
          matches: results.slice(0, Math.min(matches, matchCount)),
          alternatives: results.slice(matchCount, matchCount + alternatives),
        });
      }
    }
  });

  it("counts as matches only the type asked for within the budget, and ranks them before the alternatives", () => {
    const req = requirements({ aircraftType: "turboprop", budget: 5_000_000 });
    const kingAir = listing({ id: 80, category: "turboprop", price: 4_900_000 });
    const pc12 = listing({ id: 81, category: "turboprop", price: 5_400_000 });
    const warrior = listing({ id: 82, category: "single-engine", price: 85_000 });
    const twin = listing({ id: 83, category: "multi-engine", price: 900_000 });
    const results = rankListings(req, [warrior, pc12, twin, kingAir]);
    expect(countMatches(results)).toBe(1);
    expect(results.map((result) => [result.listing.id, result.meetsRequirements])).toEqual([
      [80, true],
      ...results.slice(1).map((result) => [result.listing.id, false]),
    ]);
    expect(results.map((result) => result.listing.id)).toContain(pc12.id);
    expect(countMatches([])).toBe(0);
  });

  it("offers Multi Engine as a type of its own", () => {
    const req = requirements({ aircraftType: "multi-engine" });
    const baron = scoreListing(req, listing({ category: "multi-engine", price: 900_000 }));
    expect(baron?.meetsRequirements).toBe(true);
    expect(baron?.reasons).toContain("Multi Engine, as you asked");
    expect(scoreListing(req, listing({ category: "single-engine", price: 900_000 }))?.meetsRequirements).toBe(false);
  });

  it("documents weights that add up to 100", () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });
});

describe("engine time and ADS-B Out in the reasons", () => {
  const engine = (timeHours: number, tboHours: number) => ({ make: "Pratt & Whitney Canada", model: "PT6A-67P", timeHours, basis: "SMOH" as const, tboHours });

  it("says the engine's time against its TBO, the twin's nearest overhaul first, without changing the score", () => {
    const plain = listing({ id: 900 });
    const twin = listing({ id: 901, aviation: { engines: [engine(450, 3_600), engine(1_200, 3_600)] } });
    const scored = scoreListing(requirements(), twin);
    expect(scored?.reasons).toContain("Engine at 1,200 of 3,600 hours");
    expect(scored?.matchScore).toBe(scoreListing(requirements(), plain)?.matchScore);
  });

  it("gives a good engine time a place among the reasons only after every answer the buyer gave", () => {
    const jet = listing({ aviation: { engines: [engine(450, 3_600)] } });
    const answered = requirements({ passengerCapacity: "1-4", range: "short", usage: "personal", timeline: "long" });
    const reasons = scoreListing(answered, jet)?.reasons ?? [];
    expect(reasons).toHaveLength(5);
    expect(reasons.join(" ")).not.toContain("Engine at");
    expect(scoreListing(requirements(), jet)?.reasons).toContain("Engine at 450 of 3,600 hours");
  });

  it("counts an engine at or near its TBO as a reason against", () => {
    expect(scoreListing(requirements(), listing({ aviation: { engines: [engine(3_500, 3_600)] } }))?.reasons).toContain(
      "Engine at 3,500 of 3,600 hours, past 90% of its TBO: overhaul due soon",
    );
    expect(scoreListing(requirements(), listing({ aviation: { engines: [engine(3_700, 3_600)] } }))?.reasons).toContain(
      "Engine at 3,700 of 3,600 hours, past 90% of its TBO: overhaul due",
    );
  });

  it("gives damage history, partial or missing logbooks and an expired inspection as reasons against, saying why", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const worn = listing({
      aviation: {
        history: { damage: "yes", damageDescription: "Gear-up landing in 2019, repaired by the factory service centre. Logs on file.", logbooks: "partial" },
        inspection: { lastDate: "2025-06-01", nextDue: "2026-06-01" },
      },
    });
    const scored = createListingScorer(requirements(), now)(worn)!;
    const against = scored.reasons.filter((reason) => !readReason(reason).positive);
    expect(against).toEqual(
      expect.arrayContaining([
        "Damage history: Gear-up landing in 2019, repaired by the factory service centre",
        "Logbooks partial: part of the aircraft's records is missing",
        "Inspection expired: the next was due Jun 1, 2026",
      ]),
    );
    expect(createListingScorer(requirements(), now)(listing({ aviation: { history: { logbooks: "no" } } }))?.reasons).toContain("Logbooks missing: the aircraft's records are not there");
    const sound = listing({ aviation: { history: { damage: "none", logbooks: "yes" }, inspection: { nextDue: "2027-01-15" } } });
    expect(createListingScorer(requirements(), now)(sound)?.reasons.join(" ")).not.toMatch(/Damage|Logbooks|Inspection/);
  });

  it("reads every condition and engine reason as a reason against, not a tick", () => {
    for (const reason of [
      "Engine at 3,500 of 3,600 hours, past 90% of its TBO: overhaul due soon",
      "Engine at 3,700 of 3,600 hours, past 90% of its TBO: overhaul due",
      "No ADS-B Out, required where you fly",
      "Damage history",
      "Damage history: Hail damage",
      "Logbooks partial: part of the aircraft's records is missing",
      "Logbooks missing: the aircraft's records are not there",
      "Inspection expired: the next was due Jun 1, 2026",
    ]) expect(readReason(reason).positive, reason).toBe(false);
    expect(readReason("Engine at 1,200 of 3,600 hours").positive).toBe(true);
  });

  it("mentions ADS-B Out only where the buyer's mission needs it", () => {
    const equipped = listing({ aviation: { equipment: { items: [], other: [], adsbOut: "yes" } } });
    const without = listing({ aviation: { equipment: { items: [], other: [], adsbOut: "no" } } });
    expect(scoreListing(requirements({ usage: "business" }), equipped)?.reasons).toContain("ADS-B Out equipped");
    expect(scoreListing(requirements({ usage: "charter" }), without)?.reasons).toContain("No ADS-B Out, required where you fly");
    expect(scoreListing(requirements({ additionalNotes: "Needs ADS-B" }), equipped)?.reasons).toContain("ADS-B Out equipped");
    expect(scoreListing(requirements({ usage: "training" }), without)?.reasons.join(" ")).not.toContain("ADS-B");
  });
});
