/**
 * Adds generated, realistic listings to the configured database (DATABASE_URL, or
 * PGlite in DATA_DIR), opened exactly as the app opens it: migrated, with the
 * sample inventory seeded. `npm run db:seed -- --listings 10000`.
 * The same count always gives the same listings (ids from 1000), so running it
 * twice adds nothing the second time.
 *
 * `npm run db:seed -- --demo-accounts` also creates a confirmed demo seller (owning a
 * sample seller's listings, with an inquiry) and a demo buyer through the embedded
 * auth service, and prints their sign-in details. Nothing else creates them.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/database";
import { type DatabaseConnection, database } from "~/server/db/client.server";
import { generateListings } from "~/server/db/generate-listings";
import { listings } from "~/server/db/schema";
import { insertListings } from "~/server/db/seed.server";
import { createDemoAccounts } from "~/server/accounts/demo-accounts.server";
import { env } from "~/server/platform/env.server";

const USAGE = "Usage: npm run db:seed -- [--listings <count>] [--seed <number>] [--demo-accounts]";

const { values } = parseArgs({
  options: {
    listings: { type: "string", short: "n", default: "0" },
    seed: { type: "string", default: "1" },
    "demo-accounts": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const count = Number(values.listings);
const seed = Number(values.seed);
if (!Number.isSafeInteger(count) || count < 0 || count > 1_000_000 || !Number.isSafeInteger(seed)) {
  console.error(`--listings must be a whole number from 0 to 1,000,000 and --seed a whole number.\n${USAGE}`);
  process.exit(2);
}

async function addListings(db: Database, before: number, opened: number) {
  let start = performance.now();
  const generated = generateListings(count, seed);
  await insertListings(db, generated);
  const inserted = (await countListings(db)) - before;
  const inserting = performance.now() - start;

  // A bulk load leaves the new rows in the search index's pending list and the planner
  // without statistics; PGlite has no autovacuum to tidy up, so do it here.
  start = performance.now();
  if (inserted > 0) await db.execute(sql`VACUUM ANALYZE listings`);
  const vacuuming = performance.now() - start;

  const first = generated[0]?.id;
  const last = generated.at(-1)?.id;
  const s = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
  console.log(
    `Inserted ${inserted.toLocaleString("en-US")} of ${count.toLocaleString("en-US")} generated listings` +
      (first === undefined ? "" : ` (ids ${first}-${last})`) +
      ` into ${target} in ${s(inserting)} (opening ${s(opened)}, VACUUM ANALYZE ${s(vacuuming)}); it now holds ${(before + inserted).toLocaleString("en-US")} listings.`,
  );
  if (inserted < count) console.log("The rest were already there: generated listings keep their ids from run to run.");
}

async function addDemoAccounts(db: Database) {
  const settings = env();
  if (settings.supabase) {
    throw new Error("--demo-accounts signs up through the embedded auth service; with SUPABASE_URL set, create demo accounts in Supabase instead.");
  }
  const demo = await createDemoAccounts(db, {
    dataDir: settings.dataDir,
    siteUrl: settings.siteUrl,
    authSigningKey: settings.authSigningKey,
    jwtExpiry: settings.authJwtExpiry,
  });
  console.log(`Demo accounts in ${target}, signing in at ${settings.siteUrl}/login:`);
  for (const account of demo.accounts) {
    const password = account.password ?? "(already existed: the password printed when it was created)";
    console.log(`  ${account.role === "seller" ? "Seller" : "Buyer "}  ${account.email}  password: ${password}`);
  }
  if (demo.accounts.some((account) => account.role === "seller" && account.password)) {
    console.log(`The demo seller owns ${demo.sellerListings} sample listings${demo.inquiryId ? " and has an inquiry from the demo buyer" : ""}.`);
  }
}

const countListings = async (db: Database) => (await db.select({ n: sql<number>`count(*)::int` }).from(listings))[0]?.n ?? 0;

const target = process.env.DATABASE_URL ? "DATABASE_URL" : `PGlite in ${process.env.DATA_DIR ?? "./data"}`;
let exitCode = 0;
try {
  const start = performance.now();
  const db = await database();
  const before = await countListings(db);
  const opened = performance.now() - start;

  if (count > 0 || !values["demo-accounts"]) await addListings(db, before, opened);
  if (values["demo-accounts"]) await addDemoAccounts(db);
} catch (error) {
  console.error("Seeding failed:", error);
  exitCode = 1;
} finally {
  // database() keeps its connection on globalThis; close it so PGlite shuts down cleanly.
  const connection = await (globalThis as { aeromarketDb?: Promise<DatabaseConnection> }).aeromarketDb?.catch(() => undefined);
  await connection?.close();
}
process.exit(exitCode);
