/**
 * The attribute filters (hours to TBO, ADS-B Out, no damage history, complete logbooks,
 * verified seller, with photos) on the sample inventory (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the database's rules are the domain's, every count a choice shows is
 * what the catalogue then shows, and a saved search with them matches what the catalogue shows.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTRIBUTE_FLAGS, ENGINE_HOURS_PRESETS } from "~/domain/catalog/aircraft-attributes";
import { meetsAviationFilter } from "~/domain/catalog/aviation-filter";
import { CATALOG_PAGE_SIZE, type CatalogQuery, parseCatalogQuery } from "~/domain/catalog/catalog";
import { NUMBER_FACETS } from "~/domain/catalog/facets";
import { engineHoursRemaining } from "~/domain/listings/aviation";
import { listings, profiles, sellerVerifications } from "~/server/db/schema";
import { seedDatabase } from "~/server/db/seed.server";
import { catalogAttributeCounts } from "~/server/listings/attribute-counts.server";
import { catalogFacetCounts } from "~/server/listings/catalog-facets.server";
import { countCatalog, searchCatalog } from "~/server/listings/catalog-page.server";
import { catalogSearchPage } from "~/server/listings/catalog-search.server";
import { savedSearchesMatching } from "~/server/alerts/saved-search-matching.server";
import { saveSearch } from "~/server/alerts/saved-searches.server";
import { summaryAndFreshCount } from "./facet-summary-fresh";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  // The sample has no verified seller and no photos: one of each, so those filters find some and not all.
  const [first] = await database.db.select({ sellerId: listings.sellerId }).from(listings).where(eq(listings.status, "active")).orderBy(listings.id).limit(1);
  if (!first?.sellerId) throw new Error("The sample has no seller");
  await database.db.insert(sellerVerifications).values(verificationOf(first.sellerId, "approved"));
  await database.db.update(listings).set({ hasPhotos: true }).where(inArray(listings.id, [2, 4, 6, 9]));
});

afterAll(async () => {
  await database.close();
});

const query = (params: string): CatalogQuery => parseCatalogQuery(new URLSearchParams(params));

/** A seller's request to be verified, as the form leaves it. */
function verificationOf(sellerId: string, status: "pending" | "approved") {
  return {
    sellerId,
    legalName: "Sample Aviation LLC",
    registrationNumber: "123",
    country: "US",
    businessAddress: "1 Airport Road",
    phone: "+1 555 0100",
    documentKey: `proof-${randomUUID()}`,
    documentName: "proof.pdf",
    documentType: "business-registration" as const,
    status,
  };
}

/** Each attribute choice's count for `search` against what the catalogue shows once it is made. */
async function expectAttributeCountsOfTheCatalogue(search: CatalogQuery): Promise<void> {
  const counts = await catalogAttributeCounts(database.db, search);
  if (!counts) throw new Error("not counted");
  for (const key of ATTRIBUTE_FLAGS) expect(counts.flags[key], key).toBe(await countCatalog(database.db, { ...search, facets: { ...search.facets, [key]: true } }));
  expect(counts.engineHours.map((choice) => choice.value)).toEqual(expect.arrayContaining([...ENGINE_HOURS_PRESETS]));
  for (const { value, count } of counts.engineHours) expect(count, `${value} hours`).toBe(await countCatalog(database.db, { ...search, facets: { ...search.facets, minEngineHours: value } }));
}

describe("the database's rules for the attribute filters", () => {
  it("are the domain's for every listing: hours to TBO, ADS-B Out, damage history and logbooks", async () => {
    const rows = await database.db.select({ aviation: listings.aviation, hours: sql<number | null>`listing_engine_hours_remaining(${listings.aviation})` }).from(listings);
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) expect(row.hours, JSON.stringify(row.aviation.engines)).toBe(engineHoursRemaining(row.aviation));
    for (const params of ["adsb=1", "no_damage=1", "logbooks=1", "engine_min=1000", "adsb=1&logbooks=1&engine_min=500"]) {
      const filter = query(params).facets;
      const shown = await catalogIds(query(params));
      // The catalogue lists aircraft for sale and those under agreement (Pending).
      const all = await database.db.select({ id: listings.id, aviation: listings.aviation }).from(listings).where(inArray(listings.status, ["active", "pending"]));
      const expected = all.filter((row) => meetsAviationFilter(row.aviation, { ...filter, minEngineHours: filter.minEngineHours ?? undefined })).map((row) => row.id);
      expect([...shown].sort((a, b) => a - b), params).toEqual(expected.sort((a, b) => a - b));
      // Each filter leaves some aircraft out and keeps some.
      expect(shown.size, params).toBeGreaterThan(0);
      expect(shown.size, params).toBeLessThan(all.length);
    }
  });
});

describe("the attribute counts", () => {
  // From the summary of counts (decision 056) but for words, an airport and hours to TBO the form does not offer.
  it.each(["", "category=turboprop&adsb=1", "engine_min=1000&logbooks=1&verified=1", "q=citation&no_damage=1&photos=1", "manufacturer=Cessna&region=FL&adsb=1", "near=KDEN&radius=500&logbooks=1", "engine_min=1200&adsb=1"])(
    "for “%s” are what the catalogue shows once each choice is made, as are the other facets' counts",
    async (params) => {
      const search = query(params);
      await expectAttributeCountsOfTheCatalogue(search);
      // The other facets count under the attribute filters in force.
      const facets = await catalogFacetCounts(database.db, search);
      const cases = [
        ...facets.manufacturers.map(({ value, count }) => ({ facets: { ...search.facets, manufacturer: value, model: "" }, count })),
        ...facets.regions.map(({ value, count }) => ({ facets: { ...search.facets, region: value }, count })),
        ...NUMBER_FACETS.flatMap((key) => facets.numbers[key].map(({ value, count }) => ({ facets: { ...search.facets, [key]: value }, count }))),
      ];
      for (const { facets: chosen, count } of cases) expect(count, JSON.stringify(chosen)).toBe(await countCatalog(database.db, { ...search, facets: chosen }));
    },
  );

  it("show a flag in force counting what the page shows, and a verified seller's and photos' aircraft apart", async () => {
    const search = query("adsb=1&verified=1");
    const page = await catalogSearchPage(database.db, search);
    expect(page.attributeCounts?.flags.adsbOut).toBe(page.result.total);
    expect(page.attributeCounts?.flags.verifiedSeller).toBe(page.result.total);
    expect(page.result.total).toBeGreaterThan(0);
    const whole = await catalogAttributeCounts(database.db, query(""));
    expect(whole?.flags.hasPhotos).toBe(4);
  });
});

describe("a saved search with attribute filters", () => {
  it("matches exactly the listings the catalogue shows for it", async () => {
    const buyer = randomUUID();
    await database.db.insert(profiles).values({ id: buyer, email: `buyer.${buyer.slice(0, 8)}@example.com`, firstName: "Amelia", lastName: "Hart", userType: "buyer", company: null, phone: "+1 555 0100" });
    const searches = new Map<number, CatalogQuery>();
    for (const params of ["adsb=1&engine_min=1000", "no_damage=1&logbooks=1", "verified=1", "photos=1&category=turboprop"]) {
      const search = query(params);
      searches.set(await saveSearch(database.db, buyer, { kind: "catalog", search }, { name: params, frequency: "instant" }), search);
    }
    const rows = await database.db.select({ id: listings.id, status: listings.status }).from(listings);
    for (const [searchId, search] of searches) {
      const shown = await catalogIds(search);
      expect(shown.size).toBeGreaterThan(0);
      for (const { id: listingId, status } of rows) {
        const matched = (await savedSearchesMatching(database.db, listingId)).some((found) => found.id === searchId);
        // An alert offers aircraft for sale: a Pending one the catalogue lists is not offered.
        expect(matched, `listing ${listingId} against ${JSON.stringify(search.facets)}`).toBe(shown.has(listingId) && status === "active");
      }
    }
  });
});

async function catalogIds(search: CatalogQuery): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const found = await searchCatalog(database.db, { ...search, page });
    for (const listing of found.listings) ids.add(listing.id);
    if (page * CATALOG_PAGE_SIZE >= found.total) return ids;
  }
}

describe("the summary of counts (decision 056)", () => {
  it("keeps the attribute counts exact through every change to listings, their sellers and the sellers' verification", async () => {
    const db = database.db;
    const run = (statement: string) => db.execute(sql.raw(statement));
    const expectExact = async () => {
      const [kept, fresh] = await summaryAndFreshCount(db);
      expect(kept).toEqual(fresh);
      for (const params of ["", "adsb=1&verified=1", "engine_min=1000&photos=1"]) await expectAttributeCountsOfTheCatalogue(query(params));
    };
    await expectExact();
    // Listings with sections and photos added, one of them Pending (listed, so counted).
    const copied =
      "seller_id, name, manufacturer, model, year, category, price, location, total_time_hours, max_speed_kts, cruise_speed_kts, range_nm, ceiling_ft, fuel_capacity_gal, baggage_cu_ft, seats, useful_load_lbs, registration, serial_number, description, contact_name, contact_phone, contact_email, contact_company, aviation, has_photos, status";
    await run(`INSERT INTO listings (${copied}) SELECT ${copied} FROM listings WHERE status = 'active' AND adsb_out ORDER BY id LIMIT 4`);
    await run("UPDATE listings SET status = 'pending' WHERE id = (SELECT max(id) FROM listings)");
    await expectExact();
    // Sections rewritten (ADS-B Out and the engines' hours change), photos added and taken off, a sale.
    await run(
      "UPDATE listings SET aviation = other.aviation FROM (SELECT aviation FROM listings WHERE adsb_out IS NOT TRUE AND engine_hours_remaining IS NOT NULL ORDER BY id LIMIT 1) AS other WHERE listings.id IN (SELECT id FROM listings WHERE adsb_out AND status = 'active' ORDER BY id LIMIT 2)",
    );
    await run("UPDATE listings SET has_photos = NOT has_photos WHERE id IN (2, 3)");
    await run("UPDATE listings SET status = 'sold' WHERE id = (SELECT min(id) FROM listings WHERE status = 'active' AND adsb_out)");
    await expectExact();
    // Another seller verified: asked, approved, refused after all, asked and approved again, the request deleted.
    const sellers = (await db.execute(sql`SELECT seller_id AS id FROM listings WHERE status = 'active' AND seller_id IS NOT NULL GROUP BY seller_id ORDER BY count(*) DESC`)) as unknown as {
      rows: { id: string }[];
    };
    const verified = new Set((await db.select({ id: sellerVerifications.sellerId }).from(sellerVerifications)).map((row) => row.id));
    const other = sellers.rows.find((seller) => !verified.has(seller.id))?.id;
    if (!other) throw new Error("every seller is verified");
    await db.insert(sellerVerifications).values(verificationOf(other, "pending"));
    await expectExact();
    await db.update(sellerVerifications).set({ status: "approved" }).where(eq(sellerVerifications.sellerId, other));
    await expectExact();
    await db.update(sellerVerifications).set({ status: "refused", refusalReason: "The registration does not match." }).where(eq(sellerVerifications.sellerId, other));
    await expectExact();
    await db.insert(sellerVerifications).values(verificationOf(other, "approved"));
    await expectExact();
    await db.delete(sellerVerifications).where(eq(sellerVerifications.sellerId, other));
    await expectExact();
    await db.insert(sellerVerifications).values(verificationOf(other, "approved"));
    // A listing deleted; the verified seller suspended and restored; a verified seller's account deleted (their listings stay, with no seller).
    await run("DELETE FROM listings WHERE id = (SELECT max(id) FROM listings WHERE adsb_out)");
    await run(`UPDATE profiles SET suspended_at = now() WHERE id = '${other}'`);
    await expectExact();
    await run(`UPDATE profiles SET suspended_at = NULL WHERE id = '${other}'`);
    await expectExact();
    await run(`DELETE FROM profiles WHERE id = '${other}'`);
    await expectExact();
  }, 120_000);
});
