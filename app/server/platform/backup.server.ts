/**
 * Backups of an embedded (PGlite) deployment and their restore (docs/decisions/019).
 * A backup is one gzipped ustar archive laid out as DATA_DIR is: `aeromarket-backup.json`
 * first (what it is, when it was taken), then `pglite/` (PGlite's dumpDataDir, taken
 * between two queries, so every transaction committed before it is in, as after a
 * crash), then `storage/` (the local photo files, copied after the dump, so every file a
 * row of the dump names is there unless it was removed meanwhile), then the secrets the
 * server generated (`session-secret`, `auth-signing-key.json`), so sessions and
 * unsubscribe links stay valid. The mail outbox is not kept.
 *
 * The running server writes it (server/backup-socket.js: the server holds PGlite, which
 * one process alone may open); restore unpacks it into an empty DATA_DIR with no server.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip, gunzipSync } from "node:zlib";
import { dumpEmbeddedDatabase } from "../db/client.server";
import { TAR_END, tarEntries, tarRecord, unpackTar } from "../db/tar";
import { env } from "./env.server";
import { localStorageRoot } from "./storage.server";

const MANIFEST = "aeromarket-backup.json";
/**
 * The archive goes to gzip in pieces this large: a piece per tar record (thousands of
 * 512-byte headers) costs an event-loop turn and a trip to the thread pool each, which
 * stretched a backup to minutes on a server busy serving.
 */
const PIECE_BYTES = 4 * 1024 * 1024;
const FORMAT = 1;
/** What the server generates in DATA_DIR when no variable gives it. */
const GENERATED_SECRETS = ["session-secret", "auth-signing-key.json"];

/** A backup or restore refused for a reason the operator can act on; the message is one line. */
export class BackupRefusal extends Error {
  override name = "BackupRefusal";
}

/** `dumpMs`: how long the dump held the database (queries waited meanwhile). */
export type BackupFigures = { databaseBytes: number; dumpMs: number; storageFiles: number };

/** Writes a backup of the configured embedded database, its photo files and its secrets to `output`. */
export async function writeBackup(output: NodeJS.WritableStream): Promise<BackupFigures> {
  const figures: BackupFigures = { databaseBytes: 0, dumpMs: 0, storageFiles: 0 };
  await pipeline(Readable.from(inPieces(backupRecords(figures))), createGzip({ level: 1, chunkSize: 256 * 1024 }), output);
  return figures;
}

async function* backupRecords(figures: BackupFigures): AsyncGenerator<Buffer> {
  const { dataDir, databaseUrl } = env();
  if (databaseUrl) throw new BackupRefusal("DATABASE_URL is set: back up PostgreSQL with pg_dump, and the photo storage with its own tools (README, Backups)");
  const dumping = performance.now();
  const dump = await dumpEmbeddedDatabase();
  if (!dump) throw new BackupRefusal("the database is not PGlite");
  figures.dumpMs = Math.round(performance.now() - dumping);
  figures.databaseBytes = dump.length;
  const manifest = { format: FORMAT, takenAt: new Date().toISOString(), database: "pglite" };
  yield* tarRecord(MANIFEST, { type: "file", data: Buffer.from(`${JSON.stringify(manifest)}\n`) });
  for (const entry of tarEntries(dump)) yield* tarRecord(path.posix.join("pglite", entry.name), entry);
  const storageRoot = localStorageRoot();
  if (storageRoot) {
    for (const file of await filesUnder(storageRoot)) {
      yield* tarRecord(path.posix.join("storage", path.relative(storageRoot, file).split(path.sep).join("/")), { type: "file", data: await readFile(file) });
      figures.storageFiles++;
    }
  }
  for (const name of GENERATED_SECRETS) {
    const data = await readFile(path.join(dataDir, name)).catch(() => undefined);
    if (data) yield* tarRecord(name, { type: "file", data });
  }
  yield TAR_END;
}

async function* inPieces(buffers: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let piece: Buffer[] = [];
  let size = 0;
  for await (const buffer of buffers) {
    piece.push(buffer);
    size += buffer.length;
    if (size >= PIECE_BYTES) {
      yield Buffer.concat(piece);
      piece = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(piece);
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Unpacks a backup into `dataDir`, which must be empty or absent: a backup mixed with
 * another database's files would be neither. Start the server on it afterwards.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<{ takenAt: string; files: number }> {
  const present = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (present.length > 0) throw new BackupRefusal(`${dataDir} is not empty (${present.slice(0, 3).join(", ")}${present.length > 3 ? ", ..." : ""}): restore into an empty data directory`);
  let archive: Buffer;
  try {
    archive = gunzipSync(await readFile(file));
  } catch (error) {
    throw new BackupRefusal(`${file} is not an AeroMarket backup (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const first = tarEntries(archive).next();
  const manifest = !first.done && first.value.name === MANIFEST ? (JSON.parse(first.value.data.toString("utf8")) as { format: number; takenAt: string }) : undefined;
  if (manifest?.format !== FORMAT) throw new BackupRefusal(`${file} is not an AeroMarket backup of format ${FORMAT}`);
  await unpackTar(archive, dataDir, () => false);
  return { takenAt: manifest.takenAt, files: [...tarEntries(archive)].filter((entry) => entry.type === "file").length };
}
