/** The recorded changes of a listing's asking price (written by seller-listings.server.ts). */
import { asc, desc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
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

/**
 * priceHistoryOf as one JSON value of a query about the listing (`listingId`: its id there),
 * so that the aircraft page reads them with the listing (aircraft-page-read.server.ts).
 */
export function priceHistoryAs(listingId: SQLWrapper): SQL<PriceChange[]> {
  return sql`(SELECT coalesce(json_agg(json_build_object('oldPrice', c.old_price, 'newPrice', c.new_price, 'changedAt', floor(extract(epoch FROM c.changed_at) * 1000))
    ORDER BY c.changed_at DESC, c.id DESC), '[]'::json) FROM ${listingPriceChanges} c WHERE c.listing_id = ${listingId})`.mapWith((changes: { oldPrice: number; newPrice: number; changedAt: number }[]) =>
    changes.map(({ oldPrice, newPrice, changedAt }) => ({ oldPrice, newPrice, changedAt: new Date(changedAt) })),
  );
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
