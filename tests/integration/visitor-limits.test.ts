/**
 * What an anonymous visitor may write, against a real database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): contact messages and recorded searches.
 * Listing views are counted in tests/integration/listings.test.ts. Every test
 * speaks from its own client address and passes its own clock.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_EMAIL_LIMIT, CONTACT_IP_LIMIT, MATCH_RECORDING_LIMIT } from "~/domain/visitor-limits";
import type { MatchRequirements } from "~/domain/matching/match-requirements-schema";
import { contactRateLimitRefusal } from "~/server/contact/contact-messages.server";
import type { Database } from "~/server/db/database";
import { matchRequests } from "~/server/db/schema";
import { MATCH_REQUEST_DEDUPE_MINUTES, recordMatchRequest } from "~/server/matching/match-requests.server";
import { openTestDatabase, type TestDatabase } from "./test-database";

const START = new Date("2032-03-01T09:00:00.000Z");

function minutesLater(minutes: number): Date {
  return new Date(START.getTime() + minutes * 60_000);
}

let addressCounter = 0;
function newAddress(): string {
  addressCounter++;
  return `198.18.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

function search(budget: number): MatchRequirements {
  return { aircraftType: "turboprop", budget, passengerCapacity: "5-8", range: undefined, usage: "business", timeline: undefined };
}

describe("limits on anonymous writes", () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });

  afterAll(async () => {
    await database?.close();
  });

  describe("contact messages", () => {
    it("allows the limit per client address, then asks the sender to wait until the hour is over", async () => {
      const address = newAddress();
      for (let i = 0; i < CONTACT_IP_LIMIT.limit; i++) {
        expect(await contactRateLimitRefusal(db, address, `writer${i}@example.com`, START)).toBeNull();
      }
      expect(await contactRateLimitRefusal(db, address, "another@example.com", minutesLater(15))).toBe(
        "Too many attempts. Please wait 45 minutes and try again.",
      );
      expect(await contactRateLimitRefusal(db, address, "another@example.com", minutesLater(59.5))).toBe(
        "Too many attempts. Please wait a minute and try again.",
      );
      expect(await contactRateLimitRefusal(db, address, "another@example.com", minutesLater(60))).toBeNull();
    });

    it("limits one email address whatever client address it writes from", async () => {
      const email = `Pilot.${addressCounter}@Example.com`;
      for (let i = 0; i < CONTACT_EMAIL_LIMIT.limit; i++) {
        expect(await contactRateLimitRefusal(db, newAddress(), email, START)).toBeNull();
      }
      expect(await contactRateLimitRefusal(db, newAddress(), ` ${email.toLowerCase()} `, START)).toMatch(/^Too many attempts\./);
      expect(await contactRateLimitRefusal(db, newAddress(), `someone.else.${addressCounter}@example.com`, START)).toBeNull();
    });

    it("lets other addresses write while one is refused", async () => {
      const busy = newAddress();
      for (let i = 0; i <= CONTACT_IP_LIMIT.limit; i++) await contactRateLimitRefusal(db, busy, `busy${i}@example.com`, START);
      expect(await contactRateLimitRefusal(db, busy, "busy-again@example.com", START)).not.toBeNull();
      expect(await contactRateLimitRefusal(db, newAddress(), "quiet@example.com", START)).toBeNull();
    });
  });

  describe("recorded searches", () => {
    const rowsWithBudget = async (budget: number) =>
      (await db.select({ id: matchRequests.id }).from(matchRequests).where(eq(matchRequests.budget, budget))).length;

    it(`keeps at most ${MATCH_RECORDING_LIMIT.limit} searches per client address per hour`, async () => {
      const address = newAddress();
      // A loop over distinct budgets, each a new search.
      const budgets = Array.from({ length: MATCH_RECORDING_LIMIT.limit + 5 }, (_, i) => 51_000_000 + i * 50_000);
      const kept = [];
      for (const budget of budgets) kept.push(await recordMatchRequest(db, search(budget), address, START));
      expect(kept.filter(Boolean)).toHaveLength(MATCH_RECORDING_LIMIT.limit);
      const stored = await Promise.all(budgets.map(rowsWithBudget));
      expect(stored).toEqual(budgets.map((_, i) => (i < MATCH_RECORDING_LIMIT.limit ? 1 : 0)));

      // Another address is still heard, and the first one again after the hour.
      expect(await recordMatchRequest(db, search(61_000_000), newAddress(), minutesLater(1))).toBe(true);
      expect(await recordMatchRequest(db, search(62_000_000), address, minutesLater(59))).toBe(false);
      expect(await recordMatchRequest(db, search(62_000_000), address, minutesLater(60))).toBe(true);
    });

    it("does not use up the allowance on a repeated search", async () => {
      const address = newAddress();
      expect(await recordMatchRequest(db, search(70_000_000), address, START)).toBe(true);
      for (let i = 0; i < MATCH_RECORDING_LIMIT.limit + 2; i++) {
        expect(await recordMatchRequest(db, search(70_000_000), address, START)).toBe(false);
      }
      expect(await rowsWithBudget(70_000_000)).toBe(1);
      expect(await recordMatchRequest(db, search(70_050_000), address, START)).toBe(true);
    });

    it("keeps a search repeated within the dedupe window once, and again once the window has passed", async () => {
      const address = newAddress();
      expect(await recordMatchRequest(db, search(90_000_000), address, START)).toBe(true);
      expect(await recordMatchRequest(db, search(90_000_000), newAddress(), minutesLater(MATCH_REQUEST_DEDUPE_MINUTES - 1))).toBe(false);
      expect(await recordMatchRequest(db, search(90_000_000), address, minutesLater(MATCH_REQUEST_DEDUPE_MINUTES))).toBe(true);
      expect(await recordMatchRequest(db, search(90_000_000), address, minutesLater(MATCH_REQUEST_DEDUPE_MINUTES + 5))).toBe(false);
      expect(await rowsWithBudget(90_000_000)).toBe(2);
    });

    it("keeps no more than the limit when one address searches concurrently", async () => {
      const address = newAddress();
      const budgets = Array.from({ length: MATCH_RECORDING_LIMIT.limit + 10 }, (_, i) => 80_000_000 + i * 50_000);
      const kept = await Promise.all(budgets.map((budget) => recordMatchRequest(db, search(budget), address, START)));
      expect(kept.filter(Boolean)).toHaveLength(MATCH_RECORDING_LIMIT.limit);
      const stored = await Promise.all(budgets.map(rowsWithBudget));
      expect(stored.reduce((sum, rows) => sum + rows, 0)).toBe(MATCH_RECORDING_LIMIT.limit);
    });
  });
});
