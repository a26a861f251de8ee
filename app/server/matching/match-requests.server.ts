/**
 * Buyers' requirements kept for seller demand: recorded anonymously at each /ai-match
 * search (deduplicated, limited per address) and summarised for a seller's described
 * aircraft. The ranking itself is matching.server.ts's.
 */
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { and, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import { type MatchRequirements, matchRequirementsSchema } from "~/domain/matching/match-requirements-schema";
import type { SellerAircraft } from "~/domain/matching/seller-aircraft-schema";
import { DEMAND_MAX_SEARCHES, DEMAND_WINDOW_DAYS, type SellerDemand, summariseDemand } from "~/domain/matching/seller-demand";
import { matchRecordingRule } from "~/domain/visitor-limits";
import type { Database } from "../db/database";
import { database } from "../db/client.server";
import { matchRequests } from "../db/schema";
import { runInBackground } from "../platform/background-work.server";
import { consumeRateLimit, pruneRateLimitsNowAndThen } from "../platform/rate-limit.server";

/** The same requirements again within this many minutes (a reload, "Show more") are recorded once. */
export const MATCH_REQUEST_DEDUPE_MINUTES = 10;

const MINUTE_MS = 60_000;
// Any fixed number, distinct from the migration lock: recordings of requirements take it in turn.
const RECORD_LOCK_ID = 7_240_194;
const DAY_MS = 86_400_000;

// Per database (tests open several): the requirements this process saw a row kept for, and
// that row's time. Rows are never deleted, so while it is within the dedupe window a
// recording would find it and keep nothing: the transaction is skipped, nothing else changes.
const keptRecently = new WeakMap<Database, Map<string, number>>();
const MAX_REMEMBERED_RECORDINGS = 1_000;

function rememberRecording(db: Database, key: string, createdAt: Date, now: Date) {
  const remembered = keptRecently.get(db) ?? new Map<string, number>();
  keptRecently.set(db, remembered);
  if (remembered.size >= MAX_REMEMBERED_RECORDINGS) {
    for (const [oldKey, time] of remembered) if (now.getTime() - time >= MATCH_REQUEST_DEDUPE_MINUTES * MINUTE_MS) remembered.delete(oldKey);
    if (remembered.size >= MAX_REMEMBERED_RECORDINGS) remembered.clear();
  }
  remembered.set(key, Math.max(remembered.get(key) ?? 0, createdAt.getTime()));
}

/**
 * Keeps a buyer's requirements for seller demand, anonymously: the structured
 * answers and the time, nothing about who asked, and not the free-text notes.
 * Identical requirements within MATCH_REQUEST_DEDUPE_MINUTES are kept once,
 * so a reload or "Show more" does not count twice, and each client address
 * adds at most MATCH_RECORDING_LIMIT new rows, so a loop cannot flood the
 * sellers' demand summary. Returns whether a row was kept.
 */
export async function recordMatchRequest(
  db: Database,
  requirements: MatchRequirements,
  clientAddress: string,
  now = new Date(),
): Promise<boolean> {
  const row = {
    aircraftType: requirements.aircraftType,
    budget: requirements.budget,
    passengerCapacity: requirements.passengerCapacity ?? null,
    range: requirements.range ?? null,
    usage: requirements.usage ?? null,
    timeline: requirements.timeline ?? null,
  };
  const key = JSON.stringify(Object.values(row));
  const since = new Date(now.getTime() - MATCH_REQUEST_DEDUPE_MINUTES * MINUTE_MS);
  const knownAt = keptRecently.get(db)?.get(key);
  if (knownAt !== undefined && knownAt > since.getTime()) {
    await pruneRateLimitsNowAndThen(db, now);
    return false;
  }
  const kept = await db.transaction(async (tx) => {
    // Two identical searches at the same moment still make one row.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RECORD_LOCK_ID})`);
    const [recent] = await tx
      .select({ createdAt: matchRequests.createdAt })
      .from(matchRequests)
      .where(
        and(
          gt(matchRequests.createdAt, since),
          eq(matchRequests.aircraftType, row.aircraftType),
          eq(matchRequests.budget, row.budget),
          row.passengerCapacity === null ? isNull(matchRequests.passengerCapacity) : eq(matchRequests.passengerCapacity, row.passengerCapacity),
          row.range === null ? isNull(matchRequests.range) : eq(matchRequests.range, row.range),
          row.usage === null ? isNull(matchRequests.usage) : eq(matchRequests.usage, row.usage),
          row.timeline === null ? isNull(matchRequests.timeline) : eq(matchRequests.timeline, row.timeline),
        ),
      )
      .orderBy(desc(matchRequests.createdAt))
      .limit(1);
    if (recent) return { kept: false, createdAt: recent.createdAt };
    // Only searches that would be kept count against the address: repeats do not use up its allowance.
    const allowance = await consumeRateLimit(tx, matchRecordingRule(clientAddress), now);
    if (!allowance.allowed) return { kept: false, createdAt: null };
    await tx.insert(matchRequests).values({ ...row, createdAt: now });
    return { kept: true, createdAt: now };
  });
  if (kept.createdAt !== null) rememberRecording(db, key, kept.createdAt, now);
  await pruneRateLimitsNowAndThen(db, now);
  return kept.kept;
}

const RESULTS_PAGE = /^\/ai-match(?:\.data)?$/;

/**
 * A person given a buyer's results from the page cache (server/page-cache.js) searched all
 * the same: their requirements are recorded as the page's loader records them (it runs for
 * the page and for its `.data` when that asks for the page's route). The page was kept only
 * when its answers were valid, so they parse here as they did there.
 */
export function noteMatchRequestOfReusedPage(pathWithQuery: string, clientAddress: string): void {
  const queryAt = pathWithQuery.indexOf("?");
  if (queryAt === -1 || !RESULTS_PAGE.test(pathWithQuery.slice(0, queryAt))) return;
  const params = new URLSearchParams(pathWithQuery.slice(queryAt + 1));
  const routes = params.get("_routes");
  if (params.get("role") !== "buyer" || params.get("run") !== "1" || (routes !== null && !routes.split(",").includes("routes/ai-match"))) return;
  const submission = parseWithZod(params, { schema: matchRequirementsSchema });
  if (submission.status !== "success") return;
  const requirements = submission.value;
  runInBackground("Recording a buyer's requirements", async () => {
    await recordMatchRequest(await database(), requirements, clientAddress);
  });
}

/** The most recent buyer requirements within the demand window, newest first. */
export async function recentMatchRequests(db: Database, now = new Date()): Promise<MatchRequirements[]> {
  const since = new Date(now.getTime() - DEMAND_WINDOW_DAYS * DAY_MS);
  const rows = await db
    .select({
      aircraftType: matchRequests.aircraftType,
      budget: matchRequests.budget,
      passengerCapacity: matchRequests.passengerCapacity,
      range: matchRequests.range,
      usage: matchRequests.usage,
      timeline: matchRequests.timeline,
    })
    .from(matchRequests)
    .where(gte(matchRequests.createdAt, since))
    .orderBy(desc(matchRequests.createdAt), desc(matchRequests.id))
    .limit(DEMAND_MAX_SEARCHES);
  return rows.map((row) => ({
    aircraftType: row.aircraftType,
    budget: row.budget,
    passengerCapacity: row.passengerCapacity ?? undefined,
    range: row.range ?? undefined,
    usage: row.usage ?? undefined,
    timeline: row.timeline ?? undefined,
  }));
}

/** How recent buyer searches would receive the seller's described aircraft: counts only. */
export async function sellerDemand(db: Database, aircraft: SellerAircraft, now = new Date()): Promise<SellerDemand> {
  return summariseDemand(aircraft, await recentMatchRequests(db, now));
}
