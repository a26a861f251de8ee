/**
 * "Within 250 nm of KTEB" on the sample inventory (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the database's distance is the domain's, the catalogue shows exactly
 * the listings based within the radius, nearest first when asked, with their distance; an
 * unknown airport is left out with a notice; a saved search near an airport alerts only on
 * listings within its radius.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceNm } from "~/domain/airports/near-airport";
import { CATALOG_PAGE_SIZE, parseCatalogQuery } from "~/domain/catalog/catalog";
import { catalogSearchOf } from "~/domain/alerts/saved-search";
import type { Database } from "~/server/db/database";
import { findAirport } from "~/server/airports/airports.server";
import { listings, profiles } from "~/server/db/schema";
import { seedDatabase } from "~/server/db/seed.server";
import { catalogFacetCounts } from "~/server/listings/catalog-facets.server";
import { catalogSuggestions } from "~/server/listings/catalog-suggestions.server";
import { countCatalog, searchCatalog } from "~/server/listings/catalog-page.server";
import { withKnownAirport } from "~/server/listings/near-airport.server";
import { savedSearchesMatching } from "~/server/alerts/saved-search-matching.server";
import { saveSearch } from "~/server/alerts/saved-searches.server";
import { createListing, unknownBaseAirport, withBaseAirportPlace } from "~/server/listings/seller-listings.server";
import { listingForm } from "../support/listing-form";
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

const query = (params: string) => parseCatalogQuery(new URLSearchParams(params));

/** The bases of the aircraft the catalogue lists: for sale, or Pending. */
async function listedBases() {
  return db
    .select({ id: listings.id, latitude: listings.baseLatitude, longitude: listings.baseLongitude, airport: listings.baseAirport })
    .from(listings)
    .where(and(inArray(listings.status, ["active", "pending"]), isNotNull(listings.baseLatitude)));
}

describe("near an airport", () => {
  it("gives every sample listing the base airport of its place", async () => {
    const bases = await db.select({ location: listings.location, airport: listings.baseAirport }).from(listings);
    expect(bases.filter((base) => base.airport === null)).toEqual([]);
    expect(bases.find((base) => base.location === "Teterboro, NJ")?.airport).toBe("KTEB");
  });

  it.each(["near=KTEB&radius=250", "near=TEB&radius=500", "near=EGLL&radius=1000", "near=LSGG&radius=50"])(
    "%s shows exactly the listings based within the radius, nearest first, each with its distance",
    async (params) => {
      const search = query(`${params}&sort=distance`);
      const airport = findAirport(search.facets.near)!;
      const expected = (await listedBases())
        .map((base) => ({ id: base.id, nm: distanceNm(airport, { latitude: base.latitude!, longitude: base.longitude! }) }))
        .filter((base) => base.nm <= search.facets.radiusNm!)
        .sort((a, b) => a.nm - b.nm || a.id - b.id);
      expect(expected.length).toBeGreaterThan(0);
      const page = await searchCatalog(db, search);
      expect(page.total).toBe(expected.length);
      expect(await countCatalog(db, search)).toBe(expected.length);
      const shown = expected.slice(0, CATALOG_PAGE_SIZE);
      expect(page.listings.map((listing) => listing.id)).toEqual(shown.map((base) => base.id));
      page.listings.forEach((listing, index) => {
        expect(listing.distance?.from).toBe(airport.ident);
        expect(listing.distance!.nm).toBeCloseTo(shown[index]!.nm, 6);
      });
    },
  );

  it.each(["distance", "price-low", "year-old"])("continues on the second page, in the %s order", async (sort) => {
    const search = query(`near=KICT&radius=1000&sort=${sort}`);
    const airport = findAirport(search.facets.near)!;
    const within = (await listedBases()).filter((base) => distanceNm(airport, { latitude: base.latitude!, longitude: base.longitude! }) <= 1_000);
    expect(within.length).toBeGreaterThan(CATALOG_PAGE_SIZE);
    const first = await searchCatalog(db, search);
    const second = await searchCatalog(db, { ...search, page: 2 });
    const shown = [...first.listings, ...second.listings].map((listing) => listing.id);
    expect(second.total).toBe(within.length);
    expect(new Set(shown).size).toBe(Math.min(within.length, 2 * CATALOG_PAGE_SIZE));
    expect(shown.every((id) => within.some((base) => base.id === id))).toBe(true);
  });

  it("counts each maker's aircraft within the radius", async () => {
    const search = query("near=KTEB&radius=500");
    const counts = await catalogFacetCounts(db, search);
    expect(counts.manufacturers.reduce((sum, maker) => sum + maker.count, 0)).toBe((await searchCatalog(db, search)).total);
  });

  it("shows no distance without an airport, and leaves out one it does not know with a notice", async () => {
    expect((await searchCatalog(db, query("q=citation"))).listings.every((listing) => listing.distance === undefined)).toBe(true);
    const { query: known, notice } = withKnownAirport(query("near=ZZZZ&sort=distance"));
    expect(known.facets.near).toBe("");
    expect(known.sort).toBe("newest");
    expect(notice).toContain("No airport “ZZZZ” is known");
    expect(withKnownAirport(query("near=KTEB")).notice).toBeNull();
  });

  it("bases a seller's listing at the airport its code names, and matches a saved search near an airport only within its radius", async () => {
    const profile = async (userType: "buyer" | "seller") => {
      const id = randomUUID();
      await db.insert(profiles).values({ id, email: `near.${id.slice(0, 8)}@example.com`, firstName: "Amelia", lastName: "Hart", userType, company: null, phone: "+1 555 0100" });
      return id;
    };
    const [buyer, seller] = [await profile("buyer"), await profile("seller")];
    const id = await saveSearch(db, buyer, { kind: "catalog", search: catalogSearchOf(query("near=KTEB&radius=250")) }, { name: "Near Teterboro", frequency: "instant" });
    const near = await createListing(db, seller, listingForm({ intent: "publish", baseAirport: "EWR" }));
    const far = await createListing(db, seller, listingForm({ intent: "publish", baseAirport: "LHR" }));
    const [stored] = await db.select({ airport: listings.baseAirport, latitude: listings.baseLatitude }).from(listings).where(eq(listings.id, near.id));
    expect(stored).toEqual({ airport: "KEWR", latitude: findAirport("KEWR")!.latitude });
    expect((await savedSearchesMatching(db, near.id)).map((search) => search.id)).toContain(id);
    expect((await savedSearchesMatching(db, far.id)).map((search) => search.id)).not.toContain(id);
    expect(unknownBaseAirport(listingForm({ baseAirport: "ZZZZ" }))).toContain("No airport “ZZZZ” is known");
    expect(unknownBaseAirport(listingForm({ baseAirport: "TEB" }))).toBeNull();
  });

  it("suggests the makers and models buyers can see, and airports by code or name", async () => {
    const words = (await catalogSuggestions(db, "words", "pilat")).map((suggestion) => suggestion.value);
    expect(words[0]).toBe("Pilatus");
    expect(words).toContain("Pilatus PC-12 NGX");
    expect((await catalogSuggestions(db, "airports", "teb"))[0]).toEqual({ value: "KTEB", label: "KTEB (TEB), Teterboro Airport, Teterboro, NJ", place: "Teterboro, NJ" });
    expect(await catalogSuggestions(db, "words", "zeppelin")).toEqual([]);
  });

  it("fills a listing's empty location from its base airport, as the editor does with scripts, and keeps a typed one", async () => {
    const form = (fields: Record<string, string>) => {
      const formData = new FormData();
      for (const [name, value] of Object.entries(fields)) formData.set(name, value);
      return withBaseAirportPlace(formData);
    };
    expect(form({ location: " ", baseAirport: "teb", name: "2019 Cessna 172" }).get("location")).toBe("Teterboro, NJ");
    expect(form({ location: " ", baseAirport: "teb", name: "2019 Cessna 172" }).get("name")).toBe("2019 Cessna 172");
    expect(form({ location: "Hasbrouck Heights, NJ", baseAirport: "KTEB" }).get("location")).toBe("Hasbrouck Heights, NJ");
    expect(form({ location: "", baseAirport: "ZZZZ" }).get("location")).toBe("");
    expect(form({ baseAirport: "LSGG" }).get("location")).toBe("Geneva, Switzerland");
  });
});
