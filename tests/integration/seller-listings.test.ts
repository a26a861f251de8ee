/**
 * A seller's listings against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): drafts stay private, publishing puts a listing in the
 * catalogue, edits and status changes reach buyers, a delete hides it from
 * everyone but keeps its inquiries, and no seller can touch another's listing.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CATALOG_QUERY } from "~/domain/catalog/catalog";
import { sellerDashboard } from "~/server/accounts/dashboard.server";
import { listings, profiles, savedAircraft } from "~/server/db/schema";
import { findThread, sellerInquiries } from "~/server/inquiries/inquiry-threads.server";
import type { InquiryMail } from "~/server/inquiries/inquiry-mail.server";
import { sendInquiry } from "~/server/inquiries/inquiries.server";
import { featuredListings, findOwnedListing, findPublicListing } from "~/server/listings/listings.server";
import { searchCatalog } from "~/server/listings/catalog-page.server";
import { buyerDashboard } from "~/server/accounts/dashboard.server";
import { loadMatchCandidates } from "~/server/matching/matching.server";
import { createListing, deleteListing, setListingStatus, updateListing } from "~/server/listings/seller-listings.server";
import { type ListingDraft, listingFormValues, listingSchemaFor } from "~/domain/listings/listing-form";
import { savedSearchesMatching } from "~/server/alerts/saved-search-matching.server";
import { listingForm } from "../support/listing-form";
import { unusedStorage } from "../support/unused-storage";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
const mail: InquiryMail = { mailer: { send: async () => undefined }, siteUrl: "https://aeromarket.test", secrets: ["test-secret"] };

async function createProfile(userType: "buyer" | "seller") {
  const id = randomUUID();
  const email = `${userType}.${id.slice(0, 8)}@example.com`;
  await database.db.insert(profiles).values({ id, email, firstName: "Pat", lastName: "Lee", userType, company: null, phone: "+1 555 0100" });
  return { id, email };
}

/** What a buyer finds in the catalogue when searching for the listing's unique model. */
async function catalogueHits(model: string) {
  return (await searchCatalog(database.db, { ...DEFAULT_CATALOG_QUERY, q: model })).listings;
}

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("a seller's listing", () => {
  it("stays private as a draft, goes public when published, and shows edits to buyers", async () => {
    const seller = await createProfile("seller");
    const form = listingForm();
    const draft = await createListing(database.db, seller.id, form);
    expect(draft.status).toBe("draft");
    expect(await findPublicListing(database.db, draft.id)).toBeNull();
    expect(await catalogueHits(form.model)).toEqual([]);
    expect(await findOwnedListing(database.db, seller.id, draft.id)).toMatchObject({ name: form.name, status: "draft", price: form.price });

    expect(await updateListing(database.db, seller.id, draft.id, { ...form, intent: "publish" })).toEqual({ id: draft.id, status: "active" });
    expect((await catalogueHits(form.model)).map((listing) => listing.id)).toEqual([draft.id]);
    expect(await findPublicListing(database.db, draft.id)).toMatchObject({ status: "active" });

    await updateListing(database.db, seller.id, draft.id, { ...form, intent: "save", price: 3_995_000 });
    expect((await catalogueHits(form.model))[0]?.price).toBe(3_995_000);
  });

  it("publishes straight away when the seller chooses Publish", async () => {
    const seller = await createProfile("seller");
    const form = listingForm({ intent: "publish" });
    const created = await createListing(database.db, seller.id, form);
    expect(created.status).toBe("active");
    expect((await catalogueHits(form.model)).map((listing) => listing.id)).toEqual([created.id]);
  });

  it("stays in the catalogue marked Pending when marked Sale pending, leaves it when Sold, keeping its page, and comes back when Active", async () => {
    const seller = await createProfile("seller");
    const form = listingForm({ intent: "publish" });
    const { id } = await createListing(database.db, seller.id, form);
    expect(await setListingStatus(database.db, seller.id, id, "pending")).toBe("changed");
    expect((await catalogueHits(form.model)).map((card) => [card.id, card.status])).toEqual([[id, "pending"]]);
    expect(await findPublicListing(database.db, id)).toMatchObject({ status: "pending" });
    expect(await setListingStatus(database.db, seller.id, id, "sold")).toBe("changed");
    expect(await catalogueHits(form.model)).toEqual([]);
    expect(await findPublicListing(database.db, id)).toMatchObject({ status: "sold" });
    expect(await setListingStatus(database.db, seller.id, id, "active")).toBe("changed");
    expect(await catalogueHits(form.model)).toHaveLength(1);
  });

  it("cannot be marked pending or sold while it is a draft", async () => {
    const seller = await createProfile("seller");
    const { id } = await createListing(database.db, seller.id, listingForm());
    expect(await setListingStatus(database.db, seller.id, id, "active")).toBe("not-found");
    expect(await findPublicListing(database.db, id)).toBeNull();
  });
});

describe("ownership", () => {
  it("lets no other seller read, edit, change or delete the listing", async () => {
    const owner = await createProfile("seller");
    const other = await createProfile("seller");
    const form = listingForm({ intent: "publish" });
    const { id } = await createListing(database.db, owner.id, form);

    expect(await findOwnedListing(database.db, other.id, id)).toBeNull();
    expect(await updateListing(database.db, other.id, id, { ...form, price: 1_000 })).toBeNull();
    expect(await setListingStatus(database.db, other.id, id, "sold")).toBe("not-found");
    expect(await deleteListing(database.db, unusedStorage, other.id, id)).toBe(false);

    const [row] = await database.db.select({ price: listings.price, status: listings.status, sellerId: listings.sellerId }).from(listings).where(eq(listings.id, id));
    expect(row).toEqual({ price: form.price, status: "active", sellerId: owner.id });
  });

  it("lists a seller's own listings on their dashboard only", async () => {
    const owner = await createProfile("seller");
    const other = await createProfile("seller");
    const { id } = await createListing(database.db, owner.id, listingForm());
    expect((await sellerDashboard(database.db, owner)).listings.map((row) => row.id)).toEqual([id]);
    expect((await sellerDashboard(database.db, other)).listings).toEqual([]);
  });
});

describe("deleting a listing", () => {
  it("hides it from the catalogue, its page, matching, featured, saved lists and the dashboard, and keeps its inquiries readable to both sides", async () => {
    const seller = await createProfile("seller");
    const buyer = await createProfile("buyer");
    const form = listingForm({ intent: "publish", price: 2_000_000 });
    const { id } = await createListing(database.db, seller.id, form);
    await database.db.update(listings).set({ isFeatured: true, price: 10_000_000_000 }).where(eq(listings.id, id));
    await database.db.insert(savedAircraft).values({ userId: buyer.id, listingId: id });
    const sent = await sendInquiry(database.db, mail, {
      listingId: id,
      buyerId: buyer.id,
      message: { name: "Pat Lee", email: buyer.email, phone: "", message: "Is it still available?", idempotencyKey: randomUUID() },
    });
    expect(sent?.created).toBe(true);
    expect((await featuredListings(database.db, 1))[0]?.id).toBe(id);

    expect(await deleteListing(database.db, unusedStorage, seller.id, id)).toBe(true);

    expect(await catalogueHits(form.model)).toEqual([]);
    expect(await findPublicListing(database.db, id)).toBeNull();
    expect(await findOwnedListing(database.db, seller.id, id)).toBeNull();
    expect((await featuredListings(database.db, 50)).map((listing) => listing.id)).not.toContain(id);
    const candidates = await loadMatchCandidates(database.db, { aircraftType: "turboprop", budget: 100_000_000 });
    expect(candidates.map((listing) => listing.id)).not.toContain(id);
    expect((await buyerDashboard(database.db, buyer)).saved).toEqual([]);
    expect((await sellerDashboard(database.db, seller)).listings).toEqual([]);

    const inquiryId = sent!.inquiryId;
    expect(await findThread(database.db, seller, inquiryId)).toMatchObject({ role: "seller", aircraft: form.name, listingPublic: false, listingDeleted: true });
    expect(await findThread(database.db, buyer, inquiryId)).toMatchObject({ role: "buyer", listingPublic: false });
    expect((await sellerInquiries(database.db, seller)).map((row) => row.id)).toEqual([inquiryId]);

    const again = await sendInquiry(database.db, mail, {
      listingId: id,
      buyerId: buyer.id,
      message: { name: "Pat Lee", email: buyer.email, phone: "", message: "Hello again?", idempotencyKey: randomUUID() },
    });
    expect(again).toBeNull();
    expect(await deleteListing(database.db, unusedStorage, seller.id, id)).toBe(false);
  });
});

describe("a draft that saves", () => {
  it("keeps a half-filled draft, refuses to publish it until complete, then publishes it", async () => {
    const seller = await createProfile("seller");
    const full = listingForm();
    const half: ListingDraft = { intent: "draft", name: full.name, manufacturer: "Pilatus", model: full.model, price: 4_250_000, features: [] };
    const { id, status } = await createListing(database.db, seller.id, half);
    expect(status).toBe("draft");

    const draft = await findOwnedListing(database.db, seller.id, id);
    expect(draft).toMatchObject({ name: full.name, manufacturer: "Pilatus", price: 4_250_000, status: "draft" });
    expect(draft?.blank).toEqual(expect.arrayContaining(["year", "category", "registration", "description", "contactEmail"]));
    expect(draft?.blank).not.toContain("price");
    const values = listingFormValues(draft!);
    expect(values).toMatchObject({ name: full.name, manufacturer: "Pilatus", price: "4,250,000", year: "", category: "", description: "" });
    // Drafts never reach buyers: catalogue, page, matching.
    expect(await findPublicListing(database.db, id)).toBeNull();
    expect(await catalogueHits(full.model)).toEqual([]);
    expect(await savedSearchesMatching(database.db, id)).toEqual([]);

    // Publishing what is there fails field by field, and the server refuses it too.
    const publish = listingSchemaFor("publish", "draft").safeParse({ ...half, intent: "publish" });
    expect(publish.success).toBe(false);
    const missing = new Set(publish.error?.issues.map((issue) => issue.path.join(".")));
    for (const field of ["year", "category", "location", "registration", "description", "maxSpeedKts", "contactEmail"]) expect(missing).toContain(field);
    expect(missing).not.toContain("price");
    await expect(updateListing(database.db, seller.id, id, { ...half, intent: "publish" } as unknown as ListingDraft)).rejects.toThrow();
    // Nor can the row go public behind the form's back.
    await expect(database.db.update(listings).set({ status: "active" }).where(eq(listings.id, id))).rejects.toThrow();
    expect(await findOwnedListing(database.db, seller.id, id)).toMatchObject({ status: "draft" });

    // A second draft save adds more; then the full set publishes.
    await updateListing(database.db, seller.id, id, { ...half, year: 2016, category: "turboprop" });
    expect((await findOwnedListing(database.db, seller.id, id))?.blank).not.toContain("year");
    expect(await updateListing(database.db, seller.id, id, { ...full, intent: "publish" })).toEqual({ id, status: "active" });
    const published = await findOwnedListing(database.db, seller.id, id);
    expect(published?.blank).toBeUndefined();
    expect((await catalogueHits(full.model)).map((listing) => listing.id)).toEqual([id]);
  });

  it("keeps a published listing complete: Save as draft checks every field there", () => {
    const schema = listingSchemaFor("draft", "active");
    expect(schema.safeParse({ intent: "draft", name: "Just a title" }).success).toBe(false);
  });
});
