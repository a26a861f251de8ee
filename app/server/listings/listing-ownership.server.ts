import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import type { SignedInUser } from "~/domain/accounts/account";
import { type Listing, parseListingId } from "~/domain/listings/listing";
import { requireSeller } from "../auth/guards.server";
import type { Database } from "../db/database";
import { database } from "../db/client.server";
import { inquiries, listings, profiles } from "../db/schema";
import { findOwnedListing } from "./listings.server";

export type OwnedListing = { seller: SignedInUser; listing: Listing; db: Database };

/**
 * For the seller's own pages of one listing (edit, preview, photos, analytics, delete):
 * a visitor is sent to sign in, and anyone but the owning seller, like any id that is no
 * listing, gets the same 404, so another seller's listing reads as one that does not exist.
 */
export async function requireOwnedListing(context: Readonly<RouterContextProvider>, url: URL, idParam: string | undefined): Promise<OwnedListing> {
  const seller = requireSeller(context, url);
  const id = parseListingId(idParam);
  const db = await database();
  const listing = id === null ? null : await findOwnedListing(db, seller.id, id);
  if (!listing) throw data("Not Found", { status: 404 });
  return { seller, listing, db };
}

/**
 * A seller account takes over the listings whose contact email is the account's own
 * confirmed address and that no signed-up account owns: those of a sample seller (the
 * sample inventory) and any left without an owner. The inquiries those listings received
 * come along. This is how a dealer whose address is on sample listings manages them, and
 * how `npm run db:seed -- --demo-accounts` gives its demo seller a share of the inventory.
 * Returns how many listings.
 */
export async function claimListingsByContactEmail(db: Database, sellerId: string, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  if (!address) return 0;
  return db.transaction(async (tx) => {
    const sampleSellers = tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.isSample, true));
    const unclaimed = (column: typeof listings.sellerId | typeof inquiries.sellerId) => or(isNull(column), inArray(column, sampleSellers));
    const claimed = await tx
      .update(listings)
      .set({ sellerId, updatedAt: new Date() })
      .where(and(unclaimed(listings.sellerId), sql`lower(${listings.contactEmail}) = ${address}`))
      .returning({ id: listings.id });
    if (claimed.length > 0) {
      await tx
        .update(inquiries)
        .set({ sellerId })
        .where(and(unclaimed(inquiries.sellerId), sql`lower(${inquiries.sellerEmail}) = ${address}`));
    }
    return claimed.length;
  });
}

/**
 * A sample listing: one of the sample inventory's, still owned by its sample seller (made
 * up, with a contact address that receives no mail) and not taken over by a real account.
 */
export async function isSampleListing(db: Database, listingId: number): Promise<boolean> {
  const [row] = await db
    .select({ sample: profiles.isSample })
    .from(listings)
    .innerJoin(profiles, eq(profiles.id, listings.sellerId))
    .where(eq(listings.id, listingId))
    .limit(1);
  return row?.sample ?? false;
}

/** Which of the listings are sample listings (isSampleListing), for pages that show several. */
export async function sampleListingIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(profiles, eq(profiles.id, listings.sellerId))
    .where(and(inArray(listings.id, [...ids]), eq(profiles.isSample, true)));
  return new Set(rows.map((row) => row.id));
}
