/**
 * Suspending and restoring accounts against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): a suspended seller's listings leave the catalogue, search and their
 * pages for buyers and come back on restore; both are logged with who and why.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~/domain/catalog/catalog";
import { seedDatabase } from "~/server/db/seed.server";
import { inquiries, listings, operatorActions, profiles } from "~/server/db/schema";
import { findThread } from "~/server/inquiries/inquiry-threads.server";
import { featuredListings, findOwnedListing, findPublicListing } from "~/server/listings/listings.server";
import { countCatalog, searchCatalog } from "~/server/listings/catalog-page.server";
import { restoreAccount, searchAccounts, suspendAccount } from "~/server/operators/account-moderation.server";
import { accountRoles } from "~/server/operators/roles.server";
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

async function sellerOwningFeatured() {
  const id = randomUUID();
  const email = `seller.${id.slice(0, 8)}@example.com`;
  await database.db.insert(profiles).values({ id, email, firstName: "Marcus", lastName: "Reid", userType: "seller", company: "Reid Aviation", phone: "" });
  const [featured] = await database.db.select({ id: listings.id, name: listings.name }).from(listings).where(eq(listings.isFeatured, true)).limit(1);
  await database.db.update(listings).set({ sellerId: id }).where(eq(listings.id, featured!.id));
  return { id, email, listing: featured! };
}

describe("suspending a seller", () => {
  it("takes their listings out of the catalogue, search, featured and buyers' pages, and restoring brings them back; both are logged", async () => {
    const seller = await sellerOwningFeatured();
    const buyer = { id: randomUUID(), email: `buyer.${randomUUID().slice(0, 8)}@example.com` };
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({ listingId: seller.listing.id, sellerId: seller.id, sellerEmail: seller.email, buyerId: buyer.id, buyerName: "Pat Lee", buyerEmail: buyer.email, message: "Is it still for sale?", idempotencyKey: randomUUID() })
      .returning({ id: inquiries.id });
    expect(await findThread(database.db, buyer, inquiry!.id)).toMatchObject({ listingPublic: true, listingDeleted: false });
    const everything = parseCatalogQuery(new URLSearchParams());
    const total = await countCatalog(database.db, everything);
    const byName = parseCatalogQuery(new URLSearchParams({ q: seller.listing.name }));
    expect((await searchCatalog(database.db, byName)).listings.map((card) => card.id)).toContain(seller.listing.id);

    expect(await suspendAccount(database.db, operator, seller.id, "Fraudulent listings reported")).toEqual({ ok: true, changed: true });
    expect(await suspendAccount(database.db, operator, seller.id, "Again")).toEqual({ ok: true, changed: false });
    expect((await accountRoles(database.db, seller.id)).suspended).toBe(true);
    expect(await countCatalog(database.db, everything)).toBe(total - 1);
    expect((await searchCatalog(database.db, byName)).listings.map((card) => card.id)).not.toContain(seller.listing.id);
    expect((await featuredListings(database.db, 100)).map((card) => card.id)).not.toContain(seller.listing.id);
    expect(await findPublicListing(database.db, seller.listing.id)).toBeNull();
    // The seller's own pages still find it; the buyer's conversation stays, without a link to a page they cannot open.
    expect(await findOwnedListing(database.db, seller.id, seller.listing.id)).not.toBeNull();
    expect(await findThread(database.db, buyer, inquiry!.id)).toMatchObject({ listingPublic: false, listingDeleted: false });

    expect(await restoreAccount(database.db, operator, seller.id, "Documents checked")).toEqual({ ok: true, changed: true });
    expect((await accountRoles(database.db, seller.id)).suspended).toBe(false);
    expect(await countCatalog(database.db, everything)).toBe(total);
    expect(await findPublicListing(database.db, seller.listing.id)).not.toBeNull();

    const entries = await database.db.select().from(operatorActions).where(eq(operatorActions.targetId, seller.id)).orderBy(operatorActions.id);
    expect(entries.map((entry) => [entry.action, entry.reason, entry.operatorEmail])).toEqual([
      ["suspend-account", "Fraudulent listings reported", operator.email],
      ["restore-account", "Documents checked", operator.email],
    ]);
  });

  it("refuses an operator's own account, and finds accounts by part of their email, never sample sellers", async () => {
    expect(await suspendAccount(database.db, operator, operator.id, "Oops, myself")).toMatchObject({ ok: false });
    const seller = await sellerOwningFeatured();
    expect((await searchAccounts(database.db, seller.email.slice(0, 15).toUpperCase())).map((account) => account.email)).toEqual([seller.email]);
    expect(await searchAccounts(database.db, ".example")).toEqual([]);
    expect(await searchAccounts(database.db, "%")).toEqual([]);
  });
});
