/**
 * `npm run db:seed -- --demo-accounts` against a real database (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): a confirmed seller owning a sample seller's listings with an
 * inquiry from a confirmed buyer, made once, through the embedded auth service.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUsers } from "~/server/db/auth-schema";
import { inquiries, listings, profiles } from "~/server/db/schema";
import { SEED_LISTINGS } from "~/server/db/seed-listings";
import { seedDatabase } from "~/server/db/seed.server";
import { createDemoAccounts } from "~/server/accounts/demo-accounts.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db);
  dataDir = await mkdtemp(path.join(tmpdir(), "aeromarket-demo-"));
});

afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("demo accounts", () => {
  it("creates a confirmed seller who owns a sample seller's listings with an inquiry, and a confirmed buyer, once", async () => {
    const options = { dataDir, siteUrl: "https://aeromarket.test", authSigningKey: undefined, jwtExpiry: 3600 };
    const demo = await createDemoAccounts(database.db, options);
    const [seller, buyer] = demo.accounts;
    expect(seller).toMatchObject({ role: "seller", password: expect.stringMatching(/^.{16}$/) });
    expect(buyer).toMatchObject({ role: "buyer", email: "demo.buyer@aeromarket.example", password: expect.stringMatching(/^.{16}$/) });

    // The sample seller whose address the demo seller signed up with keeps its own profile, without listings.
    const sellerProfiles = await database.db.select().from(profiles).where(and(eq(profiles.email, seller!.email), eq(profiles.isSample, false)));
    expect(sellerProfiles).toHaveLength(1);
    const [sellerProfile] = sellerProfiles;
    expect(sellerProfile).toMatchObject({ userType: "seller", firstName: expect.any(String), company: expect.any(String) });
    const [account] = await database.db.select({ confirmedAt: authUsers.emailConfirmedAt }).from(authUsers).where(eq(authUsers.id, sellerProfile!.id));
    expect(account?.confirmedAt).toBeInstanceOf(Date);

    const owned = await database.db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, sellerProfile!.id));
    const expected = SEED_LISTINGS.filter((seed) => seed.contact.email === seller!.email).map((seed) => seed.id);
    expect(owned.map((row) => row.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(demo.sellerListings).toBe(expected.length);

    const [inquiry] = await database.db.select().from(inquiries).where(eq(inquiries.id, demo.inquiryId!));
    expect(inquiry).toMatchObject({ sellerId: sellerProfile!.id, buyerEmail: buyer!.email });

    const again = await createDemoAccounts(database.db, options);
    expect(again.accounts.map((entry) => entry.password)).toEqual([null, null]);
    expect(await database.db.select({ id: inquiries.id }).from(inquiries)).toHaveLength(1);
  });
});
