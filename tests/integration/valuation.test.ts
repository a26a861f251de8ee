/**
 * Value estimates and card notes against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the one comparables query hands the estimate the same aircraft
 * it would pick from the whole inventory, leaves out hidden listings, and the cards'
 * notes read a listing's latest price change.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelKey } from "~/domain/aircraft/model-families";
import { comparableCandidates, type PooledCandidate } from "~/domain/valuation/comparable-candidates";
import { estimateValue, type ValuedAircraft } from "~/domain/valuation/estimate";
import { generateListings } from "~/server/db/generate-listings";
import { sampleAviationFacts } from "~/server/db/sample-aviation";
import { SEED_LISTINGS, type ListingSeed } from "~/server/db/seed-listings";
import { insertListings, seedDatabase } from "~/server/db/seed.server";
import { listingPriceChanges, listings, profiles } from "~/server/db/schema";
import { findAircraftForPage } from "~/server/listings/aircraft-page-read.server";
import { valueEstimateOf } from "~/server/valuation/comparables-index.server";
import { marketNotes } from "~/server/valuation/market-notes.server";
import { nearestPools } from "~/server/valuation/nearest-comparables.server";
import { labelOf, subjectOf, valueEstimates } from "~/server/valuation/valuations.server";
import { refreshSegmentErrors, segmentErrors } from "~/server/valuation/segment-errors.server";
import { valuedSeed } from "~/server/valuation/valued-seed";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
// Generated aircraft give the sample inventory's types company of the same model.
const GENERATED = generateListings(400, 7);
const INVENTORY: ListingSeed[] = [...SEED_LISTINGS, ...GENERATED];

// Every listing here is a sample seller's (insertListings).
const valued = (seed: ListingSeed): ValuedAircraft => valuedSeed(seed, sampleAviationFacts(seed), true);

/** The listing's estimate as its page reads it: picked from the comparables held per inventory version, not a query of its own. */
async function pooledEstimate(id: number) {
  const found = await findAircraftForPage(database.db, id, null);
  return found ? valueEstimateOf(database.db, found.listing, found.sample) : undefined;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  await insertListings(database.db, GENERATED);
});

afterAll(async () => {
  await database.close();
});

describe("value estimates", () => {
  it("are what the estimate makes of the whole inventory's active listings, for every listing at once", async () => {
    const active = INVENTORY.filter((seed) => seed.status === "active").map(valued);
    const ids = INVENTORY.map((seed) => seed.id);
    const estimates = await valueEstimates(database.db, ids);
    expect(estimates.size).toBe(ids.length);
    let estimated = 0;
    for (const seed of INVENTORY) {
      const expected = estimateValue(valued(seed), active);
      if (expected) estimated += 1;
      expect(estimates.get(seed.id), `listing ${seed.id}`).toEqual(expected);
    }
    // Both outcomes are exercised: estimates from the same model, and none.
    expect(estimated).toBeGreaterThan(300);
    expect(estimated).toBeLessThan(ids.length);
  });

  it("are the same picked from the held comparables, a listing at a time, as the aircraft page reads them", async () => {
    const estimates = await valueEstimates(database.db, INVENTORY.map((seed) => seed.id));
    for (const seed of INVENTORY) expect(await pooledEstimate(seed.id), `listing ${seed.id}`).toEqual(estimates.get(seed.id));
  });

  it("are the same from the few candidates read by index, a page at a time, as from the whole inventory", async () => {
    const active = INVENTORY.filter((seed) => seed.status === "active").map(valued);
    const byId = new Map(active.map((aircraft) => [aircraft.id, aircraft]));
    for (let first = 0; first < INVENTORY.length; first += 24) {
      const page = INVENTORY.slice(first, first + 24).map((seed) => ({ subject: valued(seed), keys: subjectOf(seed) }));
      const pools = await nearestPools(database.db, page, new Date());
      for (const { subject, keys } of page) {
        const pool = pools.get(subject.id) ?? [];
        const candidates = comparableCandidates(subject, keys, pool).map((candidate) => byId.get(candidate.id)!);
        expect(estimateValue(subject, candidates), `listing ${subject.id}`).toEqual(estimateValue(subject, active));
        // A few of the model's listings, not all of them.
        expect(pool.length).toBeLessThanOrEqual(active.length);
      }
    }
  });

  it("read by index hold every candidate picking takes from the whole inventory, sales too", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    // Every seventh active generated listing sold at a published price, most lately, some too long ago to count.
    const sales = GENERATED.filter((seed, index) => seed.status === "active" && index % 7 === 0).map((seed, index) => ({ seed, soldAt: daysAgo(index % 5 === 0 ? 400 : 10 + index) }));
    const soldAt = new Map(sales.map(({ seed, soldAt }) => [seed.id, soldAt]));
    for (const { seed, soldAt: at } of sales) await database.db.update(listings).set({ status: "sold", soldAt: at, soldPrice: seed.price }).where(eq(listings.id, seed.id));
    try {
      const whole: PooledCandidate[] = INVENTORY.filter((seed) => seed.status === "active").map((seed) => ({
        id: seed.id,
        category: seed.category,
        year: seed.year,
        totalTimeHours: seed.totalTimeHours,
        sample: true,
        modelKey: modelKey(seed.model),
        ...(soldAt.has(seed.id) ? { soldAt: soldAt.get(seed.id) } : {}),
      }));
      const ids = (candidates: { id: number }[]) => candidates.map((candidate) => candidate.id).sort((a, b) => a - b);
      let sold = 0;
      for (let first = 0; first < INVENTORY.length; first += 24) {
        const page = INVENTORY.slice(first, first + 24).map((seed) => ({ subject: valued(seed), keys: subjectOf(seed) }));
        const pools = await nearestPools(database.db, page, now);
        for (const { subject, keys } of page) {
          const picked = comparableCandidates(subject, keys, whole, now);
          sold += picked.filter((candidate) => candidate.soldAt).length;
          expect(ids(comparableCandidates(subject, keys, pools.get(subject.id) ?? [], now)), `listing ${subject.id}`).toEqual(ids(picked));
        }
      }
      // Sales were among what was picked.
      expect(sold).toBeGreaterThan(50);
    } finally {
      for (const { seed } of sales) await database.db.update(listings).set({ status: "active", soldAt: null, soldPrice: null }).where(eq(listings.id, seed.id));
    }
  });

  it("show a comparable's new price at once, asked again for the same listings", async () => {
    const first = await valueEstimates(database.db, [2, 4]);
    expect(await valueEstimates(database.db, [4, 2])).toEqual(first);
    const comparable = first.get(2)!.comparables[0]!.aircraft;
    await database.db.update(listings).set({ price: comparable.price + 50_000 }).where(eq(listings.id, comparable.id));
    try {
      const after = await valueEstimates(database.db, [2]);
      expect(after.get(2)?.comparables.find((entry) => entry.aircraft.id === comparable.id)?.aircraft.price).toBe(comparable.price + 50_000);
      expect(await pooledEstimate(2)).toEqual(after.get(2));
    } finally {
      await database.db.update(listings).set({ price: comparable.price }).where(eq(listings.id, comparable.id));
    }
  });

  it("leave out a hidden listing, and value none that is hidden or a draft", async () => {
    const [subject] = (await valueEstimates(database.db, [2])).values();
    const hiddenId = subject!.comparables[0]!.aircraft.id;
    await database.db.update(listings).set({ hiddenAt: new Date(), hiddenReason: "Test" }).where(eq(listings.id, hiddenId));
    try {
      const after = (await valueEstimates(database.db, [2, hiddenId]));
      expect(after.get(2)?.comparables.map((comparable) => comparable.aircraft.id)).not.toContain(hiddenId);
      expect(after.has(hiddenId)).toBe(false);
      expect(await pooledEstimate(2)).toEqual(after.get(2));
    } finally {
      await database.db.update(listings).set({ hiddenAt: null, hiddenReason: null }).where(eq(listings.id, hiddenId));
    }
  });

  it("leave out a suspended seller's listings, as the catalogue does", async () => {
    const [subject] = (await valueEstimates(database.db, [2])).values();
    const comparableId = subject!.comparables[0]!.aircraft.id;
    const sellerId = randomUUID();
    await database.db.insert(profiles).values({ id: sellerId, email: `${sellerId}@example.com`, firstName: "Marcus", lastName: "Reid", userType: "seller", phone: "", suspendedAt: new Date() });
    const [before] = await database.db.select({ sellerId: listings.sellerId }).from(listings).where(eq(listings.id, comparableId));
    await database.db.update(listings).set({ sellerId }).where(eq(listings.id, comparableId));
    try {
      const after = await valueEstimates(database.db, [2, comparableId]);
      expect(after.get(2)?.comparables.map((comparable) => comparable.aircraft.id)).not.toContain(comparableId);
      expect(after.has(comparableId)).toBe(false);
      expect(await pooledEstimate(2)).toEqual(after.get(2));
    } finally {
      await database.db.update(listings).set({ sellerId: before!.sellerId }).where(eq(listings.id, comparableId));
    }
  });
});

describe("a real seller's listing", () => {
  it("is never valued from sample listings", async () => {
    const sellerId = randomUUID();
    await database.db.insert(profiles).values({ id: sellerId, email: `${sellerId}@example.com`, firstName: "Marcus", lastName: "Reid", userType: "seller", phone: "" });
    const [before] = await database.db.select({ sellerId: listings.sellerId }).from(listings).where(eq(listings.id, 2));
    expect((await valueEstimates(database.db, [2])).get(2)).not.toBeNull();
    await database.db.update(listings).set({ sellerId }).where(eq(listings.id, 2));
    try {
      expect((await valueEstimates(database.db, [2])).get(2)).toBeNull();
      expect(await pooledEstimate(2)).toBeNull();
    } finally {
      await database.db.update(listings).set({ sellerId: before!.sellerId }).where(eq(listings.id, 2));
    }
  });
});

describe("the measured error per segment", () => {
  it("is measured from the inventory, stored with the inventory version, and measured again only when it changed", async () => {
    expect(await refreshSegmentErrors(database.db, { intervalMs: 0 })).toBe(true);
    const segments = await segmentErrors(database.db);
    const pc12 = segments["family:pilatus-pc-12"];
    expect(pc12?.estimated).toBeGreaterThan(0);
    expect(pc12?.medianError).toBeGreaterThanOrEqual(0);
    expect(await refreshSegmentErrors(database.db, { intervalMs: 0 })).toBe(false);
  });
});

describe("the cards' market notes", () => {
  it("carry the label of the aircraft page's estimate, and of the comparables query's, for every listing", async () => {
    const ids = INVENTORY.map((seed) => seed.id);
    const [notes, queried, segments] = await Promise.all([marketNotes(database.db, ids, new Date()), valueEstimates(database.db, ids), segmentErrors(database.db)]);
    let labelled = 0;
    for (const seed of INVENTORY) {
      const onMarket = seed.status === "active" || seed.status === "pending";
      const expected = onMarket ? labelOf(seed.price, queried.get(seed.id) ?? null, segments) : null;
      expect(notes.get(seed.id)?.deal, `listing ${seed.id}`).toEqual(expected);
      expect(onMarket ? labelOf(seed.price, (await pooledEstimate(seed.id)) ?? null, segments) : null, `listing ${seed.id}`).toEqual(expected);
      if (expected) labelled += 1;
    }
    expect(labelled).toBeGreaterThan(10);
  });

  it("say a recent reduction, the days on market and the deal label", async () => {
    const now = new Date();
    const createdAt = new Date(now.getTime() - 40 * 86_400_000);
    await database.db.update(listings).set({ createdAt, price: 10_000_000 }).where(eq(listings.id, 2));
    await database.db.insert(listingPriceChanges).values([
      { listingId: 2, oldPrice: 11_000_000, newPrice: 10_500_000, changedAt: new Date(now.getTime() - 20 * 86_400_000) },
      { listingId: 2, oldPrice: 10_500_000, newPrice: 10_000_000, changedAt: new Date(now.getTime() - 2 * 86_400_000) },
    ]);
    const estimate = (await valueEstimates(database.db, [2])).get(2);
    expect(estimate).not.toBeNull();
    const notes = await marketNotes(database.db, [2, 21], now);
    expect(notes.get(2)).toEqual({
      deal: labelOf(10_000_000, estimate ?? null, await segmentErrors(database.db)),
      reduced: "Reduced $500,000",
      // Listing 1 is a sample: its dates are made up, so it counts no days on market.
      onMarket: null,
    });
    // Listing 21 is sold: no label and no days on market.
    expect(notes.get(21)).toEqual({ deal: null, reduced: null, onMarket: null });
    await database.db.delete(listingPriceChanges).where(inArray(listingPriceChanges.listingId, [2]));
  });
});
