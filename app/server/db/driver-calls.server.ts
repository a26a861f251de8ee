/**
 * The one way the app wraps the client Drizzle is given (node-postgres's pool, or PGlite):
 * `query` runs around each query (and each `connect` that lends a pool's client for a
 * transaction), `transaction` around each PGlite transaction, and the client a transaction
 * hands over or the pool lends is wrapped alike, so no query escapes. Counting failed queries
 * (failed-queries.server.ts) and watching statements start (embedded-statements.server.ts)
 * are both made of it. The client's own methods run on the client itself, so a pool's query
 * calling its own connect, or PGlite's transaction calling its own query, is seen once.
 */
type Method = (...args: unknown[]) => unknown;

/** Runs `run` (a driver call) and answers what it answers, or something standing for it. */
export type AroundCall = (run: () => unknown) => unknown;

export type AroundCalls = { query: AroundCall; transaction?: AroundCall };

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}

export function aroundDriverCalls<T extends object>(client: T, around: AroundCalls): T {
  const aroundTransaction = around.transaction ?? ((run: () => unknown) => run());
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const method = value as Method;
      switch (property) {
        case "query":
        case "exec":
          return (...args: unknown[]) => around.query(() => method.apply(target, args));
        // node-postgres: the client lent for a transaction.
        case "connect":
          return (...args: unknown[]) => {
            const lent = around.query(() => method.apply(target, args));
            return isThenable(lent) ? lent.then((lentClient) => (lentClient && typeof lentClient === "object" ? aroundDriverCalls(lentClient, around) : lentClient)) : lent;
          };
        // PGlite: the transaction handed to the callback.
        case "transaction":
          return (callback: unknown, ...rest: unknown[]) =>
            aroundTransaction(() =>
              method.call(target, typeof callback === "function" ? (transaction: object) => (callback as Method)(aroundDriverCalls(transaction, around)) : callback, ...rest),
            );
        default:
          return method.bind(target);
      }
    },
  });
}
