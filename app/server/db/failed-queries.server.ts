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
import { aroundDriverCalls, isThenable } from "./driver-calls.server";

/** Counts a rejected query; passes anything else through untouched. */
function counted(result: unknown): unknown {
  if (!isThenable(result)) return result;
  return result.then(undefined, (error: unknown) => {
    operationFigures.databaseQueryErrors[isDatabaseUnavailable(error) ? "unavailable" : "statement"]++;
    throw error;
  });
}

/** The same client (or pool), whose failed queries are counted. */
export function countingFailedQueries<T extends object>(client: T): T {
  return aroundDriverCalls(client, { query: (run) => counted(run()) });
}
