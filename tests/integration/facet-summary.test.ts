/**
 * The facets' summary of counts (drizzle/0046, docs/decisions/026) against the listings
 * themselves: after inserts, updates, deletes, a listing going Pending (still listed) or
 * Sold (not), an operator hiding a listing and a seller's
 * suspension, restoration and deletion, it holds what a fresh count holds, and the facets'
 * counts read from it are what the catalogue then shows.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CatalogQuery, parseCatalogQuery } from "~/domain/catalog/catalog";
import { SUMMARY_ENGINE_HOURS_CUTS, SUMMARY_HOURS_CUTS, SUMMARY_PRICE_CUTS, summaryCounts } from "~/domain/catalog/facet-summary";
import { NUMBER_FACETS } from "~/domain/catalog/facets";
import type { Database } from "~/server/db/database";
import { seedDatabase } from "~/server/db/seed.server";
import { catalogFacetCounts } from "~/server/listings/catalog-facets.server";
import { countCatalog } from "~/server/listings/catalog-page.server";
import { catalogFilter } from "~/server/listings/near-airport.server";
import { summaryAndFreshCount } from "./facet-summary-fresh";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await seedDatabase(db);
});

afterAll(async () => {
  await database?.close();
});

const rows = async <T>(statement: ReturnType<typeof sql>) => (await db.execute(statement)) as unknown as { rows: T[] };
const run = (statement: string) => db.execute(sql.raw(statement));

const QUERIES = [
  "",
  "category=turboprop",
  "price=500k-2m&year_from=2005",
  "manufacturer=Cessna&region=FL",
  "manufacturer=Cessna&model=340A&region=CO&seats_min=4",
  "category=business-jet&price_from=5000000&price_to=25000000&hours_max=3000",
  "price=10m%2B&year_to=2015",
].map((params) => parseCatalogQuery(new URLSearchParams(params)));

/** Every count the facets show for `query`, against what the catalogue shows once that choice is made. */
async function expectCountsOfTheCatalogue(query: CatalogQuery): Promise<void> {
  expect(summaryCounts([catalogFilter(query)]), JSON.stringify(query.facets)).toBe(true);
  const counts = await catalogFacetCounts(db, query);
  const cases = [
    ...counts.manufacturers.map(({ value, count }) => ({ facets: { ...query.facets, manufacturer: value, model: "" }, count })),
    ...counts.models.map(({ value, count }) => ({ facets: { ...query.facets, model: value }, count })),
    ...counts.regions.map(({ value, count }) => ({ facets: { ...query.facets, region: value }, count })),
    ...NUMBER_FACETS.flatMap((key) => counts.numbers[key].map(({ value, count }) => ({ facets: { ...query.facets, [key]: value }, count }))),
  ];
  for (const { facets, count } of cases) expect(count, JSON.stringify(facets)).toBe(await countCatalog(db, { ...query, facets }));
}

/** The summary against a fresh count, and the facets' counts against the catalogue's for two searches (all of QUERIES with `all`). */
async function expectExact(all = false): Promise<void> {
  const [kept, fresh] = await summaryAndFreshCount(db);
  expect(kept).toEqual(fresh);
  for (const query of all ? QUERIES : QUERIES.slice(0, 2)) await expectCountsOfTheCatalogue(query);
}

describe("the facets' summary of counts", () => {
  it("keeps the offered bounds' numbers, as the domain names them", async () => {
    const cuts = await rows<{ price: number; below: number }>(
      sql.raw(`SELECT catalog_facet_price(cut)::float8 AS price, catalog_facet_price(cut - 1)::float8 AS below FROM unnest('{${SUMMARY_PRICE_CUTS.slice(1).join(",")}}'::bigint[]) AS cut`),
    );
    expect(cuts.rows.map((cut) => cut.price)).toEqual(SUMMARY_PRICE_CUTS.slice(1));
    expect(cuts.rows.map((cut) => cut.below)).toEqual(SUMMARY_PRICE_CUTS.slice(0, -1));
    const hours = await rows<{ hours: number }>(sql.raw(`SELECT catalog_facet_hours(cut) AS hours FROM unnest('{${SUMMARY_HOURS_CUTS.join(",")}}'::int[]) AS cut`));
    expect(hours.rows.map((cut) => cut.hours)).toEqual(SUMMARY_HOURS_CUTS);
    const engines = await rows<{ hours: number; below: number }>(
      sql.raw(`SELECT catalog_facet_engine_hours(cut) AS hours, catalog_facet_engine_hours(cut - 1) AS below FROM unnest('{${SUMMARY_ENGINE_HOURS_CUTS.join(",")}}'::int[]) AS cut`),
    );
    expect(engines.rows.map((cut) => cut.hours)).toEqual(SUMMARY_ENGINE_HOURS_CUTS);
    expect(engines.rows.map((cut) => cut.below)).toEqual([0, ...SUMMARY_ENGINE_HOURS_CUTS.slice(0, -1)]);
  });

  it("holds what the listings hold, and gives the catalogue's counts, through every change to them", async () => {
    await expectExact(true);
    const copied = "seller_id, name, manufacturer, model, year, category, price, location, total_time_hours, max_speed_kts, cruise_speed_kts, range_nm, ceiling_ft, fuel_capacity_gal, baggage_cu_ft, seats, useful_load_lbs, registration, serial_number, description, contact_name, contact_phone, contact_email, contact_company, status";
    await run(`INSERT INTO listings (${copied}) SELECT ${copied} FROM listings WHERE status = 'active' ORDER BY id LIMIT 5`);
    await expectExact();
    const [first] = (await rows<{ id: number; seller: string }>(sql`SELECT id, seller_id AS seller FROM listings WHERE status = 'active' AND seller_id IS NOT NULL ORDER BY id LIMIT 1`)).rows;
    if (!first) throw new Error("the sample has no listing with a seller");
    await run(`UPDATE listings SET price = 250000 WHERE id = ${first.id}`);
    await run(`UPDATE listings SET price = 250001, total_time_hours = 2001 WHERE id = ${first.id + 1}`);
    await run(`UPDATE listings SET category = 'helicopter', location = 'Bern, Switzerland' WHERE id = ${first.id + 2}`);
    await run(`UPDATE listings SET status = 'sold' WHERE id = ${first.id + 3}`);
    // Pending stays in the catalogue (marked so on its card), and in its counts.
    await run(`UPDATE listings SET status = 'pending' WHERE id IN (${first.id}, ${first.id + 7})`);
    await run(`UPDATE listings SET hidden_at = now(), hidden_reason = 'test' WHERE id IN (${first.id + 4}, ${first.id + 5})`);
    await expectExact();
    await run(`UPDATE listings SET hidden_at = NULL, hidden_reason = NULL WHERE id = ${first.id + 4}`);
    await run(`UPDATE listings SET status = 'active' WHERE id = ${first.id + 3}`);
    await run(`DELETE FROM listings WHERE id = ${first.id + 6}`);
    await expectExact();
    // The seller verified (the summary keeps the "Verified seller" badge, decision 056), then suspended.
    await run(`INSERT INTO seller_verifications (seller_id, legal_name, registration_number, country, business_address, phone, document_key, document_name, document_type, status)
      VALUES ('${first.seller}', 'Sample Aviation LLC', '123', 'US', '1 Airport Road', '+1 555 0100', 'proof-facet-summary', 'proof.pdf', 'business-registration', 'approved')`);
    await expectExact();
    await run(`UPDATE profiles SET suspended_at = now() WHERE id = '${first.seller}'`);
    await expectExact();
    await run(`UPDATE profiles SET suspended_at = NULL WHERE id = '${first.seller}'`);
    await expectExact();
    // A suspended, verified seller's account deleted: their listings stay, with no seller, findable again.
    await run(`UPDATE profiles SET suspended_at = now() WHERE id = '${first.seller}'`);
    await run(`DELETE FROM profiles WHERE id = '${first.seller}'`);
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM listings WHERE seller_id IS NULL AND status = 'active'`)).rows[0]?.n).toBeGreaterThan(0);
    await expectExact(true);
    // Some 2,000 facet counts compared with the catalogue's own: seconds on PGlite, more under load.
  }, 120_000);
});
