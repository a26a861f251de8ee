/**
 * A listing's price history against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the seller's editor records each new asking price of a published
 * listing, none of a draft's or of a save that keeps the price, and reads them newest first.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingForm } from "~/domain/listings/listing-form";
import { profiles } from "~/server/db/schema";
import { findAircraftForPage } from "~/server/listings/aircraft-page-read.server";
import { findPublicListing } from "~/server/listings/listings.server";
import { priceHistoryOf } from "~/server/listings/price-history.server";
import { createListing, updateListing } from "~/server/listings/seller-listings.server";
import { listingForm as draftListingForm } from "../support/listing-form";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;

/** Published unless told otherwise: a price set before publishing is no history. */
function listingForm(overrides: Partial<ListingForm> = {}): ListingForm {
  return draftListingForm({ intent: "publish", features: [], ...overrides });
}

async function createSeller(): Promise<string> {
  const id = randomUUID();
  await database.db.insert(profiles).values({ id, email: `seller.${id.slice(0, 8)}@example.com`, firstName: "Pat", lastName: "Lee", userType: "seller", company: null, phone: "+1 555 0100" });
  return id;
}

const prices = async (listingId: number) => (await priceHistoryOf(database.db, listingId)).map(({ oldPrice, newPrice }) => [oldPrice, newPrice]);

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("a listing's price history", () => {
  it("records each new asking price of a published listing, newest first, and not a save that keeps it", async () => {
    const seller = await createSeller();
    const form = listingForm();
    const { id } = await createListing(database.db, seller, form);
    expect(await prices(id)).toEqual([]);

    await updateListing(database.db, seller, id, { ...form, intent: "save", price: 4_100_000 });
    await updateListing(database.db, seller, id, { ...form, intent: "save", price: 4_100_000, description: "Fresh annual, same price." });
    await updateListing(database.db, seller, id, { ...form, intent: "save", price: 4_150_000 });

    expect(await prices(id)).toEqual([
      [4_100_000, 4_150_000],
      [4_250_000, 4_100_000],
    ]);
    const [newest] = await priceHistoryOf(database.db, id);
    expect(newest!.changedAt).toBeInstanceOf(Date);
    // The aircraft page reads them with its listing, to the millisecond the same.
    expect((await findAircraftForPage(database.db, id, null))?.priceChanges).toEqual(await priceHistoryOf(database.db, id));
    expect((await findPublicListing(database.db, id))?.price).toBe(4_150_000);
  });

  it("records nothing while the listing is a draft, and the first change after it is published", async () => {
    const seller = await createSeller();
    const form = listingForm({ intent: "draft" });
    const { id } = await createListing(database.db, seller, form);
    await updateListing(database.db, seller, id, { ...form, price: 3_900_000 });
    await updateListing(database.db, seller, id, { ...form, intent: "publish", price: 3_800_000 });
    expect(await prices(id)).toEqual([]);

    await updateListing(database.db, seller, id, { ...form, intent: "save", price: 3_650_000 });
    expect(await prices(id)).toEqual([[3_800_000, 3_650_000]]);
  });

  it("records nothing when another seller tries to change the price", async () => {
    const owner = await createSeller();
    const other = await createSeller();
    const form = listingForm();
    const { id } = await createListing(database.db, owner, form);
    expect(await updateListing(database.db, other, id, { ...form, intent: "save", price: 1_000_000 })).toBeNull();
    expect(await prices(id)).toEqual([]);
  });
});
