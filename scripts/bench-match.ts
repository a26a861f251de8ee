/**
 * Matching engine benchmark: ranks 10,000 generated listings for three buyer
 * requirement sets, RUNS times each after a warm-up, and prints the median and
 * p95 in milliseconds. Also times seller demand over DEMAND_MAX_SEARCHES
 * searches. With --db, also times the server path (candidates loaded from an
 * in-memory PGlite holding the same listings, ranked, top 3 loaded in full).
 *
 *   npm run bench:match            # engine only
 *   npm run bench:match -- --db    # plus the database round trip
 */
import { aircraftDrawing } from "~/domain/catalog/aircraft-drawing";
import type { Listing } from "~/domain/listings/listing";
import { AIRCRAFT_TYPE_OPTIONS, BUDGET_STEP, PASSENGER_CAPACITY_OPTIONS, RANGE_OPTIONS, TIMELINE_OPTIONS, USAGE_OPTIONS } from "~/domain/matching/match-requirements";
import type { MatchRequirements } from "~/domain/matching/match-requirements-schema";
import { matchRequirementsSchema } from "~/domain/matching/match-requirements-schema";
import { countMatches, rankListings } from "~/domain/matching/ranking";
import type { SellerAircraft } from "~/domain/matching/seller-aircraft-schema";
import { DEMAND_MAX_SEARCHES, summariseDemand } from "~/domain/matching/seller-demand";
import { generateListings } from "~/server/db/generate-listings";

const LISTING_COUNT = 10_000;
const WARM_UP_RUNS = 20;
const RUNS = 100;
const DAY_MS = 86_400_000;

const REQUIREMENT_SETS: { label: string; requirements: MatchRequirements }[] = [
  {
    label: "training, single-engine, $150K, 1-4 seats",
    requirements: matchRequirementsSchema.parse({ aircraftType: "single-engine", budget: "150000", passengerCapacity: "1-4", usage: "training" }),
  },
  {
    label: "charter, business jet, $40M, 9-15 seats, long range",
    requirements: matchRequirementsSchema.parse({
      aircraftType: "business-jet",
      budget: "40000000",
      passengerCapacity: "9-15",
      range: "long",
      usage: "charter",
    }),
  },
  {
    label: "cargo, turboprop, $5M, every answer + notes",
    requirements: matchRequirementsSchema.parse({
      aircraftType: "turboprop",
      budget: "5000000",
      passengerCapacity: "5-8",
      range: "medium",
      usage: "cargo",
      timeline: "short",
      additionalNotes: "Cargo door, Garmin G1000, known icing, low time engines, hangared",
    }),
  },
];

function toListings(count: number): Listing[] {
  const now = Date.now();
  return generateListings(count).map(({ daysSinceListed, ...seed }) => ({
    ...seed,
    image: aircraftDrawing(seed).src,
    aviation: {},
    createdAt: new Date(now - daysSinceListed * DAY_MS),
    updatedAt: new Date(now - daysSinceListed * DAY_MS),
  }));
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function time(run: () => unknown): Promise<{ median: number; p95: number }> {
  for (let index = 0; index < WARM_UP_RUNS; index++) await run();
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

const ms = (value: number) => value.toFixed(2).padStart(8);

function row(label: string, detail: string, timing: { median: number; p95: number }) {
  console.log(`${label.padEnd(54)} ${detail.padStart(22)} ${ms(timing.median)} ${ms(timing.p95)}`);
}

function header(title: string) {
  console.log(`\n${title}`);
  console.log(`${"requirements".padEnd(54)} ${"ranked / matches".padStart(22)} ${"median".padStart(8)} ${"p95".padStart(8)}`);
}

/** A deterministic spread of buyer searches, like those match_requests holds. */
function searches(count: number): MatchRequirements[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T,>(options: readonly { value: T }[]): T | undefined =>
    next() < 0.25 ? undefined : options[Math.floor(next() * options.length)]?.value;
  return Array.from({ length: count }, () => ({
    aircraftType: AIRCRAFT_TYPE_OPTIONS[Math.floor(next() * AIRCRAFT_TYPE_OPTIONS.length)]?.value ?? "business-jet",
    budget: Math.max(1, Math.round((10 ** (5 + next() * 3)) / BUDGET_STEP)) * BUDGET_STEP,
    passengerCapacity: pick(PASSENGER_CAPACITY_OPTIONS),
    range: pick(RANGE_OPTIONS),
    usage: pick(USAGE_OPTIONS),
    timeline: pick(TIMELINE_OPTIONS),
  }));
}

const listings = toListings(LISTING_COUNT);
console.log(`Matching benchmark: ${LISTING_COUNT.toLocaleString("en-US")} generated listings, ${RUNS} runs after ${WARM_UP_RUNS} warm-up runs, times in ms`);
console.log(`Node ${process.version}, ${process.platform}/${process.arch}`);

header("rankListings (engine only)");
for (const { label, requirements } of REQUIREMENT_SETS) {
  const results = rankListings(requirements, listings);
  row(label, `${results.length.toLocaleString("en-US")} / ${countMatches(results).toLocaleString("en-US")}`, await time(() => rankListings(requirements, listings)));
}

console.log("\nsummariseDemand (seller demand, engine only)");
const demandSearches = searches(DEMAND_MAX_SEARCHES);
const aircraft: SellerAircraft = { category: "business-jet", price: 12_500_000, seats: 9, rangeNm: 3_400, year: 2018, usefulLoadLbs: 6_500, availableInMonths: 0 };
const demand = summariseDemand(aircraft, demandSearches);
row(
  `2018 business jet, $12.5M, against ${DEMAND_MAX_SEARCHES.toLocaleString("en-US")} searches`,
  `${demand.searches.toLocaleString("en-US")} / ${demand.matches.toLocaleString("en-US")}`,
  await time(() => summariseDemand(aircraft, demandSearches)),
);

if (process.argv.includes("--db")) {
  const { openPglite } = await import("~/server/db/client.server");
  const { insertListings } = await import("~/server/db/seed.server");
  const { findMatches } = await import("~/server/matching/matching.server");
  const connection = await openPglite();
  try {
    await insertListings(connection.db, generateListings(LISTING_COUNT));
    header("findMatches (PGlite in memory: load candidates, rank, load top 3)");
    for (const { label, requirements } of REQUIREMENT_SETS) {
      const found = await findMatches(connection.db, requirements, 3);
      row(
        label,
        `${found.ranked.toLocaleString("en-US")} / ${found.matchCount.toLocaleString("en-US")}`,
        await time(() => findMatches(connection.db, requirements, 3)),
      );
    }
  } finally {
    await connection.close();
  }
}
