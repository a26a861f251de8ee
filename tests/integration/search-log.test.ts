/**
 * The catalogue's search log (PGlite, or PostgreSQL with TEST_DATABASE_URL): what a search
 * keeps and what it does not, the operators' week of figures, and the 90 days it is kept.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~/domain/catalog/catalog";
import { searchLog } from "~/server/db/schema";
import { catalogAddress, logSearch, pruneSearchLog, reloadsShownSearch, searchToLog, searchWeek } from "~/server/listings/search-log.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(searchLog);
});

const NOW = new Date("2026-11-27T12:00:00Z");
const DAY_MS = 86_400_000;
const query = (params: string) => parseCatalogQuery(new URLSearchParams(params));

describe("a search logged", () => {
  it("keeps its words, its filters and how many aircraft it showed, and nothing about who searched", async () => {
    const search = searchToLog("King Air", query("q=king air&region=TX&sort=price-low&view=list"), 2);
    expect(search).toEqual({ q: "king air", filters: { region: "TX" }, resultCount: 2 });
    await logSearch(database.db, search!, NOW);
    const columns = await database.db.execute(sql`select column_name from information_schema.columns where table_name = 'search_log' order by column_name`);
    expect((columns as unknown as { rows: { column_name: string }[] }).rows.map((row) => row.column_name)).toEqual(["filters", "id", "q", "result_count", "searched_at"]);
  });

  it("is only a search: words or a filter, on its first page", () => {
    expect(searchToLog("", query(""), 66)).toBeNull();
    expect(searchToLog("", query("sort=price-low"), 66)).toBeNull();
    expect(searchToLog("jet", query("q=jet&page=2"), 13)).toBeNull();
    expect(searchToLog("", query("category=helicopter"), 9)).toEqual({ q: "", filters: { category: "helicopter" }, resultCount: 9 });
  });

  it("is counted once: a page reloading its data after a form on it (its Referer, the same search) is no new search", () => {
    const address = catalogAddress("/catalog.data?q=jet&region=TX&_routes=routes%2Fcatalog")!;
    expect(reloadsShownSearch(address, "https://aeromarket.example/catalog?region=TX&q=jet&compare=3")).toBe(true);
    expect(reloadsShownSearch(address, "https://aeromarket.example/catalog?q=jet")).toBe(false);
    expect(reloadsShownSearch(address, "https://aeromarket.example/")).toBe(false);
    expect(reloadsShownSearch(address, "https://aeromarket.example/aircraft/3")).toBe(false);
    expect(reloadsShownSearch(address, null)).toBe(false);
    expect(reloadsShownSearch(address, "not a url")).toBe(false);
  });

  it("is known again from a page the cache gives, by its catalogue address", () => {
    expect(catalogAddress("/catalog.data?q=jet&_routes=routes%2Fcatalog")).toBe(catalogAddress("/catalog?q=jet"));
    expect(catalogAddress("/catalog.data?q=jet&_routes=root")).toBeNull();
    expect(catalogAddress("/aircraft/3")).toBeNull();
  });
});

describe("the operators' week", () => {
  it("counts the searches of the last seven days, those with no results, and ranks the words", async () => {
    const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY_MS);
    for (const [q, resultCount, daysAgo] of [
      ["king air", 2, 1],
      ["king air", 2, 2],
      ["king air", 2, 3],
      ["zzzz", 0, 1],
      ["zzzz", 0, 2],
      ["helicopter", 9, 1],
      ["gulfstrem x", 0, 1],
      ["king air", 2, 9],
      ["old nothing", 0, 8],
    ] as const) {
      await logSearch(database.db, { q, filters: {}, resultCount }, at(daysAgo));
    }
    const week = await searchWeek(database.db, NOW);
    expect(week).toMatchObject({ searches: 7, withoutResults: 3 });
    expect(week.topQueries).toEqual([
      { q: "king air", searches: 3 },
      { q: "zzzz", searches: 2 },
      { q: "gulfstrem x", searches: 1 },
      { q: "helicopter", searches: 1 },
    ]);
    expect(week.zeroResultQueries).toEqual([
      { q: "zzzz", searches: 2 },
      { q: "gulfstrem x", searches: 1 },
    ]);
  });

  it("forgets searches after 90 days", async () => {
    await logSearch(database.db, { q: "kept", filters: {}, resultCount: 1 }, new Date(NOW.getTime() - 89 * DAY_MS));
    await logSearch(database.db, { q: "forgotten", filters: {}, resultCount: 1 }, new Date(NOW.getTime() - 91 * DAY_MS));
    await pruneSearchLog(database.db, NOW);
    expect((await database.db.select({ q: searchLog.q }).from(searchLog)).map((row) => row.q)).toEqual(["kept"]);
  });
});
