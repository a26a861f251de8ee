import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { aircraftDrawing } from "~/domain/catalog/aircraft-drawing";
import { type ListingStatus, PUBLIC_STATUSES } from "~/domain/listings/listing";
import type { PhotoImage } from "~/domain/listings/listing-photos";
import type { VerificationStatus } from "~/domain/sellers/verification";
import type { Database } from "../db/database";
import { listingPhotos, listings, profiles, savedAircraft, sellerVerifications } from "../db/schema";
import { completeColumn } from "../listings/complete-column";
import { listingIsSample } from "../listings/listings.server";
import { coverColumns, coverImage, coverOfListing } from "../listings/listing-photos.server";
import { priceChangesOf } from "../listings/price-history.server";
import { priceChangeSinceSaved } from "~/domain/alerts/saved-price-change";
import { buyerInquiries, type InquiryRow, sellerInquiries } from "../inquiries/inquiry-threads.server";
import type { Reader } from "../inquiries/inquiry-access.server";
import { countSavedSearches } from "../alerts/saved-searches.server";

export type SellerListingRow = {
  id: number;
  name: string;
  /** Null while a draft has no asking price yet. */
  price: number | null;
  status: ListingStatus;
  /** The category's drawing, shown while the listing has no cover photo. */
  image: string;
  cover: PhotoImage | undefined;
  views: number;
  inquiries: number;
  createdAt: Date;
};

export type SellerDashboard = {
  activeListings: number;
  totalViews: number;
  /** Every inquiry the seller received, also those from before the account took a listing over. */
  inquiries: number;
  totalValue: number;
  listings: SellerListingRow[];
  received: InquiryRow[];
};

export type SavedAircraftRow = {
  id: number;
  name: string;
  price: number;
  location: string;
  savedAt: Date;
  /** The category's drawing, shown while the listing has no cover photo. */
  image: string;
  cover: PhotoImage | undefined;
  /** How far the asking price moved since the save; null when it has not. */
  priceChange: number | null;
  /** A sample listing's seller is made up: the row says so. */
  sample: boolean;
};

export type BuyerDashboard = {
  savedAircraft: number;
  /** The buyer's saved searches. */
  activeSearches: number;
  inquiriesSent: number;
  /** The price range of the aircraft the buyer saved: what they have shown they can spend. */
  budget: { min: number; max: number } | null;
  saved: SavedAircraftRow[];
  sent: InquiryRow[];
};

/** What the dashboard's heading takes from the profile, and where the seller's verification stands. */
export type DashboardProfile = { firstName: string; company: string | null; aircraftAlerts: boolean; verification: VerificationStatus | null };

/**
 * The profile's part of the dashboard and the status of the account's latest verification
 * request (latestVerificationOf's pick), in one query; null for an account without a
 * profile yet.
 */
export async function dashboardProfile(db: Database, userId: string): Promise<DashboardProfile | null> {
  const latestVerification = db
    .select({ status: sellerVerifications.status })
    .from(sellerVerifications)
    .where(eq(sellerVerifications.sellerId, userId))
    .orderBy(desc(sellerVerifications.submittedAt), desc(sellerVerifications.id))
    .limit(1);
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      company: profiles.company,
      aircraftAlerts: profiles.aircraftAlerts,
      verification: sql<VerificationStatus | null>`(${latestVerification})`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? null;
}

export async function sellerDashboard(db: Database, seller: Reader): Promise<SellerDashboard> {
  const sellerId = seller.id;
  // A deleted listing leaves the seller's list and figures; its inquiries stay in the Inquiries tab.
  const mine = and(eq(listings.sellerId, sellerId), ne(listings.status, "deleted"));
  // Two queries, side by side: the listings with their covers, and the inquiries, which also give each listing's count.
  const [rows, received] = await Promise.all([
    db
      .select({
        id: listings.id,
        name: listings.name,
        price: listings.price,
        status: listings.status,
        category: listings.category,
        manufacturer: listings.manufacturer,
        model: listings.model,
        views: listings.views,
        createdAt: listings.createdAt,
        ...coverColumns,
      })
      .from(listings)
      .leftJoin(listingPhotos, coverOfListing)
      .where(mine)
      .orderBy(desc(listings.createdAt), desc(listings.id)),
    sellerInquiries(db, seller),
  ]);
  const countsByListing = new Map<number, number>();
  for (const inquiry of received) countsByListing.set(inquiry.listingId, (countsByListing.get(inquiry.listingId) ?? 0) + 1);
  // The figures are sums over the rows listed: no query of their own.
  const active = rows.filter((row) => row.status === "active");
  return {
    activeListings: active.length,
    totalViews: rows.reduce((sum, row) => sum + row.views, 0),
    inquiries: received.length,
    totalValue: active.reduce((sum, row) => sum + (row.price ?? 0), 0),
    listings: rows.map(({ category, manufacturer, model, storageKey, widths, width, height, ...row }) => ({
      ...row,
      // A draft may have no category yet: it shows the most common aircraft's drawing.
      image: aircraftDrawing({ category: category ?? "single-engine", manufacturer, model }).src,
      cover: coverImage({ storageKey, widths, width, height }),
      inquiries: countsByListing.get(row.id) ?? 0,
    })),
    received,
  };
}

export async function buyerDashboard(db: Database, buyer: Reader): Promise<BuyerDashboard> {
  const buyerId = buyer.id;
  // A saved aircraft its seller deleted (or took back to draft) leaves the buyer's list.
  const saved = and(eq(savedAircraft.userId, buyerId), eq(savedAircraft.listingId, listings.id), inArray(listings.status, [...PUBLIC_STATUSES]));
  const [rows, sent, searches] = await Promise.all([
    db
      .select({
        id: listings.id,
        name: listings.name,
        price: completeColumn(listings.price),
        location: listings.location,
        savedAt: savedAircraft.createdAt,
        category: completeColumn(listings.category),
        manufacturer: listings.manufacturer,
        model: listings.model,
        sample: listingIsSample,
        ...coverColumns,
      })
      .from(savedAircraft)
      .innerJoin(listings, saved)
      .leftJoin(listingPhotos, coverOfListing)
      .orderBy(desc(savedAircraft.createdAt)),
    buyerInquiries(db, buyer),
    countSavedSearches(db, buyerId),
  ]);
  const changes = await priceChangesOf(db, rows.map((row) => row.id));
  // The count and price range are the rows': no query of their own.
  const prices = rows.map((row) => row.price);
  return {
    savedAircraft: rows.length,
    activeSearches: searches,
    inquiriesSent: sent.length,
    budget: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    saved: rows.map(({ category, manufacturer, model, storageKey, widths, width, height, ...row }) => ({
      ...row,
      image: aircraftDrawing({ category, manufacturer, model }).src,
      cover: coverImage({ storageKey, widths, width, height }),
      priceChange: priceChangeSinceSaved(row.price, row.savedAt, changes.get(row.id) ?? []),
    })),
    sent,
  };
}
