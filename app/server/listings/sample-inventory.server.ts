/**
 * Taking the sample inventory down: `npm run operator -- remove-samples`. A deployment
 * that has real aircraft to show removes every listing still owned by a sample seller in
 * one go. They are deleted as a seller deletes a listing (their photos and documents go,
 * the rows stay so that buyers' conversations about them stay readable), and the seed
 * never writes them again, as it runs once per database.
 */
import { and, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { listings, profiles } from "../db/schema";
import type { FileStorage } from "../platform/storage.server";
import { type Actor, recordOperatorAction } from "../operators/audit-log.server";
import { dropListingDocuments } from "./listing-documents.server";
import { dropListingPhotos, removeDeletedPhotoFiles } from "./listing-photos.server";

/** Deletes every sample listing not deleted yet, with one audit entry; how many it deleted. */
export async function removeSampleInventory(db: Database, storage: FileStorage, actor: Actor, reason: string): Promise<number> {
  const { ids, files } = await db.transaction(async (tx) => {
    const removed = await tx
      .update(listings)
      .set({ status: "deleted", isFeatured: false, updatedAt: new Date() })
      .where(and(inArray(listings.sellerId, sql`(select ${profiles.id} from ${profiles} where ${profiles.isSample})`), ne(listings.status, "deleted")))
      .returning({ id: listings.id });
    const ids = removed.map((row) => row.id);
    if (ids.length === 0) return { ids, files: [] };
    await recordOperatorAction(tx, actor, { action: "remove-sample-listings", targetType: "listing", targetId: `${ids.length} sample listings`, reason });
    return { ids, files: [...(await dropListingPhotos(tx, ids)), ...(await dropListingDocuments(tx, ids))] };
  });
  await removeDeletedPhotoFiles(db, storage, files);
  return ids.length;
}
