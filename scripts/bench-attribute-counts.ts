/**
 * `npm run bench:attribute-counts`: what the attribute filters' counts (attribute-counts.server.ts,
 * docs/decisions/049) cost beside the other facets' counts, on the sample inventory plus
 * BENCH_LISTINGS generated listings (default 10,000; a list such as 10000,100000 runs each
 * size), on PGlite (up to 100,000) and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on
 * PostgreSQL. The generated listings have no aviation sections of their own: each is given a
 * sample listing's, so the counts read sections as large as real ones. Prints, for each
 * search, the p50 and p95 of both counts over BENCH_ROUNDS rounds.
 */
import { performance } from "node:perf_hooks";
import os from "node:os";
import { sql } from "drizzle-orm";
import { parseCatalogQuery } from "~/domain/catalog/catalog";
import type { Database } from "~/server/db/database";
import { catalogAttributeCounts } from "~/server/listings/attribute-counts.server";
import { catalogFacetCounts } from "~/server/listings/catalog-facets.server";
import { fillInventory, GENERATED_ONCE, measureOnEachEngine } from "./bench/inventory";

const SIZES = (process.env.BENCH_LISTINGS ?? String(GENERATED_ONCE)).split(",").map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SEARCHES = ["", "category=turboprop", "year_from=2010&price=2m-10m", "q=citation", "region=TX", "adsb=1", "adsb=1&engine_min=1000&logbooks=1", "category=business-jet&verified=1"];

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function measure(name: string, db: Database, generated: number): Promise<void> {
  await fillInventory(db, generated);
  // Each generated listing takes the sections of one of the 66 sample listings.
  await db.execute(sql`UPDATE listings SET aviation = sample.aviation FROM listings AS sample WHERE listings.id > 66 AND sample.id = 1 + listings.id % 66`);
  // The sections' update moved the attribute summary's counts (decision 056) as it moved the listings.
  await db.execute(sql`VACUUM ANALYZE listings`);
  await db.execute(sql`VACUUM ANALYZE catalog_attribute_summary`);
  const rowsOf = async (table: string) => {
    const result = (await db.execute(sql.raw(`SELECT count(*)::int AS "rows" FROM ${table} WHERE listing_count > 0`))) as unknown as { rows: { rows: number }[] };
    return (result.rows[0]?.rows ?? 0).toLocaleString("en-US");
  };
  const summaries = `summaries ${await rowsOf("catalog_facet_summary")} and ${await rowsOf("catalog_attribute_summary")} rows`;
  console.log(`${name} · ${(generated + 66).toLocaleString("en-US")} listings · ${summaries} · load ${os.loadavg()[0]?.toFixed(1)}`);
  for (const search of SEARCHES) {
    const query = parseCatalogQuery(new URLSearchParams(search));
    const facets: number[] = [];
    const attributes: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const facetTime = await timed(() => catalogFacetCounts(db, query));
      const attributeTime = await timed(() => catalogAttributeCounts(db, query));
      // Round 0 warms the caches.
      if (round > 0) {
        facets.push(facetTime);
        attributes.push(attributeTime);
      }
    }
    const figures = (times: number[]) => {
      const sorted = times.sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 0.5).toFixed(1)} / p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
    };
    console.log(`  ${(search || "(whole catalogue)").padEnd(40)} facets ${figures(facets)}; attributes ${figures(attributes)}`);
  }
}

await measureOnEachEngine(SIZES, measure);
