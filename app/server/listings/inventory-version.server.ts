import { sql } from "drizzle-orm";
import { database } from "../db/client.server";
import type { Database } from "../db/database";
import { appMeta } from "../db/schema";

/**
 * The inventory version: a number that grows with every committed change to what the
 * public home, catalogue and compare pages show (listings, their photos and price changes,
 * sellers' profiles and verifications), counted by the triggers of
 * drizzle/0043_page_cache_inventory_version.sql. server/page-cache.js reads it before it
 * reuses a stored page, so a change made through any server process is seen by all.
 * Null when the database has no such number (then nothing is reused).
 */
export async function inventoryVersion(db?: Database): Promise<string | null> {
  const [row] = await (db ?? (await database()))
    .select({ version: sql<string>`${appMeta.value}::text` })
    .from(appMeta)
    .where(sql`${appMeta.key} = 'inventory_version'`);
  return row?.version ?? null;
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
