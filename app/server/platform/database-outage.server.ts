/**
 * While the database is away (PostgreSQL restarting, the network between them down),
 * pages answer 503 with Retry-After, and the error page says the site is briefly
 * unavailable, rather than a 500 that says something broke. server.js serves the build
 * through `answeringOutagesWith503`, which turns such an error, thrown by any route's
 * middleware, loader or action, into a 503 route error response.
 */
import { data, type ServerBuild } from "react-router";

export const OUTAGE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
// PostgreSQL's SQLSTATEs for a server going or gone: shutting down, crashed, starting, full.
const SERVER_GONE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
// A connection refused by the database's own rules (its CONNECT right revoked: 42501 "permission
// denied for database"; the role not allowed to log in: class 28): an operator's change that
// will be undone, never a query of the app's.
const CONNECT_REFUSED = /^permission denied for database /;
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "The database is closed",
];

/** True when the error, or one it wraps, says the database cannot be reached (not that a query was wrong). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 8) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_GONE_STATES.has(code) || code.startsWith("08") || code.startsWith("28"))) return true;
  if (code === "42501" && CONNECT_REFUSED.test(error.message)) return true;
  if (POOL_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

type Handler = (...args: never[]) => unknown;

function answering503<F extends Handler>(handler: F): F {
  return (async (...args: Parameters<F>) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      throw data("The site is briefly unavailable.", {
        status: 503,
        statusText: "Service Unavailable",
        headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) },
      });
    }
  }) as F;
}

/** The same build, with every route's middleware, loader and action answering a database outage with a 503. */
export function answeringOutagesWith503(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action, middleware } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: answering503(loader) } : {}),
        ...(action ? { action: answering503(action) } : {}),
        ...(middleware ? { middleware: middleware.map((step) => answering503(step)) } : {}),
      },
    };
  }
  return { ...build, routes };
}
