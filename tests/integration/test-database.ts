/**
 * A fresh, migrated database for each test file. With TEST_DATABASE_URL set, each
 * database is a new one on that PostgreSQL server, copied from the run's migrated
 * template, and dropped on close; without it, PGlite in memory.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Database } from "~/server/db/database";
import { openPglite, openPostgres } from "~/server/db/client.server";

export type TestDatabase = { db: Database; close(): Promise<void>; engine: "pglite" | "postgres" };

export function testDatabaseEngine(): TestDatabase["engine"] {
  return process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const connection = await openPglite();
    return { ...connection, engine: "pglite" };
  }
  return openScratchPostgres(serverUrl);
}

/** The same server and credentials, another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Runs one statement on a short-lived connection to the server's own database (CREATE/DROP DATABASE need one). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// The run's template, migrated once by tests/integration/global-setup.ts. Outside such a
// run (a bench), each process makes its own, named by its pid, so no two ever race for one.
const SHARED_TEMPLATE = process.env.TEST_DATABASE_TEMPLATE;
const OWN_TEMPLATE = `aeromarket_template_${process.pid}`;
let ownTemplate: Promise<string> | undefined;
let openDatabases = 0;
// CREATE DATABASE ... TEMPLATE fails while another session uses the template, so
// this process creates and drops its databases one at a time.
let queue: Promise<unknown> = Promise.resolve();

function serially<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

/** A database with every migration applied, for copies; its migrating connection is closed, as a template's must be. */
export async function createTemplate(serverUrl: string, name: string): Promise<string> {
  // A template left by a crashed run whose pid this process now has may hold an older schema.
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const connection = await openPostgres(databaseUrl(serverUrl, name));
  await connection.close();
  return name;
}

function templateFor(serverUrl: string): Promise<string> {
  if (SHARED_TEMPLATE) return Promise.resolve(SHARED_TEMPLATE);
  ownTemplate ??= createTemplate(serverUrl, OWN_TEMPLATE).catch((error: unknown) => {
    ownTemplate = undefined;
    throw error;
  });
  return ownTemplate;
}

/** A new, migrated database on the server at serverUrl, dropped on close. */
export async function openScratchPostgres(serverUrl: string): Promise<TestDatabase & { url: string }> {
  const name = await serially(async () => {
    const templateName = await templateFor(serverUrl);
    const databaseName = `aeromarket_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${databaseName}" TEMPLATE "${templateName}"`);
    openDatabases++;
    return databaseName;
  });

  const url = databaseUrl(serverUrl, name);
  let connection: Awaited<ReturnType<typeof openPostgres>>;
  try {
    // Migrating again is a no-op on a copy of the template, and proves it.
    connection = await openPostgres(url);
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }

  let closed = false;
  return {
    db: connection.db,
    engine: "postgres",
    url,
    async close() {
      if (closed) return;
      closed = true;
      await connection.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return serially(async () => {
    await dropNamed(serverUrl, name);
    openDatabases--;
    // The last database of this process takes its own template with it; a later open makes a new one.
    if (openDatabases === 0 && ownTemplate) {
      ownTemplate = undefined;
      await dropNamed(serverUrl, OWN_TEMPLATE);
    }
  });
}

export async function dropNamed(serverUrl: string, name: string): Promise<void> {
  try {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } catch (error) {
    // FORCE may not end an autovacuum worker (a superuser's process) as this role; a plain
    // DROP cancels autovacuum by itself, and this process's own connections are closed.
    if ((error as { code?: string }).code !== "42501") throw error;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}"`);
  }
}

/**
 * A fresh database and a second connection to it, as a second app process has: a second
 * pool on Postgres (TEST_DATABASE_URL), the same connection on PGlite (one process only).
 */
export async function openTwoProcessDatabase(): Promise<{ database: TestDatabase; second: { db: Database; close(): Promise<void> } }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openTestDatabase();
    return { database, second: { db: database.db, close: async () => {} } };
  }
  const database = await openScratchPostgres(serverUrl);
  return { database, second: await openPostgres(database.url) };
}
