/**
 * A buyer's saved searches against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), on the seed catalogue: saving, the owner checks of every
 * change, and the figures the dashboard shows for each search.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_CATALOG_QUERY, parseCatalogQuery } from "~/domain/catalog/catalog";
import { matchRequirementsSchema } from "~/domain/matching/match-requirements-schema";
import { catalogSearchOf, MAX_SAVED_SEARCHES, SAVED_SEARCH_LIMIT_MESSAGE, type SearchCriteria } from "~/domain/alerts/saved-search";
import { buyerDashboard } from "~/server/accounts/dashboard.server";
import { listings, profiles, savedSearches, savedSearchMatches } from "~/server/db/schema";
import { seedDatabase } from "~/server/db/seed.server";
import { searchCatalog } from "~/server/listings/catalog-page.server";
import { findMatches } from "~/server/matching/matching.server";
import { claimPendingSearch, readPendingSearch, rememberPendingSearch } from "~/server/alerts/pending-saved-search.server";
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  findSavedSearchFor,
  listSavedSearches,
  markSavedSearchViewed,
  saveSearch,
  saveSearchOffer,
  SavedSearchLimitError,
  updateSavedSearch,
} from "~/server/alerts/saved-searches.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  dataDir = await mkdtemp(path.join(tmpdir(), "aeromarket-saved-searches-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SESSION_SECRET", "saved-searches-test-secret");
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function newAccount(userType: "buyer" | "seller" = "buyer"): Promise<string> {
  const id = randomUUID();
  await database.db.insert(profiles).values({ id, email: `${id}@example.com`, firstName: "Amelia", lastName: "Hart", userType, phone: "" });
  return id;
}

function catalogSearch(query: string): SearchCriteria {
  return { kind: "catalog", search: catalogSearchOf(parseCatalogQuery(new URLSearchParams(query))) };
}

function mission(answers: Record<string, string>): SearchCriteria {
  return { kind: "match", requirements: matchRequirementsSchema.parse(answers) };
}

describe("saving a search", () => {
  it("keeps one search for the same criteria, with the latest name and frequency", async () => {
    const buyer = await newAccount();
    const first = await saveSearch(database.db, buyer, catalogSearch("category=helicopter&sort=price-low"), { name: "Helicopters", frequency: "daily" });
    const again = await saveSearch(database.db, buyer, catalogSearch("category=helicopter&sort=price-low&page=2&view=list"), {
      name: "Cheapest helicopters",
      frequency: "instant",
    });
    expect(again).toBe(first);
    const other = await saveSearch(database.db, buyer, catalogSearch("category=helicopter&sort=price-high"), { name: "Dearest", frequency: "off" });
    expect(other).not.toBe(first);

    const listed = await listSavedSearches(database.db, buyer);
    expect(listed.map(({ name, frequency }) => ({ name, frequency }))).toEqual([
      { name: "Dearest", frequency: "off" },
      { name: "Cheapest helicopters", frequency: "instant" },
    ]);
    expect(listed[1]!.criteria).toEqual(catalogSearch("category=helicopter&sort=price-low"));
    expect(await countSavedSearches(database.db, buyer)).toBe(2);
    expect((await buyerDashboard(database.db, { id: buyer, email: `${buyer}@example.com` })).activeSearches).toBe(2);
  });

  it("stores a mission with its answers, and tells a page which of its searches the buyer saved", async () => {
    const buyer = await newAccount();
    const jets = mission({ aircraftType: "business-jet", budget: "8000000", passengerCapacity: "5-8", additionalNotes: "wifi" });
    const id = await saveSearch(database.db, buyer, jets, { name: "Jets", frequency: "weekly" });
    expect(await findSavedSearchFor(database.db, buyer, jets)).toEqual({ id, name: "Jets" });
    expect(await findSavedSearchFor(database.db, buyer, mission({ aircraftType: "business-jet", budget: "8000000" }))).toBeNull();
    expect(await findSavedSearchFor(database.db, await newAccount(), jets)).toBeNull();
    const [listed] = await listSavedSearches(database.db, buyer);
    expect(listed?.criteria).toEqual(jets);

    const offer = await saveSearchOffer(database.db, { id: buyer, userType: "buyer" }, jets, "/ai-match?role=buyer");
    expect(offer?.saved).toEqual({ id, name: "Jets" });
    expect(await saveSearchOffer(database.db, { id: await newAccount("seller"), userType: "seller" }, jets, "/")).toBeNull();
    const visitor = await saveSearchOffer(database.db, null, jets, "/ai-match?role=buyer");
    expect(visitor).toMatchObject({ signedIn: false, saved: null, suggestedName: "AI Match: Business Jet · up to $8.0M" });
  });
});

describe("changing a saved search", () => {
  it("renames, re-times, runs and deletes only the owner's search", async () => {
    const owner = await newAccount();
    const stranger = await newAccount();
    const id = await saveSearch(database.db, owner, catalogSearch("q=citation"), { name: "Citations", frequency: "daily" });
    const before = await findSavedSearch(database.db, owner, id);

    expect(await findSavedSearch(database.db, stranger, id)).toBeNull();
    expect(await updateSavedSearch(database.db, stranger, id, { name: "Mine now", frequency: "off" })).toBe(false);
    expect(await markSavedSearchViewed(database.db, stranger, id, new Date(Date.now() + 60_000))).toBeNull();
    expect(await deleteSavedSearch(database.db, stranger, id)).toBeNull();
    expect(await findSavedSearch(database.db, owner, id)).toEqual(before);

    expect(await updateSavedSearch(database.db, owner, id, { name: "Citation jets", frequency: "weekly" })).toBe(true);
    expect(await updateSavedSearch(database.db, owner, id, { frequency: "instant" })).toBe(true);
    const later = new Date(Date.now() + 60_000);
    expect(await markSavedSearchViewed(database.db, owner, id, later)).toEqual(catalogSearch("q=citation"));
    expect(await findSavedSearch(database.db, owner, id)).toMatchObject({ name: "Citation jets", frequency: "instant", lastViewedAt: later });

    expect(await deleteSavedSearch(database.db, owner, id)).toBe("Citation jets");
    expect(await findSavedSearch(database.db, owner, id)).toBeNull();
    expect(await deleteSavedSearch(database.db, owner, id)).toBeNull();
  });
});

describe("what the dashboard counts for each search", () => {
  it("counts the listings that match now as the catalogue and the matching engine do", async () => {
    const buyer = await newAccount();
    const catalogueSearches = ["", "category=helicopter", "price=2m-10m&category=business-jet", "q=cessna&price=0-500k", "q=nothing-like-this"];
    const missions: Record<string, string>[] = [
      { aircraftType: "business-jet", budget: "8000000" },
      { aircraftType: "single-engine", budget: "400000", passengerCapacity: "1-4", usage: "training" },
    ];
    for (const [index, query] of catalogueSearches.entries()) {
      await saveSearch(database.db, buyer, catalogSearch(query), { name: `Search ${index}`, frequency: "daily" });
    }
    for (const [index, answers] of missions.entries()) {
      await saveSearch(database.db, buyer, mission(answers), { name: `Mission ${index}`, frequency: "daily" });
    }
    const listed = new Map((await listSavedSearches(database.db, buyer)).map((search) => [search.name, search.matchingNow]));
    for (const [index, query] of catalogueSearches.entries()) {
      const { total } = await searchCatalog(database.db, { ...DEFAULT_CATALOG_QUERY, ...parseCatalogQuery(new URLSearchParams(query)) });
      expect(listed.get(`Search ${index}`), query).toBe(total);
    }
    expect(listed.get("Search 0")).toBeGreaterThan(listed.get("Search 1")!);
    expect(listed.get("Search 4")).toBe(0);
    for (const [index, answers] of missions.entries()) {
      const { matchCount } = await findMatches(database.db, matchRequirementsSchema.parse(answers), 3);
      expect(listed.get(`Mission ${index}`)).toBe(matchCount);
    }
    expect(listed.get("Mission 0")).toBeGreaterThan(0);
  });

  it("counts as new the listings that matched since the buyer last ran the search and are still for sale", async () => {
    const buyer = await newAccount();
    const id = await saveSearch(database.db, buyer, catalogSearch("category=business-jet"), { name: "Jets", frequency: "daily" });
    const other = await saveSearch(database.db, buyer, catalogSearch("category=turboprop"), { name: "Turboprops", frequency: "daily" });
    const viewedAt = new Date(Date.now() - 60 * 60 * 1000);
    await database.db.update(savedSearches).set({ lastViewedAt: viewedAt }).where(inArray(savedSearches.id, [id, other]));
    const jets = await database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.category, "business-jet"), eq(listings.status, "active")))
      .orderBy(listings.id)
      .limit(4);
    const [fresh, alsoFresh, seenBefore, nowSold] = jets.map((row) => row.id);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);
    await database.db.insert(savedSearchMatches).values([
      { savedSearchId: id, listingId: fresh!, matchedAt: minutesAgo(5) },
      { savedSearchId: id, listingId: alsoFresh!, matchedAt: minutesAgo(10), alertState: "sent" },
      { savedSearchId: id, listingId: seenBefore!, matchedAt: minutesAgo(120) },
      { savedSearchId: id, listingId: nowSold!, matchedAt: minutesAgo(5) },
    ]);
    await database.db.update(listings).set({ status: "sold" }).where(eq(listings.id, nowSold!));
    try {
      const newCounts = async () => new Map((await listSavedSearches(database.db, buyer)).map((search) => [search.name, search.newSinceViewed]));
      expect(await newCounts()).toEqual(new Map([["Jets", 2], ["Turboprops", 0]]));
      await markSavedSearchViewed(database.db, buyer, id);
      expect(await newCounts()).toEqual(new Map([["Jets", 0], ["Turboprops", 0]]));
    } finally {
      await database.db.update(listings).set({ status: "active" }).where(eq(listings.id, nowSold!));
    }
  });
});

describe("a visitor's search waiting through sign-in", () => {
  const criteria = catalogSearch("category=turboprop&price=2m-10m");
  const pending = { criteria, name: "Turboprops", frequency: "weekly" as const, returnTo: "/catalog?category=turboprop&price=2m-10m&view=list" };

  async function requestWith(setCookie: string): Promise<Request> {
    return new Request("http://localhost/login", { headers: { Cookie: setCookie.split(";")[0]! } });
  }

  it("is saved for the buyer who signs in, once, and the cookie is cleared", async () => {
    const buyer = await newAccount();
    const request = await requestWith(await rememberPendingSearch(pending));
    expect(await readPendingSearch(request)).toEqual(pending);
    const { saved, headers } = await claimPendingSearch(request, database.db, { id: buyer, userType: "buyer" });
    expect(saved).toEqual(pending);
    expect(headers.get("Set-Cookie")).toMatch(/^aeromarket_pending_search=;.*Max-Age=0/);
    expect((await listSavedSearches(database.db, buyer)).map(({ name, frequency, criteria: saved }) => ({ name, frequency, saved }))).toEqual([
      { name: "Turboprops", frequency: "weekly", saved: criteria },
    ]);
  });

  it("is dropped for a seller, and a tampered or missing cookie saves nothing", async () => {
    const seller = await newAccount("seller");
    const cookie = await rememberPendingSearch(pending);
    const forSeller = await claimPendingSearch(await requestWith(cookie), database.db, { id: seller, userType: "seller" });
    expect(forSeller.saved).toBeNull();
    expect(forSeller.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect(await countSavedSearches(database.db, seller)).toBe(0);

    const buyer = await newAccount();
    const [pair] = cookie.split(";");
    const [name, value] = pair!.split("=");
    const tampered = new Request("http://localhost/login", { headers: { Cookie: `${name}=${value!.slice(0, -3)}abc` } });
    expect((await claimPendingSearch(tampered, database.db, { id: buyer, userType: "buyer" })).saved).toBeNull();
    const none = await claimPendingSearch(new Request("http://localhost/login"), database.db, { id: buyer, userType: "buyer" });
    expect(none.saved).toBeNull();
    expect(none.headers.get("Set-Cookie")).toBeNull();
    expect(await countSavedSearches(database.db, buyer)).toBe(0);
  });
});

describe("the cap on saved searches", () => {
  it(`keeps at most ${MAX_SAVED_SEARCHES} per buyer, also when saves arrive together, and still renames one already saved`, async () => {
    const buyer = await newAccount();
    for (let index = 0; index < MAX_SAVED_SEARCHES - 10; index += 1) {
      await saveSearch(database.db, buyer, catalogSearch(`q=cap${index}`), { name: `Search ${index}`, frequency: "off" });
    }
    const together = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) => saveSearch(database.db, buyer, catalogSearch(`q=together${index}`), { name: `Together ${index}`, frequency: "off" })),
    );
    expect(together.filter((result) => result.status === "fulfilled")).toHaveLength(10);
    for (const result of together) if (result.status === "rejected") expect(result.reason).toEqual(new SavedSearchLimitError());
    expect(await countSavedSearches(database.db, buyer)).toBe(MAX_SAVED_SEARCHES);
    expect(new SavedSearchLimitError().message).toBe(SAVED_SEARCH_LIMIT_MESSAGE);

    await saveSearch(database.db, buyer, catalogSearch("q=cap0"), { name: "Renamed", frequency: "daily" });
    expect(await countSavedSearches(database.db, buyer)).toBe(MAX_SAVED_SEARCHES);
  });
});
