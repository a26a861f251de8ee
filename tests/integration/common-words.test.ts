/**
 * Words that match more than RANKED_MATCHES listings (docs/decisions/026): "Best match"
 * orders the first RANKED_MATCHES found, the count still stops at its cap, and the
 * facets offer the choices of the search without its words, uncounted; in another order,
 * the page is that order's first matches (docs/decisions/057).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogQuery, RANKED_MATCHES } from "~/domain/catalog/catalog";
import type { Database } from "~/server/db/database";
import { seedDatabase } from "~/server/db/seed.server";
import { catalogFacetCounts } from "~/server/listings/catalog-facets.server";
import { searchCatalog } from "~/server/listings/catalog-page.server";
import { likelyAlongOrder, pageAlongOrder } from "~/server/listings/words-in-order.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
let db: Database;
const COPIES = RANKED_MATCHES + 50;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await seedDatabase(db);
  // Copies of the first active listing, each with a word of its own (Zebrafin) no sample listing has.
  const copied = "seller_id, manufacturer, model, year, category, price, location, total_time_hours, max_speed_kts, cruise_speed_kts, range_nm, ceiling_ft, fuel_capacity_gal, baggage_cu_ft, seats, useful_load_lbs, registration, serial_number, description, contact_name, contact_phone, contact_email, contact_company, status";
  // Each copy dearer than the last; as many others without the word (Quagga), cheaper than any of them.
  const copies = (name: string, price: string) =>
    sql.raw(
      `INSERT INTO listings (name, price, ${copied.replace("price, ", "")}) SELECT '${name} ' || g, ${price}, ${copied.replace("price, ", "")} FROM (SELECT * FROM listings WHERE status = 'active' ORDER BY id LIMIT 1) AS one CROSS JOIN generate_series(1, ${COPIES}) AS g`,
    );
  await db.execute(copies("Zebrafin", "10000000 + g * 1000"));
  await db.execute(copies("Quagga", "1000 + g"));
  // As the hourly refresh would: the planner's statistics know the copies.
  await db.execute(sql`ANALYZE listings`);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe("a word in more listings than Best match ranks", () => {
  it("ranks the first it finds, and still counts to the catalogue's cap", async () => {
    const page = await searchCatalog(db, parseCatalogQuery(new URLSearchParams("q=zebrafin")));
    expect(page.rankedAmong).toBe(RANKED_MATCHES);
    expect(page).toMatchObject({ total: 1_000, capped: true });
    // The copies rank alike, and newest first among equals would put the last ones first: those
    // shown are among the first RANKED_MATCHES in the table's order (a new table's: the ids').
    const { rows } = (await db.execute(sql.raw(`SELECT max(id) AS last FROM (SELECT id FROM listings WHERE name LIKE 'Zebrafin %' ORDER BY id LIMIT ${RANKED_MATCHES}) AS first`))) as unknown as {
      rows: { last: number }[];
    };
    expect(page.listings).toHaveLength(12);
    expect(page.listings.every((listing) => listing.id <= (rows[0]?.last ?? 0))).toBe(true);
  });

  it("still counts the matches on a page past the last one it ranked", async () => {
    const past = Math.ceil(COPIES / 12) + 10;
    const page = await searchCatalog(db, parseCatalogQuery(new URLSearchParams(`q=zebrafin&page=${past}`)));
    expect(page).toMatchObject({ listings: [], total: COPIES, capped: false, rankedAmong: RANKED_MATCHES });
  });

  it("ranks all the matches of words that find fewer", async () => {
    const page = await searchCatalog(db, parseCatalogQuery(new URLSearchParams("q=zebrafin 7")));
    expect(page.rankedAmong).toBeNull();
  });

  it("are shown in the buyer's order among all their matches, whether the first listings of that order have the words or not", async () => {
    const copy = (g: number) => `Zebrafin ${g}`;
    // The dearest listings are copies.
    const dearest = await searchCatalog(db, parseCatalogQuery(new URLSearchParams("q=zebrafin&sort=price-high")));
    expect(dearest.listings.map((listing) => listing.name)).toEqual(Array.from({ length: 12 }, (_, index) => copy(COPIES - index)));
    // More than 2,000 listings are cheaper and without the word.
    const cheapest = await searchCatalog(db, parseCatalogQuery(new URLSearchParams("q=zebrafin&sort=price-low&page=2")));
    expect(cheapest.listings.map((listing) => listing.name)).toEqual(Array.from({ length: 12 }, (_, index) => copy(13 + index)));
    expect(cheapest).toMatchObject({ total: 1_000, capped: true });
  });

  it("are read along the order only as far as asked: a page found there is the order's first matches", async () => {
    const byPrice = (params: string) => parseCatalogQuery(new URLSearchParams(`q=zebrafin&${params}`));
    // The 2,050 cheapest listings are without the word: reading the first 100 finds no page.
    expect(await pageAlongOrder(db, byPrice("sort=price-low"), 100)).toBeNull();
    const sorted = await searchCatalog(db, byPrice("sort=price-low&page=2"));
    expect(await pageAlongOrder(db, byPrice("sort=price-low&page=2"), 2 * COPIES)).toEqual(sorted.listings.map((listing) => listing.id));
    // The dearest are copies: the first 100 hold a page of them.
    const dearest = await searchCatalog(db, byPrice("sort=price-high"));
    expect(await pageAlongOrder(db, byPrice("sort=price-high"), 100)).toEqual(dearest.listings.map((listing) => listing.id));
    expect(await pageAlongOrder(db, byPrice("sort=price-high&page=9"), 100)).toBeNull();
  });

  it("are read along the order only when a sample of them says a page lies early on it", async () => {
    const byPrice = (sort: string) => parseCatalogQuery(new URLSearchParams(`q=zebrafin&sort=${sort}`));
    // The copies are the dearest listings, so they come first by highest price and after every cheaper one by lowest.
    expect(await likelyAlongOrder(db, byPrice("price-high"), COPIES)).toBe(true);
    expect(await likelyAlongOrder(db, byPrice("price-low"), 1_000)).toBe(false);
    // Fewer matches than the sample: all sorted.
    expect(await likelyAlongOrder(db, parseCatalogQuery(new URLSearchParams("q=zebrafin 7&sort=price-high")), COPIES)).toBe(false);
  });

  it("offers the facets' choices of the search without its words, without counts", async () => {
    const counts = await catalogFacetCounts(db, parseCatalogQuery(new URLSearchParams("q=zebrafin&year_from=1990")));
    const withoutWords = await catalogFacetCounts(db, parseCatalogQuery(new URLSearchParams("year_from=1990")));
    expect(counts.counted).toBe(false);
    expect(withoutWords.counted).toBe(true);
    expect(counts.manufacturers).toEqual(withoutWords.manufacturers);
  });
});
