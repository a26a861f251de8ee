/**
 * On PGlite the database lives inside this process (decision note 002: one process opens a
 * data directory at a time), and every statement the app runs reaches it through the
 * client Drizzle was given: openPglite gives Drizzle that client wrapped here. So whether
 * any statement at all has started since a reader last looked says whether the data can
 * have changed since (inventory-version.server.ts skips re-reading the version of the
 * inventory when none has). On PostgreSQL other processes write too: nothing is watched.
 */
import type { Database } from "./database";
import { aroundDriverCalls, isThenable } from "./driver-calls.server";

export type StatementWatch = {
  /** Statements (and transactions) started so far. */
  started: number;
  /** Statements (and transactions) not yet settled. */
  running: number;
};

const watches = new WeakMap<Database, StatementWatch>();

/** The watch of an embedded database's statements; undefined for a database other processes may write. */
export function statementWatch(db: Database): StatementWatch | undefined {
  return watches.get(db);
}

export function watchStatementsOf(db: Database, watch: StatementWatch): void {
  watches.set(db, watch);
}

/** Counts the statement from its start until it settles. */
function counted(watch: StatementWatch, run: () => unknown): unknown {
  watch.started++;
  watch.running++;
  let result: unknown;
  try {
    result = run();
  } catch (error) {
    watch.running--;
    throw error;
  }
  if (!isThenable(result)) {
    watch.running--;
    return result;
  }
  return Promise.resolve(result).finally(() => watch.running--);
}

/** The same PGlite client, whose every query, exec and transaction (and query within it) `watch` counts. */
export function watchingStatements<T extends object>(client: T, watch: StatementWatch): T {
  return aroundDriverCalls(client, { query: (run) => counted(watch, run), transaction: (run) => counted(watch, run) });
}
