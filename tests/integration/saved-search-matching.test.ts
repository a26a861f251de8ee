/**
 * Matching listings to saved searches against a real database (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): a catalogue search matches exactly the listings the
 * catalogue shows for it, a mission exactly the listings the engine counts as
 * matches, and each listing is recorded once per search, when it newly matches.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_PAGE_SIZE, CATEGORY_OPTIONS, DEFAULT_CATALOG_QUERY, PRICE_OPTIONS, parseCatalogQuery } from "~/domain/catalog/catalog";
import type { ListingForm } from "~/domain/listings/listing-form";
import type { MatchRequirements } from "~/domain/matching/match-requirements-schema";
import { rankListings } from "~/domain/matching/ranking";
import { MATCH_THRESHOLD } from "~/domain/matching/rules";
import { type AlertFrequency, type CatalogSearch, catalogSearchOf, type SearchCriteria } from "~/domain/alerts/saved-search";
import { listings, profiles, savedAircraft, savedAircraftAlerts, savedSearches, savedSearchMatches } from "~/server/db/schema";
import { seedDatabase } from "~/server/db/seed.server";
import { searchCatalog } from "~/server/listings/catalog-page.server";
import { loadMatchCandidates } from "~/server/matching/matching.server";
import { savedSearchesMatching } from "~/server/alerts/saved-search-matching.server";
import { saveSearch } from "~/server/alerts/saved-searches.server";
import { createListing, deleteListing, setListingStatus, updateListing } from "~/server/listings/seller-listings.server";
import { hideListing } from "~/server/operators/listing-moderation.server";
import { listingForm as draftListingForm } from "../support/listing-form";
import { unusedStorage } from "../support/unused-storage";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
});

afterAll(async () => {
  await database.close();
});

async function createProfile(userType: "buyer" | "seller"): Promise<string> {
  const id = randomUUID();
  await database.db
    .insert(profiles)
    .values({ id, email: `${userType}.${id.slice(0, 8)}@example.com`, firstName: "Amelia", lastName: "Hart", userType, company: null, phone: "+1 555 0100" });
  return id;
}

function save(buyer: string, criteria: SearchCriteria, frequency: AlertFrequency = "instant"): Promise<number> {
  return saveSearch(database.db, buyer, criteria, { name: "A search", frequency });
}

/** The catalogue's aircraft for sale: it also lists Pending ones, which no alert offers. */
async function catalogIds(search: CatalogSearch): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const found = await searchCatalog(database.db, { ...DEFAULT_CATALOG_QUERY, ...search, facets: search.facets ?? DEFAULT_CATALOG_QUERY.facets, page });
    for (const listing of found.listings) if (listing.status === "active") ids.add(listing.id);
    if (page * CATALOG_PAGE_SIZE >= found.total) return ids;
  }
}

async function allListingIds(): Promise<number[]> {
  return (await database.db.select({ id: listings.id }).from(listings)).map((row) => row.id);
}

/** For each listing, the ids among `searchIds` that it matches. */
async function matchedBy(listingIds: number[], searchIds: Set<number>): Promise<Map<number, Set<number>>> {
  const matched = new Map<number, Set<number>>();
  for (const listingId of listingIds) {
    const found = await savedSearchesMatching(database.db, listingId);
    matched.set(listingId, new Set(found.map((search) => search.id).filter((id) => searchIds.has(id))));
  }
  return matched;
}

const QUERIES = ["", "cessna", "cit", "Citation CJ4", "geneva", "gulfstream g650er", "PC-12", "king air", "nothing-like-this"];

describe("a catalogue search matches the listings for sale the catalogue shows for it", () => {
  it("for every text, category and price band, alone and combined", async () => {
    const searches = new Map<number, CatalogSearch>();
    for (const q of QUERIES) {
      // A buyer per text: one keeps at most 50 saved searches.
      const buyer = await createProfile("buyer");
      for (const { value: category } of CATEGORY_OPTIONS) {
        for (const { value: price } of PRICE_OPTIONS) {
          const search: CatalogSearch = { q, category, price, sort: "newest" };
          searches.set(await save(buyer, { kind: "catalog", search }), search);
        }
      }
    }
    const listingIds = await allListingIds();
    const matched = await matchedBy(listingIds, new Set(searches.keys()));
    let agreements = 0;
    for (const [searchId, search] of searches) {
      const shown = await catalogIds(search);
      const matching = new Set(listingIds.filter((listingId) => matched.get(listingId)!.has(searchId)));
      expect(matching, JSON.stringify(search)).toEqual(shown);
      agreements += shown.size;
    }
    // The grid is not trivially empty: many searches find something.
    expect(agreements).toBeGreaterThan(100);
  });

  it("the sort of a search changes nothing about which listings it matches", async () => {
    const buyer = await createProfile("buyer");
    const newest = await save(buyer, { kind: "catalog", search: { q: "cessna", category: "all", price: "all", sort: "newest" } });
    const cheapest = await save(buyer, { kind: "catalog", search: { q: "cessna", category: "all", price: "all", sort: "price-low" } });
    const matched = await matchedBy(await allListingIds(), new Set([newest, cheapest]));
    for (const ids of matched.values()) expect(ids.has(newest)).toBe(ids.has(cheapest));
  });
});

const FACETED = [
  "manufacturer=Cessna",
  "manufacturer=Pilatus&model=PC-12 NGX",
  "q=g1000&year_from=2015&year_to=2020",
  "q=sao paulo",
  "q=PC12&price_from=3000000&price_to=6000000",
  "price=500k-2m&price_from=1000000",
  "hours_max=1000&seats_min=5",
  "region=Switzerland&category=turboprop",
  "region=TX&manufacturer=Beechcraft",
  "manufacturer=Gulfstream&year_from=2030",
];

describe("a catalogue search with facets matches the listings the catalogue shows for it", () => {
  it.each(FACETED)("%s", async (params) => {
    const buyer = await createProfile("buyer");
    const search = catalogSearchOf(parseCatalogQuery(new URLSearchParams(params)));
    const id = await save(buyer, { kind: "catalog", search });
    const listingIds = await allListingIds();
    const matched = await matchedBy(listingIds, new Set([id]));
    expect(new Set(listingIds.filter((listingId) => matched.get(listingId)!.has(id)))).toEqual(await catalogIds(search));
  });
});

const MISSIONS: MatchRequirements[] = [
  { aircraftType: "business-jet", budget: 15_000_000 },
  { aircraftType: "single-engine", budget: 600_000, passengerCapacity: "1-4", usage: "training" },
  { aircraftType: "turboprop", budget: 7_000_000, range: "medium", timeline: "immediate" },
  { aircraftType: "helicopter", budget: 100_000_000, usage: "charter", additionalNotes: "VIP cabin" },
  { aircraftType: "commercial", budget: 50_000 },
];

describe("an /ai-match mission matches the listings the engine counts as its matches", () => {
  it("for missions of every type, with and without the optional answers", async () => {
    const buyer = await createProfile("buyer");
    const missions = new Map<number, MatchRequirements>();
    for (const requirements of MISSIONS) missions.set(await save(buyer, { kind: "match", requirements }), requirements);
    const listingIds = await allListingIds();
    const matched = await matchedBy(listingIds, new Set(missions.keys()));
    let agreements = 0;
    for (const [searchId, requirements] of missions) {
      const ranked = rankListings(requirements, await loadMatchCandidates(database.db, requirements));
      const engine = new Set(ranked.filter((result) => result.matchScore >= MATCH_THRESHOLD).map((result) => result.listing.id));
      const matching = new Set(listingIds.filter((listingId) => matched.get(listingId)!.has(searchId)));
      expect(matching, JSON.stringify(requirements)).toEqual(engine);
      agreements += engine.size;
    }
    expect(agreements).toBeGreaterThan(5);
  });
});

function publishedForm(overrides: Partial<ListingForm> = {}): ListingForm {
  return draftListingForm({ intent: "publish", ...overrides });
}

/** The listing's records for the buyer's saved searches (other tests' searches match it too). */
async function recorded(listingId: number, buyerId: string) {
  return database.db
    .select({ savedSearchId: savedSearchMatches.savedSearchId, alertState: savedSearchMatches.alertState })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(and(eq(savedSearchMatches.listingId, listingId), eq(savedSearches.buyerId, buyerId)));
}

describe("a listing is recorded for a saved search once, when it newly matches", () => {
  it("on publishing; not again for an edit that keeps it matching, nor when it is marked sold and active again", async () => {
    const [buyer, seller] = [await createProfile("buyer"), await createProfile("seller")];
    const form = publishedForm();
    const searchId = await save(buyer, { kind: "catalog", search: { q: form.model, category: "turboprop", price: "2m-10m", sort: "newest" } });
    const { id } = await createListing(database.db, seller, form);
    expect(await recorded(id, buyer)).toEqual([{ savedSearchId: searchId, alertState: "pending" }]);

    await database.db.update(savedSearchMatches).set({ alertState: "sent" }).where(eq(savedSearchMatches.listingId, id));
    await updateListing(database.db, seller, id, { ...form, intent: "save", description: "Fresh annual." });
    await setListingStatus(database.db, seller, id, "sold");
    await setListingStatus(database.db, seller, id, "active");
    expect(await recorded(id, buyer)).toEqual([{ savedSearchId: searchId, alertState: "sent" }]);
  });

  it("a draft matches nothing until it is published; an edit into the search's price band is news, out of it and back is not", async () => {
    const [buyer, seller] = [await createProfile("buyer"), await createProfile("seller")];
    const form = draftListingForm({ price: 12_000_000 });
    const searchId = await save(buyer, { kind: "catalog", search: { q: form.model, category: "all", price: "2m-10m", sort: "newest" } });
    const { id } = await createListing(database.db, seller, form);
    await updateListing(database.db, seller, id, { ...form, intent: "publish" });
    expect(await recorded(id, buyer)).toEqual([]);

    await updateListing(database.db, seller, id, { ...form, intent: "save", price: 9_500_000 });
    expect(await recorded(id, buyer)).toEqual([{ savedSearchId: searchId, alertState: "pending" }]);
    await updateListing(database.db, seller, id, { ...form, intent: "save", price: 12_000_000 });
    await updateListing(database.db, seller, id, { ...form, intent: "save", price: 9_000_000 });
    expect(await recorded(id, buyer)).toHaveLength(1);
  });

  it("a search whose alerts are off keeps the listing as skipped, other buyers' searches as pending", async () => {
    const [quiet, keen, seller] = [await createProfile("buyer"), await createProfile("buyer"), await createProfile("seller")];
    const form = publishedForm();
    const search: SearchCriteria = { kind: "catalog", search: { q: form.model, category: "all", price: "all", sort: "newest" } };
    const quietId = await save(quiet, search, "off");
    const keenId = await save(keen, search, "weekly");
    const missionId = await save(keen, { kind: "match", requirements: { aircraftType: "turboprop", budget: 5_000_000, additionalNotes: form.model } });
    const { id } = await createListing(database.db, seller, form);
    expect(await recorded(id, quiet)).toEqual([{ savedSearchId: quietId, alertState: "skipped" }]);
    expect(await recorded(id, keen)).toEqual(
      expect.arrayContaining([
        { savedSearchId: keenId, alertState: "pending" },
        { savedSearchId: missionId, alertState: "pending" },
      ]),
    );
    expect(await recorded(id, keen)).toHaveLength(2);
  });

  it("a listing that is not active, or deleted, matches no saved search", async () => {
    const seller = await createProfile("seller");
    const { id } = await createListing(database.db, seller, publishedForm());
    expect((await savedSearchesMatching(database.db, id)).length).toBeGreaterThan(0);
    await setListingStatus(database.db, seller, id, "pending");
    expect(await savedSearchesMatching(database.db, id)).toEqual([]);
    await setListingStatus(database.db, seller, id, "active");
    await deleteListing(database.db, unusedStorage, seller, id);
    expect(await savedSearchesMatching(database.db, id)).toEqual([]);
  });

  it("a listing an operator hid matches no catalogue search and no mission", async () => {
    const seller = await createProfile("seller");
    const buyer = await createProfile("buyer");
    const { id } = await createListing(database.db, seller, publishedForm());
    const mission = await save(buyer, { kind: "match", requirements: { aircraftType: "turboprop", budget: 5_000_000 } });
    const before = (await savedSearchesMatching(database.db, id)).map((search) => search.id);
    expect(before).toContain(mission);
    await hideListing(database.db, { id: randomUUID(), email: "operator@example.com" }, id, "Suspected fraud");
    expect(await savedSearchesMatching(database.db, id)).toEqual([]);
  });
});

describe("news of a saved aircraft", () => {
  async function news(listingId: number) {
    return database.db
      .select({ buyerId: savedAircraftAlerts.buyerId, kind: savedAircraftAlerts.kind, oldPrice: savedAircraftAlerts.oldPrice, newPrice: savedAircraftAlerts.newPrice })
      .from(savedAircraftAlerts)
      .where(and(eq(savedAircraftAlerts.listingId, listingId), eq(savedAircraftAlerts.alertState, "pending")))
      .orderBy(savedAircraftAlerts.id);
  }

  it("a reduction (below the lowest price of the previous 30 days), pending, back on the market or sold is news for each buyer who saved it; a higher price or the same status are not", async () => {
    const [first, second, seller] = [await createProfile("buyer"), await createProfile("buyer"), await createProfile("seller")];
    const form = publishedForm({ price: 4_000_000 });
    const { id } = await createListing(database.db, seller, form);
    await database.db.insert(savedAircraft).values([
      { userId: first, listingId: id },
      { userId: second, listingId: id },
    ]);
    await updateListing(database.db, seller, id, { ...form, intent: "save", price: 4_200_000 });
    await updateListing(database.db, seller, id, { ...form, intent: "save", price: 3_900_000 });
    await setListingStatus(database.db, seller, id, "pending");
    await setListingStatus(database.db, seller, id, "pending");
    await setListingStatus(database.db, seller, id, "active");
    await setListingStatus(database.db, seller, id, "sold");

    const expected = (buyerId: string) => [
      // Measured from the 30-day low of 4,000,000, not from the raised 4,200,000.
      { buyerId, kind: "price-drop", oldPrice: 4_000_000, newPrice: 3_900_000 },
      { buyerId, kind: "pending", oldPrice: null, newPrice: null },
      { buyerId, kind: "back-on-market", oldPrice: null, newPrice: null },
      { buyerId, kind: "sold", oldPrice: null, newPrice: null },
    ];
    const rows = await news(id);
    expect(rows.filter((row) => row.buyerId === first)).toEqual(expected(first));
    expect(rows.filter((row) => row.buyerId === second)).toEqual(expected(second));
  });

  it("a raise cut back to the old price is no reduction, and nobody's news", async () => {
    const [buyer, seller] = [await createProfile("buyer"), await createProfile("seller")];
    const form = publishedForm({ price: 4_000_000 });
    const { id } = await createListing(database.db, seller, form);
    await database.db.insert(savedAircraft).values({ userId: buyer, listingId: id });
    await updateListing(database.db, seller, id, { ...form, intent: "save", price: 5_000_000 });
    await updateListing(database.db, seller, id, { ...form, intent: "save", price: 4_000_000 });
    expect(await news(id)).toEqual([]);
  });

  it("a draft's price is nobody's news", async () => {
    const [buyer, seller] = [await createProfile("buyer"), await createProfile("seller")];
    const form = draftListingForm({ price: 4_000_000 });
    const { id } = await createListing(database.db, seller, form);
    await database.db.insert(savedAircraft).values({ userId: buyer, listingId: id });
    await updateListing(database.db, seller, id, { ...form, price: 3_000_000 });
    expect(await news(id)).toEqual([]);
  });
});
