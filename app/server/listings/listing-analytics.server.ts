import { and, count, desc, eq, gte, inArray, ne, not, sql } from "drizzle-orm";
import type { Listing, ListingStatus } from "~/domain/listings/listing";
import {
  type AnalyticsRange,
  dailyViewSeries,
  type DailyViews,
  inquiryRate,
  lastDays,
  type MarketInsights,
  marketInsights,
} from "~/domain/listings/listing-analytics";
import type { Database } from "../db/database";
import { inquiries, listings, listingViewsDaily, savedAircraft } from "../db/schema";
import { completeColumn } from "./complete-column";
import { listingIsSample } from "./listings.server";

/** Aircraft a buyer can still make an offer on: the market a price is compared with (samples are made up, and left out). */
const FOR_SALE = ["active", "pending"] as const;

export type ListingAnalytics = {
  range: AnalyticsRange;
  series: DailyViews[];
  viewsInRange: number;
  inquiriesInRange: number;
  /** Inquiries per 100 views within the range; null without views. */
  inquiryRate: number | null;
  /** Buyers who have it saved today. */
  saves: number;
  totalViews: number;
  totalInquiries: number;
  market: MarketInsights;
};

/** The first UTC day of the range, as a day for the view counts and as an instant for timestamps. */
function rangeStart(now: Date, range: AnalyticsRange): { day: string; instant: Date } {
  const day = lastDays(now, range)[0]!;
  return { day, instant: new Date(`${day}T00:00:00Z`) };
}

function dailyViews(db: Database, listingIds: number[], from: string) {
  return db
    .select({ listingId: listingViewsDaily.listingId, day: listingViewsDaily.day, views: listingViewsDaily.views })
    .from(listingViewsDaily)
    .where(and(inArray(listingViewsDaily.listingId, listingIds), gte(listingViewsDaily.day, from)));
}

/**
 * The analytics of one listing. The caller has checked that the reader owns it
 * (findOwnedListing): nothing here looks at who asks.
 */
export async function listingAnalytics(db: Database, listing: Listing, range: AnalyticsRange, now = new Date()): Promise<ListingAnalytics> {
  const from = rangeStart(now, range);
  const [views, [inquiryCounts], [saved], sameCategory] = await Promise.all([
    dailyViews(db, [listing.id], from.day),
    db
      .select({
        total: count(),
        inRange: sql<number>`count(*) filter (where ${inquiries.createdAt} >= ${from.instant.toISOString()}::timestamptz)`.mapWith(Number),
      })
      .from(inquiries)
      .where(eq(inquiries.listingId, listing.id)),
    db.select({ total: count() }).from(savedAircraft).where(eq(savedAircraft.listingId, listing.id)),
    db
      .select({
        id: listings.id,
        year: completeColumn(listings.year),
        price: completeColumn(listings.price),
        totalTimeHours: completeColumn(listings.totalTimeHours),
        listedAt: listings.createdAt,
      })
      .from(listings)
      .where(and(eq(listings.category, listing.category), inArray(listings.status, FOR_SALE), ne(listings.id, listing.id), not(listingIsSample))),
  ]);
  const series = dailyViewSeries(views, now, range);
  const viewsInRange = series.reduce((sum, day) => sum + day.views, 0);
  const inquiriesInRange = inquiryCounts?.inRange ?? 0;
  return {
    range,
    series,
    viewsInRange,
    inquiriesInRange,
    inquiryRate: inquiryRate(inquiriesInRange, viewsInRange),
    saves: saved?.total ?? 0,
    totalViews: listing.views,
    totalInquiries: inquiryCounts?.total ?? 0,
    market: marketInsights(
      { id: listing.id, year: listing.year, price: listing.price, totalTimeHours: listing.totalTimeHours, listedAt: listing.createdAt },
      sameCategory,
      now,
    ),
  };
}

export type ListingHeadline = {
  id: number;
  name: string;
  status: ListingStatus;
  /** Null while a draft has no asking price yet. */
  price: number | null;
  viewsInRange: number;
  totalViews: number;
  saves: number;
  inquiriesInRange: number;
  inquiryRate: number | null;
};

export type SellerAnalytics = {
  range: AnalyticsRange;
  /** Views of all the seller's listings, per day. */
  series: DailyViews[];
  listings: ListingHeadline[];
};

/** The headline figures of each of a seller's listings, and their views together per day. */
export async function sellerAnalytics(db: Database, sellerId: string, range: AnalyticsRange, now = new Date()): Promise<SellerAnalytics> {
  const from = rangeStart(now, range);
  const owned = await db
    .select({ id: listings.id, name: listings.name, status: listings.status, price: listings.price, totalViews: listings.views })
    .from(listings)
    .where(eq(listings.sellerId, sellerId))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  const ids = owned.map((listing) => listing.id);
  if (ids.length === 0) return { range, series: dailyViewSeries([], now, range), listings: [] };

  const [viewRows, inquiryRows, saveRows] = await Promise.all([
    dailyViews(db, ids, from.day),
    db
      .select({ listingId: inquiries.listingId, total: count() })
      .from(inquiries)
      .where(and(inArray(inquiries.listingId, ids), gte(inquiries.createdAt, from.instant)))
      .groupBy(inquiries.listingId),
    db
      .select({ listingId: savedAircraft.listingId, total: count() })
      .from(savedAircraft)
      .where(inArray(savedAircraft.listingId, ids))
      .groupBy(savedAircraft.listingId),
  ]);
  const viewsByListing = new Map<number, number>();
  for (const row of viewRows) viewsByListing.set(row.listingId, (viewsByListing.get(row.listingId) ?? 0) + row.views);
  const inquiriesByListing = new Map(inquiryRows.map((row) => [row.listingId, row.total]));
  const savesByListing = new Map(saveRows.map((row) => [row.listingId, row.total]));

  return {
    range,
    series: dailyViewSeries(viewRows, now, range),
    listings: owned.map((listing) => {
      const viewsInRange = viewsByListing.get(listing.id) ?? 0;
      const inquiriesInRange = inquiriesByListing.get(listing.id) ?? 0;
      return {
        ...listing,
        viewsInRange,
        saves: savesByListing.get(listing.id) ?? 0,
        inquiriesInRange,
        inquiryRate: inquiryRate(inquiriesInRange, viewsInRange),
      };
    }),
  };
}
