import { sql } from "drizzle-orm";
import { database } from "../db/client.server";
import type { Database } from "../db/database";
import { type StatementWatch, statementWatch } from "../db/embedded-statements.server";
import { appMeta } from "../db/schema";
import { sharedInRequest } from "../platform/server-timing.server";

/**
 * The inventory version: a number that grows with every committed change to what the
 * public home, catalogue and compare pages show (listings, their photos and price changes,
 * sellers' profiles and verifications), counted by the triggers of
 * drizzle/0043_page_cache_inventory_version.sql. server/page-cache.js reads it before it
 * reuses a stored page, so a change made through any server process is seen by all.
 * Null when the database has no such number (then nothing is reused). On PGlite, which only
 * this process writes, the last read stands while no statement has run since.
 */
export async function inventoryVersion(db?: Database): Promise<string | null> {
  const from = db ?? (await database());
  // A page's estimate, market notes and segments' errors are all reused at the version its first read found.
  return sharedInRequest(from, () => {
    const watch = statementWatch(from);
    return watch ? embeddedVersion(from, watch) : readVersion(from);
  });
}

type EmbeddedRead = { startedBefore: number; version: Promise<string | null> };

/** Per PGlite database: the last read that ran alone, and the read under way. */
const embeddedReads = new WeakMap<Database, { known?: { version: string | null; started: number }; reading?: EmbeddedRead }>();

/**
 * PGlite, inside this process: while no statement at all has started since a read that ran
 * alone, the version cannot have moved, and reading it again (a tenth of a cached page's CPU)
 * is skipped. Requests that come while such a read is under way, and nothing else has
 * started, share it; if anything else started meanwhile, they read again.
 */
async function embeddedVersion(db: Database, watch: StatementWatch): Promise<string | null> {
  const reads = embeddedReads.get(db) ?? {};
  embeddedReads.set(db, reads);
  if (reads.known && watch.running === 0 && watch.started === reads.known.started) return reads.known.version;
  const shared = reads.reading && watch.started <= reads.reading.startedBefore + 1 ? reads.reading : undefined;
  if (shared) {
    const version = await shared.version;
    return watch.started === shared.startedBefore + 1 ? version : readVersion(db);
  }
  if (watch.running !== 0) return readVersion(db);
  const read: EmbeddedRead = { startedBefore: watch.started, version: readVersion(db) };
  reads.reading = read;
  try {
    const version = await read.version;
    if (watch.running === 0 && watch.started === read.startedBefore + 1) reads.known = { version, started: watch.started };
    return version;
  } finally {
    if (reads.reading === read) reads.reading = undefined;
  }
}

async function readVersion(db: Database): Promise<string | null> {
  const [row] = await db.select({ version: versionAs }).from(appMeta).where(isVersion);
  return row?.version ?? null;
}

const versionAs = sql<string>`${appMeta.value}::text`;
const isVersion = sql`${appMeta.key} = 'inventory_version'`;

/** The inventory version as a column of a query about something else: read in that query's statement, as of its data. */
export const inventoryVersionAs = sql<string | null>`(SELECT ${versionAs} FROM ${appMeta} WHERE ${isVersion})`;

/**
 * A version a request read with its data (inventoryVersionAs): the rest of the request's
 * work reuses its memos at it (sharedInRequest) rather than reading the version again,
 * unless it read it already.
 */
export function versionReadWith(db: Database, version: string | null): void {
  void sharedInRequest(db, () => Promise.resolve(version));
}

/**
 * A value this process works out from what the inventory version covers (a snapshot, a
 * memo), one per database, reused until a newer version is read. `current` reads the
 * version first, as the page cache does: a value made after reading version N reflects N
 * or later, so one made at a newer version than a request read is still good for it.
 * Null when the database keeps no version (then nothing may be reused).
 */
export function perInventoryVersion<Value>(make: (db: Database, version: string) => Value) {
  const held = new WeakMap<Database, { version: bigint; value: Value }>();
  return {
    async current(db: Database): Promise<Value | null> {
      const read = await inventoryVersion(db);
      if (read === null) return null;
      const version = BigInt(read);
      const known = held.get(db);
      if (known !== undefined && known.version >= version) return known.value;
      const value = make(db, read);
      held.set(db, { version, value });
      return value;
    },
    /** Drops `value` (one that failed to load), unless a newer one replaced it already. */
    forget(db: Database, value: Value): void {
      if (held.get(db)?.value === value) held.delete(db);
    },
  };
}
