/**
 * Server-Timing on every page the app renders: how long each route's loader took, each
 * panel a loader times by name (the aircraft page's estimate, price history, ...), the
 * database (every query this request made, summed from its asking to its answer) and the
 * whole of the app's work, render included. Browsers show it in the devtools' network
 * panel; bench:pages reads it. Only fixed names and durations go into the header: no id,
 * query, user or value.
 *
 * The cost is a clock read per loader, per timed panel and per query, and one
 * AsyncLocalStorage lookup per query (the store is entered once per request).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createContext, type MiddlewareFunction, type RouterContextProvider, type ServerInstrumentation } from "react-router";

type Entry = { name: string; ms: number };

/** What one request's work took, by name; and the reads a request that writes nothing shares (sharedInRequest). */
export class RequestTimings {
  readonly startedAt = performance.now();
  readonly entries: Entry[] = [];
  databaseMs = 0;
  queries = 0;
  readonly shared = new Map<object, Promise<unknown>>();

  constructor(readonly readsOnly: boolean) {}

  add(name: string, ms: number): void {
    this.entries.push({ name, ms });
  }

  /** The header's value: the named entries, the database's sum, and the app's time so far. */
  header(): string {
    const metrics = this.entries.map(({ name, ms }) => `${name};dur=${ms.toFixed(1)}`);
    metrics.push(`db;desc="${this.queries} queries";dur=${this.databaseMs.toFixed(1)}`);
    metrics.push(`app;dur=${(performance.now() - this.startedAt).toFixed(1)}`);
    return metrics.join(", ");
  }
}

const currentRequest = new AsyncLocalStorage<RequestTimings>();

export const requestTimingsContext = createContext<RequestTimings | null>(null);

/** A name Server-Timing takes as a token: letters, digits, '-', '_' and '.'. */
export function metricName(text: string): string {
  return text.replace(/[^A-Za-z0-9_.-]+/g, "-");
}

/**
 * The root's first middleware: everything the request does runs inside its timings, and
 * its answer carries them.
 */
export const serverTimingMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const timings = new RequestTimings(request.method === "GET" || request.method === "HEAD");
  context.set(requestTimingsContext, timings);
  const response = await currentRequest.run(timings, next);
  response.headers.set("Server-Timing", timings.header());
  return response;
};

/** Every route's loader timed, named `loader-<route>` (entry.server.tsx's instrumentations). */
export const loaderTimings: ServerInstrumentation = {
  route(route) {
    const name = `loader-${metricName(route.id.replace(/^routes\//, ""))}`;
    route.instrument({
      async loader(callLoader, { context }) {
        const startedAt = performance.now();
        await callLoader();
        context.get(requestTimingsContext)?.add(name, performance.now() - startedAt);
      },
    });
  },
};

/** Awaits `work`, noting how long it took under `name` (a fixed word, never data). */
export async function timed<T>(context: Readonly<RouterContextProvider>, name: string, work: Promise<T>): Promise<T> {
  const startedAt = performance.now();
  try {
    return await work;
  } finally {
    context.get(requestTimingsContext)?.add(name, performance.now() - startedAt);
  }
}

/**
 * `timed` for a server module that is not handed the request's context (the matching
 * engine, also run by the alert round): noted on the request it runs for, if any.
 */
export async function timedInRequest<T>(name: string, work: Promise<T>): Promise<T> {
  const timings = currentRequest.getStore();
  if (!timings) return work;
  const startedAt = performance.now();
  try {
    return await work;
  } finally {
    timings.add(name, performance.now() - startedAt);
  }
}

/**
 * `read`'s answer, read once under `key` by a request that only reads (GET, HEAD) and shared
 * by the rest of its work: the inventory version its panels are reused at. Outside a
 * request, or in one whose action may write, each caller reads. A failed read is not kept.
 */
export function sharedInRequest<T>(key: object, read: () => Promise<T>): Promise<T> {
  const timings = currentRequest.getStore();
  if (!timings?.readsOnly) return read();
  const known = timings.shared.get(key) as Promise<T> | undefined;
  if (known) return known;
  const reading = read();
  timings.shared.set(key, reading);
  reading.catch(() => timings.shared.get(key) === reading && timings.shared.delete(key));
  return reading;
}

/** Runs `work` now, noting how long it took under `name`. */
export function timedNow<T>(context: Readonly<RouterContextProvider>, name: string, work: () => T): T {
  const startedAt = performance.now();
  try {
    return work();
  } finally {
    context.get(requestTimingsContext)?.add(name, performance.now() - startedAt);
  }
}

/** A database query's time, added to the request it was made for (none outside a request). */
export function timingQuery(run: () => unknown): unknown {
  const timings = currentRequest.getStore();
  if (!timings) return run();
  const startedAt = performance.now();
  const settled = () => {
    timings.queries++;
    timings.databaseMs += performance.now() - startedAt;
  };
  const result = run();
  if (typeof (result as PromiseLike<unknown> | null)?.then !== "function") {
    settled();
    return result;
  }
  return Promise.resolve(result).finally(settled);
}
