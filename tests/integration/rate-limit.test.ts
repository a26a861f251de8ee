/**
 * The database rate limiter against a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL, where concurrent hits really race on separate connections).
 * Every test uses its own keys and passes its own clock.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/database";
import { rateLimitHits } from "~/server/db/schema";
import {
  consumeRateLimit,
  consumeRateLimits,
  LONGEST_WINDOW_SECONDS,
  pruneRateLimits,
  pruneRateLimitsNowAndThen,
  type RateLimitRule,
} from "~/server/platform/rate-limit.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

const START = new Date("2031-05-01T12:00:00.000Z");

function at(seconds: number): Date {
  return new Date(START.getTime() + seconds * 1000);
}

let keyCounter = 0;
function rule(limit: number, windowSeconds: number): RateLimitRule {
  keyCounter++;
  return { key: `test:${keyCounter}`, limit, windowSeconds };
}

/** Consumes the rule `times` times in turn at the same instant, and returns each result. */
async function consumeTimes(db: Database, limitRule: RateLimitRule, times: number, now: Date) {
  const results = [];
  for (let i = 0; i < times; i++) results.push(await consumeRateLimit(db, limitRule, now));
  return results;
}

describe("the database rate limiter", () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });

  afterAll(async () => {
    await database?.close();
  });

  it("allows exactly the limit and refuses the next attempt", async () => {
    const limited = rule(3, 60);
    const results = await consumeTimes(db, limited, 5, START);
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false, false]);
    expect(results.slice(0, 3).every((result) => result.retryAfterSeconds === 0)).toBe(true);
  });

  it("keeps separate keys independent", async () => {
    const first = rule(2, 60);
    const second = rule(2, 60);
    await consumeTimes(db, first, 3, START);
    expect(await consumeRateLimit(db, first, START)).toMatchObject({ allowed: false });
    expect(await consumeRateLimit(db, second, START)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("says how long until the window ends, rounded up to a whole second", async () => {
    const limited = rule(1, 300);
    expect(await consumeRateLimit(db, limited, START)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await consumeRateLimit(db, limited, START)).toEqual({ allowed: false, retryAfterSeconds: 300 });
    expect(await consumeRateLimit(db, limited, at(60))).toEqual({ allowed: false, retryAfterSeconds: 240 });
    expect(await consumeRateLimit(db, limited, at(299.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await consumeRateLimit(db, limited, at(299.999))).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("starts a new window once the old one has ended, not before", async () => {
    const limited = rule(2, 60);
    await consumeTimes(db, limited, 3, START);
    // Attempts within the window keep it going from its start, they do not extend it.
    expect(await consumeRateLimit(db, limited, at(59.999))).toMatchObject({ allowed: false });
    expect(await consumeTimes(db, limited, 3, at(60))).toEqual([
      { allowed: true, retryAfterSeconds: 0 },
      { allowed: true, retryAfterSeconds: 0 },
      { allowed: false, retryAfterSeconds: 60 },
    ]);
    const [row] = await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, limited.key));
    expect(row).toEqual({ key: limited.key, windowStartedAt: at(60), hits: 3 });
    // Long after, one attempt opens a fresh window with a count of one.
    expect(await consumeRateLimit(db, limited, at(3600))).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const [fresh] = await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, limited.key));
    expect(fresh).toEqual({ key: limited.key, windowStartedAt: at(3600), hits: 1 });
  });

  it("counts every concurrent attempt exactly once", async () => {
    const limited = rule(10, 60);
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(db, limited, START)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    const [row] = await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, limited.key));
    expect(row?.hits).toBe(20);
  });

  it("restarts an ended window once when concurrent attempts find it ended", async () => {
    const limited = rule(5, 60);
    await consumeTimes(db, limited, 6, START);
    const results = await Promise.all(Array.from({ length: 8 }, () => consumeRateLimit(db, limited, at(120))));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    const [row] = await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, limited.key));
    expect(row).toEqual({ key: limited.key, windowStartedAt: at(120), hits: 8 });
  });

  describe("consumeRateLimits", () => {
    it("counts the attempt against every rule, even after one refuses", async () => {
      const tight = rule(1, 60);
      const loose = rule(100, 60);
      expect(await consumeRateLimits(db, [tight, loose], START)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      expect(await consumeRateLimits(db, [tight, loose], START)).toEqual({ allowed: false, retryAfterSeconds: 60 });
      expect(await consumeRateLimits(db, [tight, loose], START)).toMatchObject({ allowed: false });
      const [row] = await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, loose.key));
      expect(row?.hits).toBe(3);
    });

    it("reports the longest wait when several rules refuse", async () => {
      const short = rule(1, 60);
      const long = rule(1, 3600);
      await consumeRateLimits(db, [short, long], START);
      expect(await consumeRateLimits(db, [short, long], at(10))).toEqual({ allowed: false, retryAfterSeconds: 3590 });
      expect(await consumeRateLimits(db, [long, short], at(20))).toEqual({ allowed: false, retryAfterSeconds: 3580 });
    });

    it("allows an attempt with no rules", async () => {
      expect(await consumeRateLimits(db, [], START)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    });
  });

  it("prunes the counters whose window started before the given time", async () => {
    const old = rule(5, 60);
    const recent = rule(5, 60);
    await consumeRateLimit(db, old, new Date("2020-01-01T00:00:00.000Z"));
    await consumeRateLimit(db, recent, new Date("2020-01-01T01:00:00.000Z"));
    const pruned = await pruneRateLimits(db, new Date("2020-01-01T00:30:00.000Z"));
    expect(pruned).toBe(1);
    const keys = (await db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
    expect(keys).not.toContain(old.key);
    expect(keys).toContain(recent.key);
  });

  it("never prunes a counter younger than the longest window, whatever time it is given", async () => {
    const now = new Date("2021-06-01T12:00:00.000Z");
    const dayLong = rule(1, LONGEST_WINDOW_SECONDS);
    const ended = rule(1, 60);
    await consumeRateLimit(db, dayLong, new Date(now.getTime() - 2 * 3_600_000));
    await consumeRateLimit(db, ended, new Date(now.getTime() - (LONGEST_WINDOW_SECONDS + 1) * 1000));
    // A caller whose own rules last an hour asks for everything older than an hour.
    await pruneRateLimits(db, new Date(now.getTime() - 3_600_000), now);
    const keys = (await db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
    expect(keys).toContain(dayLong.key);
    expect(keys).not.toContain(ended.key);
    expect(await consumeRateLimit(db, dayLong, now)).toMatchObject({ allowed: false });
  });

  it("prunes now and then: at once in a new process, then not again for a while", async () => {
    const now = new Date("2022-02-01T00:00:00.000Z");
    const twoDaysAgo = new Date(now.getTime() - 2 * LONGEST_WINDOW_SECONDS * 1000);
    const keys = async () => (await db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
    const first = rule(1, 60);
    const second = rule(1, 60);
    await consumeRateLimit(db, first, twoDaysAgo);
    await pruneRateLimitsNowAndThen(db, now);
    expect(await keys()).not.toContain(first.key);
    await consumeRateLimit(db, second, twoDaysAgo);
    await pruneRateLimitsNowAndThen(db, now);
    expect(await keys()).toContain(second.key);
  });

  it("rejects a rule that cannot be counted", async () => {
    await expect(consumeRateLimit(db, { key: "test:bad-window", limit: 1, windowSeconds: 0 }, START)).rejects.toThrow(RangeError);
    await expect(consumeRateLimit(db, { key: "test:bad-limit", limit: 1.5, windowSeconds: 60 }, START)).rejects.toThrow(RangeError);
    // Longer windows would be pruned while still open.
    await expect(consumeRateLimit(db, { key: "test:long", limit: 1, windowSeconds: LONGEST_WINDOW_SECONDS + 1 }, START)).rejects.toThrow(
      RangeError,
    );
  });
});
