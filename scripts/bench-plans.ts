/**
 * The plan of every query behind a public page, on PostgreSQL at 10,000 and at
 * 1,000,000 listings: `BENCH_DATABASE_URL=postgres://... npm run bench:plans`
 * (TEST_DATABASE_URL works too). BENCH_PLAN_SIZES=10000 keeps to the smaller size.
 *
 * Each size gets a fresh database (dropped at the end): the sample inventory and
 * 10,000 generated listings; for 1,000,000, copies of the generated ones made by one
 * INSERT ... SELECT generate_series (scripts/bench/inventory.ts's growListings);
 * photos on every tenth listing and a price change on every seventh. Then the app's
 * own functions run each page's work through a drizzle instance that records its SQL,
 * and each recorded statement is shown with EXPLAIN (ANALYZE, BUFFERS), trimmed to its
 * plan nodes. A sequential scan of listings is flagged. BENCH_PLAN_DATABASE_URL explains
 * against a database filled before (by fillInventory, say) instead, as it is, and keeps it.
 */
import { getTableName } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type CatalogQuery, DEFAULT_CATALOG_QUERY } from "~/domain/catalog/catalog";
import { matchRequirementsSchema } from "~/domain/matching/match-requirements-schema";
import type { Database } from "~/server/db/database";
import * as schema from "~/server/db/schema";
import { catalogFacetCounts } from "~/server/listings/catalog-facets.server";
import { listingPhotosOf } from "~/server/listings/listing-photos.server";
import { featuredListings, findPublicListing } from "~/server/listings/listings.server";
import { searchCatalog } from "~/server/listings/catalog-page.server";
import { findMatches } from "~/server/matching/matching.server";
import { priceHistoryOf } from "~/server/listings/price-history.server";
import { openScratchPostgres } from "../tests/integration/test-database";
import { fillInventory } from "./bench/inventory";

const SIZES = (process.env.BENCH_PLAN_SIZES ?? "10000,1000000").split(",").map(Number);
// A generated listing with photos (id % 10) and a price change (id % 7).
const DETAIL_ID = 1050;

type Statement = { sql: string; params: unknown[] };

const catalog = (changes: Partial<CatalogQuery>): CatalogQuery => ({ ...DEFAULT_CATALOG_QUERY, ...changes });

const PAGES: { name: string; run: (db: Database) => Promise<unknown> }[] = [
  { name: "home: featured cards", run: (db) => featuredListings(db) },
  ...(["newest", "price-low", "price-high", "year-new", "year-old"] as const).map((sort) => ({
    name: `catalog sort ${sort}`,
    run: (db: Database) => searchCatalog(db, catalog({ sort })),
  })),
  { name: "catalog category", run: (db) => searchCatalog(db, catalog({ category: "single-engine" })) },
  { name: "catalog price", run: (db) => searchCatalog(db, catalog({ price: "0-500k" })) },
  { name: "catalog q", run: (db) => searchCatalog(db, catalog({ q: "citation" })) },
  { name: "catalog q+category+sort", run: (db) => searchCatalog(db, catalog({ q: "citation", category: "business-jet", sort: "price-low" })) },
  { name: "catalog category+price+sort", run: (db) => searchCatalog(db, catalog({ category: "single-engine", price: "0-500k", sort: "year-new" })) },
  { name: "catalog rare combination", run: (db) => searchCatalog(db, catalog({ category: "helicopter", price: "10m+", sort: "year-old" })) },
  { name: "catalog page 2", run: (db) => searchCatalog(db, catalog({ page: 2 })) },
  { name: "catalog near KTEB 500 nm", run: (db) => searchCatalog(db, catalog({ facets: { ...DEFAULT_CATALOG_QUERY.facets, near: "KTEB", radiusNm: 500 } })) },
  {
    name: "catalog near KTEB 500 nm nearest first",
    run: (db) => searchCatalog(db, catalog({ sort: "distance", facets: { ...DEFAULT_CATALOG_QUERY.facets, near: "KTEB", radiusNm: 500 } })),
  },
  { name: "catalog q, a very common word (G3000)", run: (db) => searchCatalog(db, catalog({ q: "G3000", sort: "relevance" })) },
  { name: "catalog facets: the whole catalogue", run: (db) => catalogFacetCounts(db, catalog({})) },
  { name: "catalog facets: a very common word (G3000)", run: (db) => catalogFacetCounts(db, catalog({ q: "G3000" })) },
  { name: "catalog facets: category and year", run: (db) => catalogFacetCounts(db, catalog({ category: "single-engine", facets: { ...DEFAULT_CATALOG_QUERY.facets, yearFrom: 2010 } })) },
  { name: "catalog facets: words", run: (db) => catalogFacetCounts(db, catalog({ q: "citation" })) },
  { name: "catalog facets: maker and region", run: (db) => catalogFacetCounts(db, catalog({ facets: { ...DEFAULT_CATALOG_QUERY.facets, manufacturer: "Cessna", region: "TX" } })) },
  { name: "detail: listing by id", run: (db) => findPublicListing(db, DETAIL_ID) },
  { name: "detail: photos", run: (db) => listingPhotosOf(db, DETAIL_ID) },
  { name: "detail: price history", run: (db) => priceHistoryOf(db, DETAIL_ID) },
  {
    name: "ai-match: candidates and the top results",
    run: (db) =>
      findMatches(
        db,
        matchRequirementsSchema.parse({ aircraftType: "business-jet", budget: "5000000", passengerCapacity: "5-8", range: "medium", usage: "business", timeline: "short" }),
        3,
      ),
  },
];

async function addPhotosAndPriceChanges(pool: pg.Pool): Promise<void> {
  await pool.query(`INSERT INTO ${getTableName(schema.listingPhotos)} (listing_id, storage_key, widths, width, height, position, is_cover)
    SELECT id, 'bench-' || id || '-' || p, '{640,1280}', 1280, 853, p, p = 0 FROM listings CROSS JOIN generate_series(0, 2) AS p WHERE id % 10 = 0`);
  await pool.query(`INSERT INTO ${getTableName(schema.listingPriceChanges)} (listing_id, old_price, new_price, changed_at)
    SELECT id, price + 10000, price, now() - interval '3 days' FROM listings WHERE id % 7 = 0`);
  await pool.query("VACUUM ANALYZE");
}

function planNodes(plan: string[]): string[] {
  return plan
    .filter((line, index) => index === 0 || line.trimStart().startsWith("->") || line.startsWith("Execution Time"))
    .map((line) => line.replace(/ {2}\(cost=[^)]*\)/, "").replace(/\(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/, "(time $1 ms, rows $2, loops $3)"));
}

const purpose = (sql: string) =>
  sql.includes("grouping sets")
    ? "facets"
    : sql.includes('"matched"')
      ? "listings and count"
      : sql.includes("count(*)")
    ? "count"
    : sql.includes('from "listing_photos"')
      ? "photos"
      : sql.includes('from "listing_price_changes"')
        ? "price history"
        : "listings";

/** The plans on a database made for them (dropped after), or on `kept`, one filled before (BENCH_PLAN_DATABASE_URL), as it is. */
async function planSize(serverUrl: string, size: number, kept?: string): Promise<string[]> {
  const flagged: string[] = [];
  const scratch = kept ? null : await openScratchPostgres(serverUrl);
  // As the app connects (openPostgres), so the plans are the app's.
  const pool = new pg.Pool({ connectionString: kept ?? scratch?.url, max: 4, options: "-c jit=off -c synchronize_seqscans=off" });
  try {
    let start = performance.now();
    if (scratch) {
      await fillInventory(scratch.db, size);
      await addPhotosAndPriceChanges(pool);
    }
    const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM listings");
    console.log(`\n## ${rows[0]?.n.toLocaleString("en-US")} listings (${scratch ? `made in ${((performance.now() - start) / 1000).toFixed(0)} s` : "a kept database"})`);

    let recorded: Statement[] = [];
    const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => recorded.push({ sql, params }) } }) as unknown as Database;
    for (const page of PAGES) {
      recorded = [];
      start = performance.now();
      await page.run(db);
      const took = performance.now() - start;
      const statements = recorded;
      console.log(`\n### ${page.name} (${took.toFixed(1)} ms in the app, ${statements.length} statement${statements.length === 1 ? "" : "s"})`);
      for (const statement of statements) {
        const explained = await pool.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
        const plan = explained.rows.map((row) => row["QUERY PLAN"]);
        const seqScan = plan.some((line) => /Seq Scan on listings\b/.test(line));
        if (seqScan) flagged.push(`${size}: ${page.name} (${purpose(statement.sql)})`);
        console.log(`${purpose(statement.sql)}${seqScan ? "  !! sequential scan of listings" : ""}:`);
        for (const line of planNodes(plan)) console.log(`    ${line}`);
      }
    }
  } finally {
    await pool.end();
    await scratch?.close();
  }
  return flagged;
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.error("bench:plans needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server whose role may CREATE DATABASE.");
    return 2;
  }
  console.log("# Query plans behind the public pages (EXPLAIN (ANALYZE, BUFFERS), plan nodes only)");
  const flagged: string[] = [];
  const kept = process.env.BENCH_PLAN_DATABASE_URL;
  if (kept) flagged.push(...(await planSize(serverUrl, 0, kept)));
  else for (const size of SIZES) flagged.push(...(await planSize(serverUrl, size)));
  console.log(flagged.length === 0 ? "\nEvery statement reads listings through an index." : `\nSequential scans of listings:\n  ${flagged.join("\n  ")}`);
  return 0;
}

try {
  process.exit(await main());
} catch (error) {
  console.error(error);
  process.exit(1);
}
