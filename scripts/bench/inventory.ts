/**
 * Inventories for the benchmarks: the sample listings, plus as many generated ones as
 * asked, with fresh planner statistics, in a PGlite data directory the built server
 * can then open (DATA_DIR) or in a scratch database on a PostgreSQL server (DATABASE_URL).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "~/server/db/database";
import { openPglite } from "~/server/db/client.server";
import { listings } from "~/server/db/schema";
import { generateListings } from "~/server/db/generate-listings";
import { insertListings, seedDatabase } from "~/server/db/seed.server";
import { refreshPlannerStatistics } from "~/server/platform/planner-statistics.server";
import { openScratchPostgres } from "../../tests/integration/test-database";

export type Inventory = {
  /** "66" or "10k": how many listings it holds, for the tables. */
  label: string;
  /** What the built server is given to open it. */
  serverOptions: { dataDir?: string; env?: NodeJS.ProcessEnv };
  /** The ids of the listings buyers can see (active), for pages that pick one at random. */
  activeIds: number[];
  remove: () => Promise<void>;
};

/** The most listings generateListings makes; a larger inventory copies them (growListings). */
export const GENERATED_ONCE = 10_000;

/**
 * The sample inventory plus `generated` listings, then VACUUM and ANALYZE as after any bulk load.
 * Past GENERATED_ONCE, the generated listings are copied until the table holds that many.
 */
export async function fillInventory(db: Database, generated: number): Promise<void> {
  await seedDatabase(db);
  if (generated > 0) await insertListings(db, generateListings(Math.min(generated, GENERATED_ONCE)));
  if (generated > GENERATED_ONCE) await growListings(db, generated);
  await db.execute(sql`VACUUM listings`);
  // Analysed now, and recorded as analysed at this inventory, as the app's hourly refresh
  // records it: else the server's first alert round analyses it again while it is measured
  // (300 ms of PGlite's one thread at 10k).
  await refreshPlannerStatistics(db);
}

async function activeIdsOf(db: Database): Promise<number[]> {
  const result = (await db.execute(sql`SELECT id FROM listings WHERE status = 'active' ORDER BY id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => row.id);
}

/**
 * Copies the generated listings (ids from 1000) in one INSERT ... SELECT generate_series until
 * the table holds about `generated` more than the sample's, each copy a little older and
 * dearer, as a bulk load is made: the listings' secondary indexes dropped and rebuilt after,
 * their triggers off (a copy brings no new word to the search vocabulary, a scratch
 * database's inventory version need not move, and the facets' summary of counts is counted
 * afresh after), and the commit not waiting for the disk.
 * A copy takes its original's search vector: the column's regular expressions cost ~0.8 ms
 * a row (15 minutes for a million on this machine), and the same words give the same
 * vector, so the scratch database's `search` stops being generated (DROP EXPRESSION; reads
 * and plans are unchanged, a later write there would not refresh it). The table stays
 * logged, so the plans are those of the real one.
 */
export async function growListings(db: Database, generated: number): Promise<void> {
  const copies = Math.round(generated / GENERATED_ONCE) - 1;
  if (copies < 1) return;
  // One transaction, so the settings hold on the one connection that does the work.
  await db.transaction(async (tx) => {
    const run = (statement: string) => tx.execute(sql.raw(statement));
    await run("SET LOCAL synchronous_commit = off");
    await run("SET LOCAL maintenance_work_mem = '512MB'");
    const result = await run("SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'listings' AND indexname NOT LIKE '%_pkey'");
    const indexes = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
    for (const index of indexes) await run(`DROP INDEX "${index.name}"`);
    await run("ALTER TABLE listings DISABLE TRIGGER USER");
    await run("ALTER TABLE listings ALTER COLUMN search DROP EXPRESSION");
    const { id: _id, ...copied } = getTableColumns(listings);
    // The columns kept from the sections are generated afresh (the search vector's expression is dropped above).
    const columns = Object.values(copied).filter((column) => column.name === "search" || !column.generated).map((column) => `"${column.name}"`);
    const values = columns.map((column) =>
      column === '"created_at"' || column === '"updated_at"' ? `${column} - g * interval '7 minutes'` : column === '"price"' ? `${column} + g * 1000` : column,
    );
    await run(`INSERT INTO listings (${columns.join(", ")}) SELECT ${values.join(", ")} FROM listings CROSS JOIN generate_series(1, ${copies}) AS g WHERE id >= 1000`);
    await run("ALTER TABLE listings ENABLE TRIGGER USER");
    for (const index of indexes) await run(index.definition);
    // The triggers that keep the facets' summary of counts were off with the rest: count afresh.
    await run("SELECT catalog_facet_summary_rebuild()");
  });
}

export function inventoryLabel(generated: number): string {
  return generated === 0 ? "66" : `${generated / 1000}k`;
}

/** A PGlite directory laid out as the server's DATA_DIR, filled and closed (PGlite allows one process at a time). */
export async function pgliteInventory(generated: number): Promise<Inventory> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aeromarket-bench-"));
  const connection = await openPglite(path.join(dataDir, "pglite"));
  let activeIds: number[];
  try {
    await fillInventory(connection.db, generated);
    activeIds = await activeIdsOf(connection.db);
  } finally {
    await connection.close();
  }
  return {
    label: inventoryLabel(generated),
    serverOptions: { dataDir },
    activeIds,
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new database on the PostgreSQL server at serverUrl, filled; dropped by `remove()`. */
export async function postgresInventory(serverUrl: string, generated: number): Promise<Inventory> {
  const scratch = await openScratchPostgres(serverUrl);
  let activeIds: number[];
  try {
    await fillInventory(scratch.db, generated);
    activeIds = await activeIdsOf(scratch.db);
  } catch (error) {
    await scratch.close();
    throw error;
  }
  return { label: inventoryLabel(generated), serverOptions: { env: { DATABASE_URL: scratch.url } }, activeIds, remove: () => scratch.close() };
}

/** The most generated listings PGlite is measured with: 100,000 fill in ~40 s and ~700 MB; a million is a server's load. */
export const PGLITE_MOST = 100_000;

/**
 * Runs `measure` at each size on PGlite (up to PGLITE_MOST, past which it says so) and,
 * where BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on a scratch PostgreSQL
 * database; each engine opened empty for the size and closed after it.
 */
export async function measureOnEachEngine(sizes: readonly number[], measure: (engine: "PGlite" | "PostgreSQL", db: Database, generated: number) => Promise<void>): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  // BENCH_ENGINES=postgresql leaves PGlite out, to compare two builds on the server alone.
  const pgliteToo = (process.env.BENCH_ENGINES ?? "pglite,postgresql").toLowerCase().includes("pglite");
  for (const generated of sizes) {
    if (pgliteToo && generated > PGLITE_MOST) {
      console.log(`PGlite · ${(generated + 66).toLocaleString("en-US")} listings: not run (PGlite is measured up to ${PGLITE_MOST.toLocaleString("en-US")})`);
    } else if (pgliteToo) {
      const pglite = await openPglite();
      try {
        await measure("PGlite", pglite.db, generated);
      } finally {
        await pglite.close();
      }
    }
    if (serverUrl) {
      const postgres = await openScratchPostgres(serverUrl);
      try {
        await measure("PostgreSQL", postgres.db, generated);
      } finally {
        await postgres.close();
      }
    }
  }
}
