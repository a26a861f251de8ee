/**
 * The planner's statistics as the inventory grows. PGlite runs no autovacuum, so a PGlite
 * database was analysed only when it was seeded: as sellers add listings its plans were
 * made for the inventory of its first day (a category page read by a sequential scan and a
 * sort instead of its index: docs/performance.md, "Search (issue 20)"). The alert round, the
 * site's one background job, calls this: ANALYZE at most once an hour, and only when the
 * inventory changed since the last (the inventory version of the page cache counts each
 * committed change). On PostgreSQL autovacuum does the same; this adds an hourly ANALYZE at most.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { appMeta } from "../db/schema";
import { inventoryVersion } from "../listings/inventory-version.server";

export const STATISTICS_INTERVAL_MS = 60 * 60 * 1000;
/** The inventory version the statistics were last taken at, and when (updated_at). */
const STATISTICS_KEY = "statistics_inventory_version";

/** ANALYZE when the inventory changed and the last was an interval ago; whether it ran. */
export async function refreshPlannerStatistics(db: Database, now = new Date()): Promise<boolean> {
  const [last] = await db
    .select({ version: sql<string>`${appMeta.value}::text`, at: appMeta.updatedAt })
    .from(appMeta)
    .where(eq(appMeta.key, STATISTICS_KEY));
  const version = await inventoryVersion(db);
  if (last && (last.version === version || now.getTime() - last.at.getTime() < STATISTICS_INTERVAL_MS)) return false;
  // The app's own tables: a bare ANALYZE by a role that is not a superuser warns about each shared catalogue.
  const result = await db.execute(sql`SELECT string_agg(quote_ident(tablename), ', ') AS tables FROM pg_tables WHERE schemaname = current_schema()`);
  const tables = (result as unknown as { rows: { tables: string | null }[] }).rows[0]?.tables;
  if (tables) await db.execute(sql.raw(`ANALYZE ${tables}`));
  const value: unknown = version === null ? "unknown" : JSON.parse(version);
  await db
    .insert(appMeta)
    .values({ key: STATISTICS_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: now } });
  return true;
}
