/**
 * Inventories for the benchmarks: the sample listings, plus as many generated ones as
 * asked, with fresh planner statistics, in a PGlite data directory the built server
 * can then open (DATA_DIR) or in a scratch database on a PostgreSQL server (DATABASE_URL).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/database";
import { openPglite } from "~/server/db/client.server";
import { generateListings } from "~/server/db/generate-listings";
import { insertListings, seedDatabase } from "~/server/db/seed.server";
import { openScratchPostgres } from "../../tests/integration/test-database";

export type Inventory = {
  /** "66" or "10k": how many listings it holds, for the tables. */
  label: string;
  /** What the built server is given to open it. */
  serverOptions: { dataDir?: string; env?: NodeJS.ProcessEnv };
  remove: () => Promise<void>;
};

/** The sample inventory plus `generated` listings, then VACUUM ANALYZE as after any bulk load. */
export async function fillInventory(db: Database, generated: number): Promise<void> {
  await seedDatabase(db);
  if (generated > 0) await insertListings(db, generateListings(generated));
  await db.execute(sql`VACUUM ANALYZE listings`);
}

export function inventoryLabel(generated: number): string {
  return generated === 0 ? "66" : `${generated / 1000}k`;
}

/** A PGlite directory laid out as the server's DATA_DIR, filled and closed (PGlite allows one process at a time). */
export async function pgliteInventory(generated: number): Promise<Inventory> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aeromarket-bench-"));
  const connection = await openPglite(path.join(dataDir, "pglite"));
  try {
    await fillInventory(connection.db, generated);
  } finally {
    await connection.close();
  }
  return {
    label: inventoryLabel(generated),
    serverOptions: { dataDir },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new database on the PostgreSQL server at serverUrl, filled; dropped by `remove()`. */
export async function postgresInventory(serverUrl: string, generated: number): Promise<Inventory> {
  const scratch = await openScratchPostgres(serverUrl);
  try {
    await fillInventory(scratch.db, generated);
  } catch (error) {
    await scratch.close();
    throw error;
  }
  return { label: inventoryLabel(generated), serverOptions: { env: { DATABASE_URL: scratch.url } }, remove: () => scratch.close() };
}
