/**
 * Two built servers (`node server.js`, each with its own DATA_DIR and outbox) on one
 * PostgreSQL database, as an operator runs several processes: both run the alert
 * sender's timer, only the lease holder sends, each alert once; when the holder shuts
 * down, the other takes over. Their metrics say which one holds the lease, and only the
 * holder reports a last round. Needs TEST_DATABASE_URL and `npm run build`.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobLeases, profiles } from "~/server/db/schema";
import { readOutbox } from "~/server/platform/mail.server";
import { saveSearch } from "~/server/alerts/saved-searches.server";
import { createListing } from "~/server/listings/seller-listings.server";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { listingForm } from "../support/listing-form";
import { openScratchPostgres, type TestDatabase } from "./test-database";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("alerts with two app processes on one Postgres", () => {
  let database: TestDatabase & { url: string };
  let servers: BuiltServer[] = [];

  beforeAll(async () => {
    database = await openScratchPostgres(serverUrl!);
    const env = { DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString("hex"), ALERTS_INTERVAL_MS: "200" };
    servers = await Promise.all([startBuiltServer({ env }), startBuiltServer({ env })]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.remove()));
    await database?.close();
  }, 60_000);

  it("only the lease holder sends, each alert once, and the other takes over when it shuts down", { timeout: 90_000 }, async () => {
    const { db } = database;
    const buyer = { id: randomUUID(), email: `buyer.${randomBytes(4).toString("hex")}@example.com` };
    const seller = randomUUID();
    await db.insert(profiles).values([
      { id: buyer.id, email: buyer.email, firstName: "Amelia", lastName: "Hart", userType: "buyer", phone: "+1 555 0100" },
      { id: seller, email: `seller.${seller.slice(0, 8)}@example.com`, firstName: "Marcus", lastName: "Reid", userType: "seller", phone: "+1 555 0100" },
    ]);
    const form = listingForm({ intent: "publish" });
    await saveSearch(db, buyer.id, { kind: "catalog", search: { q: form.model, category: "all", price: "all", sort: "newest" } }, { name: "Pilatus", frequency: "instant" });

    const alerts = async () =>
      (await Promise.all(servers.map(async (server, index) => (await readOutbox(server.dataDir)).filter((message) => message.to === buyer.email).map((message) => ({ index, message })))))
        .flat();
    const names = ["One", "Two", "Three"].map((suffix) => `${form.name} ${suffix}`);
    const alertsOf = async (name: string) => (await alerts()).filter(({ message }) => message.text.includes(`${name}\n`));
    for (const name of names) {
      await createListing(db, seller, { ...form, name });
      await expect.poll(async () => (await alertsOf(name)).length, { timeout: 20_000 }).toBe(1);
    }
    const sent = await alerts();
    expect(new Set(sent.map(({ index }) => index)).size).toBe(1);
    expect(sent).toHaveLength(3);
    const holderIndex = sent[0]!.index;
    const [lease] = await db.select().from(jobLeases);
    expect(lease!.expiresAt.getTime()).toBeGreaterThan(Date.now());

    expect(await servers[holderIndex]!.stop("SIGTERM")).toBe(0);
    const fourth = `${form.name} Four`;
    await createListing(db, seller, { ...form, name: fourth });
    const otherIndex = 1 - holderIndex;
    await expect.poll(async () => (await alertsOf(fourth)).map(({ index }) => index), { timeout: 20_000 }).toEqual([otherIndex]);
    expect(await alerts()).toHaveLength(4);
  });
});

describe.skipIf(!serverUrl)("the alert lease in the metrics of two app processes on one Postgres", () => {
  const TOKEN = "metrics-token-for-tests";
  let database: TestDatabase & { url: string };
  const servers: BuiltServer[] = [];

  beforeAll(async () => {
    database = await openScratchPostgres(serverUrl!);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.remove()));
    await database?.close();
  }, 60_000);

  /** The one process's (WEB_CONCURRENCY=1) lease gauge and last round. */
  async function leaseMetrics(server: BuiltServer): Promise<{ held: number; lastRound: number }> {
    const text = await (await fetch(`${server.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1]);
    return { held: value("aeromarket_alerts_lease_held"), lastRound: value("aeromarket_alerts_last_round_timestamp_seconds") };
  }

  it("shows 1 only in the holder, which alone reports a last round, and 1 in the other once the holder shuts down", { timeout: 90_000 }, async () => {
    // One process each, so that a scrape answers for the process that runs the sender; the lease lasts 3 s.
    const env = { DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString("hex"), ALERTS_INTERVAL_MS: "1000", WEB_CONCURRENCY: "1", METRICS_TOKEN: TOKEN };
    const holder = await startBuiltServer({ env });
    servers.push(holder);
    await expect.poll(async () => (await leaseMetrics(holder)).held, { timeout: 20_000, interval: 250 }).toBe(1);
    const other = await startBuiltServer({ env });
    servers.push(other);

    // The other runs its rounds (every second) without the lease.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await leaseMetrics(other)).toEqual({ held: 0, lastRound: 0 });
    const holding = await leaseMetrics(holder);
    expect(holding.held).toBe(1);
    expect(holding.lastRound).toBeGreaterThan(0);

    // Shutting down lets go of the lease: the other takes it at its next round.
    expect(await holder.stop("SIGTERM")).toBe(0);
    await expect.poll(async () => (await leaseMetrics(other)).held, { timeout: 10_000, interval: 250 }).toBe(1);
    await expect.poll(async () => (await leaseMetrics(other)).lastRound, { timeout: 10_000, interval: 250 }).toBeGreaterThan(0);
  });
});
