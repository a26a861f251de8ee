/**
 * How far the value estimate lands from asking prices, by segment (model family, trade
 * group, or a model outside the family table): every listing valued from all the other
 * active listings (leave one out), over the sample inventory and over 10,000 generated
 * listings. Prints per segment the listings, how many found comparables, the median
 * number of comparables, the median absolute error and the deal labels shown under the
 * label rule, then the share of listings labelled. Then times the comparables query
 * (valuations.server.ts) on PGlite holding both inventories.
 *
 *   npm run bench:valuation
 */
import { sql } from "drizzle-orm";
import type { ListingStatus } from "~/domain/listings/listing";
import { openPglite } from "~/server/db/client.server";
import { comparablesQuery, subjectOf, valueEstimates } from "~/server/valuation/valuations.server";
import { measureInventory } from "~/server/valuation/segment-errors.server";
import { valuedSeed } from "~/server/valuation/valued-seed";
import { fillInventory } from "./bench/inventory";
import type { AviationFacts } from "~/domain/listings/aviation";
import { quantile, type ValuedAircraft } from "~/domain/valuation/estimate";
import { labelOf, measureSegments } from "~/domain/valuation/segment-errors";
import { generateListings } from "~/server/db/generate-listings";
import { sampleAviationFacts } from "~/server/db/sample-aviation";
import { SEED_LISTINGS, type ListingSeed } from "~/server/db/seed-listings";

type Inventory = { label: string; listings: Array<ValuedAircraft & { status: ListingStatus }> };

const valued = (seed: ListingSeed, aviation: AviationFacts, sample: boolean) => ({ ...valuedSeed(seed, aviation, sample), status: seed.status });
const percent = (share: number | null) => (share === null ? "–" : `${(share * 100).toFixed(1)}%`);

function measure({ label, listings }: Inventory) {
  const started = performance.now();
  // As on the site (segment-errors.server.ts): active and pending listings valued, active ones the comparables.
  const { segments, measured } = measureSegments({
    subjects: listings.filter((listing) => listing.status !== "sold"),
    candidates: listings.filter((listing) => listing.status === "active"),
  });
  const elapsed = performance.now() - started;
  const labelled = new Map<string, number>();
  for (const listing of measured) if (labelOf(listing, segments)) labelled.set(listing.segment, (labelled.get(listing.segment) ?? 0) + 1);
  console.log(`\n${label}: ${measured.length.toLocaleString("en-US")} listings valued`);
  console.log("| Segment | Listings | Comparables found | Median comparables | Median error | Labels shown |");
  console.log("|---|---|---|---|---|---|");
  for (const [key, segment] of Object.entries(segments).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`| ${key} | ${segment.listings} | ${segment.estimated} | ${segment.comparables} | ${percent(segment.medianError)} | ${labelled.get(key) ?? 0} |`);
  }
  const errors = measured.flatMap((listing) => (listing.estimate ? [Math.abs(listing.estimate.value - listing.subject.price) / listing.subject.price] : [])).sort((a, b) => a - b);
  const labels = [...labelled.values()].reduce((sum, count) => sum + count, 0);
  console.log(`  with an estimate: ${errors.length} (${percent(errors.length / measured.length)}); median error overall ${percent(errors.length ? quantile(errors, 0.5) : null)}`);
  console.log(`  labelled: ${labels} of ${measured.length} (${percent(labels / measured.length)})`);
  const over = Object.entries(segments).filter(([key, segment]) => (labelled.get(key) ?? 0) > 0 && (segment.medianError ?? 1) > 0.1);
  console.log(`  segments above 10% that show a label: ${over.length}`);
  console.log(`  ${elapsed.toFixed(0)} ms for every estimate`);
}

console.log("Value estimate accuracy by segment, leave one out (each listing valued from all the others)");
measure({ label: "Sample inventory", listings: SEED_LISTINGS.map((seed) => valued(seed, sampleAviationFacts(seed), true)) });
measure({ label: "Generated inventory (generateListings(10_000), no engine facts)", listings: generateListings(10_000).map((seed) => valued(seed, {}, false)) });

if (process.argv.includes("--accuracy-only")) process.exit(0);

/** Median and 95th percentile milliseconds of `runs` calls after a few warm-ups. */
async function time(runs: number, call: () => Promise<unknown>): Promise<string> {
  for (let run = 0; run < 5; run++) await call();
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return `median ${quantile(samples, 0.5).toFixed(1)} ms, p95 ${quantile(samples, 0.95).toFixed(1)} ms`;
}

const connection = await openPglite();
try {
  await fillInventory(connection.db, 10_000);
  const catalogPage = Array.from({ length: 24 }, (_, index) => 1_000 + index * 37);
  // valueEstimates remembers each listing's estimate for the inventory version: the query itself is timed, as a page pays it after any change.
  const subjects = async (ids: number[]) => {
    const listed = (await connection.db.execute(sql`SELECT id, manufacturer, model FROM listings WHERE id IN (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`)) as unknown as {
      rows: { id: number; manufacturer: string; model: string }[];
    };
    return listed.rows.map(subjectOf);
  };
  const [detail, catalogue] = [await subjects([1_000]), await subjects(catalogPage)];
  console.log("\nComparables query on PGlite, sample inventory + 10,000 generated listings (the query, not the remembered estimates)");
  console.log(`  detail page (listing 1000):   ${await time(50, () => connection.db.execute(comparablesQuery(detail)))}`);
  console.log(`  catalogue page (24 listings): ${await time(20, () => connection.db.execute(comparablesQuery(catalogue)))}`);
  console.log(`  remembered (a second ask at the same inventory version): ${await time(50, () => valueEstimates(connection.db, catalogPage))}`);
  const measuring = performance.now();
  const measured = await measureInventory(connection.db);
  console.log(`  measuring every segment's error (segment-errors.server.ts, once an hour at most): ${(performance.now() - measuring).toFixed(0)} ms, ${Object.keys(measured).length} segments`);
  const plan = (await connection.db.execute(sql`EXPLAIN ${comparablesQuery([subjectOf({ id: 1_000, manufacturer: "Gulfstream", model: "G650ER" })])}`)) as unknown as { rows: { "QUERY PLAN": string }[] };
  console.log(plan.rows.map((row) => `    ${row["QUERY PLAN"]}`).join("\n"));
} finally {
  await connection.close();
}
