import { and, count, desc, eq, max, min, sql } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { listings, savedAircraft } from "./db/schema";

export type SellerListingRow = { id: number; name: string; price: number; status: string; views: number; createdAt: Date };

export type SellerDashboard = {
  activeListings: number;
  totalViews: number;
  /** Inquiries arrive with the inquiries feature; until then a seller has none. */
  inquiries: number;
  totalValue: number;
  listings: SellerListingRow[];
};

export type SavedAircraftRow = { id: number; name: string; price: number; location: string; savedAt: Date };

export type BuyerDashboard = {
  savedAircraft: number;
  /** Saved searches and inquiries arrive with their features; until then there are none. */
  activeSearches: number;
  inquiriesSent: number;
  /** The price range of the aircraft the buyer saved: what they have shown they can spend. */
  budget: { min: number; max: number } | null;
  saved: SavedAircraftRow[];
};

export async function sellerDashboard(db: Database, sellerId: string): Promise<SellerDashboard> {
  const active = sql`${listings.status} = 'active'`;
  const [[totals], rows] = await Promise.all([
    db
      .select({
        activeListings: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
        totalViews: sql<number>`coalesce(sum(${listings.views}), 0)`.mapWith(Number),
        totalValue: sql<number>`coalesce(sum(${listings.price}) filter (where ${active}), 0)`.mapWith(Number),
      })
      .from(listings)
      .where(eq(listings.sellerId, sellerId)),
    db
      .select({ id: listings.id, name: listings.name, price: listings.price, status: listings.status, views: listings.views, createdAt: listings.createdAt })
      .from(listings)
      .where(eq(listings.sellerId, sellerId))
      .orderBy(desc(listings.createdAt), desc(listings.id)),
  ]);
  return { activeListings: totals?.activeListings ?? 0, totalViews: totals?.totalViews ?? 0, inquiries: 0, totalValue: totals?.totalValue ?? 0, listings: rows };
}

export async function buyerDashboard(db: Database, buyerId: string): Promise<BuyerDashboard> {
  const saved = and(eq(savedAircraft.userId, buyerId), eq(savedAircraft.listingId, listings.id));
  const [[totals], rows] = await Promise.all([
    db
      .select({ saved: count(), lowest: min(listings.price), highest: max(listings.price) })
      .from(savedAircraft)
      .innerJoin(listings, saved),
    db
      .select({ id: listings.id, name: listings.name, price: listings.price, location: listings.location, savedAt: savedAircraft.createdAt })
      .from(savedAircraft)
      .innerJoin(listings, saved)
      .orderBy(desc(savedAircraft.createdAt)),
  ]);
  const lowest = totals?.lowest == null ? null : Number(totals.lowest);
  const highest = totals?.highest == null ? null : Number(totals.highest);
  return {
    savedAircraft: totals?.saved ?? 0,
    activeSearches: 0,
    inquiriesSent: 0,
    budget: lowest !== null && highest !== null ? { min: lowest, max: highest } : null,
    saved: rows,
  };
}
