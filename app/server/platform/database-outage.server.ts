/**
 * While the database is away (PostgreSQL restarting, the network between them down),
 * pages answer 503 with Retry-After, and the error page says the site is briefly
 * unavailable, rather than a 500 that says something broke. server.js serves the build
 * through `answeringOutagesWith503`, which turns such an error, thrown by any route's
 * middleware, loader or action, into a 503 route error response. The file storage
 * (an S3 bucket, Supabase Storage) going away is its own outage: logged here, as the
 * error page never sees its cause, and told apart on the page (photos and documents only).
 */
import { data, type ServerBuild } from "react-router";
import { DATABASE_OUTAGE, FILE_STORAGE_OUTAGE } from "~/domain/outages";

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

/** The file storage could not be reached (storage.server.ts wraps its backends' failures in it). */
export class FileStorageUnavailableError extends Error {
  override name = "FileStorageUnavailableError";
}

/** True when the error, or one it wraps, is a failure to reach a server over the network. */
export function isNetworkFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 8) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isNetworkFailure(inner, depth + 1))) return true;
  return isNetworkFailure(error.cause, depth + 1);
}

/** True when the error, or one it wraps, says the database cannot be reached (not that a query was wrong). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 8 || error instanceof FileStorageUnavailableError) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_GONE_STATES.has(code) || code.startsWith("08") || code.startsWith("28"))) return true;
  if (code === "42501" && CONNECT_REFUSED.test(error.message)) return true;
  if (POOL_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

type Handler = (...args: never[]) => unknown;

function unavailable(what: string) {
  return data(what, { status: 503, statusText: "Service Unavailable", headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) } });
}

function answering503<F extends Handler>(handler: F): F {
  return (async (...args: Parameters<F>) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (error instanceof FileStorageUnavailableError) {
        console.error("File storage unavailable (photos and documents):", error.cause ?? error);
        throw unavailable(FILE_STORAGE_OUTAGE);
      }
      if (!isDatabaseUnavailable(error)) throw error;
      throw unavailable(DATABASE_OUTAGE);
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
