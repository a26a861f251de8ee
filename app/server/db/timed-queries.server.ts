/**
 * Each query's time, added to the Server-Timing of the request that made it
 * (server-timing.server.ts): openPglite and openPostgres give Drizzle their client wrapped here.
 */
import { timingQuery } from "../platform/server-timing.server";
import { aroundDriverCalls } from "./driver-calls.server";

/** The same client (or pool), whose queries are timed for the request that makes them. */
export function timingQueries<T extends object>(client: T): T {
  return aroundDriverCalls(client, { query: timingQuery });
}
