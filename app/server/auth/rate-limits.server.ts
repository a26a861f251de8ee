import type { RouterContextProvider } from "react-router";
import { type AuthRateLimitAction, type AuthRateLimitRule, authRateLimitRules, emailChangeRateLimitRules, rateLimitMessage } from "~/domain/accounts/auth-rate-limits";
import { database } from "../db/client.server";
import { consumeRateLimits, pruneRateLimits } from "../platform/rate-limit.server";
import { clientAddressContext } from "../platform/request-context.server";

/** Longer than any auth window, so pruning never drops a live counter. */
const LONGEST_WINDOW_MS = 60 * 60 * 1000;
const PRUNE_EVERY = 100;

/** Counts one attempt against the client's address and the email; the message to show when over the limit. */
export async function authRateLimitRefusal(
  context: Readonly<RouterContextProvider>,
  action: AuthRateLimitAction,
  email: string,
): Promise<string | null> {
  return refusalFor(authRateLimitRules(action, context.get(clientAddressContext), email));
}

/** Counts one email change request against its account and its new address; the message when over the limit. */
export function emailChangeRateLimitRefusal(accountId: string, newEmail: string): Promise<string | null> {
  return refusalFor(emailChangeRateLimitRules(accountId, newEmail));
}

async function refusalFor(rules: AuthRateLimitRule[]): Promise<string | null> {
  const db = await database();
  const result = await consumeRateLimits(db, rules);
  // About one attempt in a hundred clears expired counters: the table stays small without a scheduler.
  if (Math.random() * PRUNE_EVERY < 1) await pruneRateLimits(db, new Date(Date.now() - LONGEST_WINDOW_MS));
  return result.allowed ? null : rateLimitMessage(result.retryAfterSeconds);
}
