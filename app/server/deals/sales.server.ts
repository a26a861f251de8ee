/** A listing sold through the deal room, as its page tells it: the sold date, and the price where buyer and seller both agreed to publish it. */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/database";
import { listings } from "../db/schema";

export type PublicSale = { soldAt: Date; soldPrice: number | null };

/** Null unless the listing is Sold through a deal (a seller marking it sold themselves records no date). */
export async function publicSaleOf(db: Database, listingId: number): Promise<PublicSale | null> {
  const [row] = await db
    .select({ soldAt: listings.soldAt, soldPrice: listings.soldPrice })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, "sold"), isNotNull(listings.soldAt)));
  return row?.soldAt ? { soldAt: row.soldAt, soldPrice: row.soldPrice } : null;
}
