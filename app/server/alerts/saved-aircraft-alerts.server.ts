/**
 * News for buyers who saved an aircraft (the heart): its asking price dropped, it was
 * marked pending or sold, or it is for sale again after that. Written in the seller's transaction, one row per buyer,
 * and sent by the alert sender.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { savedAircraft, savedAircraftAlerts } from "../db/schema";

export type AircraftNews = { kind: "price-drop"; oldPrice: number; newPrice: number } | { kind: "pending" | "sold" | "back-on-market" };

export async function recordSavedAircraftNews(db: Database, listingId: number, news: AircraftNews): Promise<void> {
  const savers = await db.select({ buyerId: savedAircraft.userId }).from(savedAircraft).where(eq(savedAircraft.listingId, listingId));
  if (savers.length === 0) return;
  const prices = news.kind === "price-drop" ? { oldPrice: news.oldPrice, newPrice: news.newPrice } : {};
  await db.insert(savedAircraftAlerts).values(savers.map(({ buyerId }) => ({ buyerId, listingId, kind: news.kind, ...prices })));
}
