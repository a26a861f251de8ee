/**
 * Failed database queries, counted for the metrics (aeromarket_db_query_errors_total).
 * Every query the app makes through Drizzle reaches the driver through `query` on the
 * client Drizzle was given: node-postgres's pool, or a client the pool lends for a
 * transaction; PGlite, or the transaction it hands over. openPglite and openPostgres give
 * Drizzle that client wrapped here, so a query whose promise rejects counts once, by
 * cause: "unavailable" when the database could not be reached (isDatabaseUnavailable,
 * the errors pages answer with a 503), "statement" otherwise (a constraint broken, a
 * statement cancelled, a bad statement). A transaction that could not get a connection
 * from the pool counts once, as its first query failed.
 *
 * Not counted: the migrations at start (they run on the driver's client itself, and a
 * failure there stops the start), an idle pooled connection dropped between queries (the pool's "error"
 * event: no query failed), queries made with a callback (Drizzle never makes them), and
 * the database() call refused once the server is shutting down (no query was made).
 */
import { isDatabaseUnavailable } from "../platform/database-outage.server";
import { operationFigures } from "../platform/operation-figures.server";

type Method = (...args: unknown[]) => unknown;

/** Counts a rejected query; passes anything else through untouched. */
function counted<T>(result: T): T {
  if (!isThenable(result)) return result;
  return result.then(undefined, (error: unknown) => {
    operationFigures.databaseQueryErrors[isDatabaseUnavailable(error) ? "unavailable" : "statement"]++;
    throw error;
  }) as T;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}

/**
 * The same client (or pool), whose failed queries are counted. Its own methods run on
 * the client itself, so a pool's query calling its own connect, or PGlite's transaction
 * calling its own query, never counts twice.
 */
export function countingFailedQueries<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const method = value as Method;
      switch (property) {
        case "query":
        case "exec":
          return (...args: unknown[]) => counted(method.apply(target, args));
        // node-postgres: the client lent for a transaction.
        case "connect":
          return (...args: unknown[]) => {
            const lent = counted(method.apply(target, args));
            return isThenable(lent) ? lent.then((lentClient) => (lentClient && typeof lentClient === "object" ? countingFailedQueries(lentClient) : lentClient)) : lent;
          };
        // PGlite: the transaction handed to the callback.
        case "transaction":
          return (callback: unknown, ...rest: unknown[]) =>
            method.call(target, typeof callback === "function" ? (transaction: object) => (callback as Method)(countingFailedQueries(transaction)) : callback, ...rest);
        default:
          return method.bind(target);
      }
    },
  });
}
