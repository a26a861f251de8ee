import type { RouterContextProvider } from "react-router";
import { type AuthRateLimitAction, authRateLimitRules, rateLimitMessage } from "~/domain/auth-rate-limits";
import { database } from "../db/client.server";
import { consumeRateLimits } from "../rate-limit.server";
import { clientAddressContext } from "../request-context.server";

/** Counts one attempt against the client's address and the email; the message to show when over the limit. */
export async function authRateLimitRefusal(
  context: Readonly<RouterContextProvider>,
  action: AuthRateLimitAction,
  email: string,
): Promise<string | null> {
  const rules = authRateLimitRules(action, context.get(clientAddressContext), email);
  const result = await consumeRateLimits(await database(), rules);
  return result.allowed ? null : rateLimitMessage(result.retryAfterSeconds);
}
