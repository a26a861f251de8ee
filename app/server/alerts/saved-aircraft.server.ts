import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { savedAircraft } from "../db/schema";

/** Keeps the aircraft on the buyer's saved list; saving twice changes nothing. */
export async function saveAircraft(db: Database, userId: string, listingId: number): Promise<void> {
  await db.insert(savedAircraft).values({ userId, listingId }).onConflictDoNothing();
}

export async function removeSavedAircraft(db: Database, userId: string, listingId: number): Promise<void> {
  await db.delete(savedAircraft).where(and(eq(savedAircraft.userId, userId), eq(savedAircraft.listingId, listingId)));
}

/** Which of these listings the user has saved, to draw each heart filled or empty. */
export async function savedListingIds(db: Database, userId: string, listingIds: readonly number[]): Promise<Set<number>> {
  if (listingIds.length === 0) return new Set();
  const rows = await db
    .select({ listingId: savedAircraft.listingId })
    .from(savedAircraft)
    .where(and(eq(savedAircraft.userId, userId), inArray(savedAircraft.listingId, [...listingIds])));
  return new Set(rows.map((row) => row.listingId));
}
