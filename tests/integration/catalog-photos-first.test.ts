/**
 * Listings with photos rank first among equals in the catalogue's price, date and year
 * orders (PGlite, or PostgreSQL with TEST_DATABASE_URL): the chosen order still decides
 * first, and the photo only breaks its ties. Deleting the last photo gives the place back.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CatalogQuery, DEFAULT_CATALOG_QUERY, totalPages } from "~/domain/catalog/catalog";
import type { Database } from "~/server/db/database";
import { listingPhotos, listings } from "~/server/db/schema";
import { type ListingSeed, SEED_LISTINGS } from "~/server/db/seed-listings";
import { seedDatabase } from "~/server/db/seed.server";
import { searchCatalog } from "~/server/listings/catalog-page.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

const ACTIVE = SEED_LISTINGS.filter((seed) => seed.status === "active");

async function order(db: Database, changes: Partial<CatalogQuery>): Promise<number[]> {
  const query = { ...DEFAULT_CATALOG_QUERY, ...changes };
  const first = await searchCatalog(db, query);
  const ids = first.listings.map((listing) => listing.id);
  for (let page = 2; page <= totalPages(first.total); page++) ids.push(...(await searchCatalog(db, { ...query, page })).listings.map((listing) => listing.id));
  return ids;
}

/** The active listings that share a value with another one, by that value. */
function ties(value: (seed: ListingSeed) => number): ListingSeed[] {
  const groups = Map.groupBy(ACTIVE, value);
  const tied = [...groups.values()].filter((group) => group.length > 1).sort((a, b) => b.length - a.length)[0];
  if (!tied) throw new Error("The sample inventory has no tie here");
  return tied;
}

async function givePhoto(db: Database, listingId: number) {
  await db.insert(listingPhotos).values({ listingId, storageKey: `listings/${listingId}/photos-first`, widths: [640], width: 640, height: 400, position: 0, isCover: true });
}

describe("photos first among equals in the catalogue", () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await seedDatabase(db);
  });

  afterAll(async () => {
    await database?.close();
  });

  it("puts the listing with a photo first among those of its price, and keeps the prices in order", async () => {
    const tied = ties((seed) => seed.price);
    const before = await order(db, { sort: "price-low" });
    const tiedIds = tied.map((seed) => seed.id);
    const last = before.filter((id) => tiedIds.includes(id)).at(-1) ?? 0;
    await givePhoto(db, last);

    const after = await order(db, { sort: "price-low" });
    expect(after.filter((id) => tiedIds.includes(id))[0]).toBe(last);
    // Only the tie moved: every other listing keeps its place around it.
    expect(after.filter((id) => !tiedIds.includes(id))).toEqual(before.filter((id) => !tiedIds.includes(id)));
    expect(after.indexOf(last)).toBe(before.findIndex((id) => tiedIds.includes(id)));
  });

  it("puts the listing with a photo first among those listed at the same moment", async () => {
    const newest = await order(db, { sort: "newest" });
    const pair = newest.slice(-2);
    const withoutPhoto = await db.select({ id: listingPhotos.listingId }).from(listingPhotos).where(inArray(listingPhotos.listingId, pair));
    expect(withoutPhoto).toEqual([]);
    const [listedAt] = await db.select({ createdAt: listings.createdAt }).from(listings).where(eq(listings.id, pair[0] ?? 0));
    await db.update(listings).set({ createdAt: listedAt?.createdAt }).where(inArray(listings.id, pair));
    expect((await order(db, { sort: "newest" })).slice(-2)).toEqual([...pair].sort((a, b) => b - a));

    const later = Math.min(...pair);
    await givePhoto(db, later);
    expect((await order(db, { sort: "newest" })).slice(-2)).toEqual([later, Math.max(...pair)]);
  });

  it("puts the listing with a photo first among those of its year, in both year orders, until its photo is deleted", async () => {
    const tied = ties((seed) => seed.year);
    const tiedIds = tied.map((seed) => seed.id);
    for (const sort of ["year-new", "year-old"] as const) {
      // Earlier tests may have given one of them a photo already.
      const withPhotos = new Set((await db.select({ id: listingPhotos.listingId }).from(listingPhotos).where(inArray(listingPhotos.listingId, tiedIds))).map((row) => row.id));
      const before = await order(db, { sort });
      const last = before.filter((id) => tiedIds.includes(id) && !withPhotos.has(id)).at(-1) ?? 0;
      expect(before.filter((id) => tiedIds.includes(id)).indexOf(last)).toBeGreaterThanOrEqual(withPhotos.size + 1);
      await givePhoto(db, last);
      const after = await order(db, { sort });
      expect(after.filter((id) => tiedIds.includes(id)).indexOf(last)).toBeLessThan(withPhotos.size + 1);
      expect(after.filter((id) => !tiedIds.includes(id))).toEqual(before.filter((id) => !tiedIds.includes(id)));

      await db.delete(listingPhotos).where(eq(listingPhotos.listingId, last));
      expect(await order(db, { sort })).toEqual(before);
    }
  });
});
