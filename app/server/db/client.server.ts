import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { env } from "../env.server";
import * as schema from "./schema";
import { seedDatabase } from "./seed.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection = { db: Database; close: () => Promise<void> };

const MIGRATIONS_FOLDER = path.resolve("drizzle");
// Any fixed number: every process that migrates takes this advisory lock first.
const MIGRATION_LOCK_ID = 7_240_193;

/** Opens PGlite in a directory, or in memory when none is given, and migrates it. */
export async function openPglite(dataDir?: string): Promise<DatabaseConnection> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, close: () => client.close() };
}

/** Connects a pool to any Postgres and migrates it under an advisory lock. */
export async function openPostgres(connectionString: string): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const lockClient = await pool.connect();
  try {
    await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePostgres(drizzleNodePostgres(lockClient), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
  return { db, close: () => pool.end() };
}

async function openConfiguredDatabase(): Promise<DatabaseConnection> {
  const { databaseUrl, dataDir } = env();
  const connection = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(path.join(dataDir, "pglite"));
  await seedDatabase(connection.db);
  closeOnShutdown(connection);
  return connection;
}

function closeOnShutdown(connection: DatabaseConnection) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      connection.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error("Error closing the database:", error);
          process.exit(1);
        },
      );
    });
  }
}

// One connection per process, kept on globalThis so dev-server reloads reuse it.
const globalForDb = globalThis as typeof globalThis & { aeromarketDb?: Promise<DatabaseConnection> };

export async function database(): Promise<Database> {
  globalForDb.aeromarketDb ??= openConfiguredDatabase().catch((error: unknown) => {
    globalForDb.aeromarketDb = undefined;
    throw error;
  });
  return (await globalForDb.aeromarketDb).db;
}
