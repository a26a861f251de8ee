/**
 * `npm run bench:search`: the golden set of buyers' queries (tests/support/search-golden-set.ts)
 * against the sample inventory plus BENCH_LISTINGS generated listings (default 10,000), on
 * PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL. For each engine it
 * prints recall@10 (of the listings each query must find, the share found among its first ten)
 * and the p50/p95 time of what the catalogue runs for one query: the search (with its typo
 * correction) and the facets' counts, in process.
 */
import { performance } from "node:perf_hooks";
import { parseCatalogQuery } from "~/domain/catalog/catalog";
import type { Database } from "~/server/db/database";
import { openPglite } from "~/server/db/client.server";
import { catalogFacetCounts } from "~/server/listings/catalog-facets.server";
import { findAircraft } from "~/server/listings/catalog-search.server";
import { SEARCH_GOLDEN_SET } from "../tests/support/search-golden-set";
import { openScratchPostgres } from "../tests/integration/test-database";
import { fillInventory } from "./bench/inventory";

const generated = Number(process.env.BENCH_LISTINGS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

async function measure(name: string, db: Database): Promise<void> {
  await fillInventory(db, generated);
  let wanted = 0;
  let found = 0;
  const missed: string[] = [];
  const times: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const { params, finds } of SEARCH_GOLDEN_SET) {
      const query = parseCatalogQuery(new URLSearchParams(params));
      const started = performance.now();
      const [result] = await Promise.all([findAircraft(db, query), catalogFacetCounts(db, query)]);
      const elapsed = performance.now() - started;
      // Round 0 warms the caches and counts the recall.
      if (round > 0) {
        times.push(elapsed);
        continue;
      }
      const firstTen = new Set(result.listings.slice(0, 10).map((listing) => listing.id));
      wanted += finds.length;
      const hits = finds.filter((id) => firstTen.has(id)).length;
      found += hits;
      if (hits < finds.length) missed.push(`${params} (${hits}/${finds.length})`);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name} · ${(generated + 66).toLocaleString("en-US")} listings · ${SEARCH_GOLDEN_SET.length} queries: recall@10 ${(found / wanted).toFixed(3)} (${found}/${wanted}), ` +
      `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${times.length} timed)`,
  );
  if (missed.length > 0) console.log(`  short of its listings: ${missed.join("; ")}`);
}

const pglite = await openPglite();
try {
  await measure("PGlite", pglite.db);
} finally {
  await pglite.close();
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const postgres = await openScratchPostgres(serverUrl);
  try {
    await measure("PostgreSQL", postgres.db);
  } finally {
    await postgres.close();
  }
}
