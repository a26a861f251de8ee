/**
 * A seller's analytics against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), on the seed catalogue: daily views as recorded, saves,
 * inquiries, the inquiry rate and the comparable aircraft of the category, which
 * are real sellers' (sample listings are made up, and no market).
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, ne, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listing } from "~/domain/listings/listing";
import { lastDays, median, utcDay } from "~/domain/listings/listing-analytics";
import { inquiries, listings, listingViewsDaily, profiles } from "~/server/db/schema";
import { seedDatabase } from "~/server/db/seed.server";
import { sendInquiry } from "~/server/inquiries/inquiries.server";
import { completeColumn } from "~/server/listings/complete-column";
import { listingAnalytics, sellerAnalytics } from "~/server/listings/listing-analytics.server";
import { claimListingsByContactEmail } from "~/server/listings/listing-ownership.server";
import { recordListingView } from "~/server/listings/listing-views.server";
import { findOwnedListing, listingIsSample } from "~/server/listings/listings.server";
import { saveAircraft } from "~/server/alerts/saved-aircraft.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
// Lakeshore's five sample listings, one of each of four categories.
const LAKESHORE = "d.okafor@lakeshoreaircraft.example";
const sellerId = randomUUID();
// Skyline's seven sample business jets, taken over by a real dealer: the market listing 22 is compared with.
const SKYLINE = "m.hartley@skylinejets.example";
// Alpine's two business jets of 2018 and 2020 stay samples until a test has a real seller take them over.
const ALPINE = "l.brunner@alpineaircraft.example";
const mail = { mailer: { send: async () => undefined }, siteUrl: "https://aeromarket.test", secrets: ["test-secret"] };

async function ownedListing(id: number) {
  const listing = await findOwnedListing(database.db, sellerId, id);
  if (!listing) throw new Error(`Listing ${id} is not the seller's`);
  return listing;
}

/** A real seller account that takes over the sample listings of a sample seller's address. */
async function realSellerTakesOver(email: string) {
  const id = randomUUID();
  await database.db.insert(profiles).values({ id, email, firstName: "Real", lastName: "Seller", userType: "seller", company: null, phone: "" });
  expect(await claimListingsByContactEmail(database.db, id, email)).toBeGreaterThan(0);
}

/** The other real sellers' aircraft for sale in the listing's category, built within five years of it. */
async function realRivals(listing: Pick<Listing, "id" | "category" | "year">) {
  const others = await database.db
    .select({ price: completeColumn(listings.price), totalTimeHours: completeColumn(listings.totalTimeHours), year: completeColumn(listings.year) })
    .from(listings)
    .where(and(eq(listings.category, listing.category), inArray(listings.status, ["active", "pending"]), ne(listings.id, listing.id), not(listingIsSample)));
  return others.filter((other) => Math.abs(other.year - listing.year) <= 5);
}

async function inquire(listingId: number) {
  await sendInquiry(database.db, mail, {
    listingId,
    buyerId: null,
    message: {
      name: "Amelia Hart",
      email: `amelia.${randomUUID().slice(0, 8)}@example.com`,
      phone: "",
      message: "Is the aircraft still available for a pre-buy inspection?",
      idempotencyKey: randomUUID(),
    },
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  await database.db.insert(profiles).values({ id: sellerId, email: LAKESHORE, firstName: "Daniel", lastName: "Okafor", userType: "seller", company: null, phone: "" });
  await claimListingsByContactEmail(database.db, sellerId, LAKESHORE);
  await realSellerTakesOver(SKYLINE);
  // The sample listings come with a view record for every day since listed; these tests count views they record themselves.
  const owned = await database.db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, sellerId));
  await database.db.delete(listingViewsDaily).where(inArray(listingViewsDaily.listingId, owned.map((listing) => listing.id)));
});

afterAll(async () => {
  await database.close();
});

describe("one listing's analytics", () => {
  it("shows the views of each day in the range, a view recorded now on today's UTC day, and nothing older", async () => {
    const now = new Date();
    const [listing] = await database.db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, sellerId)).orderBy(listings.id).limit(1);
    const days = lastDays(now, 90);
    await database.db.insert(listingViewsDaily).values([
      { listingId: listing!.id, day: days[0]!, views: 7 },
      { listingId: listing!.id, day: days[59]!, views: 4 },
      { listingId: listing!.id, day: lastDays(new Date(now.getTime() - 90 * 86_400_000), 1)[0]!, views: 50 },
    ]);
    await recordListingView(database.db, listing!.id, "203.0.113.40", now);
    await recordListingView(database.db, listing!.id, "203.0.113.41", now);

    const ninety = await listingAnalytics(database.db, await ownedListing(listing!.id), 90, now);
    expect(ninety.series).toHaveLength(90);
    expect(ninety.series[0]).toEqual({ day: days[0], views: 7 });
    expect(ninety.series[59]).toEqual({ day: days[59], views: 4 });
    expect(ninety.series.at(-1)).toEqual({ day: utcDay(now), views: 2 });
    expect(ninety.viewsInRange).toBe(13);

    const thirty = await listingAnalytics(database.db, await ownedListing(listing!.id), 30, now);
    expect(thirty.series).toHaveLength(30);
    expect(thirty.series[0]!.day).toBe(days[60]);
    expect(thirty.viewsInRange).toBe(2);
  });

  it("counts saves, inquiries in the range and in all, and the inquiries per 100 views", async () => {
    const now = new Date();
    const [, listing] = await database.db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, sellerId)).orderBy(listings.id);
    const id = listing!.id;
    const empty = await listingAnalytics(database.db, await ownedListing(id), 30, now);
    expect(empty).toMatchObject({ viewsInRange: 0, inquiriesInRange: 0, inquiryRate: null, saves: 0, totalInquiries: 0 });

    await database.db.insert(listingViewsDaily).values({ listingId: id, day: utcDay(now), views: 40 });
    await saveAircraft(database.db, randomUUID(), id);
    await saveAircraft(database.db, randomUUID(), id);
    await inquire(id);
    await inquire(id);
    // An inquiry from before the range counts in the total only.
    await inquire(id);
    const [oldest] = await database.db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.listingId, id)).orderBy(inquiries.id).limit(1);
    await database.db
      .update(inquiries)
      .set({ createdAt: new Date(now.getTime() - 45 * 86_400_000) })
      .where(eq(inquiries.id, oldest!.id));

    const figures = await listingAnalytics(database.db, await ownedListing(id), 30, now);
    expect(figures).toMatchObject({ viewsInRange: 40, inquiriesInRange: 2, inquiryRate: 5, saves: 2, totalInquiries: 3 });
    expect((await listingAnalytics(database.db, await ownedListing(id), 90, now)).inquiriesInRange).toBe(3);
  });

  it("compares the price with the other real sellers' aircraft for sale in the category, built within five years", async () => {
    const listing = await ownedListing(22);
    const comparable = await realRivals(listing);
    expect(comparable.length).toBeGreaterThanOrEqual(3);

    const { market } = await listingAnalytics(database.db, listing, 30);
    expect(market.basis).toBe("category-and-year");
    expect(market.comparables).toBe(comparable.length);
    expect(market.medianPrice).toBe(median(comparable.map((other) => other.price)));
    expect(market.medianTotalTimeHours).toBe(median(comparable.map((other) => other.totalTimeHours)));
    expect(market.pricedLowerThanPercent).toBe(Math.round((comparable.filter((other) => other.price > listing.price).length / comparable.length) * 100));
  });

  it("leaves sample listings out of the comparison, and counts them once a real seller takes them over", async () => {
    const listing = await ownedListing(22);
    const alpine = await database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.contactEmail, ALPINE), eq(listings.category, listing.category), inArray(listings.status, ["active", "pending"]), listingIsSample));
    expect(alpine).toHaveLength(2);
    const before = (await listingAnalytics(database.db, listing, 30)).market.comparables;

    await realSellerTakesOver(ALPINE);
    expect((await listingAnalytics(database.db, listing, 30)).market.comparables).toBe(before + 2);
    expect(await realRivals(listing)).toHaveLength(before + 2);
  });

  it("leaves drafts and sold aircraft out of the comparison", async () => {
    const listing = await ownedListing(22);
    const before = (await listingAnalytics(database.db, listing, 30)).market.comparables;
    const [rival] = await database.db
      .select({ id: listings.id, status: listings.status })
      .from(listings)
      .where(and(eq(listings.category, listing.category), eq(listings.status, "active"), eq(listings.year, 2019), ne(listings.id, listing.id), not(listingIsSample)))
      .limit(1);
    try {
      await database.db.update(listings).set({ status: "draft" }).where(eq(listings.id, rival!.id));
      expect((await listingAnalytics(database.db, listing, 30)).market.comparables).toBe(before - 1);
      await database.db.update(listings).set({ status: "sold" }).where(eq(listings.id, rival!.id));
      expect((await listingAnalytics(database.db, listing, 30)).market.comparables).toBe(before - 1);
    } finally {
      await database.db.update(listings).set({ status: "active" }).where(eq(listings.id, rival!.id));
    }
  });
});

describe("the seller's Analytics tab", () => {
  it("lists every listing of the seller with its figures, and their views together per day", async () => {
    const now = new Date();
    const overview = await sellerAnalytics(database.db, sellerId, 30, now);
    const owned = await database.db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, sellerId));
    expect(overview.listings.map((listing) => listing.id).sort()).toEqual(owned.map((listing) => listing.id).sort());
    const withFigures = overview.listings.filter((listing) => listing.viewsInRange > 0);
    expect(withFigures.length).toBeGreaterThanOrEqual(2);
    expect(overview.series.at(-1)!.views).toBe(withFigures.reduce((sum, listing) => sum + listing.viewsInRange, 0));
    const asked = overview.listings.find((listing) => listing.inquiriesInRange === 2);
    expect(asked).toMatchObject({ viewsInRange: 40, saves: 2, inquiryRate: 5 });
  });

  it("is empty for a seller without listings", async () => {
    const overview = await sellerAnalytics(database.db, randomUUID(), 90);
    expect(overview.listings).toEqual([]);
    expect(overview.series).toHaveLength(90);
    expect(overview.series.every((day) => day.views === 0)).toBe(true);
  });
});
