/**
 * Views noted by detail pages, written in batches off the request path, against a real
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL): still once per address per
 * listing per day, on the listing and on the seller's daily figures.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backgroundWorkDone } from "~/server/platform/background-work.server";
import { listings, listingViewsDaily } from "~/server/db/schema";
import { SEED_LISTINGS } from "~/server/db/seed-listings";
import { seedDatabase } from "~/server/db/seed.server";
import { noteListingView, writeNotedViewsNow } from "~/server/listings/listing-views.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
const [first, second] = SEED_LISTINGS.filter((seed) => seed.status === "active");

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
});

afterAll(async () => {
  await database.close();
});

const views = async (id: number) => (await database.db.select({ views: listings.views }).from(listings).where(eq(listings.id, id)))[0]?.views;
const today = async (id: number) =>
  (
    await database.db
      .select({ views: listingViewsDaily.views })
      .from(listingViewsDaily)
      .where(and(eq(listingViewsDaily.listingId, id), eq(listingViewsDaily.day, sql`(now() at time zone 'utc')::date`)))
  )[0]?.views;

describe("listing views noted by detail pages", () => {
  it("are written after the response, once per address and listing, on the listing and on its day", async () => {
    if (!first || !second) throw new Error("Too few active sample listings");
    const db = database.db;
    const [firstViews, secondViews] = [(await views(first.id)) ?? 0, (await views(second.id)) ?? 0];
    for (let reload = 0; reload < 5; reload++) noteListingView(db, first.id, "203.0.113.70");
    noteListingView(db, first.id, "203.0.113.71");
    noteListingView(db, second.id, "203.0.113.70");
    expect(await views(first.id)).toBe(firstViews);

    await backgroundWorkDone();
    expect(await views(first.id)).toBe(firstViews + 2);
    expect(await today(first.id)).toBe(2);
    expect(await views(second.id)).toBe(secondViews + 1);
    expect(await today(second.id)).toBe(1);
  });

  it("are written at once when the server shuts down", async () => {
    if (!second) throw new Error("Too few active sample listings");
    const before = await views(second.id);
    // The batch's timer never fires on its own here: only writing at once can store the view.
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      noteListingView(database.db, second.id, "203.0.113.73");
      writeNotedViewsNow();
      await backgroundWorkDone();
    } finally {
      vi.useRealTimers();
    }
    expect(await views(second.id)).toBe((before ?? 0) + 1);
  });

  it("still count an address once a day across batches", async () => {
    if (!first) throw new Error("Too few active sample listings");
    const before = await views(first.id);
    noteListingView(database.db, first.id, "203.0.113.70");
    await backgroundWorkDone();
    noteListingView(database.db, first.id, "203.0.113.70");
    noteListingView(database.db, first.id, "203.0.113.72");
    await backgroundWorkDone();
    expect(await views(first.id)).toBe((before ?? 0) + 1);
  });

  it("count two spellings of one address in a batch once, written in one go with other listings' views", async () => {
    if (!first || !second) throw new Error("Too few active sample listings");
    const [firstViews, secondViews] = [(await views(first.id)) ?? 0, (await views(second.id)) ?? 0];
    noteListingView(database.db, first.id, "2001:DB8::5");
    noteListingView(database.db, first.id, "2001:db8::5");
    noteListingView(database.db, second.id, "2001:db8::5");
    await backgroundWorkDone();
    expect(await views(first.id)).toBe(firstViews + 1);
    expect(await views(second.id)).toBe(secondViews + 1);
  });
});

describe("the sample inventory's views", () => {
  it("add up from dated records: no listing's total is below its last 30 days", async () => {
    const rows = await database.db
      .select({
        id: listings.id,
        total: listings.views,
        recent: sql<number>`coalesce(sum(${listingViewsDaily.views}) FILTER (WHERE ${listingViewsDaily.day} > current_date - 30), 0)`.mapWith(Number),
        recorded: sql<number>`coalesce(sum(${listingViewsDaily.views}), 0)`.mapWith(Number),
      })
      .from(listings)
      .leftJoin(listingViewsDaily, eq(listingViewsDaily.listingId, listings.id))
      .where(sql`${listings.status} <> 'draft'`)
      .groupBy(listings.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.total, `listing ${row.id}`).toBeGreaterThanOrEqual(row.recent);
      expect(row.total, `listing ${row.id}`).toBe(row.recorded);
    }
  });
});
