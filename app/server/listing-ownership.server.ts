import { and, isNull, sql } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { inquiries, listings } from "./db/schema";

/**
 * A seller account takes over the listings that no account owns and whose
 * contact email is the account's own confirmed address, with the inquiries those
 * listings received. This is how the sample inventory, and any listing entered
 * for a seller, comes under the seller's account. Returns how many listings.
 */
export async function claimListingsByContactEmail(db: Database, sellerId: string, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  if (!address) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(listings)
      .set({ sellerId, updatedAt: new Date() })
      .where(and(isNull(listings.sellerId), sql`lower(${listings.contactEmail}) = ${address}`))
      .returning({ id: listings.id });
    if (claimed.length > 0) {
      await tx
        .update(inquiries)
        .set({ sellerId })
        .where(and(isNull(inquiries.sellerId), sql`lower(${inquiries.sellerEmail}) = ${address}`));
    }
    return claimed.length;
  });
}
