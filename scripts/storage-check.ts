/**
 * Compares the local storage driver's files (DATA_DIR/storage) with the rows that name
 * stored files (listing photos, listing documents, verification proofs) in the configured
 * database (DATABASE_URL, or PGlite in DATA_DIR, which only one process may open: stop
 * the server first): `npm run storage:check [-- --list]`. Prints the orphan files (no row
 * names them) and the missing files (a row names them, storage has none); with --list
 * every one of them, otherwise the first 20 of each. Removes nothing. Exits 0 when every
 * file and row match, 1 when it found either, 2 when it cannot check (S3 or Supabase Storage).
 */
import { parseArgs } from "node:util";
import { closeDatabase, database } from "~/server/db/client.server";
import { checkLocalPhotoStorage } from "~/server/listings/photo-storage-check.server";
import { localStorageRoot } from "~/server/platform/storage.server";

const SHOWN = 20;
const { values } = parseArgs({ options: { list: { type: "boolean", default: false } } });

let exitCode = 0;
try {
  const root = localStorageRoot();
  if (!root) {
    console.error("The photos are in an S3 bucket or Supabase Storage (STORAGE_S3_* or SUPABASE_URL), which this check does not read. It checks the local driver (DATA_DIR/storage).");
    exitCode = 2;
  } else {
    const report = await checkLocalPhotoStorage(await database(), root);
    const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
    const rows = [count(report.photos, "photo"), count(report.documents, "listing document"), count(report.verifications, "verification proof")];
    console.log(`Storage ${root}: ${count(report.files, "file")}; the rows of ${rows.join(", ")} name ${count(report.named, "file")}.`);
    for (const [label, paths] of [
      ["Orphan files (no photo, document or verification row names them: a removal that failed, or an upload still in progress)", report.orphans],
      ["Missing files (a row names them, storage has none: a broken image, or a document that cannot be opened)", report.missing],
    ] as const) {
      console.log(`${label}: ${paths.length}`);
      for (const file of values.list ? paths : paths.slice(0, SHOWN)) console.log(`  ${file}`);
      if (!values.list && paths.length > SHOWN) console.log(`  ... and ${paths.length - SHOWN} more (--list shows them all)`);
    }
    if (report.orphans.length > 0 || report.missing.length > 0) exitCode = 1;
  }
} catch (error) {
  console.error("Could not check the storage:", error);
  exitCode = 2;
} finally {
  await closeDatabase();
}
process.exit(exitCode);
