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
