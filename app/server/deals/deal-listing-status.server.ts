/** Whether a listing's deals keep its status (listing-hold.ts), read for the listing editor and its status form. */
import { eq } from "drizzle-orm";
import { type KeptStatus, statusKeptByDeals } from "~/domain/deals/listing-hold";
import type { Database } from "../db/database";
import { deals } from "../db/schema";

export async function statusKeptByDeal(db: Database, listingId: number): Promise<KeptStatus | null> {
  return statusKeptByDeals(await db.select({ state: deals.state, heldState: deals.heldState }).from(deals).where(eq(deals.listingId, listingId)));
}
