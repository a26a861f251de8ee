/**
 * Catalogue benchmark on 10,000 generated listings plus the sample inventory:
 * `npm run bench:catalog` (after `npm run build`, for the HTTP part).
 *
 * 1. Seeds a fresh in-memory PGlite and, with TEST_DATABASE_URL or
 *    BENCH_DATABASE_URL set, a fresh database on that PostgreSQL server
 *    (created here and dropped at the end), then runs ANALYZE listings.
 * 2. Times searchCatalog for one text + category + sort query and prints the
 *    EXPLAIN ANALYZE plans of the SQL behind it; then again after VACUUM ANALYZE.
 *    (listings_search_idx has fastupdate off since migration 0004: with a GIN
 *    pending list, a bulk load made the planner skip the index until a VACUUM.)
 * 3. Starts the built server on each engine (tests/support/built-server.ts; PGlite in
 *    a temporary DATA_DIR filled by scripts/bench/inventory.ts; the Postgres database above) and measures
 *    GET /catalog with concurrent requests from this process, to 127.0.0.1 only.
 */
import { existsSync } from "node:fs";
import { and, asc, desc, eq, getTableColumns, gte, lt, sql, type SQL } from "drizzle-orm";
import { CATALOG_PAGE_SIZE, type CatalogQuery, catalogCountLimit, catalogHref, DEFAULT_CATALOG_QUERY, priceBand, catalogFilterOf, selectedCategory } from "~/domain/catalog/catalog";
import type { Database } from "~/server/db/database";
import { openPglite } from "~/server/db/client.server";
import { generateListings } from "~/server/db/generate-listings";
import { listings } from "~/server/db/schema";
import { insertListings, seedDatabase } from "~/server/db/seed.server";
import { searchCatalog } from "~/server/listings/catalog-page.server";
import { openScratchPostgres } from "../tests/integration/test-database";
import { startBuiltServer } from "../tests/support/built-server";
import { pgliteInventory } from "./bench/inventory";

const GENERATED = 10_000;
const WARM_UPS = 20;
const RUNS = 200;
const HTTP_CONCURRENCY = 10;
const HTTP_SECONDS = 10;
const QUERY: CatalogQuery = { ...DEFAULT_CATALOG_QUERY, q: "citation", category: "business-jet", sort: "price-low" };
const CATALOG_PATH = catalogHref(QUERY);
const SERVER_BUILD = "build/server/index.js";

type Engine = { name: string; db: Database; close: () => Promise<void>; url?: string };
type Timing = { median: number; p95: number };

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

function indent(text: string, by = "    "): string {
  return text
    .split("\n")
    .map((line) => by + line)
    .join("\n");
}

// ---------------------------------------------------------------- database

/** The sample inventory plus the generated listings, then fresh planner statistics. */
async function seed(engine: Engine): Promise<string> {
  const start = performance.now();
  await seedDatabase(engine.db);
  await insertListings(engine.db, generateListings(GENERATED));
  await engine.db.execute(sql`ANALYZE listings`);
  return seconds(start);
}

async function timeSearch(db: Database): Promise<Timing & { total: number }> {
  let total = 0;
  for (let run = 0; run < WARM_UPS; run++) total = (await searchCatalog(db, QUERY)).total;
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await searchCatalog(db, QUERY);
    samples.push(performance.now() - start);
  }
  return { ...summarise(samples), total };
}

/**
 * The two statements searchCatalog runs for QUERY (the page, with every column here, and
 * the count capped as catalogCountLimit says), rebuilt with the same conditions as
 * listings.server.ts (which does not export them). benchDatabase() checks the page query
 * returns exactly what searchCatalog returns, so they cannot drift apart unnoticed.
 * `npm run bench:plans` shows the plans of the statements the app itself sends.
 */
function catalogStatements(db: Database, query: CatalogQuery) {
  const conditions: SQL[] = [eq(listings.status, "active")];
  const { tsquery } = catalogFilterOf(query);
  if (tsquery !== null) conditions.push(sql`${listings.search} @@ to_tsquery('simple', ${tsquery})`);
  const category = selectedCategory(query.category);
  if (category) conditions.push(eq(listings.category, category));
  const band = priceBand(query.price);
  if (band.min !== null) conditions.push(gte(listings.price, band.min));
  if (band.max !== null) conditions.push(lt(listings.price, band.max));
  if (query.sort !== "price-low") throw new Error("catalogStatements only reproduces the price-low order");
  const where = and(...conditions);
  const { search: _search, ...columns } = getTableColumns(listings);
  return {
    page: db
      .select(columns)
      .from(listings)
      .where(where)
      // Photos first among equal prices, as listings.server.ts orders them.
      .orderBy(asc(listings.price), desc(listings.hasPhotos), asc(listings.id))
      .limit(CATALOG_PAGE_SIZE)
      .offset((query.page - 1) * CATALOG_PAGE_SIZE),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(db.select({ id: listings.id }).from(listings).where(where).limit(catalogCountLimit(query.page)).as("matches")),
  };
}

async function explain(db: Database, statement: { getSQL(): SQL }): Promise<string> {
  const result = (await db.execute(sql`EXPLAIN (ANALYZE) ${statement.getSQL()}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => row["QUERY PLAN"] ?? Object.values(row)[0]).join("\n");
}

const indexScans = (plan: string) => [...new Set([...plan.matchAll(/Index (?:Only )?Scan on (\w+)/g)].map((match) => match[1]))].join(" + ") || "none";
const executionTime = (plan: string) => /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? "?";
const usesSearchIndex = (plan: string) => /Bitmap Index Scan on listings_search_idx/.test(plan);

async function measure(engine: Engine, state: string) {
  const timing = await timeSearch(engine.db);
  const statements = catalogStatements(engine.db, QUERY);
  return { engine: engine.name, state, timing, pagePlan: await explain(engine.db, statements.page), countPlan: await explain(engine.db, statements.count) };
}

async function benchDatabase(engine: Engine) {
  const seeded = await seed(engine);
  const statements = catalogStatements(engine.db, QUERY);
  const [reproduced, actual] = await Promise.all([statements.page, searchCatalog(engine.db, QUERY)]);
  const same = JSON.stringify(reproduced.map((row) => row.id)) === JSON.stringify(actual.listings.map((listing) => listing.id));
  const analyzed = await measure(engine, "ANALYZE");
  // A bulk load leaves every new row in the GIN index's pending list (fastupdate) until
  // a VACUUM, which autovacuum would run on a server; PGlite has no autovacuum.
  await engine.db.execute(sql`VACUUM ANALYZE listings`);
  const vacuumed = await measure(engine, "VACUUM ANALYZE");
  return { seeded, same, sql: statements.page.toSQL(), measurements: [analyzed, vacuumed] };
}

// ---------------------------------------------------------------- HTTP

async function load(url: string): Promise<Timing & { requests: number; perSecond: number; errors: number; bytes: number }> {
  for (let warm = 0; warm < 20; warm++) await (await fetch(url)).arrayBuffer();
  const samples: number[] = [];
  let errors = 0;
  let bytes = 0;
  const start = performance.now();
  const end = start + HTTP_SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const response = await fetch(url);
        const body = await response.arrayBuffer();
        if (response.ok) {
          samples.push(performance.now() - sent);
          bytes = body.byteLength;
        } else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: HTTP_CONCURRENCY }, worker));
  const elapsed = (performance.now() - start) / 1000;
  return { ...summarise(samples), requests: samples.length, perSecond: samples.length / elapsed, errors, bytes };
}

async function benchHttp(name: string, databaseUrl: string | undefined) {
  // PGlite allows one process at a time: the inventory is written first, then the server opens it.
  const inventory = databaseUrl ? null : await pgliteInventory(GENERATED);
  try {
    const server = await startBuiltServer(inventory ? inventory.serverOptions : { env: { DATABASE_URL: databaseUrl } });
    try {
      return { name, ...(await load(new URL(CATALOG_PATH, server.baseUrl).href)) };
    } finally {
      await server.remove();
    }
  } finally {
    await inventory?.remove();
  }
}

// ---------------------------------------------------------------- report

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  console.log(`AeroMarket catalogue benchmark: ${GENERATED.toLocaleString("en-US")} generated listings + the sample inventory`);
  console.log(`Query: searchCatalog(q "${QUERY.q}", category ${QUERY.category}, sort ${QUERY.sort}), page 1 of ${CATALOG_PAGE_SIZE}`);
  if (!serverUrl) console.log("PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL to include it)");

  const engines: Engine[] = [{ name: "PGlite", ...(await openPglite()) }];
  try {
    if (serverUrl) engines.push({ name: "Postgres", ...(await openScratchPostgres(serverUrl)) });
    await reportDatabases(engines);
    // The server on Postgres uses the database just benchmarked, vacuumed and analysed.
    await reportHttp([{ name: "PGlite" }, ...engines.filter((engine) => engine.url).map((engine) => ({ name: engine.name, databaseUrl: engine.url }))]);
  } finally {
    for (const engine of engines) await engine.close();
  }
}

async function reportDatabases(engines: Engine[]) {
  const results = [];
  for (const engine of engines) results.push({ engine, ...(await benchDatabase(engine)) });

  const total = results[0]?.measurements[0]?.timing.total;
  console.log(`\nsearchCatalog (page query + count query, ${total} matches): ${RUNS} runs after ${WARM_UPS} warm-ups`);
  console.log("  engine     statistics      median      p95        index scans in the page query's plan");
  for (const { measurements } of results) {
    for (const { engine, state, timing, pagePlan } of measurements) {
      console.log(`  ${engine.padEnd(10)} ${state.padEnd(15)} ${ms(timing.median).padStart(9)}  ${ms(timing.p95).padStart(9)}  ${indexScans(pagePlan)}`);
    }
  }
  console.log(`  (seeding + ANALYZE took ${results.map(({ engine, seeded }) => `${seeded} on ${engine.name}`).join(", ")})`);

  const first = results[0];
  if (first) console.log(`\nPage query SQL (drizzle .toSQL()):\n${indent(first.sql.sql)}\n    params: ${JSON.stringify(first.sql.params)}`);
  for (const { engine, same, measurements } of results) {
    if (!same) console.log(`\n!! ${engine.name}: the rebuilt page query returned other rows than searchCatalog; the plans below may not be its plans`);
    for (const { state, pagePlan, countPlan } of measurements) {
      console.log(`\nEXPLAIN (ANALYZE) of the page query, ${engine.name} after ${state}: ${usesSearchIndex(pagePlan) ? "uses" : "DOES NOT use"} listings_search_idx`);
      console.log(indent(pagePlan));
      console.log(`  count query: ${indexScans(countPlan)}, execution ${executionTime(countPlan)} ms`);
    }
  }
}

async function reportHttp(targets: { name: string; databaseUrl?: string }[]) {
  console.log(`\nHTTP: GET ${CATALOG_PATH}, ${HTTP_CONCURRENCY} concurrent for ${HTTP_SECONDS} s, production build, 127.0.0.1`);
  if (!existsSync(SERVER_BUILD)) {
    console.log(`  skipped: ${SERVER_BUILD} is missing, run \`npm run build\` first`);
    return;
  }
  console.log("  engine     req/s   median     p95        requests  errors  body");
  for (const target of targets) {
    const result = await benchHttp(target.name, target.databaseUrl);
    console.log(
      `  ${result.name.padEnd(10)} ${result.perSecond.toFixed(0).padStart(5)}  ${ms(result.median).padStart(9)}  ${ms(result.p95).padStart(9)}  ${String(result.requests).padStart(8)}  ${String(result.errors).padStart(6)}  ${(result.bytes / 1024).toFixed(0)} KiB`,
    );
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
