/**
 * The buyer's results from the per-process snapshot (match-snapshot.server.ts) are the
 * ranking rankListings makes over every candidate, read afresh: on a generated
 * inventory, for a table of requirements, the first time (ranked from the snapshot)
 * and again (a kept ranking), and after changes to what the ranking reads, on PGlite
 * or PostgreSQL (TEST_DATABASE_URL).
 */
import { and, eq, getTableColumns, isNotNull, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listing } from "~/domain/listings/listing";
import { AIRCRAFT_TYPE_OPTIONS, BUDGET_MAX } from "~/domain/matching/match-requirements";
import { type MatchRequirements, matchRequirementsSchema } from "~/domain/matching/match-requirements-schema";
import { countMatches, type MatchResult, rankListings } from "~/domain/matching/ranking";
import { listings, profiles } from "~/server/db/schema";
import { toListing } from "~/server/listings/listings.server";
import { findMatches } from "~/server/matching/matching.server";
import { fillInventory } from "../../scripts/bench/inventory";
import { openTestDatabase, type TestDatabase } from "./test-database";

const GENERATED = 2_000;
const MOST_SHOWN = 50;
const ALTERNATIVES = 3;

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await fillInventory(database.db, GENERATED);
}, 120_000);

afterAll(async () => {
  await database.close();
});

const requirementsOf = (answers: Record<string, string>): MatchRequirements => matchRequirementsSchema.parse(answers);

/** Every type at budgets from the smallest to "$100M+", and each kind of answer, notes included. */
const REQUIREMENTS: MatchRequirements[] = [
  ...AIRCRAFT_TYPE_OPTIONS.flatMap(({ value: aircraftType }) =>
    ["50000", "150000", "1200000", "5000000", "40000000", String(BUDGET_MAX)].map((budget) => requirementsOf({ aircraftType, budget })),
  ),
  requirementsOf({ aircraftType: "business-jet", budget: "5000000", passengerCapacity: "5-8", range: "medium", usage: "business", timeline: "short" }),
  requirementsOf({ aircraftType: "business-jet", budget: "40000000", passengerCapacity: "9-15", range: "long", usage: "charter" }),
  requirementsOf({ aircraftType: "single-engine", budget: "150000", passengerCapacity: "1-4", usage: "training", timeline: "immediate" }),
  requirementsOf({ aircraftType: "multi-engine", budget: "900000", passengerCapacity: "5-8", range: "ultra-long", usage: "personal", timeline: "long" }),
  requirementsOf({ aircraftType: "turboprop", budget: "5000000", passengerCapacity: "16+", range: "medium", usage: "cargo", timeline: "medium" }),
  requirementsOf({ aircraftType: "helicopter", budget: "3000000", passengerCapacity: "5-8", usage: "charter" }),
  requirementsOf({ aircraftType: "commercial", budget: String(BUDGET_MAX), passengerCapacity: "16+", range: "ultra-long", usage: "cargo" }),
  requirementsOf({
    aircraftType: "turboprop",
    budget: "5000000",
    passengerCapacity: "5-8",
    range: "medium",
    usage: "cargo",
    timeline: "short",
    additionalNotes: "Cargo door, Garmin G1000, known icing, low time engines, hangared",
  }),
  requirementsOf({ aircraftType: "business-jet", budget: "20000000", usage: "business", additionalNotes: "ADS-B, WiFi, winglets" }),
];

/** Every listing on show to buyers, every column read afresh: what the ranking must be made of. */
async function everyCandidate(): Promise<Listing[]> {
  const { search: _search, ...columns } = getTableColumns(listings);
  const rows = await database.db
    .select(columns)
    .from(listings)
    .where(
      and(
        isNull(listings.hiddenAt),
        sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${listings.sellerId} and ${profiles.suspendedAt} is not null)`,
      ),
    );
  return rows.map(toListing);
}

const shown = (results: MatchResult[]) =>
  results.map(({ listing, matchScore, meetsRequirements, reasons, rank }) => ({ id: listing.id, matchScore, meetsRequirements, reasons, rank }));

/** What the buyer's page shows for `show` matches: today's ranking over `candidates` (every one, by default). */
async function expectedPage(requirements: MatchRequirements, show: number, candidates?: Listing[]) {
  const ranked = rankListings(requirements, candidates ?? (await everyCandidate()));
  const matchCount = countMatches(ranked);
  return {
    matchCount,
    ranked: ranked.length,
    results: shown([...ranked.slice(0, Math.min(show, matchCount)), ...ranked.slice(matchCount, matchCount + ALTERNATIVES)]),
  };
}

async function page(requirements: MatchRequirements, show: number) {
  const found = await findMatches(database.db, requirements, show, ALTERNATIVES);
  return { matchCount: found.matchCount, ranked: found.ranked, results: shown(found.results) };
}

describe("the buyer's ranking at one inventory version", () => {
  it("is today's ranking over every candidate, ranked afresh and kept, for each set of requirements", async () => {
    const candidates = await everyCandidate();
    for (const requirements of REQUIREMENTS) {
      // The first request ranks from the snapshot, the next ones read the kept ranking ("Show more", then a reload).
      for (const show of [3, MOST_SHOWN, 13, 3]) {
        expect(await page(requirements, show), JSON.stringify({ requirements, show })).toEqual(await expectedPage(requirements, show, candidates));
      }
    }
    const counts = await Promise.all(REQUIREMENTS.map(async (requirements) => (await findMatches(database.db, requirements, 0)).matchCount));
    expect(counts.some((count) => count > MOST_SHOWN)).toBe(true);
  }, 300_000);
});

describe("after a change to what the ranking reads", () => {
  const jet = requirementsOf({ aircraftType: "business-jet", budget: "5000000", passengerCapacity: "5-8", range: "medium", usage: "business", timeline: "short" });

  it("a price change, a listing withdrawn and a seller suspended show in the next results", async () => {
    const before = await page(jet, 3);
    const best = before.results[0]!.id;

    await database.db.update(listings).set({ price: 5_000_000 * 2 }).where(eq(listings.id, best));
    expect((await page(jet, 3)).results.map((result) => result.id)).not.toContain(best);
    expect(await page(jet, 3)).toEqual(await expectedPage(jet, 3));

    const next = (await page(jet, 3)).results[0]!.id;
    await database.db.update(listings).set({ status: "sold" }).where(eq(listings.id, next));
    expect(await page(jet, MOST_SHOWN)).toEqual(await expectedPage(jet, MOST_SHOWN));

    const [owned] = await database.db
      .select({ sellerId: listings.sellerId })
      .from(listings)
      .where(and(isNotNull(listings.sellerId), eq(listings.status, "active"), eq(listings.category, "business-jet")))
      .limit(1);
    expect(owned?.sellerId).toBeTruthy();
    await database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, owned!.sellerId!));
    expect(await page(jet, MOST_SHOWN)).toEqual(await expectedPage(jet, MOST_SHOWN));
  }, 120_000);
});
