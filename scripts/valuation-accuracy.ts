/**
 * How far the value estimate lands from asking prices: for every listing, the estimate
 * from all the other active listings (leave one out), over the sample inventory and
 * over 10,000 generated listings. Prints the median absolute percentage error, the
 * share of listings that get an estimate, and how the deal label falls. Then times the
 * comparables query (valuations.server.ts) on PGlite holding both inventories: one
 * listing (the detail page) and a catalogue page's 24, with the plan of the first.
 *
 *   npm run bench:valuation
 */
import { sql } from "drizzle-orm";
import type { ListingStatus } from "~/domain/listings/listing";
import { openPglite } from "~/server/db/client.server";
import { comparablesQuery, valueEstimates } from "~/server/valuation/valuations.server";
import { valuedSeed } from "~/server/valuation/valued-seed";
import { fillInventory } from "./bench/inventory";
import type { AviationFacts } from "~/domain/listings/aviation";
import { dealLabel, type DealLabel } from "~/domain/valuation/deal-label";
import { estimateValue, quantile, type ValuedAircraft } from "~/domain/valuation/estimate";
import { generateListings } from "~/server/db/generate-listings";
import { sampleAviationFacts } from "~/server/db/sample-aviation";
import { SEED_LISTINGS, type ListingSeed } from "~/server/db/seed-listings";

type Inventory = { label: string; listings: Array<ValuedAircraft & { status: ListingStatus }> };

const valued = (seed: ListingSeed, aviation: AviationFacts) => ({ ...valuedSeed(seed, aviation), status: seed.status });

function measure({ label, listings }: Inventory) {
  // Comparables are active listings, as on the site (valuations.server.ts).
  const active = listings.filter((listing) => listing.status === "active");
  const byCategory = Map.groupBy(active, (listing) => listing.category);
  const errors: number[] = [];
  const labels: Record<DealLabel, number> = { "Below market": 0, "Fair price": 0, "Above market": 0 };
  const started = performance.now();
  for (const subject of listings) {
    const estimate = estimateValue(subject, byCategory.get(subject.category) ?? []);
    if (!estimate) continue;
    errors.push(Math.abs(estimate.value - subject.price) / subject.price);
    const deal = dealLabel(subject.price, estimate);
    if (deal) labels[deal] += 1;
  }
  const elapsed = performance.now() - started;
  errors.sort((a, b) => a - b);
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  console.log(`\n${label}: ${listings.length.toLocaleString("en-US")} listings, ${active.length.toLocaleString("en-US")} active (the comparables)`);
  console.log(`  with an estimate:              ${errors.length.toLocaleString("en-US")} (${percent(errors.length / listings.length)})`);
  if (errors.length > 0) {
    console.log(`  median absolute % error:       ${percent(quantile(errors, 0.5))}`);
    console.log(`  90th percentile absolute error: ${percent(quantile(errors, 0.9))}`);
    console.log(`  labels: ${Object.entries(labels).map(([name, count]) => `${name} ${percent(count / errors.length)}`).join(", ")}`);
  }
  console.log(`  ${elapsed.toFixed(0)} ms for every estimate`);
}

console.log("Value estimate accuracy, leave one out (each listing valued from all the others)");
measure({ label: "Sample inventory", listings: SEED_LISTINGS.map((seed) => valued(seed, sampleAviationFacts(seed))) });
measure({ label: "Generated inventory (generateListings(10_000), no engine facts)", listings: generateListings(10_000).map((seed) => valued(seed, {})) });

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
  console.log("\nComparables query on PGlite, sample inventory + 10,000 generated listings");
  console.log(`  detail page (listing 1000):   ${await time(50, () => valueEstimates(connection.db, [1_000]))}`);
  console.log(`  catalogue page (24 listings): ${await time(20, () => valueEstimates(connection.db, catalogPage))}`);
  const plan = (await connection.db.execute(sql`EXPLAIN ${comparablesQuery([1_000])}`)) as unknown as { rows: { "QUERY PLAN": string }[] };
  console.log(plan.rows.map((row) => `    ${row["QUERY PLAN"]}`).join("\n"));
} finally {
  await connection.close();
}
