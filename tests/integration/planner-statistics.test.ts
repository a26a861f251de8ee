/**
 * A growing database gets statistics: the alert round, the site's background job, analyses
 * the database once the inventory changed, at most once an hour (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL). What the planner knows of a table shows in pg_class.reltuples.
 * On PostgreSQL, the app's connections plan without JIT (decision note 023).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAlertSender } from "~/server/alerts/alert-sender.server";
import { generateListings } from "~/server/db/generate-listings";
import { insertListings, seedDatabase } from "~/server/db/seed.server";
import { refreshPlannerStatistics, STATISTICS_INTERVAL_MS } from "~/server/platform/planner-statistics.server";
import { capturingMailer } from "../support/mailers";
import { openTestDatabase, type TestDatabase, testDatabaseEngine } from "./test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  // On PostgreSQL autovacuum could analyse the table in the middle of a test: only the round's ANALYZE counts here.
  await database.db.execute(sql`ALTER TABLE listings SET (autovacuum_enabled = false)`);
});

afterAll(async () => {
  await database.close();
});

/** How many listings the planner believes there are. */
async function plannedListings(): Promise<number> {
  const result = await database.db.execute(sql`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'listings'`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

async function listingCount(): Promise<number> {
  const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM listings`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

describe("the planner's statistics", () => {
  it("are taken by the alert round once listings were added, and not again within the hour", async () => {
    await insertListings(database.db, generateListings(300));
    const listings = await listingCount();
    expect(await plannedListings()).toBeLessThan(listings);

    const sender = createAlertSender({ mailer: capturingMailer(), siteUrl: "https://aeromarket.example", secrets: ["a-session-secret-for-the-tests"], intervalMs: 60_000 });
    await sender.runRound(database.db);
    expect(await plannedListings()).toBe(listings);

    await insertListings(database.db, generateListings(200, 2).map((listing) => ({ ...listing, id: listing.id + 1_000 })));
    expect(await listingCount()).toBeGreaterThan(listings);
    await sender.runRound(database.db);
    expect(await plannedListings()).toBe(listings);

    const anHourLater = new Date(Date.now() + STATISTICS_INTERVAL_MS + 1_000);
    expect(await refreshPlannerStatistics(database.db, anHourLater)).toBe(true);
    expect(await plannedListings()).toBe(await listingCount());
  });

  it("are not taken again when the inventory has not changed", async () => {
    const twoHoursLater = new Date(Date.now() + 2 * STATISTICS_INTERVAL_MS + 1_000);
    expect(await refreshPlannerStatistics(database.db, twoHoursLater)).toBe(false);
  });
});

describe("the app's PostgreSQL connections", () => {
  it.skipIf(testDatabaseEngine() === "pglite")("compile no plan just in time", async () => {
    const result = await database.db.execute(sql`SHOW jit`);
    expect((result as unknown as { rows: { jit: string }[] }).rows[0]?.jit).toBe("off");
  });
});
