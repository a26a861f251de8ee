/**
 * `npm run bench:search`: the golden set of buyers' queries (tests/support/search-golden-set.ts)
 * against the sample inventory plus BENCH_LISTINGS generated listings (default 10,000; a list
 * such as 10000,1000000 runs each size), on PGlite and, with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, on PostgreSQL. PGlite runs sizes up to 100,000 only (a million listings
 * is a server's load). For each engine and size it prints the time to fill the inventory,
 * two recalls@10, and the p50/p95 time of what the catalogue page reads for one query
 * (catalogSearchPage: the buyer's words read as filters, the search with its typo correction
 * or the words that matched nothing left out, the facets' counts, an empty result's advice,
 * and the page's market notes), in process.
 *
 * BENCH_ROUNDS sets the timed rounds (default 3), BENCH_PARTS=1 adds a pass timing the page's
 * parts alone, BENCH_SLOWEST the number of slowest pages listed (default 5), and
 * BENCH_ENGINES=postgresql leaves PGlite out.
 *
 * A rotation, not one query again and again: each timed round runs every query of the golden
 * set (181 at this writing) with one of ROTATED_FILTERS added in turn (a year, a price band, an
 * order, seats, a region, a second page...), each query with a different one each round, so
 * the workload is some 180 x 8 different pages. Round 0 (the queries as written) warms the
 * caches and counts the recall.
 *
 * - **By listing**: of the sample listings each query names, the share among its first ten.
 *   The generated listings are copies of the sample's makes and models, so at 10k `PC-12`
 *   also finds some 300 generated PC-12s, as relevant to a buyer as the two sample ones.
 * - **By aircraft**: of the first ten, those of the maker and model of a listing the query
 *   names, against as many as there are (at most ten): a generated PC-12 NG that `PC-12`
 *   finds counts, a King Air 260 that `king air 350i` finds does not.
 */
import { performance } from "node:perf_hooks";
import os from "node:os";
import { inArray } from "drizzle-orm";
import { type CatalogQuery, parseCatalogQuery } from "~/domain/catalog/catalog";
import type { Database } from "~/server/db/database";
import { listings } from "~/server/db/schema";
import { catalogFacetCounts } from "~/server/listings/catalog-facets.server";
import { catalogSearchPage, findAircraft, readSearch } from "~/server/listings/catalog-search.server";
import { marketNotes } from "~/server/valuation/market-notes.server";
import { countCatalog } from "~/server/listings/catalog-page.server";
import { SEARCH_GOLDEN_SET } from "../tests/support/search-golden-set";
import { fillInventory, GENERATED_ONCE, measureOnEachEngine } from "./bench/inventory";

const SIZES = (process.env.BENCH_LISTINGS ?? String(GENERATED_ONCE)).split(",").map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Filters added to the golden queries in turn in the timed rounds. */
const ROTATED_FILTERS = ["", "year_from=2010", "price=2m-10m", "sort=price-low", "seats_min=6", "region=TX", "page=2", "hours_max=3000", "sort=year-new&price_to=5000000"];

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

type Aircraft = { manufacturer: string; model: string };
const sameAircraft = (a: Aircraft, b: Aircraft) => a.manufacturer === b.manufacturer && a.model === b.model;

/** How many listings the search (as the buyer sees it, corrected or not) finds of these aircraft. */
async function aircraftFound(db: Database, query: CatalogQuery, aircraft: Aircraft[]): Promise<number> {
  const counts = await Promise.all(aircraft.map(({ manufacturer, model }) => countCatalog(db, { ...query, facets: { ...query.facets, manufacturer, model } })));
  return counts.reduce((sum, count) => sum + count, 0);
}

async function measure(name: string, db: Database, generated: number): Promise<void> {
  const filling = performance.now();
  await fillInventory(db, generated);
  const filled = (performance.now() - filling) / 1000;
  const named = SEARCH_GOLDEN_SET.flatMap(({ finds }) => finds);
  const aircraftOf = new Map(
    (await db.select({ id: listings.id, manufacturer: listings.manufacturer, model: listings.model }).from(listings).where(inArray(listings.id, named))).map(
      (row) => [row.id, row] as const,
    ),
  );
  const strict = { wanted: 0, found: 0 };
  const byAircraft = { wanted: 0, found: 0 };
  const missed: string[] = [];
  const missedAircraft: string[] = [];
  const times: number[] = [];
  // The page's two halves in the timed rounds: its search with its counts, and its cards' market notes.
  const halves = { search: [] as number[], notes: [] as number[] };
  const slowest: { page: string; ms: number }[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [index, { params, finds }] of SEARCH_GOLDEN_SET.entries()) {
      const rotated = round === 0 ? "" : ROTATED_FILTERS[(index + round) % ROTATED_FILTERS.length]!;
      const started = performance.now();
      const query = readSearch(parseCatalogQuery(new URLSearchParams(rotated ? `${params}&${rotated}` : params))).query;
      const { result } = await catalogSearchPage(db, query);
      const searchedAt = performance.now();
      await marketNotes(db, result.listings.map((listing) => listing.id), new Date());
      const elapsed = performance.now() - started;
      // Round 0 warms the caches and counts the recall.
      if (round > 0) {
        times.push(elapsed);
        halves.search.push(searchedAt - started);
        halves.notes.push(elapsed - (searchedAt - started));
        slowest.push({ page: rotated ? `${params}&${rotated}` : params, ms: elapsed });
        continue;
      }
      const firstTen = result.listings.slice(0, 10);
      const hits = finds.filter((id) => firstTen.some((listing) => listing.id === id)).length;
      strict.wanted += finds.length;
      strict.found += hits;
      const aircraft = [...new Map(finds.flatMap((id) => aircraftOf.get(id) ?? []).map((row) => [`${row.manufacturer}\n${row.model}`, row])).values()];
      const searched = result.correction ? { ...query, q: result.correction.q } : result.dropped ? { ...query, q: result.dropped.q } : query;
      const relevant = Math.min(10, Math.max(finds.length, await aircraftFound(db, searched, aircraft)));
      const aircraftHits = Math.min(relevant, firstTen.filter((listing) => aircraft.some((one) => sameAircraft(one, listing))).length);
      byAircraft.wanted += relevant;
      byAircraft.found += aircraftHits;
      if (aircraftHits < relevant) missedAircraft.push(`${params} (${aircraftHits}/${relevant})`);
      if (hits < finds.length) missed.push(`${params} (${hits}/${finds.length})`);
    }
  }
  times.sort((a, b) => a - b);
  const share = ({ wanted, found }: { wanted: number; found: number }) => `${(found / wanted).toFixed(3)} (${found}/${wanted})`;
  const [load1, load5] = os.loadavg().map((load) => load.toFixed(1));
  console.log(
    `${name} · ${(generated + 66).toLocaleString("en-US")} listings (filled in ${filled.toFixed(0)} s) · ${SEARCH_GOLDEN_SET.length} queries x ${ROTATED_FILTERS.length} rotated filters: ` +
      `recall@10 by aircraft ${share(byAircraft)}, by listing ${share(strict)}, ` +
      `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${times.length} timed; load ${load1}, ${load5})`,
  );
  const half = (values: number[]) => {
    const sorted = values.sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
  };
  console.log(`  in those pages: the search with its counts ${half(halves.search)}; the market notes ${half(halves.notes)}`);
  const five = slowest.sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.BENCH_SLOWEST ?? 5));
  console.log(`  slowest: ${five.map(({ page, ms }) => `${page} ${ms.toFixed(0)} ms`).join("; ")}`);
  if (process.env.BENCH_PARTS) await measureParts(db);
  if (missedAircraft.length > 0) console.log(`  short of its aircraft: ${missedAircraft.join("; ")}`);
  if (missed.length > 0) console.log(`  short of its sample listings: ${missed.join("; ")}`);
}

/**
 * With BENCH_PARTS set: one more pass over the rotated pages, each part of the page's work
 * alone and one after the other (the page runs the first two side by side), to tell where
 * the time goes.
 */
async function measureParts(db: Database): Promise<void> {
  const parts = { search: [] as number[], facets: [] as number[], markets: [] as number[] };
  const timed = async <T,>(times: number[], work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await work();
    times.push(performance.now() - started);
    return value;
  };
  for (const [index, { params }] of SEARCH_GOLDEN_SET.entries()) {
    const rotated = ROTATED_FILTERS[(index + 1) % ROTATED_FILTERS.length]!;
    const query = readSearch(parseCatalogQuery(new URLSearchParams(rotated ? `${params}&${rotated}` : params))).query;
    const result = await timed(parts.search, () => findAircraft(db, query));
    await timed(parts.facets, () => catalogFacetCounts(db, query));
    await timed(parts.markets, () => marketNotes(db, result.listings.map((listing) => listing.id), new Date()));
  }
  const figures = Object.entries(parts).map(([part, times]) => {
    const sorted = times.sort((a, b) => a - b);
    return `${part} p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
  });
  console.log(`  parts alone: ${figures.join("; ")}`);
}

await measureOnEachEngine(SIZES, measure);
