/**
 * The local storage driver's files against every row that names a stored file (`npm run
 * storage:check`): listing photos' renditions, listing documents and sellers' verification
 * proofs. Orphans are files no row names (left by a removal that failed, or by an upload
 * still in progress); missing files are named by a row and not there (a broken image, a
 * document or proof that cannot be opened). It reads and reports; it removes nothing.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { renditionPath } from "~/domain/listings/storage-paths";
import type { Database } from "../db/database";
import { listingDocuments, listingPhotos, sellerVerifications } from "../db/schema";

export type PhotoStorageReport = {
  /** The rows of each kind of stored file, and the files they name together. */
  photos: number;
  documents: number;
  verifications: number;
  named: number;
  /** Files under the storage directory. */
  files: number;
  orphans: string[];
  missing: string[];
};

/** Every file under `root`, as a storage path (`listings/12/abc-480.webp`); none when `root` does not exist. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

export async function checkLocalPhotoStorage(db: Database, root: string): Promise<PhotoStorageReport> {
  // Files first: a photo stored between the two reads is then at worst an orphan for this report, never missing.
  const files = await filesUnder(root);
  const rows = await db.select({ storageKey: listingPhotos.storageKey, widths: listingPhotos.widths }).from(listingPhotos);
  const documents = await db.select({ storagePath: listingDocuments.storagePath }).from(listingDocuments);
  const verifications = await db.select({ documentKey: sellerVerifications.documentKey }).from(sellerVerifications);
  const named = new Set([
    ...rows.flatMap((row) => row.widths.map((width) => renditionPath(row.storageKey, width))),
    ...documents.map((row) => row.storagePath),
    ...verifications.map((row) => row.documentKey),
  ]);
  const present = new Set(files);
  return {
    photos: rows.length,
    documents: documents.length,
    verifications: verifications.length,
    named: named.size,
    files: files.length,
    orphans: files.filter((file) => !named.has(file)).sort(),
    missing: [...named].filter((file) => !present.has(file)).sort(),
  };
}
