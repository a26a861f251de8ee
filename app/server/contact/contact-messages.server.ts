import { rateLimitMessage } from "~/domain/accounts/auth-rate-limits";
import { contactLimitRules } from "~/domain/visitor-limits";
import type { Database } from "../db/database";
import { consumeRateLimits, pruneRateLimitsNowAndThen } from "../platform/rate-limit.server";

/** Counts one message against the client's address and the sender's email; the message to show when over the limit. */
export async function contactRateLimitRefusal(db: Database, clientAddress: string, email: string, now = new Date()): Promise<string | null> {
  const result = await consumeRateLimits(db, contactLimitRules(clientAddress, email), now);
  await pruneRateLimitsNowAndThen(db, now);
  return result.allowed ? null : rateLimitMessage(result.retryAfterSeconds);
}
