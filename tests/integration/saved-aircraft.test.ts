/**
 * A buyer's saved aircraft against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), on the seed catalogue the app loads on first start.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedAircraft } from "~/server/db/schema";
import { SEED_LISTINGS } from "~/server/db/seed-listings";
import { seedDatabase } from "~/server/db/seed.server";
import { removeSavedAircraft, saveAircraft, savedListingIds } from "~/server/alerts/saved-aircraft.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
const [first, second, third] = SEED_LISTINGS.map((seed) => seed.id);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
});

afterAll(async () => {
  await database.close();
});

describe("saved aircraft", () => {
  it("saving twice keeps one entry, and each buyer sees only their own hearts", async () => {
    const buyer = randomUUID();
    const otherBuyer = randomUUID();
    await saveAircraft(database.db, buyer, first!);
    await saveAircraft(database.db, buyer, first!);
    await saveAircraft(database.db, buyer, second!);
    await saveAircraft(database.db, otherBuyer, third!);

    expect(await savedListingIds(database.db, buyer, [first!, second!, third!])).toEqual(new Set([first, second]));
    expect(await savedListingIds(database.db, otherBuyer, [first!, second!, third!])).toEqual(new Set([third]));
    const rows = await database.db.select().from(savedAircraft);
    expect(rows.filter((row) => row.userId === buyer)).toHaveLength(2);
  });

  it("only asks about the listings on the page", async () => {
    const buyer = randomUUID();
    await saveAircraft(database.db, buyer, first!);
    expect(await savedListingIds(database.db, buyer, [second!])).toEqual(new Set());
    expect(await savedListingIds(database.db, buyer, [])).toEqual(new Set());
  });

  it("removing takes the aircraft off that buyer's list only", async () => {
    const buyer = randomUUID();
    const otherBuyer = randomUUID();
    await saveAircraft(database.db, buyer, first!);
    await saveAircraft(database.db, otherBuyer, first!);
    await removeSavedAircraft(database.db, buyer, first!);
    await removeSavedAircraft(database.db, buyer, second!);
    expect(await savedListingIds(database.db, buyer, [first!])).toEqual(new Set());
    expect(await savedListingIds(database.db, otherBuyer, [first!])).toEqual(new Set([first]));
  });
});
