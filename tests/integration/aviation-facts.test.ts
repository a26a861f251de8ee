/** The sample inventory's sections on a new database (the seed) and on one seeded before them (migration 0028). */
import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleAviationFacts } from "~/server/db/sample-aviation";
import { listings } from "~/server/db/schema";
import { SEED_LISTINGS } from "~/server/db/seed-listings";
import { seedDatabase } from "~/server/db/seed.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase();
  await seedDatabase(test.db);
});

afterAll(async () => {
  await test.close();
});

async function factsById(): Promise<Map<number, unknown>> {
  const rows = await test.db.select({ id: listings.id, aviation: listings.aviation }).from(listings);
  return new Map(rows.map((row) => [row.id, row.aviation]));
}

describe(`the sample aircraft's sections on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("are written by the seed of a new database", async () => {
    const stored = await factsById();
    for (const seed of SEED_LISTINGS) expect(stored.get(seed.id), seed.name).toEqual(sampleAviationFacts(seed));
  });

  it("are filled in by the migration on a database seeded before them, leaving what a seller gave alone", async () => {
    const first = SEED_LISTINGS[0];
    if (!first) throw new Error("no sample listings");
    await test.db.update(listings).set({ aviation: {} });
    await test.db.update(listings).set({ aviation: { history: { damage: "unknown" } } }).where(eq(listings.id, first.id));
    const migration = await readFile(new URL("../../drizzle/0028_sample_aviation_facts.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await test.db.execute(sql.raw(statement));
    const stored = await factsById();
    expect(stored.get(first.id)).toEqual({ history: { damage: "unknown" } });
    for (const seed of SEED_LISTINGS.slice(1)) expect(stored.get(seed.id), seed.name).toEqual(sampleAviationFacts(seed));
  });
});
