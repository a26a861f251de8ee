import { and, asc, desc, eq, gt, inArray, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { LISTING_DELETED_MESSAGE, type ListingPhoto, type PhotoImage, photoCountProblem, photoImage } from "~/domain/listings/listing-photos";
import { type ListingStatus, type PhotoAudience, photoAudience } from "~/domain/listings/listing";
import { photoStorageKey, renditionPath } from "~/domain/listings/storage-paths";
import type { Database } from "../db/database";
import { listingPhotos, listings } from "../db/schema";
import { visibleToBuyers } from "./listings.server";
import type { FileStorage } from "../platform/storage.server";
import type { ProcessedPhoto } from "./photo-processing.server";

const photoColumns = {
  id: listingPhotos.id,
  storageKey: listingPhotos.storageKey,
  widths: listingPhotos.widths,
  width: listingPhotos.width,
  height: listingPhotos.height,
  position: listingPhotos.position,
  isCover: listingPhotos.isCover,
};

/** Who asks for a photo: a signed-in account (its id, and whether it is an operator) or a visitor (null). */
export type PhotoViewer = { id: string; isOperator: boolean } | null;

/**
 * How the photo at a storage path may be served to this viewer: to everyone (the
 * listing is public), to this viewer alone (the seller of a listing buyers are not
 * shown, or an operator, who may look at any listing), or not at all (null). A listing
 * operators hid, or whose seller is suspended, is not shown to buyers whatever its
 * status, and neither are its photos.
 */
export async function photoServing(db: Database, storagePath: string, viewer: PhotoViewer): Promise<PhotoAudience | null> {
  const listingId = listingIdOf(storagePath);
  if (listingId === null) return null;
  const [listing] = await db
    .select({ status: listings.status, sellerId: listings.sellerId, visible: visibleToBuyers.mapWith(Boolean) })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) return null;
  const audience = listing.visible ? photoAudience(listing.status) : "seller";
  if (audience === "everyone") return audience;
  return viewer !== null && (viewer.isOperator || listing.sellerId === viewer.id) ? audience : null;
}

/** The listing a photo's storage path belongs to (`listings/{id}/...`), or null. */
export function listingIdOf(storagePath: string): number | null {
  const listingId = Number(/^listings\/(\d+)\//.exec(storagePath)?.[1]);
  return Number.isSafeInteger(listingId) && listingId > 0 ? listingId : null;
}

/** A listing's photos in the seller's order. */
export async function listingPhotosOf(db: Database, listingId: number): Promise<ListingPhoto[]> {
  return db.select(photoColumns).from(listingPhotos).where(eq(listingPhotos.listingId, listingId)).orderBy(asc(listingPhotos.position));
}

/**
 * listingPhotosOf as one JSON value of a query about the listing (`listingId`: its id there),
 * so that the aircraft page reads them with the listing (aircraft-page-read.server.ts).
 */
export function listingPhotosAs(listingId: SQLWrapper): SQL<ListingPhoto[]> {
  return sql<ListingPhoto[]>`(SELECT coalesce(json_agg(json_build_object('id', p.id, 'storageKey', p.storage_key, 'widths', p.widths, 'width', p.width,
    'height', p.height, 'position', p.position, 'isCover', p.is_cover) ORDER BY p.position), '[]'::json) FROM ${listingPhotos} p WHERE p.listing_id = ${listingId})`;
}

/** The cover of each listing that has one, and how many photos the listing has. */
export async function coverImages(db: Database, listingIds: number[]): Promise<Map<number, { cover: PhotoImage; photoCount: number }>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({
      listingId: listingPhotos.listingId,
      ...photoColumns,
      // Written out whole: in a single-table select drizzle leaves the outer column unqualified, and it would bind to `others`.
      photoCount: sql<number>`(select count(*)::int from listing_photos as others where others.listing_id = listing_photos.listing_id)`,
    })
    .from(listingPhotos)
    .where(and(inArray(listingPhotos.listingId, listingIds), eq(listingPhotos.isCover, true)));
  return new Map(rows.map((row) => [row.listingId, { cover: photoImage(row), photoCount: row.photoCount }]));
}

/** A listing's cover photo, joined to a query of listings (`.leftJoin(listingPhotos, coverOfListing)`): one at most, by the cover's unique index. */
export const coverOfListing = and(eq(listingPhotos.listingId, listings.id), eq(listingPhotos.isCover, true));

/** The cover's columns in such a query, for `coverImage`. */
export const coverColumns = { storageKey: listingPhotos.storageKey, widths: listingPhotos.widths, width: listingPhotos.width, height: listingPhotos.height };

/** The cover read through `coverColumns`, or undefined for a listing without one. */
export function coverImage(cover: { storageKey: string | null; widths: number[] | null; width: number | null; height: number | null }): PhotoImage | undefined {
  const { storageKey, widths, width, height } = cover;
  return storageKey !== null && widths !== null && width !== null && height !== null ? photoImage({ storageKey, widths, width, height }) : undefined;
}

/** The listings with their covers and photo counts, for cards. */
export async function withCovers<Card extends { id: number; cover?: PhotoImage; photoCount?: number }>(db: Database, listings: Card[]): Promise<Card[]> {
  const covers = await coverImages(db, listings.map((listing) => listing.id));
  return listings.map((listing) => {
    const photos = covers.get(listing.id);
    return photos ? { ...listing, ...photos } : listing;
  });
}

/** An upload the listing has no room for, no photo at all, or a listing deleted meanwhile; the message is for the seller. */
export class PhotoCountError extends Error {
  override name = "PhotoCountError";
}

/**
 * Stores processed photos after the listing's others; the first photo a listing gets
 * becomes its cover. Files are written first, then, with the listing locked, the count
 * is checked (two uploads at once cannot pass MAX_PHOTOS_PER_LISTING between them), any
 * file this upload found already there is made sure of (another upload's clean-up may
 * have removed it since), and the rows are inserted. A failed upload removes only the
 * files it wrote that no row names, with the listing locked: files an acknowledged
 * upload uses are never removed. Throws PhotoCountError when the photos do not fit, or
 * when the listing was deleted meanwhile (its photos went with it: none are added back).
 */
export async function addListingPhotos(db: Database, storage: FileStorage, listingId: number, photos: ProcessedPhoto[]): Promise<void> {
  const unique = dedupe(photos, listingId);
  const files = unique.flatMap((photo) =>
    photo.renditions.map((rendition) => ({ path: renditionPath(photoStorageKey(listingId, photo.contentHash), rendition.width), bytes: rendition.bytes })),
  );
  const written = new Set<string>();
  try {
    for (const file of files) {
      if (await writeNew(storage, file.path, file.bytes)) written.add(file.path);
    }
    await db.transaction(async (tx) => {
      const status = await lockListing(tx, listingId);
      if (status === undefined || status === "deleted") throw new PhotoCountError(LISTING_DELETED_MESSAGE);
      const stored = await tx
        .select({ storageKey: listingPhotos.storageKey, position: listingPhotos.position, isCover: listingPhotos.isCover })
        .from(listingPhotos)
        .where(eq(listingPhotos.listingId, listingId));
      const storedKeys = new Set(stored.map((row) => row.storageKey));
      const nextPosition = Math.max(-1, ...stored.map((row) => row.position)) + 1;
      const hasCover = stored.some((row) => row.isCover);
      const fresh = unique.filter((photo) => !storedKeys.has(photoStorageKey(listingId, photo.contentHash)));
      // Photos this listing already has are no news; an upload of nothing is a mistake.
      const problem = photos.length === 0 || fresh.length > 0 ? photoCountProblem(stored.length, fresh.length) : null;
      if (problem) throw new PhotoCountError(problem);
      for (const file of files) {
        if (!written.has(file.path) && (await writeNew(storage, file.path, file.bytes))) written.add(file.path);
      }
      const rows = fresh.map((photo, index) => ({
        listingId,
        storageKey: photoStorageKey(listingId, photo.contentHash),
        widths: photo.renditions.map((rendition) => rendition.width),
        width: photo.width,
        height: photo.height,
        position: nextPosition + index,
        isCover: !hasCover && index === 0,
      }));
      if (rows.length > 0) await tx.insert(listingPhotos).values(rows);
    });
  } catch (error) {
    await removeUnused(db, storage, listingId, [...written]).catch(() => undefined);
    throw error;
  }
}

/** Writes a file unless it is there already; true when this call wrote it. */
async function writeNew(storage: FileStorage, path: string, bytes: Uint8Array): Promise<boolean> {
  try {
    await storage.upload(path, bytes, { contentType: "image/webp" });
    return true;
  } catch (error) {
    // The same image uploaded again has the same content-addressed path: the stored file is it.
    const existing = await storage.download(path);
    if (!existing) throw error;
    await existing.cancel();
    return false;
  }
}

/** Every change to a listing's set of photos and their files holds this lock; the listing's status, or undefined when there is no such listing. */
async function lockListing(tx: Pick<Database, "select">, listingId: number): Promise<ListingStatus | undefined> {
  const [row] = await tx.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId)).for("update");
  return row?.status;
}

/** Removes those of `paths` that no photo row of the listing names, with the listing locked. */
async function removeUnused(db: Database, storage: FileStorage, listingId: number, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    const rows = await tx.select({ storageKey: listingPhotos.storageKey, widths: listingPhotos.widths }).from(listingPhotos).where(eq(listingPhotos.listingId, listingId));
    const used = new Set(rows.flatMap((row) => row.widths.map((width) => renditionPath(row.storageKey, width))));
    await storage.remove(paths.filter((path) => !used.has(path)));
  });
}

function dedupe(photos: ProcessedPhoto[], listingId: number): ProcessedPhoto[] {
  const seen = new Set<string>();
  return photos.filter((photo) => {
    const key = photoStorageKey(listingId, photo.contentHash);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Makes one photo the cover; false when the listing has no such photo. */
export async function setCoverPhoto(db: Database, listingId: number, photoId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [photo] = await tx.select({ id: listingPhotos.id }).from(listingPhotos).where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)));
    if (!photo) return false;
    await tx.update(listingPhotos).set({ isCover: false }).where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.isCover, true)));
    await tx.update(listingPhotos).set({ isCover: true }).where(eq(listingPhotos.id, photoId));
    return true;
  });
}

/** Swaps a photo with its neighbour before ("up") or after ("down"); false when there is none. */
export async function movePhoto(db: Database, listingId: number, photoId: number, direction: "up" | "down"): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .select({ id: listingPhotos.id, position: listingPhotos.position })
      .from(listingPhotos)
      .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)))
      .for("update");
    if (!photo) return false;
    const [neighbour] = await tx
      .select({ id: listingPhotos.id, position: listingPhotos.position })
      .from(listingPhotos)
      .where(and(eq(listingPhotos.listingId, listingId), direction === "up" ? lt(listingPhotos.position, photo.position) : gt(listingPhotos.position, photo.position)))
      .orderBy(direction === "up" ? desc(listingPhotos.position) : asc(listingPhotos.position))
      .limit(1)
      .for("update");
    if (!neighbour) return false;
    await tx.update(listingPhotos).set({ position: neighbour.position }).where(eq(listingPhotos.id, photo.id));
    await tx.update(listingPhotos).set({ position: photo.position }).where(eq(listingPhotos.id, neighbour.id));
    return true;
  });
}

/**
 * Deletes a photo and its files; when it was the cover, the first remaining photo takes
 * its place. False when the listing has no such photo.
 */
export async function deletePhoto(db: Database, storage: FileStorage, listingId: number, photoId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    const [photo] = await tx
      .delete(listingPhotos)
      .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)))
      .returning({ storageKey: listingPhotos.storageKey, widths: listingPhotos.widths, isCover: listingPhotos.isCover });
    if (!photo) return false;
    if (photo.isCover) {
      await tx
        .update(listingPhotos)
        .set({ isCover: true })
        .where(
          eq(
            listingPhotos.id,
            sql`(select id from ${listingPhotos} where ${listingPhotos.listingId} = ${listingId} order by ${listingPhotos.position} limit 1)`,
          ),
        );
    }
    // With the listing locked, so an upload of the same image waits and then writes its files anew.
    await storage.remove(photo.widths.map((width) => renditionPath(photo.storageKey, width)));
    return true;
  });
}

/**
 * In the transaction that deletes listings (status deleted), with those listings'
 * rows locked by it: removes their photo rows and gives back their files' paths, for
 * `removeDeletedPhotoFiles` once that transaction has committed. Until then the files
 * stay, so a deletion rolled back leaves every photo whole.
 */
export async function dropListingPhotos(tx: Pick<Database, "delete">, listingIds: number[]): Promise<string[]> {
  if (listingIds.length === 0) return [];
  const rows = await tx
    .delete(listingPhotos)
    .where(inArray(listingPhotos.listingId, listingIds))
    .returning({ storageKey: listingPhotos.storageKey, widths: listingPhotos.widths });
  return rows.flatMap((row) => row.widths.map((width) => renditionPath(row.storageKey, width)));
}

/**
 * After a deletion committed: removes its photos' files through the storage module,
 * listing by listing with the listing locked, leaving any file a photo row names (none
 * should: an upload to a deleted listing is refused). Never throws: a failure is logged,
 * and the files it left are orphans that `npm run storage:check` reports.
 */
export async function removeDeletedPhotoFiles(db: Database, storage: FileStorage, paths: string[]): Promise<void> {
  const byListing = new Map<number, string[]>();
  for (const path of paths) {
    const listingId = listingIdOf(path);
    if (listingId !== null) byListing.set(listingId, [...(byListing.get(listingId) ?? []), path]);
  }
  for (const [listingId, files] of byListing) {
    await removeUnused(db, storage, listingId, files).catch((error: unknown) =>
      console.error(`Removing the photo files of deleted listing ${listingId} failed (npm run storage:check lists them):`, error),
    );
  }
}
