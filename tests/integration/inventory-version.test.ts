/**
 * The inventory version the page cache reads (drizzle/0043, 0045): bumped once by each committed
 * change to what the public pages show, whichever table it is in, and not by a view count. On
 * PGlite, which only this process writes, it is read again only once some statement has run.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "~/server/db/client.server";
import { statementWatch } from "~/server/db/embedded-statements.server";
import { faaRegistryImports, listingDocuments, listingPhotos, listings, profiles, sellerVerifications } from "~/server/db/schema";
import { seedDatabase } from "~/server/db/seed.server";
import { inventoryVersion } from "~/server/listings/inventory-version.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
});
afterAll(async () => {
  await database?.close();
});

/** How much the version grew while `change` ran. */
async function bumps(change: () => Promise<unknown>): Promise<number> {
  const before = Number(await inventoryVersion(database.db));
  await change();
  return Number(await inventoryVersion(database.db)) - before;
}

describe("the inventory version", () => {
  it("grows once per committed change to listings, photos, documents, sellers, verifications and the registry, not with a view count", async () => {
    const { db } = database;
    const [listing] = await db.select({ id: listings.id, sellerId: listings.sellerId }).from(listings).limit(1);
    if (!listing?.sellerId) throw new Error("The sample inventory has no listing with a seller");
    const sellerId = listing.sellerId;

    expect(await bumps(() => db.update(listings).set({ price: sql`${listings.price} + 1000` }).where(eq(listings.id, listing.id)))).toBe(1);
    // Many rows in one transaction: one bump, at its commit.
    expect(await bumps(() => db.update(listings).set({ description: sql`${listings.description} || ' '` }))).toBe(1);
    expect(await bumps(() => db.update(listings).set({ views: sql`${listings.views} + 1` }).where(eq(listings.id, listing.id)))).toBe(0);
    expect(
      await bumps(() =>
        db.insert(listingPhotos).values({ listingId: listing.id, position: 99, storageKey: `listings/${listing.id}/x`, widths: [10], width: 10, height: 10 }),
      ),
    ).toBe(1);
    // The aircraft page lists its documents and says whether the FAA registry matches.
    expect(
      await bumps(() =>
        db.insert(listingDocuments).values({ listingId: listing.id, name: "Airframe logbooks", format: "pdf", bytes: 1_024, access: "public", storagePath: `documents/${listing.id}/x` }),
      ),
    ).toBe(1);
    expect(await bumps(() => db.insert(faaRegistryImports).values({ files: "MASTER.txt, ACFTREF.txt", aircraft: 0, skipped: 0 }))).toBe(1);
    expect(await bumps(() => db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, sellerId)))).toBe(1);
    expect(
      await bumps(() =>
        db.insert(sellerVerifications).values({
          sellerId,
          legalName: "Hart Aviation LLC",
          registrationNumber: "123",
          country: "US",
          businessAddress: "1 Runway Rd",
          phone: "+1 555 010 2000",
          documentKey: `verifications/${sellerId}`,
          documentName: "proof.pdf",
          documentType: "application/pdf",
        }),
      ),
    ).toBe(1);
    // A transaction rolled back changed nothing anyone saw.
    expect(
      await bumps(() =>
        db
          .transaction(async (tx) => {
            await tx.delete(listings).where(eq(listings.id, listing.id));
            throw new Error("rolled back");
          })
          .catch(() => undefined),
      ),
    ).toBe(0);
  });
});

describe("the inventory version and listings no buyer sees", () => {
  it("stays as it is while a seller edits a draft, and grows when it is published and when it is withdrawn", async () => {
    const { db } = database;
    const [seller] = await db.select({ sellerId: listings.sellerId }).from(listings).limit(1);
    if (!seller?.sellerId) throw new Error("The sample inventory has no listing with a seller");
    const [template] = await db.select().from(listings).limit(1);
    const { id: _id, ...columns } = template!;
    let draftId = 0;
    expect(
      await bumps(async () => {
        const [draft] = await db.insert(listings).values({ ...columns, status: "draft", name: "Draft Cirrus SR22" }).returning({ id: listings.id });
        draftId = draft!.id;
      }),
    ).toBe(0);
    expect(await bumps(() => db.update(listings).set({ description: "Fresh annual, new paint." }).where(eq(listings.id, draftId)))).toBe(0);
    expect(await bumps(() => db.update(listings).set({ status: "active" }).where(eq(listings.id, draftId)))).toBe(1);
    expect(await bumps(() => db.update(listings).set({ status: "draft" }).where(eq(listings.id, draftId)))).toBe(1);
    expect(await bumps(() => db.delete(listings).where(eq(listings.id, draftId)))).toBe(0);
  });
});

describe("the inventory version on PGlite", () => {
  it("is read once while nothing else runs, and again as soon as any statement has started", async () => {
    const embedded = await openPglite();
    try {
      const { db } = embedded;
      await seedDatabase(db);
      const watch = statementWatch(db);
      if (!watch) throw new Error("openPglite watches its statements");
      const [listing] = await db.select({ id: listings.id }).from(listings).limit(1);
      if (!listing) throw new Error("The sample inventory has no listing");
      const raisePrice = () => db.update(listings).set({ price: sql`${listings.price} + 1000` }).where(eq(listings.id, listing.id));

      const first = await inventoryVersion(db);
      const startedAfterRead = watch.started;
      expect(await Promise.all([inventoryVersion(db), inventoryVersion(db), inventoryVersion(db)])).toEqual([first, first, first]);
      expect(watch.started).toBe(startedAfterRead);

      await raisePrice();
      const second = await inventoryVersion(db);
      expect(Number(second)).toBe(Number(first) + 1);

      // A change acknowledged while another visitor's read is under way shows to the next one.
      await db.select({ id: listings.id }).from(listings).limit(1);
      const underWay = inventoryVersion(db);
      await raisePrice();
      const next = await inventoryVersion(db);
      expect(Number(await underWay)).toBeGreaterThanOrEqual(Number(second));
      expect(Number(next)).toBe(Number(second) + 1);

      // Visitors arriving together share one read.
      await db.select({ id: listings.id }).from(listings).limit(1);
      const before = watch.started;
      expect(await Promise.all([inventoryVersion(db), inventoryVersion(db), inventoryVersion(db)])).toEqual([next, next, next]);
      expect(watch.started).toBe(before + 1);
    } finally {
      await embedded.close();
    }
  });
});
