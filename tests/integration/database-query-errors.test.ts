/**
 * Failed database queries are counted for the metrics (aeromarket_db_query_errors_total)
 * once each, by cause, through the real drivers: on the test database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL) as statement errors, alone or in a transaction; on
 * a node-postgres pool whose server does not answer as "unavailable", a transaction that
 * gets no connection once.
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countingFailedQueries } from "~/server/db/failed-queries.server";
import { operationFigures } from "~/server/platform/operation-figures.server";
import { freePort } from "../support/free-port";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const counted = () => ({ ...operationFigures.databaseQueryErrors });

describe("failed database queries", () => {
  it("count once each as statement errors, alone or in a transaction; queries that succeed do not count", async () => {
    const before = counted();
    await database.db.execute(sql`SELECT 1`);
    await expect(database.db.execute(sql`SELECT * FROM no_such_table`)).rejects.toThrow();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await tx.execute(sql`SELECT 1 / 0`);
      }),
    ).rejects.toThrow();
    await database.db.transaction(async (tx) => tx.execute(sql`SELECT 1`));
    expect(counted()).toEqual({ unavailable: before.unavailable, statement: before.statement + 2 });
  });

  it("count as unavailable when the database cannot be reached, a transaction that gets no connection once", async () => {
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${await freePort()}/nothing`, connectionTimeoutMillis: 2_000 });
    try {
      const db = drizzle(countingFailedQueries(pool));
      const before = counted();
      await expect(db.execute(sql`SELECT 1`)).rejects.toThrow();
      await expect(db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
      expect(counted()).toEqual({ unavailable: before.unavailable + 2, statement: before.statement });
    } finally {
      await pool.end();
    }
  });
});
