/**
 * Rate limits counted in the database, so every server process shares them.
 *
 * Fixed windows rather than sliding ones: a single row per key and a single
 * statement per hit, at the cost of letting up to twice the limit through
 * around a window boundary, which is fine for slowing down guessing. Each hit is
 * one INSERT ... ON CONFLICT DO UPDATE: Postgres takes the row lock, so
 * concurrent processes (or connections) never read a stale count and never lose
 * an increment, and a window that expired is restarted inside the same
 * statement. The time comes from the caller, not the database's now(), so tests
 * can move the clock.
 */
import { operationFigures } from "./operation-figures.server";
import { count, lt, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { rateLimitHits } from "../db/schema";

export type RateLimitRule = {
  /** What is being counted, such as "sign-in:ip:203.0.113.7". */
  key: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = {
  allowed: boolean;
  /** Seconds until the window ends: at least 1 when refused, 0 when allowed. */
  retryAfterSeconds: number;
};

/** No rule may count over a longer window: pruning keeps every counter younger than this. */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

/** How often each process prunes ended counters. */
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * A counter's update when a hit meets it: a new window if the old one, `windowSeconds` long,
 * started at or before the hit's instant less the window, else one more hit. Both expressions
 * read the row as it was before this update.
 */
function counted(windowSeconds: number) {
  if (!Number.isInteger(windowSeconds) || windowSeconds <= 0 || windowSeconds > LONGEST_WINDOW_SECONDS) throw new RangeError(`Invalid rate-limit window: ${windowSeconds}`);
  const windowExpired = sql`${rateLimitHits.windowStartedAt} <= excluded.window_started_at - make_interval(secs => ${windowSeconds})`;
  return {
    hits: sql`CASE WHEN ${windowExpired} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
    windowStartedAt: sql`CASE WHEN ${windowExpired} THEN excluded.window_started_at ELSE ${rateLimitHits.windowStartedAt} END`,
  };
}

/** The one statement that counts a hit, returning the counter as it now stands. */
function rateLimitHit(db: Database, rule: RateLimitRule, now = new Date()) {
  if (!Number.isInteger(rule.limit) || rule.limit < 0) throw new RangeError(`Invalid rate limit: ${rule.limit}`);
  return db
    .insert(rateLimitHits)
    .values({ key: rule.key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({ target: rateLimitHits.key, set: counted(rule.windowSeconds) })
    .returning({ hits: rateLimitHits.hits, windowStartedAt: rateLimitHits.windowStartedAt });
}

/**
 * rateLimitHit for many keys of one window in one statement, each hit at its own instant (the
 * keys distinct: a statement cannot count a key twice), giving back each counter as it now
 * stands: for a batch of writes that depend on their limits (a second's listing views). In key
 * order, so that processes counting at once take the counters' locks in one order.
 */
export async function countRateLimitHits(db: Database, hits: readonly { key: string; at: Date }[], windowSeconds: number): Promise<Map<string, number>> {
  const update = counted(windowSeconds);
  if (hits.length === 0) return new Map();
  const inOrder = [...hits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await db
    .insert(rateLimitHits)
    .values(inOrder.map(({ key, at }) => ({ key, windowStartedAt: at, hits: 1 })))
    .onConflictDoUpdate({ target: rateLimitHits.key, set: update })
    .returning({ key: rateLimitHits.key, hits: rateLimitHits.hits });
  return new Map(rows.map((row) => [row.key, row.hits]));
}

/** Counts one attempt against the rule and says whether it is within the limit. */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const [row] = await rateLimitHit(db, rule, now);
  if (!row) throw new Error(`Rate-limit upsert returned no row for ${rule.key}`);

  if (row.hits <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
  operationFigures.rateLimitRefusals++;
  const remainingMs = row.windowStartedAt.getTime() + rule.windowSeconds * 1000 - now.getTime();
  // Clamped so that another process's clock running ahead never asks for more than one window.
  const retryAfterSeconds = Math.min(rule.windowSeconds, Math.max(1, Math.ceil(remainingMs / 1000)));
  return { allowed: false, retryAfterSeconds };
}

/**
 * Counts one attempt against every rule, so each counter sees it even once one
 * refuses, and refuses if any does, with the longest wait among the refusals
 * (a shorter one would only lead to another refusal).
 */
export async function consumeRateLimits(db: Database, rules: readonly RateLimitRule[], now = new Date()): Promise<RateLimitResult> {
  const results = await Promise.all(rules.map((rule) => consumeRateLimit(db, rule, now)));
  let refusal: RateLimitResult | undefined;
  for (const result of results) {
    if (!result.allowed && (!refusal || result.retryAfterSeconds > refusal.retryAfterSeconds)) refusal = result;
  }
  return refusal ?? { allowed: true, retryAfterSeconds: 0 };
}

/**
 * Deletes counters whose window started before olderThan, but never one younger
 * than the longest window any rule may have, so that no live window is
 * forgotten whichever caller prunes. Returns how many.
 */
export async function pruneRateLimits(db: Database, olderThan: Date, now = new Date()): Promise<number> {
  const cutoff = new Date(Math.min(olderThan.getTime(), now.getTime() - LONGEST_WINDOW_SECONDS * 1000));
  // Counted in the database: a busy day's counters are too many to send back one by one.
  const deleted = db.$with("deleted").as(db.delete(rateLimitHits).where(lt(rateLimitHits.windowStartedAt, cutoff)).returning({ key: rateLimitHits.key }));
  const [result] = await db.with(deleted).select({ count: count() }).from(deleted);
  return result?.count ?? 0;
}

let nextPruneAt = 0;

/**
 * Prunes ended counters at most once every PRUNE_INTERVAL_MS in this process: the
 * table stays small without a scheduler, and a busy site (a counter per listing
 * viewed per address) pays for the scan a few times an hour, not per request.
 * The interval runs on the process's own clock, whatever time the caller passes.
 */
export async function pruneRateLimitsNowAndThen(db: Database, now = new Date()): Promise<void> {
  const clock = performance.now();
  if (clock < nextPruneAt) return;
  nextPruneAt = clock + PRUNE_INTERVAL_MS;
  await pruneRateLimits(db, now, now);
}

/**
 * A page's headers with the Retry-After of its action's refusal, if any: React Router
 * sends an action's own headers with a page only through the route's `headers` export.
 */
export function withRetryAfter(parentHeaders: Headers, actionHeaders: Headers): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter !== null) headers.set("Retry-After", retryAfter);
  return headers;
}
