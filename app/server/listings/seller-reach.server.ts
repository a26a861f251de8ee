import { and, count, eq, gte, not } from "drizzle-orm";
import { DEMAND_WINDOW_DAYS } from "~/domain/matching/seller-demand";
import type { Database } from "../db/database";
import { listings, matchRequests } from "../db/schema";
import { listingIsSample } from "./listings.server";

const DAY_MS = 86_400_000;

/** The figures /sell shows a prospective seller: what is for sale now (the sample inventory is not) and how many buyers asked the matching engine lately. */
export async function sellerReach(db: Database, now = new Date()): Promise<{ activeListings: number; recentBuyerSearches: number }> {
  const since = new Date(now.getTime() - DEMAND_WINDOW_DAYS * DAY_MS);
  const [[active], [searches]] = await Promise.all([
    db.select({ total: count() }).from(listings).where(and(eq(listings.status, "active"), not(listingIsSample))),
    db.select({ total: count() }).from(matchRequests).where(gte(matchRequests.createdAt, since)),
  ]);
  return { activeListings: active?.total ?? 0, recentBuyerSearches: searches?.total ?? 0 };
}
