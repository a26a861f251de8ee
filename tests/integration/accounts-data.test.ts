/**
 * Profiles and dashboards against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL). The catalogue is seeded as the app does on first start, then
 * each test adds its own people and listings, reading ids back from the database;
 * every expected figure is computed from the rows inserted.
 */
import { randomUUID } from "node:crypto";
import type { User } from "@supabase/supabase-js";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aircraftDrawing } from "~/domain/catalog/aircraft-drawing";
import type { Database } from "~/server/db/database";
import { listingPriceChanges, listings, savedAircraft } from "~/server/db/schema";
import { SEED_LISTINGS } from "~/server/db/seed-listings";
import { type ListingRow, listingSeedToRow, seedDatabase } from "~/server/db/seed.server";
import { buyerDashboard, sellerDashboard } from "~/server/accounts/dashboard.server";
import { ensureProfile, findProfile } from "~/server/accounts/profiles.server";
import { sealUserType } from "~/server/accounts/sign-up-seal.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

const DAY_MS = 86_400_000;
const NOW = Date.now();

type Metadata = { first_name?: string; last_name?: string; user_type?: string; company?: string | null; phone?: string };

/** The session secrets the app's sign-up would seal the account type with. */
const SECRETS = ["accounts-data-test-secret"];

/** An account as supabase-js hands it over after confirmation or sign-in, made by the app's own sign-up (its type sealed). */
function account(email: string, metadata: Metadata): User {
  return {
    id: randomUUID(),
    email,
    user_metadata: { ...metadata, ...sealUserType(email, metadata.user_type === "seller" ? "seller" : "buyer", SECRETS) },
    app_metadata: { provider: "email", providers: ["email"] },
    aud: "authenticated",
    role: "authenticated",
    created_at: new Date(NOW).toISOString(),
  };
}

let sellerCount = 0;
/** A seller with a profile, so their listings can point at it. */
async function newSeller(db: Database, company = "Skyline Jet Sales"): Promise<User> {
  sellerCount++;
  const user = account(`seller${sellerCount}@example.com`, {
    first_name: "Marcus",
    last_name: "Hartley",
    user_type: "seller",
    company,
    phone: "+1 (602) 555-0148",
  });
  await ensureProfile(db, user, SECRETS);
  return user;
}

/** The value, or a failed test when it is missing. */
function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

type ListingPlan = Pick<ListingRow, "status" | "views" | "price"> & { daysAgo: number; sellerId?: string | null };

/** Inserts listings built from the seed catalogue, with the given owner, status, views, price and age. */
async function insertListings(db: Database, plans: ListingPlan[]) {
  const rows = plans.map(({ daysAgo, ...changes }, index) => {
    const { id: _seedId, ...row } = listingSeedToRow(present(SEED_LISTINGS[index % SEED_LISTINGS.length], "seed listing"), NOW);
    const createdAt = new Date(NOW - daysAgo * DAY_MS);
    return { ...row, ...changes, createdAt, updatedAt: createdAt };
  });
  // Seed listings are complete: only a draft may lack its price.
  return (await db.insert(listings).values(rows).returning()).map(({ price, ...row }) => ({ ...row, price: present(price ?? undefined, "price") }));
}

type Inserted = Awaited<ReturnType<typeof insertListings>>[number];

const newestFirst = (a: { createdAt: Date; id: number }, b: { createdAt: Date; id: number }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

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

describe("profiles", () => {
  it("keeps a seller's name, contact details and company from sign-up", async () => {
    const user = account("M.Hartley@skylinejets.example", {
      first_name: "Marcus",
      last_name: "Hartley",
      user_type: "seller",
      company: "Skyline Jet Sales",
      phone: "+1 (602) 555-0148",
    });
    await ensureProfile(db, user, SECRETS);

    const profile = await findProfile(db, user.id);
    expect(profile).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: user.user_metadata.first_name,
      lastName: user.user_metadata.last_name,
      userType: "seller",
      company: user.user_metadata.company,
      phone: user.user_metadata.phone,
    });
    expect(profile?.createdAt).toBeInstanceOf(Date);
  });

  it("keeps no company for a buyer, even if one was sent", async () => {
    const user = account("amelia@example.com", {
      first_name: "Amelia",
      last_name: "Earhart",
      user_type: "buyer",
      company: "Earhart Flying Club",
      phone: "+1 (316) 555-0134",
    });
    await ensureProfile(db, user, SECRETS);

    const profile = await findProfile(db, user.id);
    expect(profile).toMatchObject({ userType: "buyer", company: null, firstName: "Amelia" });
  });

  it("makes an account without a known type a buyer with blank details", async () => {
    const user = account("legacy@example.com", { user_type: "admin" });
    await ensureProfile(db, user, SECRETS);

    expect(await findProfile(db, user.id)).toMatchObject({
      email: "legacy@example.com",
      firstName: "",
      lastName: "",
      userType: "buyer",
      company: null,
      phone: "",
    });
  });

  it("records a seller who left the company blank without one", async () => {
    const user = account("solo@example.com", { first_name: "Sam", last_name: "Solo", user_type: "seller", company: "", phone: "555 0100" });
    await ensureProfile(db, user, SECRETS);

    expect(await findProfile(db, user.id)).toMatchObject({ userType: "seller", company: null });
  });

  it("leaves the profile as it was first written on later sign-ins", async () => {
    const user = account("first@example.com", {
      first_name: "First",
      last_name: "Write",
      user_type: "buyer",
      phone: "+44 20 7946 0321",
    });
    await ensureProfile(db, user, SECRETS);
    const first = await findProfile(db, user.id);

    await ensureProfile(db, {
      ...user,
      email: "changed@example.com",
      user_metadata: { first_name: "Second", last_name: "Attempt", user_type: "seller", company: "Takeover Ltd", phone: "000000" },
    });

    expect(first).not.toBeNull();
    expect(await findProfile(db, user.id)).toEqual(first);
  });

  it("finds no profile for someone who never signed in", async () => {
    expect(await findProfile(db, randomUUID())).toBeNull();
  });
});

describe("seller dashboard", () => {
  let seller: User;
  let own: Inserted[];

  beforeAll(async () => {
    seller = await newSeller(db);
    const rival = await newSeller(db, "Meridian Aviation Partners");
    // Inserted out of date order, so only the dashboard's sorting can put them newest first.
    own = await insertListings(db, [
      { sellerId: seller.id, status: "active", views: 1_250, price: 10_950_000, daysAgo: 12 },
      { sellerId: seller.id, status: "sold", views: 4_100, price: 5_850_000, daysAgo: 40 },
      { sellerId: seller.id, status: "active", views: 310, price: 925_000, daysAgo: 2 },
      { sellerId: seller.id, status: "draft", views: 0, price: 6_750_000, daysAgo: 1 },
      { sellerId: seller.id, status: "pending", views: 870, price: 3_400_000, daysAgo: 7 },
      { sellerId: seller.id, status: "active", views: 45, price: 389_000, daysAgo: 7 },
    ]);
    await insertListings(db, [
      { sellerId: rival.id, status: "active", views: 9_999, price: 24_500_000, daysAgo: 3 },
      { sellerId: rival.id, status: "sold", views: 500, price: 1_200_000, daysAgo: 9 },
    ]);
  });

  it("counts only the seller's active listings", async () => {
    const dashboard = await sellerDashboard(db, { id: seller.id, email: seller.email ?? "" });
    expect(dashboard.activeListings).toBe(own.filter((listing) => listing.status === "active").length);
  });

  it("adds up the views of every listing the seller has, whatever its status", async () => {
    const dashboard = await sellerDashboard(db, { id: seller.id, email: seller.email ?? "" });
    expect(dashboard.totalViews).toBe(sum(own.map((listing) => listing.views)));
  });

  it("values the seller's inventory at the asking prices of the aircraft still for sale", async () => {
    const dashboard = await sellerDashboard(db, { id: seller.id, email: seller.email ?? "" });
    expect(dashboard.totalValue).toBe(sum(own.filter((listing) => listing.status === "active").map((listing) => listing.price)));
  });

  it("lists every one of the seller's listings, newest first, and no one else's", async () => {
    const dashboard = await sellerDashboard(db, { id: seller.id, email: seller.email ?? "" });
    const expected = [...own].sort(newestFirst).map(({ id, name, price, status, category, manufacturer, model, views, createdAt }) => ({
      id,
      name,
      price,
      status,
      image: aircraftDrawing({ category: category ?? "single-engine", manufacturer, model }).src,
      cover: undefined,
      views,
      inquiries: 0,
      createdAt,
    }));
    expect(dashboard.listings).toEqual(expected);
  });

  it("has no inquiries before any buyer writes", async () => {
    expect((await sellerDashboard(db, { id: seller.id, email: seller.email ?? "" })).inquiries).toBe(0);
  });

  it("starts at zero for a seller who has listed nothing", async () => {
    const newcomer = await newSeller(db, "Fresh Wings");
    expect(await sellerDashboard(db, { id: newcomer.id, email: newcomer.email ?? "" })).toEqual({ activeListings: 0, totalViews: 0, inquiries: 0, totalValue: 0, listings: [], received: [] });
  });
});

describe("buyer dashboard", () => {
  let buyer: User;
  let saved: Inserted[];
  let savedAt: Map<number, Date>;

  beforeAll(async () => {
    buyer = account("buyer@example.com", { first_name: "Amelia", last_name: "Earhart", user_type: "buyer", phone: "+1 (316) 555-0134" });
    await ensureProfile(db, buyer, SECRETS);
    const seller = await newSeller(db, "Alpine Aircraft Brokers");
    const inserted = await insertListings(db, [
      { sellerId: seller.id, status: "active", views: 10, price: 925_000, daysAgo: 20 },
      { sellerId: seller.id, status: "active", views: 20, price: 5_850_000, daysAgo: 30 },
      { sellerId: seller.id, status: "active", views: 30, price: 48_000_000, daysAgo: 5 },
    ]);
    const cheaper = present(inserted[0], "the cheaper listing");
    const dearer = present(inserted[1], "the dearer listing");
    const unsaved = present(inserted[2], "the listing another buyer saved");
    saved = [cheaper, dearer];
    // The dearer aircraft was saved more recently, though it was listed earlier.
    savedAt = new Map([
      [cheaper.id, new Date(NOW - 3 * DAY_MS)],
      [dearer.id, new Date(NOW - 1 * DAY_MS)],
    ]);
    await db.insert(savedAircraft).values(saved.map((listing) => ({ userId: buyer.id, listingId: listing.id, createdAt: savedAt.get(listing.id) })));
    // Another buyer's saved aircraft never show on this buyer's dashboard.
    await db.insert(savedAircraft).values({ userId: randomUUID(), listingId: unsaved.id, createdAt: new Date(NOW) });
  });

  it("counts the aircraft the buyer saved", async () => {
    expect((await buyerDashboard(db, { id: buyer.id, email: buyer.email ?? "" })).savedAircraft).toBe(saved.length);
  });

  it("sets the budget from the cheapest to the dearest saved aircraft", async () => {
    const prices = saved.map((listing) => listing.price);
    expect((await buyerDashboard(db, { id: buyer.id, email: buyer.email ?? "" })).budget).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it("shows the most recently saved aircraft first", async () => {
    const dashboard = await buyerDashboard(db, { id: buyer.id, email: buyer.email ?? "" });
    const expected = [...saved]
      .sort((a, b) => (savedAt.get(b.id)?.getTime() ?? 0) - (savedAt.get(a.id)?.getTime() ?? 0))
      .map(({ id, name, price, location }) => ({ id, name, price, location, savedAt: savedAt.get(id), sample: false }));
    expect(dashboard.saved.map(({ id, name, price, location, savedAt, sample }) => ({ id, name, price, location, savedAt, sample }))).toEqual(expected);
  });

  it("shows each saved aircraft with its picture, and how far its price moved since the save", async () => {
    const [cheaper, dearer] = saved;
    // Cut twice after the buyer saved it (the first cut counts from the price then), and once before.
    await db.insert(listingPriceChanges).values([
      { listingId: cheaper!.id, oldPrice: 990_000, newPrice: 925_000, changedAt: new Date(NOW - 10 * DAY_MS) },
      { listingId: dearer!.id, oldPrice: 5_850_000, newPrice: 5_700_000, changedAt: new Date(NOW - 12 * 60 * 60 * 1000) },
      { listingId: dearer!.id, oldPrice: 5_700_000, newPrice: 5_600_000, changedAt: new Date(NOW - 6 * 60 * 60 * 1000) },
    ]);
    await db.update(listings).set({ price: 5_600_000 }).where(eq(listings.id, dearer!.id));
    const rows = (await buyerDashboard(db, { id: buyer.id, email: buyer.email ?? "" })).saved;
    expect(rows.find((row) => row.id === dearer!.id)?.priceChange).toBe(-250_000);
    expect(rows.find((row) => row.id === cheaper!.id)?.priceChange).toBeNull();
    for (const row of rows) expect(row.image).toMatch(/^\/aircraft\/.+\.svg$/);
    await db.update(listings).set({ price: dearer!.price }).where(eq(listings.id, dearer!.id));
    await db.delete(listingPriceChanges).where(inArray(listingPriceChanges.listingId, [cheaper!.id, dearer!.id]));
  });

  it("has no saved searches, and no inquiries before the buyer writes", async () => {
    const dashboard = await buyerDashboard(db, { id: buyer.id, email: buyer.email ?? "" });
    expect(dashboard.activeSearches).toBe(0);
    expect(dashboard.inquiriesSent).toBe(0);
  });

  it("shows no budget and nothing saved for a buyer who has saved nothing", async () => {
    const newcomer = account("newcomer@example.com", { first_name: "New", user_type: "buyer" });
    await ensureProfile(db, newcomer, SECRETS);
    expect(await buyerDashboard(db, { id: newcomer.id, email: newcomer.email ?? "" })).toEqual({ savedAircraft: 0, activeSearches: 0, inquiriesSent: 0, budget: null, saved: [], sent: [] });
  });
});
