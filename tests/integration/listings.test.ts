/**
 * The listings repository against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), checked against the seed catalogue it was loaded with.
 * Every expectation is derived from SEED_LISTINGS, so editing the seed data
 * never needs a test edit.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CATALOG_PAGE_SIZE,
  CATEGORY_OPTIONS,
  type CatalogQuery,
  type CatalogSort,
  DEFAULT_CATALOG_QUERY,
  PRICE_OPTIONS,
  totalPages,
} from "~/domain/catalog/catalog";
import { searchTsquery, searchWords } from "~/domain/catalog/search-words";
import { aircraftDrawing } from "~/domain/catalog/aircraft-drawing";
import type { ListingCardData } from "~/domain/listings/listing";
import type { Database } from "~/server/db/database";
import { appMeta, listings, listingViewsDaily } from "~/server/db/schema";
import { SAMPLE_BASE_AIRPORTS } from "~/server/db/sample-airports";
import { sampleAviationFacts } from "~/server/db/sample-aviation";
import { type ListingSeed, SEED_LISTINGS } from "~/server/db/seed-listings";
import { listingSeedToRow, seedDatabase } from "~/server/db/seed.server";
import { recordListingView } from "~/server/listings/listing-views.server";
import { featuredListings, findPublicListing, findPublicListings } from "~/server/listings/listings.server";
import { searchCatalog } from "~/server/listings/catalog-page.server";
import { tsqueryFinds } from "../support/search-word-cases";
import { openTestDatabase, type TestDatabase } from "./test-database";

const DAY_MS = 86_400_000;
/** What the catalogue lists: aircraft for sale, and those under agreement (Pending, marked so on the card); not sold ones. */
const LISTED = SEED_LISTINGS.filter((seed) => seed.status === "active" || seed.status === "pending");

function query(changes: Partial<CatalogQuery> = {}): CatalogQuery {
  return { ...DEFAULT_CATALOG_QUERY, ...changes };
}

/** Every page of a catalogue query, in order, with the total each page reported. */
async function allPages(db: Database, changes: Partial<CatalogQuery> = {}): Promise<{ rows: ListingCardData[]; totals: number[]; pageSizes: number[] }> {
  const first = await searchCatalog(db, query({ ...changes, page: 1 }));
  const rows = [...first.listings];
  const totals = [first.total];
  const pageSizes = [first.listings.length];
  for (let page = 2; page <= totalPages(first.total); page++) {
    const next = await searchCatalog(db, query({ ...changes, page }));
    rows.push(...next.listings);
    totals.push(next.total);
    pageSizes.push(next.listings.length);
  }
  return { rows, totals, pageSizes };
}

const ids = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

/** The words a listing is found by, as the search vector is built (drizzle/0020_search.sql). */
function searchableWords(seed: ListingSeed): string {
  return searchWords([seed.name, seed.manufacturer, seed.model, seed.registration, seed.serialNumber, ...seed.features, seed.description, seed.location].join(" "));
}

/** What the catalogue should find for typed text: every term is the start of some word. */
function listedMatching(q: string): ListingSeed[] {
  const tsquery = searchTsquery(q);
  return LISTED.filter((seed) => tsquery === null || tsqueryFinds(tsquery, searchableWords(seed)));
}

type Sortable = { id: number; price: number; year: number; createdAt: Date };

/** Whether b may follow a in each sort order, ties included. */
const IN_ORDER: Record<Exclude<CatalogSort, "relevance" | "distance">, (a: Sortable, b: Sortable) => boolean> = {
  newest: (a, b) => a.createdAt > b.createdAt || (a.createdAt.getTime() === b.createdAt.getTime() && a.id > b.id),
  "price-low": (a, b) => a.price < b.price || (a.price === b.price && a.id < b.id),
  "price-high": (a, b) => a.price > b.price || (a.price === b.price && a.id > b.id),
  "year-new": (a, b) => a.year > b.year || (a.year === b.year && IN_ORDER.newest(a, b)),
  "year-old": (a, b) => a.year < b.year || (a.year === b.year && IN_ORDER.newest(a, b)),
};

function withoutId<T extends { id?: number }>(row: T): Omit<T, "id"> {
  const { id: _id, ...rest } = row;
  return rest;
}

function seedById(id: number): ListingSeed {
  const seed = SEED_LISTINGS.find((candidate) => candidate.id === id);
  if (!seed) throw new Error(`No seed listing ${id}`);
  return seed;
}

describe("the seed catalogue itself", () => {
  it("has what these tests rely on", () => {
    expect(new Set(SEED_LISTINGS.map((seed) => seed.id)).size).toBe(SEED_LISTINGS.length);
    expect(LISTED.length).toBeGreaterThan(CATALOG_PAGE_SIZE * 2);
    expect(LISTED.length).toBeLessThan(SEED_LISTINGS.length);
    expect(SEED_LISTINGS.filter((seed) => seed.isFeatured && seed.status === "active")).toHaveLength(3);
  });
});

describe("the catalogue, on the seeded database", () => {
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

  it("shows active and pending listings by default, each with its status, never a sold one, twelve to a page", async () => {
    const page = await searchCatalog(db, query());
    expect(page.total).toBe(LISTED.length);
    expect(SEED_LISTINGS.some((seed) => seed.status === "pending")).toBe(true);
    expect(page.listings).toHaveLength(CATALOG_PAGE_SIZE);
    expect(page.listings.every((listing) => seedById(listing.id).status === listing.status && listing.status !== "sold")).toBe(true);
  });

  it("carries only what a card shows, the description only for the list layout", async () => {
    const cardFields = ["category", "id", "image", "location", "manufacturer", "model", "name", "price", "sample", "sellerCompany", "status", "totalTimeHours", "verifiedLegalName", "views", "year"];
    const [grid] = (await searchCatalog(db, query())).listings;
    expect(Object.keys(grid ?? {}).sort()).toEqual(cardFields);
    const [list] = (await searchCatalog(db, query({ view: "list" }))).listings;
    expect(list?.description).toBe(seedById(list?.id ?? 0).description);
    const [featured] = await featuredListings(db);
    expect(Object.keys(featured ?? {}).sort()).toEqual(cardFields);
  });

  it("pages through every listed aircraft exactly once", async () => {
    const { rows, totals, pageSizes } = await allPages(db);
    expect(new Set(totals)).toEqual(new Set([LISTED.length]));
    expect(pageSizes).toHaveLength(Math.ceil(LISTED.length / CATALOG_PAGE_SIZE));
    expect(pageSizes.slice(0, -1).every((size) => size === CATALOG_PAGE_SIZE)).toBe(true);
    expect(pageSizes.at(-1)).toBe(LISTED.length - CATALOG_PAGE_SIZE * (pageSizes.length - 1));
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(ids(rows)).toEqual(ids(LISTED));
  });

  it("returns an empty page past the last one", async () => {
    const page = await searchCatalog(db, query({ page: totalPages(LISTED.length) + 1 }));
    expect(page.listings).toEqual([]);
    expect(page.total).toBe(LISTED.length);
  });

  describe("text search", () => {
    it.each([
      ["a manufacturer", "cessna"],
      ["a manufacturer in capitals", "CESSNA"],
      ["word prefixes", "cess cita"],
      ["a location", "geneva"],
      ["model words", "king air"],
      ["a model and its variant", "global 7500"],
      ["a registration", SEED_LISTINGS[0]?.registration ?? ""],
    ])("finds %s (%s)", async (_what, q) => {
      const expected = listedMatching(q);
      expect(expected.length).toBeGreaterThan(0);
      const { rows, totals } = await allPages(db, { q });
      expect(totals[0]).toBe(expected.length);
      expect(ids(rows)).toEqual(ids(expected));
    });

    it("finds Citations from the prefixes of Cessna Citation", async () => {
      const { rows } = await allPages(db, { q: "cess cita" });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.manufacturer === "Cessna" && row.model.startsWith("Citation"))).toBe(true);
    });

    it("requires every word to match", async () => {
      const page = await searchCatalog(db, query({ q: "cessna geneva" }));
      expect(page.total).toBe(listedMatching("cessna geneva").length);
    });

    it("searches features and descriptions too", async () => {
      const { rows } = await allPages(db, { q: "g1000" });
      expect(rows.length).toBeGreaterThan(0);
      expect(ids(rows)).toEqual(ids(listedMatching("g1000")));
    });

    it("treats tsquery operators as plain text", async () => {
      const page = await searchCatalog(db, query({ q: "cessna & | ! :* ( )" }));
      expect(page.total).toBe(listedMatching("cessna").length);
      const onlyOperators = await searchCatalog(db, query({ q: "& | ! :* ( ) '" }));
      expect(onlyOperators.total).toBe(LISTED.length);
    });

    it("finds nothing for a word no listing has", async () => {
      const page = await searchCatalog(db, query({ q: "zeppelin" }));
      expect(page).toEqual({ listings: [], total: 0, capped: false, rankedAmong: null });
    });
  });

  it.each(CATEGORY_OPTIONS.filter((option) => option.value !== "all").map((option) => option.value))(
    "filters by category %s",
    async (category) => {
      const expected = LISTED.filter((seed) => seed.category === category);
      const { rows, totals } = await allPages(db, { category });
      expect(totals[0]).toBe(expected.length);
      expect(ids(rows)).toEqual(ids(expected));
    },
  );

  it("combines text, category and price", async () => {
    const band = PRICE_OPTIONS.find((option) => option.value === "2m-10m");
    if (!band?.min || !band.max) throw new Error("The 2m-10m band moved");
    const { min, max } = band;
    const expected = listedMatching("cessna").filter((seed) => seed.category === "business-jet" && seed.price >= min && seed.price < max);
    const { rows } = await allPages(db, { q: "cessna", category: "business-jet", price: "2m-10m" });
    expect(ids(rows)).toEqual(ids(expected));
  });

  it.each(PRICE_OPTIONS.filter((option) => option.value !== "all"))("filters by price $label", async (band) => {
    const expected = LISTED.filter((seed) => (band.min === null || seed.price >= band.min) && (band.max === null || seed.price < band.max));
    expect(expected.length).toBeGreaterThan(0);
    const { rows, totals } = await allPages(db, { price: band.value });
    expect(totals[0]).toBe(expected.length);
    expect(ids(rows)).toEqual(ids(expected));
  });

  it.each(Object.keys(IN_ORDER) as (keyof typeof IN_ORDER)[])("sorts %s across every page", async (sort) => {
    const cards = (await allPages(db, { sort })).rows;
    expect(ids(cards)).toEqual(ids(LISTED));
    // Cards carry no listing date: the seed's age stands in for it, in the same order.
    const rows = cards.map((card) => ({ ...card, createdAt: new Date(-seedById(card.id).daysSinceListed * DAY_MS) }));
    const outOfOrder = rows.slice(1).filter((row, index) => {
      const previous = rows[index];
      return previous !== undefined && !IN_ORDER[sort](previous, row);
    });
    expect(outOfOrder.map((row) => row.id)).toEqual([]);
  });

  it("features exactly the three featured active listings, dearest first", async () => {
    const expected = SEED_LISTINGS.filter((seed) => seed.isFeatured && seed.status === "active").sort((a, b) => b.price - a.price || a.id - b.id);
    const featured = await featuredListings(db);
    expect(featured.map((listing) => listing.id)).toEqual(expected.map((seed) => seed.id));
    expect(featured.every((listing) => seedById(listing.id).isFeatured)).toBe(true);
  });

  it("finds a public listing with every field", async () => {
    const seed = seedById(LISTED[0]?.id ?? 0);
    const listing = await findPublicListing(db, seed.id);
    const { daysSinceListed, ...fields } = seed;
    // Its views are the sum of its dated view records, one a day since it was listed.
    expect(listing).toEqual({
      ...fields,
      aviation: sampleAviationFacts(seed),
      baseAirport: SAMPLE_BASE_AIRPORTS[seed.location],
      views: expect.any(Number),
      image: aircraftDrawing(seed).src,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(listing?.views).toBeGreaterThan(0);
    const listedAt = Date.now() - daysSinceListed * DAY_MS;
    expect(Math.abs((listing?.createdAt.getTime() ?? 0) - listedAt)).toBeLessThan(10 * 60_000);
  });

  it("finds pending and sold listings, which stay public", async () => {
    for (const status of ["pending", "sold"] as const) {
      const seed = SEED_LISTINGS.find((candidate) => candidate.status === status);
      if (!seed) continue;
      expect((await findPublicListing(db, seed.id))?.status).toBe(status);
    }
  });

  it("returns null for an unknown id", async () => {
    const unknown = Math.max(...SEED_LISTINGS.map((seed) => seed.id)) + 1;
    expect(await findPublicListing(db, unknown)).toBeNull();
  });
});

describe("writes", () => {
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

  const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(listings))[0]?.n;

  it("hides a draft from buyers", async () => {
    const seed = LISTED[1];
    if (!seed) throw new Error("Too few active listings");
    await db.update(listings).set({ status: "draft" }).where(eq(listings.id, seed.id));
    expect(await findPublicListing(db, seed.id)).toBeNull();
    const { rows, totals } = await allPages(db);
    expect(totals[0]).toBe(LISTED.length - 1);
    expect(rows.map((row) => row.id)).not.toContain(seed.id);
    await db.update(listings).set({ status: "active" }).where(eq(listings.id, seed.id));
    expect(await findPublicListing(db, seed.id)).not.toBeNull();
  });

  it("finds several public listings at once, leaving out drafts, deleted and unknown ids", async () => {
    const [draft, deleted, kept] = LISTED;
    const sold = SEED_LISTINGS.find((seed) => seed.status === "sold");
    if (!draft || !deleted || !kept || !sold) throw new Error("Too few seed listings");
    try {
      await db.update(listings).set({ status: "draft" }).where(eq(listings.id, draft.id));
      await db.update(listings).set({ status: "deleted" }).where(eq(listings.id, deleted.id));
      const found = await findPublicListings(db, [draft.id, deleted.id, kept.id, sold.id, 2_000_000]);
      expect(found.map((listing) => listing.id).sort((a, b) => a - b)).toEqual([kept.id, sold.id].sort((a, b) => a - b));
      expect(await findPublicListings(db, [])).toEqual([]);
    } finally {
      await db.update(listings).set({ status: "active" }).where(inArray(listings.id, [draft.id, deleted.id]));
    }
  });

  it("puts a price on a band's lower bound in that band, not the one below", async () => {
    const seed = LISTED[2];
    if (!seed) throw new Error("Too few active listings");
    try {
      for (const [index, band] of PRICE_OPTIONS.entries()) {
        if (!band.min) continue;
        const below = PRICE_OPTIONS[index - 1];
        await db.update(listings).set({ price: band.min }).where(eq(listings.id, seed.id));
        const inBand = await allPages(db, { price: band.value });
        expect(inBand.rows.map((row) => row.id), band.value).toContain(seed.id);
        if (below && below.value !== "all") {
          const inBelow = await allPages(db, { price: below.value });
          expect(inBelow.rows.map((row) => row.id), below.value).not.toContain(seed.id);
        }
      }
    } finally {
      await db.update(listings).set({ price: seed.price }).where(eq(listings.id, seed.id));
    }
  });

  it("counts a view on the listing and on today's row, once per client address per listing per day", async () => {
    const [seed, other] = [LISTED[3], LISTED[4]];
    if (!seed || !other) throw new Error("Too few active listings");
    const today = () =>
      db
        .select({ views: listingViewsDaily.views })
        .from(listingViewsDaily)
        .where(and(eq(listingViewsDaily.listingId, seed.id), eq(listingViewsDaily.day, sql`current_date`)));
    const views = async (id: number) => (await findPublicListing(db, id))?.views;
    const [seedViews, otherViews] = [(await views(seed.id)) ?? 0, (await views(other.id)) ?? 0];
    const start = new Date();
    const later = (hours: number) => new Date(start.getTime() + hours * 3_600_000);

    expect(await today()).toEqual([]);
    await recordListingView(db, seed.id, "203.0.113.7", start);
    expect(await views(seed.id)).toBe(seedViews + 1);
    expect(await today()).toEqual([{ views: 1 }]);

    // The same address reloading, even hours later, is the same view.
    await recordListingView(db, seed.id, "203.0.113.7", start);
    await recordListingView(db, seed.id, "203.0.113.7", later(23.9));
    expect(await views(seed.id)).toBe(seedViews + 1);
    expect(await today()).toEqual([{ views: 1 }]);

    // Another address is another viewer; the first address's view of another listing counts there.
    await recordListingView(db, seed.id, "198.51.100.20", start);
    await recordListingView(db, other.id, "203.0.113.7", start);
    expect(await views(seed.id)).toBe(seedViews + 2);
    expect(await today()).toEqual([{ views: 2 }]);
    expect(await views(other.id)).toBe(otherViews + 1);

    // A day after its first counted view, the address counts again.
    await recordListingView(db, seed.id, "203.0.113.7", later(24));
    expect(await views(seed.id)).toBe(seedViews + 3);
    expect(await today()).toEqual([{ views: 3 }]);
    const todayRows = await db
      .select()
      .from(listingViewsDaily)
      .where(and(eq(listingViewsDaily.listingId, seed.id), eq(listingViewsDaily.day, sql`current_date`)));
    expect(todayRows).toHaveLength(1);
  });

  it("counts concurrent views from one address once", async () => {
    const seed = LISTED[5];
    if (!seed) throw new Error("Too few active listings");
    const now = new Date();
    const before = (await findPublicListing(db, seed.id))?.views ?? 0;
    await Promise.all(Array.from({ length: 10 }, () => recordListingView(db, seed.id, "192.0.2.55", now)));
    expect((await findPublicListing(db, seed.id))?.views).toBe(before + 1);
  });

  it("seeds only once", async () => {
    await seedDatabase(db);
    expect(await count()).toBe(SEED_LISTINGS.length);
    // One seed marker; the other fact is the page cache's inventory version (drizzle/0043).
    expect((await db.select().from(appMeta)).map((row) => row.key).filter((key) => key !== "inventory_version")).toHaveLength(1);
  });

  it("keeps a removed listing removed when seeding again", async () => {
    const seed = SEED_LISTINGS.at(-1);
    if (!seed) throw new Error("No seed listings");
    await db.delete(listings).where(eq(listings.id, seed.id));
    await seedDatabase(db);
    expect(await count()).toBe(SEED_LISTINGS.length - 1);
    expect(await findPublicListing(db, seed.id)).toBeNull();
  });

  it("gives new listings ids past the seeded ones", async () => {
    const [inserted] = await db
      .insert(listings)
      .values({ ...withoutId(listingSeedToRow(seedById(LISTED[0]?.id ?? 0))), registration: "N-TEST" })
      .returning({ id: listings.id });
    expect(inserted?.id).toBeGreaterThan(Math.max(...SEED_LISTINGS.map((seed) => seed.id)));
  });
});
