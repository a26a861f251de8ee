/** The recorded changes of a listing's asking price (written by seller-listings.server.ts). */
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { PriceChange } from "~/domain/listings/price-history";
import type { Database } from "../db/database";
import { listingPriceChanges } from "../db/schema";

/** The listing's price changes, newest first. */
export async function priceHistoryOf(db: Database, listingId: number): Promise<PriceChange[]> {
  return db
    .select({ oldPrice: listingPriceChanges.oldPrice, newPrice: listingPriceChanges.newPrice, changedAt: listingPriceChanges.changedAt })
    .from(listingPriceChanges)
    .where(eq(listingPriceChanges.listingId, listingId))
    .orderBy(desc(listingPriceChanges.changedAt), desc(listingPriceChanges.id));
}

/** The price changes of each of these listings, oldest first: the saved aircraft's rows read them. */
export async function priceChangesOf(db: Database, listingIds: number[]): Promise<Map<number, PriceChange[]>> {
  const byListing = new Map<number, PriceChange[]>();
  if (listingIds.length === 0) return byListing;
  const rows = await db
    .select({ listingId: listingPriceChanges.listingId, oldPrice: listingPriceChanges.oldPrice, newPrice: listingPriceChanges.newPrice, changedAt: listingPriceChanges.changedAt })
    .from(listingPriceChanges)
    .where(inArray(listingPriceChanges.listingId, listingIds))
    .orderBy(asc(listingPriceChanges.changedAt), asc(listingPriceChanges.id));
  for (const { listingId, ...change } of rows) byListing.set(listingId, [...(byListing.get(listingId) ?? []), change]);
  return byListing;
}
