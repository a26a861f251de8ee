/**
 * Inquiry benchmark: starts the built server (server.js, as `npm start` runs it)
 * on a fresh PGlite data directory, or on DATABASE_URL when set, and has
 * CLIENTS clients send direct messages for DURATION_S seconds. Every tenth
 * message is submitted twice at once, as a double click does. Each request speaks
 * from its own client address and email, as many buyers would, so the per-address
 * and per-email limits do not refuse it. Then it stops the server and counts what
 * the database holds.
 *
 *   npm run build && npm run bench:inquiries
 *
 * Prints sent (distinct messages), acknowledged (answered with the redirect to
 * the listing), stored, duplicates and responses >= 500. Exits non-zero unless
 * acknowledged = stored, there are no duplicates and no response >= 500.
 */
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { count, countDistinct, like } from "drizzle-orm";
import { type DatabaseConnection, openPglite, openPostgres } from "~/server/db/client.server";
import { inquiries, inquiryMessages } from "~/server/db/schema";
import { SEED_LISTINGS } from "~/server/db/seed-listings";
import { startBuiltServer } from "../tests/support/built-server";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
const DOUBLE_SUBMIT_EVERY = 10;
const MARK = `bench-${randomUUID().slice(0, 8)}`;

type Tally = { sent: number; acknowledged: number; doubleSubmits: number; serverErrors: number; otherStatuses: Map<number, number>; latencies: number[] };

let addressCounter = 0;

/** A distinct client address per message: 10.x.y.z from a counter. */
function nextAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function post(baseUrl: string, listingId: number, form: URLSearchParams, address: string, tally: Tally): Promise<boolean> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/aircraft/${listingId}/inquiry?direct=1`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { "X-Forwarded-For": address },
  });
  await response.arrayBuffer();
  tally.latencies.push(performance.now() - started);
  if (response.status >= 500) tally.serverErrors++;
  const acknowledged = response.status === 302 && response.headers.get("location") === `/aircraft/${listingId}`;
  if (!acknowledged && response.status < 500) tally.otherStatuses.set(response.status, (tally.otherStatuses.get(response.status) ?? 0) + 1);
  return acknowledged;
}

async function client(baseUrl: string, until: number, tally: Tally): Promise<void> {
  while (Date.now() < until) {
    const key = randomUUID();
    const listingId = SEED_LISTINGS[tally.sent % SEED_LISTINGS.length]!.id;
    const form = new URLSearchParams({
      intent: "send",
      name: "Bench Buyer",
      email: `buyer.${key}@example.com`,
      phone: "+1 555 010 2000",
      message: `${MARK} ${key}: Is the aircraft still available?`,
      idempotencyKey: key,
    });
    const address = nextAddress();
    tally.sent++;
    const double = tally.sent % DOUBLE_SUBMIT_EVERY === 0;
    if (double) tally.doubleSubmits++;
    const answers = await Promise.all(
      (double ? [0, 1] : [0]).map(() => post(baseUrl, listingId, form, address, tally).catch(() => false)),
    );
    // A message counts as acknowledged when any of its submits was.
    if (answers.some(Boolean)) tally.acknowledged++;
  }
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

const server = await startBuiltServer({
  env: ({ port }) => ({ TRUST_PROXY: "loopback", SITE_URL: `http://localhost:${port}`, DATABASE_URL: process.env.DATABASE_URL ?? "" }),
});
const { baseUrl, dataDir } = server;
const tally: Tally = { sent: 0, acknowledged: 0, doubleSubmits: 0, serverErrors: 0, otherStatuses: new Map(), latencies: [] };
console.log(`${CLIENTS} clients sending inquiries for ${DURATION_S} s to ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}...`);
const until = Date.now() + DURATION_S * 1000;
await Promise.all(Array.from({ length: CLIENTS }, () => client(baseUrl, until, tally)));
await server.stop();

let connection: DatabaseConnection | undefined;
try {
  connection = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite(path.join(dataDir, "pglite"));
  const mine = like(inquiries.message, `${MARK} %`);
  const [stored] = await connection.db.select({ rows: count(), messages: countDistinct(inquiries.message) }).from(inquiries).where(mine);
  const [opening] = await connection.db.select({ rows: count() }).from(inquiryMessages).where(like(inquiryMessages.body, `${MARK} %`));
  const mailed = readdirSync(path.join(dataDir, "mail")).filter((name) => name.endsWith(".eml")).length;
  const rows = stored?.rows ?? 0;
  const duplicates = rows - (stored?.messages ?? 0) + Math.max(0, (opening?.rows ?? 0) - rows);
  const latencies = tally.latencies.sort((a, b) => a - b);

  console.log(`sent:           ${tally.sent} messages (${tally.doubleSubmits} of them submitted twice at once)`);
  console.log(`acknowledged:   ${tally.acknowledged}`);
  console.log(`stored:         ${rows}`);
  console.log(`duplicates:     ${duplicates}`);
  console.log(`responses >=500: ${tally.serverErrors}`);
  console.log(`other refusals: ${[...tally.otherStatuses].map(([status, n]) => `${status}×${n}`).join(", ") || "none"}`);
  console.log(`sellers mailed: ${mailed}`);
  console.log(`throughput:     ${(tally.sent / DURATION_S).toFixed(1)} messages/s; latency median ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms`);
  const ok = tally.acknowledged === rows && duplicates === 0 && tally.serverErrors === 0;
  console.log(ok ? "OK: acknowledged = stored, 0 duplicates, 0 responses >= 500" : "FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  await connection?.close();
  await server.remove();
}
