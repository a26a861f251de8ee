/**
 * Search as buyers type it, on the sample inventory (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the database's rule for a listing's words is the domain's, and
 * every query of the golden set finds its listings among the first ten.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~/domain/catalog/catalog";
import { searchWords } from "~/domain/catalog/search-words";
import type { Database } from "~/server/db/database";
import { seedDatabase } from "~/server/db/seed.server";
import { catalogFacetCounts } from "~/server/listings/catalog-facets.server";
import { catalogAttributeCounts } from "~/server/listings/attribute-counts.server";
import { catalogSearchPage, designationsNear, emptyAdvice, findAircraft, readSearch, shownQuery } from "~/server/listings/catalog-search.server";
import { countCatalog, searchCatalog } from "~/server/listings/catalog-page.server";
import { NUMBER_FACETS } from "~/domain/catalog/facets";
import { SEARCH_GOLDEN_SET } from "../support/search-golden-set";
import { SEARCH_WORD_CASES } from "../support/search-word-cases";
import { openTestDatabase, type TestDatabase } from "./test-database";

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

describe("the database's words of a text", () => {
  it.each(SEARCH_WORD_CASES)("are the domain's for $text", async ({ text, words }) => {
    const [row] = await db.select({ words: sql<string>`search_words(${text})` }).from(sql`(select 1) as one`);
    expect(row?.words).toBe(words);
    expect(searchWords(text)).toBe(words);
  });
});

describe("the golden set", () => {
  it.each(SEARCH_GOLDEN_SET)("$params finds $finds in its first ten", async ({ params, finds }) => {
    const result = await findAircraft(db, readSearch(parseCatalogQuery(new URLSearchParams(params))).query);
    const firstTen = result.listings.slice(0, 10).map((listing) => listing.id);
    expect(firstTen).toEqual(expect.arrayContaining(finds));
  });

  it("has at least 150 queries", () => {
    expect(SEARCH_GOLDEN_SET.length).toBeGreaterThanOrEqual(150);
  });
});

describe("the attribute choices' counts", () => {
  it("are the same read with a Best match page's matches as counted apart, for every golden query, in a region and with a filter in force", async () => {
    let together = 0;
    for (const { params } of SEARCH_GOLDEN_SET) {
      for (const more of ["", "&region=TX", "&adsb=1", "&sort=price-low"]) {
        const query = readSearch(parseCatalogQuery(new URLSearchParams(params + more))).query;
        const page = await catalogSearchPage(db, query);
        if (page.result.attributeCounts !== undefined) together += 1;
        expect(page.attributeCounts, params + more).toEqual(await catalogAttributeCounts(db, shownQuery(query, page.result)));
      }
    }
    // Most golden queries are words in Best match: counted with their page.
    expect(together).toBeGreaterThan(SEARCH_GOLDEN_SET.length);
  });
});

describe("a misspelt word", () => {
  it("is searched as the nearest word the listings use, and says so", async () => {
    const result = await findAircraft(db, parseCatalogQuery(new URLSearchParams("q=citaton")));
    expect(result.correction).toEqual({ q: "citation" });
    expect(result.listings.every((listing) => listing.model.startsWith("Citation"))).toBe(true);
  });

  it("is left alone when the exact words find aircraft", async () => {
    expect((await findAircraft(db, parseCatalogQuery(new URLSearchParams("q=citation")))).correction).toBeNull();
  });

  it("finds nothing when no word is near", async () => {
    const result = await findAircraft(db, parseCatalogQuery(new URLSearchParams("q=zeppelin")));
    expect(result).toMatchObject({ total: 0, correction: null });
  });
});

describe("the facets' counts", () => {
  it("count each maker's aircraft under the other filters in force, and the models of the chosen maker", async () => {
    const query = parseCatalogQuery(new URLSearchParams("category=turboprop&manufacturer=Pilatus"));
    const counts = await catalogFacetCounts(db, query);
    const makers = new Map(counts.manufacturers.map((count) => [count.value, count.count]));
    for (const [maker, count] of makers) {
      const page = await searchCatalog(db, { ...query, facets: { ...query.facets, manufacturer: maker } });
      expect(page.total, maker).toBe(count);
    }
    expect(makers.get("Pilatus")).toBeGreaterThan(0);
    expect(makers.has("Gulfstream")).toBe(false);
    for (const model of counts.models) {
      const page = await searchCatalog(db, { ...query, facets: { ...query.facets, model: model.value } });
      expect(page.total, model.value).toBe(model.count);
    }
    const regions = await catalogFacetCounts(db, parseCatalogQuery(new URLSearchParams("region=Switzerland")));
    expect(regions.regions.find((count) => count.value === "TX")?.count).toBeGreaterThan(0);
  });
});

describe("the named facets' counts, counted in one pass", () => {
  it("match what the catalogue shows for each maker, model, region and number choice while all three are set", async () => {
    const query = parseCatalogQuery(new URLSearchParams("manufacturer=Cessna&model=340A&region=FL&year_from=1980"));
    const counts = await catalogFacetCounts(db, query);
    const cases = [
      ...counts.manufacturers.map(({ value, count }) => ({ facets: { ...query.facets, manufacturer: value, model: "" }, count })),
      ...counts.models.map(({ value, count }) => ({ facets: { ...query.facets, model: value }, count })),
      ...counts.regions.map(({ value, count }) => ({ facets: { ...query.facets, region: value }, count })),
    ];
    const numberCases = NUMBER_FACETS.flatMap((key) => counts.numbers[key].map(({ value, count }) => ({ facets: { ...query.facets, [key]: value }, count })));
    // Two Cessnas in Florida; the 340A is in Colorado.
    expect(counts.models.map((model) => model.value)).toEqual(["172S Skyhawk SP", "421C Golden Eagle"]);
    expect(counts.regions).toEqual([{ value: "CO", count: 1 }]);
    expect(counts.manufacturers.length).toBeGreaterThan(1);
    for (const { facets, count } of cases) expect(count, JSON.stringify(facets)).toBe(await countCatalog(db, { ...query, facets }));
    expect(cases.every(({ count }) => count > 0)).toBe(true);
    for (const { facets, count } of numberCases) expect(count, JSON.stringify(facets)).toBe(await countCatalog(db, { ...query, facets }));
  });
});

describe("the number facets' counts", () => {
  it("count each choice under the other filters in force, as many as the catalogue then shows", async () => {
    const query = parseCatalogQuery(new URLSearchParams("category=turboprop&year_from=2010&price_to=6000000&seats_min=6"));
    const counts = await catalogFacetCounts(db, query);
    for (const key of NUMBER_FACETS) {
      for (const { value, count } of counts.numbers[key]) {
        expect(count, `${key} ${value}`).toBe(await countCatalog(db, { ...query, facets: { ...query.facets, [key]: value } }));
      }
    }
    const total = await countCatalog(db, query);
    expect(total).toBeGreaterThan(0);
    expect(counts.numbers.yearFrom.find((choice) => choice.value === 2010)?.count).toBe(total);
    expect(counts.numbers.minSeats.find((choice) => choice.value === 100)?.count).toBe(0);
    // "Up to 2005" under "from 2010" would read as a range the catalogue swaps: not offered.
    expect(counts.numbers.yearTo.map((choice) => choice.value).every((year) => year >= 2010)).toBe(true);
  });

  it("offer a value typed into the URL, and leave out a malformed one or put a reversed range in order", async () => {
    const counts = await catalogFacetCounts(db, parseCatalogQuery(new URLSearchParams("year_from=2013&year_to=abc&price_from=9000000&price_to=100000")));
    expect(counts.numbers.yearFrom.map((choice) => choice.value)).toContain(2013);
    expect(counts.numbers.yearTo.length).toBeGreaterThan(0);
    expect(counts.numbers.priceFrom.map((choice) => choice.value)).toContain(100_000);
    expect(counts.numbers.priceTo.map((choice) => choice.value)).toContain(9_000_000);
    expect(counts.numbers.priceTo.every((choice) => choice.value >= 100_000)).toBe(true);
  });
});

describe("an empty result", () => {
  it("offers each filter dropped, with what that shows, and the nearest aircraft", async () => {
    const advice = await emptyAdvice(db, parseCatalogQuery(new URLSearchParams("q=gulfstream&category=helicopter")));
    expect(advice.drops.map((drop) => drop.label)).toEqual(["the words “gulfstream”", "Helicopter"]);
    expect(advice.drops.every((drop) => drop.total > 0)).toBe(true);
    expect(advice.nearest?.listings.length).toBeGreaterThan(0);
  });
});

describe("words that match nothing", () => {
  const find = (params: string) => findAircraft(db, readSearch(parseCatalogQuery(new URLSearchParams(params))).query);

  it("are left out beside words that match, and the result says which", async () => {
    const result = await find("q=king air zzzz");
    expect(result.dropped).toEqual({ words: "zzzz", q: "king air" });
    expect(result.listings.map((listing) => listing.id)).toEqual(expect.arrayContaining([4, 50]));
    expect(result.listings.every((listing) => listing.model.startsWith("King Air"))).toBe(true);
  });

  it("alone find nothing, and the empty result shows no unrelated aircraft", async () => {
    const result = await find("q=zzzz");
    expect(result).toMatchObject({ total: 0, correction: null, dropped: null });
    const advice = await emptyAdvice(db, parseCatalogQuery(new URLSearchParams("q=zzzz")));
    expect(advice.nearest).toBeNull();
    expect(advice.designations).toEqual([]);
  });

  it("are not left out for words that tell no aircraft apart", async () => {
    expect(await find("q=engine qqqq")).toMatchObject({ total: 0, dropped: null });
  });

  it("are never corrected into a word most listings use", async () => {
    for (const q of ["aircraf", "aircrafts", "airplan"]) expect((await find(`q=${q}`)).correction?.q ?? "", q).not.toMatch(/aircraft|airplane/);
  });

  it("offer the makers and models nearest to them", async () => {
    const near = await designationsNear(db, parseCatalogQuery(new URLSearchParams("")), "citaton");
    expect(near.map((designation) => designation.label)).toEqual(expect.arrayContaining([expect.stringMatching(/^Cessna Citation/)]));
    expect(near[0]?.href).toMatch(/^\/catalog\?q=/);
  });
});

describe("words read as filters", () => {
  it("find the category's aircraft for its names, and the place's for a state, a country or an airport", async () => {
    const jets = await findAircraft(db, readSearch(parseCatalogQuery(new URLSearchParams("q=business jet"))).query);
    expect(jets.total).toBe(await countCatalog(db, parseCatalogQuery(new URLSearchParams("category=business-jet"))));
    const texas = readSearch(parseCatalogQuery(new URLSearchParams("q=Texas")));
    expect(texas.query.facets.region).toBe("TX");
    const found = await findAircraft(db, texas.query);
    expect(found.total).toBeGreaterThan(0);
    expect(found.listings.every((listing) => listing.location.endsWith(", TX"))).toBe(true);
  });
});
