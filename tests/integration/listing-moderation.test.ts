/**
 * Hiding and restoring a listing against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): gone from the catalogue, search and its page for buyers, still the
 * seller's with the reason, back on restore; both logged with who and why.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~/domain/catalog/catalog";
import { seedDatabase } from "~/server/db/seed.server";
import { listings, operatorActions } from "~/server/db/schema";
import { findOwnedListing, findPublicListing } from "~/server/listings/listings.server";
import { countCatalog, searchCatalog } from "~/server/listings/catalog-page.server";
import { hiddenReasonFor, hideListing, restoreListing } from "~/server/operators/listing-moderation.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
const operator = { id: randomUUID(), email: "operator@example.com" };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe("hiding a listing", () => {
  it("takes it out of the catalogue, search and its page for buyers, leaves it to its seller with the reason, and restoring brings it back", async () => {
    const [listing] = await database.db.select({ id: listings.id, name: listings.name, sellerId: listings.sellerId }).from(listings).where(eq(listings.status, "active")).limit(1);
    const everything = parseCatalogQuery(new URLSearchParams());
    const byName = parseCatalogQuery(new URLSearchParams({ q: listing!.name }));
    const total = await countCatalog(database.db, everything);

    expect(await hideListing(database.db, operator, listing!.id, "Already sold, says the owner")).toEqual({ ok: true, changed: true });
    expect(await hideListing(database.db, operator, listing!.id, "Twice")).toEqual({ ok: true, changed: false });
    expect(await countCatalog(database.db, everything)).toBe(total - 1);
    expect((await searchCatalog(database.db, byName)).listings.map((card) => card.id)).not.toContain(listing!.id);
    expect(await findPublicListing(database.db, listing!.id)).toBeNull();
    expect(await findOwnedListing(database.db, listing!.sellerId!, listing!.id)).not.toBeNull();
    expect(await hiddenReasonFor(database.db, listing!.id)).toBe("Already sold, says the owner");

    expect(await restoreListing(database.db, operator, listing!.id, "The owner says it is for sale")).toEqual({ ok: true, changed: true });
    expect(await countCatalog(database.db, everything)).toBe(total);
    expect(await findPublicListing(database.db, listing!.id)).not.toBeNull();
    expect(await hiddenReasonFor(database.db, listing!.id)).toBeNull();

    const entries = await database.db.select().from(operatorActions).where(eq(operatorActions.targetId, String(listing!.id))).orderBy(operatorActions.id);
    expect(entries.map((entry) => [entry.action, entry.targetType, entry.reason])).toEqual([
      ["hide-listing", "listing", "Already sold, says the owner"],
      ["restore-listing", "listing", "The owner says it is for sale"],
    ]);
  });
});
