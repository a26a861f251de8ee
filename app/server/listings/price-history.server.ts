/** The recorded changes of a listing's asking price (written by seller-listings.server.ts). */
import { desc, eq } from "drizzle-orm";
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
