import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { Database } from "../db/database";
import { listings, profiles } from "../db/schema";
import { type Actor, recordOperatorAction } from "./audit-log.server";
import type { ModerationResult } from "./account-moderation.server";

export type ModeratedListing = { id: number; name: string; status: string; sellerEmail: string | null; hiddenAt: Date | null; hiddenReason: string | null };

/** A listing as operators see it, whatever its status but deleted. */
export async function findListingForOperator(db: Database, id: number): Promise<ModeratedListing | null> {
  const [row] = await db
    .select({ id: listings.id, name: listings.name, status: listings.status, sellerEmail: profiles.email, hiddenAt: listings.hiddenAt, hiddenReason: listings.hiddenReason })
    .from(listings)
    .leftJoin(profiles, eq(profiles.id, listings.sellerId))
    .where(and(eq(listings.id, id), ne(listings.status, "deleted")))
    .limit(1);
  return row ?? null;
}

/** Hides a listing from everyone but its seller, who sees the reason. Logged with the reason. */
export async function hideListing(db: Database, operator: Actor, id: number, reason: string): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(listings)
      .set({ hiddenAt: new Date(), hiddenReason: reason })
      .where(and(eq(listings.id, id), ne(listings.status, "deleted"), isNull(listings.hiddenAt)))
      .returning({ id: listings.id });
    if (!changed) return { ok: true as const, changed: false };
    await recordOperatorAction(tx, operator, { action: "hide-listing", targetType: "listing", targetId: String(id), reason });
    return { ok: true as const, changed: true };
  });
}

/** Shows a hidden listing again. Logged with the reason. */
export async function restoreListing(db: Database, operator: Actor, id: number, reason: string): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(listings)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(and(eq(listings.id, id), isNotNull(listings.hiddenAt)))
      .returning({ id: listings.id });
    if (!changed) return { ok: true as const, changed: false };
    await recordOperatorAction(tx, operator, { action: "restore-listing", targetType: "listing", targetId: String(id), reason });
    return { ok: true as const, changed: true };
  });
}

/** Why operators hid the seller's own listing, or null when it is not hidden. */
export async function hiddenReasonFor(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ reason: listings.hiddenReason, hiddenAt: listings.hiddenAt }).from(listings).where(eq(listings.id, id)).limit(1);
  return row?.hiddenAt ? (row.reason ?? "") : null;
}
