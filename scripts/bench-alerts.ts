/**
 * Alerts benchmark: who must be alerted when one listing is published, with 10,000
 * saved searches (catalogue searches and /ai-match missions, half each) and 10,000
 * listings. `npm run bench:alerts`.
 *
 * On an in-memory PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL set, on a
 * fresh database of that PostgreSQL server (created here, dropped at the end): seeds
 * the listings and the searches, ANALYZEs, then publishes PUBLISHES generated listings
 * one by one and prints the median and p95 of
 * - savedSearchesMatching: the saved searches the new listing matches (both kinds);
 * - createListing: the seller's whole publish transaction, the matching and the
 *   recording of each new match (saved_search_matches) included.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { CATEGORY_OPTIONS, PRICE_OPTIONS, SORT_OPTIONS } from "~/domain/catalog/catalog";
import type { ListingForm } from "~/domain/listings/listing-form";
import { AIRCRAFT_TYPE_OPTIONS, BUDGET_STEP, PASSENGER_CAPACITY_OPTIONS, RANGE_OPTIONS, TIMELINE_OPTIONS, USAGE_OPTIONS } from "~/domain/matching/match-requirements";
import type { MatchRequirements } from "~/domain/matching/match-requirements-schema";
import type { SearchCriteria } from "~/domain/alerts/saved-search";
import type { Database } from "~/server/db/database";
import { openPglite } from "~/server/db/client.server";
import { generateListings } from "~/server/db/generate-listings";
import { profiles, savedSearches } from "~/server/db/schema";
import { insertListings } from "~/server/db/seed.server";
import { savedSearchesMatching } from "~/server/alerts/saved-search-matching.server";
import { saveSearch } from "~/server/alerts/saved-searches.server";
import { createListing } from "~/server/listings/seller-listings.server";
import { openScratchPostgres } from "../tests/integration/test-database";

const LISTINGS = 10_000;
const SAVED_SEARCHES = 10_000;
const SEARCHES_PER_BUYER = 10;
const PUBLISHES = 50;
const WARM_UPS = 5;

type Engine = { name: string; db: Database; close: () => Promise<void> };
type Timing = { median: number; p95: number };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/** A deterministic sequence in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Words buyers type: from the listings' makes, models and places, as the catalogue indexes them. */
function vocabulary(rows: { manufacturer: string; model: string; location: string }[]): string[] {
  const words = new Set<string>();
  for (const row of rows) for (const word of `${row.manufacturer} ${row.model} ${row.location}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) words.add(word);
  return [...words];
}

function searchesFor(count: number, words: string[]): SearchCriteria[] {
  const next = random(11);
  const one = <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)]!;
  const maybe = <T extends { value: string }>(options: readonly T[]) => (next() < 0.3 ? undefined : one(options).value);
  return Array.from({ length: count }, (_, index): SearchCriteria => {
    if (index % 2 === 0) {
      const q = next() < 0.6 ? Array.from({ length: 1 + Math.floor(next() * 2) }, () => one(words)).join(" ") : "";
      return {
        kind: "catalog",
        search: {
          q,
          category: next() < 0.8 ? one(CATEGORY_OPTIONS).value : "all",
          price: next() < 0.6 ? one(PRICE_OPTIONS).value : "all",
          sort: one(SORT_OPTIONS).value,
        },
      };
    }
    const requirements: MatchRequirements = {
      aircraftType: one(AIRCRAFT_TYPE_OPTIONS).value,
      budget: Math.max(1, Math.round(10 ** (5 + next() * 3) / BUDGET_STEP)) * BUDGET_STEP,
      passengerCapacity: maybe(PASSENGER_CAPACITY_OPTIONS) as MatchRequirements["passengerCapacity"],
      range: maybe(RANGE_OPTIONS) as MatchRequirements["range"],
      usage: maybe(USAGE_OPTIONS) as MatchRequirements["usage"],
      timeline: maybe(TIMELINE_OPTIONS) as MatchRequirements["timeline"],
      ...(next() < 0.2 ? { additionalNotes: `${one(words)} ${one(words)}` } : {}),
    };
    return { kind: "match", requirements };
  });
}

/** New listings as a seller's publish form sends them: generated with another seed than the inventory. */
function publishForms(count: number): ListingForm[] {
  return generateListings(count, 2).map((seed) => ({
    intent: "publish",
    name: seed.name,
    manufacturer: seed.manufacturer,
    model: seed.model,
    year: seed.year,
    category: seed.category,
    price: seed.price,
    location: seed.location,
    totalTimeHours: seed.totalTimeHours,
    seats: seed.seats,
    usefulLoadLbs: seed.usefulLoadLbs,
    registration: seed.registration,
    serialNumber: seed.serialNumber,
    description: seed.description,
    features: seed.features,
    ...seed.specifications,
    availableInMonths: seed.availableInMonths,
    contactName: seed.contact.name,
    contactCompany: seed.contact.company,
    contactPhone: seed.contact.phone,
    contactEmail: seed.contact.email,
  }));
}

async function seed(engine: Engine): Promise<{ took: string; searches: number; sellerId: string }> {
  const start = performance.now();
  const inventory = generateListings(LISTINGS);
  await insertListings(engine.db, inventory);
  const words = vocabulary(inventory);
  const buyers = Array.from({ length: SAVED_SEARCHES / SEARCHES_PER_BUYER }, () => randomUUID());
  const sellerId = randomUUID();
  const people: (typeof profiles.$inferInsert)[] = [
    ...buyers.map((id, index) => ({ id, email: `buyer${index}@example.com`, firstName: "Buyer", lastName: String(index), userType: "buyer" as const, phone: "+1 555 0100" })),
    { id: sellerId, email: "seller@example.com", firstName: "Seller", lastName: "Bench", userType: "seller", phone: "+1 555 0100" },
  ];
  for (let from = 0; from < people.length; from += 1_000) await engine.db.insert(profiles).values(people.slice(from, from + 1_000));
  // A few more than needed: a buyer who saves the same search twice keeps one.
  const criteria = searchesFor(SAVED_SEARCHES * 1.05, words);
  const saved = new Set<number>();
  for (const [index, search] of criteria.entries()) {
    if (saved.size === SAVED_SEARCHES) break;
    const buyer = buyers[Math.floor(saved.size / SEARCHES_PER_BUYER)]!;
    saved.add(await saveSearch(engine.db, buyer, search, { name: `Search ${index}`, frequency: index % 4 === 0 ? "instant" : "daily" }));
  }
  await engine.db.execute(sql`ANALYZE`);
  const [counted] = await engine.db.select({ count: sql<number>`count(*)::int` }).from(savedSearches);
  return { took: seconds(start), searches: counted?.count ?? 0, sellerId };
}

async function bench(engine: Engine) {
  const seeded = await seed(engine);
  const forms = publishForms(WARM_UPS + PUBLISHES);
  const matching: number[] = [];
  const publishing: number[] = [];
  const matched = { catalog: 0, match: 0 };
  const kinds = new Map((await engine.db.select({ id: savedSearches.id, kind: savedSearches.kind }).from(savedSearches)).map((row) => [row.id, row.kind]));
  for (const [index, form] of forms.entries()) {
    const start = performance.now();
    const { id } = await createListing(engine.db, seeded.sellerId, form);
    const published = performance.now() - start;
    const found = performance.now();
    const searches = await savedSearchesMatching(engine.db, id);
    const lookedUp = performance.now() - found;
    if (index < WARM_UPS) continue;
    publishing.push(published);
    matching.push(lookedUp);
    for (const search of searches) matched[kinds.get(search.id) ?? "catalog"]++;
  }
  return { ...seeded, matching: summarise(matching), publishing: summarise(publishing), catalogMatched: matched.catalog / PUBLISHES, missionsMatched: matched.match / PUBLISHES };
}

async function engines(): Promise<Engine[]> {
  const pglite = await openPglite();
  const list: Engine[] = [{ name: "PGlite (in memory)", ...pglite }];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) list.push({ name: "PostgreSQL", ...(await openScratchPostgres(serverUrl)) });
  return list;
}

console.log(
  `Alerts benchmark: ${SAVED_SEARCHES.toLocaleString("en-US")} saved searches (half catalogue, half /ai-match), ${LISTINGS.toLocaleString("en-US")} listings, ${PUBLISHES} publishes after ${WARM_UPS} warm-ups`,
);
console.log(`Node ${process.version}, ${process.platform}/${process.arch}`);
if (!process.env.BENCH_DATABASE_URL && !process.env.TEST_DATABASE_URL) console.log("(Set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure PostgreSQL too.)");
for (const engine of await engines()) {
  try {
    const result = await bench(engine);
    console.log(`\n${engine.name}: seeded in ${result.took}, ${result.searches.toLocaleString("en-US")} saved searches`);
    console.log(`  savedSearchesMatching (who must be alerted)   median ${ms(result.matching.median)}   p95 ${ms(result.matching.p95)}`);
    console.log(`  createListing (publish, match, record)         median ${ms(result.publishing.median)}   p95 ${ms(result.publishing.p95)}`);
    console.log(`  saved searches matched per published listing: ${result.catalogMatched.toFixed(1)} catalogue searches, ${result.missionsMatched.toFixed(1)} missions`);
  } finally {
    await engine.close();
  }
}
