import { existsSync } from "node:fs";
import { readFile, rename, rm } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { env } from "../platform/env.server";
import * as schema from "./schema";
import type { Database } from "./database";
import { watchingStatements, watchStatementsOf } from "./embedded-statements.server";
import { countingFailedQueries } from "./failed-queries.server";
import { seedDatabase } from "./seed.server";
import { refreshSegmentErrors } from "../valuation/segment-errors.server";
import { runInBackground } from "../platform/background-work.server";
import { unpackTar } from "./tar";
import { DATABASE_TEMPLATE, MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from "./database-template.server";

/** `dump`, PGlite only: its data directory as a ustar archive, taken between two queries (backup.server.ts). */
export type DatabaseConnection = { db: Database; close: () => Promise<void>; dump?: () => Promise<Buffer> };

// Any fixed number: every process that migrates takes this advisory lock first.
const MIGRATION_LOCK_ID = 7_240_193;

/**
 * Unpacks the template next to the data directory, then renames it into place: a start
 * stopped part-way leaves no half-made database, only a folder the next start replaces.
 */
async function createPglite(dataDir: string, stopping: () => boolean): Promise<PGlite> {
  if (!existsSync(dataDir) && existsSync(DATABASE_TEMPLATE)) {
    const unpacking = `${dataDir}.unpacking`;
    await rm(unpacking, { recursive: true, force: true });
    await unpackTar(gunzipSync(await readFile(DATABASE_TEMPLATE)), unpacking, stopping);
    if (stopping()) throw new Error("The server was asked to stop while it made the database.");
    await rename(unpacking, dataDir);
  }
  return PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
}

/**
 * In memory, from the template when the build wrote one: loading it skips initdb and the
 * migrations the template holds (seconds of CPU for each test file and bench that opens one).
 */
async function createPgliteInMemory(): Promise<PGlite> {
  if (!existsSync(DATABASE_TEMPLATE)) return PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const loadDataDir = new Blob([gunzipSync(await readFile(DATABASE_TEMPLATE))]);
  return PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir });
}

/**
 * Opens PGlite in a directory, or in memory when none is given, and migrates it (a
 * template older than the migrations gets the rest). Its failed queries are counted (the metrics),
 * and its statements watched (embedded-statements.server.ts).
 */
export async function openPglite(dataDir?: string, stopping: () => boolean = () => false): Promise<DatabaseConnection> {
  const client = dataDir ? await createPglite(dataDir, stopping) : await createPgliteInMemory();
  const watch = { started: 0, running: 0 };
  const db = drizzlePglite(countingFailedQueries(watchingStatements(client, watch)), { schema }) as unknown as Database;
  watchStatementsOf(db, watch);
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, close: () => client.close(), dump: async () => Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()) };
}

/**
 * Connects a pool to any Postgres and migrates it under an advisory lock. While the
 * server is down or restarting, queries fail (their pages answer with the error page)
 * and the pool connects afresh once it is back. Failed queries are counted (the metrics).
 */
export async function openPostgres(connectionString: string): Promise<DatabaseConnection> {
  // Without a connect timeout, a request waits forever for a server that does not answer.
  // JIT compiles a plan whose cost passes jit_above_cost, as a search over a large inventory
  // does: up to 270 ms of compiling a statement at 1M listings, more than the rest of its work
  // (decision note 023). The app's statements are short; none gains from it.
  // A sequential scan of a table larger than a quarter of shared_buffers starts where the last
  // one stopped unless synchronize_seqscans is off: "Best match" of a word in a tenth of the
  // listings ranks the first 2,000 it reads, so each request (each page) ranked others (decision note 029).
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000, options: "-c jit=off -c synchronize_seqscans=off" });
  // An idle client whose server went away emits "error" on the pool; unhandled, it ends the process.
  pool.on("error", (error) => console.error(`A database connection was lost (${error.message}); the next query opens a new one.`));
  const lockClient = await pool.connect().catch((error: unknown) => {
    throw namingTheServer(error, connectionString);
  });
  try {
    await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePostgres(drizzleNodePostgres(lockClient), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzleNodePostgres(countingFailedQueries(pool), { schema }) as unknown as Database;
  openPool = pool;
  return { db, close: () => pool.end() };
}

let openPool: pg.Pool | undefined;

/**
 * A failed first connection whose message does not say which server it tried (a timeout:
 * "Connection terminated due to connection timeout", as a name the network's DNS does not
 * answer for gives) told with the host and port from DATABASE_URL, never its password.
 */
function namingTheServer(error: unknown, connectionString: string): unknown {
  const url = new URL(connectionString);
  const server = `${url.hostname || "localhost"}:${url.port || "5432"}`;
  if (!(error instanceof Error) || error.message.includes(url.hostname || "localhost") || error instanceof AggregateError) return error;
  return Object.assign(new Error(`${error.message} (connecting to ${server})`), { code: (error as NodeJS.ErrnoException).code });
}

/** The PostgreSQL pool's connections (the metrics); undefined on PGlite. */
export function poolConnections(): { total: number; idle: number; waiting: number } | undefined {
  return openPool && { total: openPool.totalCount, idle: openPool.idleCount, waiting: openPool.waitingCount };
}

async function openConfiguredDatabase(stopping: () => boolean): Promise<DatabaseConnection> {
  const { databaseUrl, dataDir } = env();
  const connection = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(path.join(dataDir, "pglite"), stopping);
  await seedDatabase(connection.db, stopping);
  // Seconds of work at 10,000 listings: the server listens meanwhile, and pages show no label until it is done.
  if (!stopping()) runInBackground("Measuring the value estimate's error", async () => void (await refreshSegmentErrors(connection.db, { intervalMs: 0 })));
  return connection;
}

// One connection per process, kept on globalThis so dev-server reloads reuse it.
const globalForDb = globalThis as typeof globalThis & { aeromarketDb?: Promise<DatabaseConnection>; aeromarketDbClosed?: boolean };

/**
 * The configured database, opened, migrated and seeded on first use; the first caller may
 * say when the seed should stop part-way (the server is asked to stop as it starts).
 */
export async function database(stopping: () => boolean = () => false): Promise<Database> {
  if (globalForDb.aeromarketDbClosed) throw new Error("The database is closed: the server is shutting down.");
  globalForDb.aeromarketDb ??= openConfiguredDatabase(stopping).catch((error: unknown) => {
    globalForDb.aeromarketDb = undefined;
    throw error;
  });
  return (await globalForDb.aeromarketDb).db;
}

/**
 * The open PGlite database's data directory as a ustar archive, taken between two queries
 * (a transaction under way is left out, as a crash would); undefined on PostgreSQL.
 */
export async function dumpEmbeddedDatabase(): Promise<Buffer | undefined> {
  await database();
  const connection = await globalForDb.aeromarketDb;
  return connection?.dump?.();
}

/** Closes the configured database for good (server.js calls it last when shutting down). */
export async function closeDatabase(): Promise<void> {
  globalForDb.aeromarketDbClosed = true;
  const opening = globalForDb.aeromarketDb;
  globalForDb.aeromarketDb = undefined;
  const connection = await opening?.catch(() => undefined);
  await connection?.close();
}
