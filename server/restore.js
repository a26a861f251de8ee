/**
 * `npm run restore -- FILE`: unpacks a backup made by `npm run backup` into DATA_DIR,
 * which must be empty or absent (it refuses any other), with no server running on it;
 * start the server afterwards. Exits 0 once restored, 1 when refused or failed, 2 on bad usage.
 */
import { createReadStream, existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createGunzip } from "node:zlib";

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error("Usage: npm run restore -- FILE (into DATA_DIR, default ./data, which must be empty)");
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR || "./data");
// Refused before the app loads, which takes seconds; restoreBackup checks both again.
const present = existsSync(dataDir) ? readdirSync(dataDir) : [];
if (present.length > 0) {
  console.error(`Not restored: ${dataDir} is not empty (${present.slice(0, 3).join(", ")}${present.length > 3 ? ", ..." : ""}): restore into an empty data directory`);
  process.exit(1);
}
if (!existsSync(file)) {
  console.error(`Not restored: ${file} does not exist`);
  process.exit(1);
}
if ((await firstEntryName(file)) !== "aeromarket-backup.json") {
  console.error(`Not restored: ${file} is not an AeroMarket backup`);
  process.exit(1);
}
const build = await import("../build/server/index.js");
const app = build.entry.module;
try {
  const restored = await app.restoreBackup(file, dataDir);
  console.log(`Restored the backup taken at ${restored.takenAt} into ${dataDir} (${restored.files} files). Start the server on it.`);
  process.exit(0);
} catch (error) {
  console.error(`Not restored: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** The name of the archive's first entry (a backup's manifest), or undefined when FILE is no gzipped archive. */
async function firstEntryName(archive) {
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of createReadStream(archive).pipe(createGunzip())) {
      head = Buffer.concat([head, chunk]);
      if (head.length >= 100) break;
    }
  } catch {
    return undefined;
  }
  return head.subarray(0, 100).toString("utf8").replace(/\0[\s\S]*$/, "");
}
