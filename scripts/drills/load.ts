/** A small load generator for the drills: workers that request pages back to back over keep-alive connections. */

export type Outcome = {
  startedAt: number;
  endedAt: number;
  /** The HTTP status, when a complete response came back. */
  status?: number;
  /** Otherwise why not: the error's code (ECONNREFUSED: never reached the server; others: sent, no reply). */
  error?: string;
};

export type Load = { outcomes: Outcome[]; stop: () => Promise<Outcome[]> };

const REQUEST_TIMEOUT_MS = 15_000;

/** Requests one full response; never throws. */
export async function request(url: string): Promise<Outcome> {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), redirect: "manual" });
    await response.arrayBuffer();
    return { startedAt, endedAt: performance.now(), status: response.status };
  } catch (error) {
    return { startedAt, endedAt: performance.now(), error: errorCode(error) };
  }
}

function errorCode(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause && typeof cause === "object" && "code" in cause && typeof cause.code === "string") return cause.code;
  if (error instanceof Error && error.name === "TimeoutError") return "TIMEOUT";
  return error instanceof Error ? error.name : String(error);
}

/** `workers` loops over `urls`, each pausing `pauseMs` between its requests, until stopped. */
export function startLoad(urls: string[], workers: number, pauseMs = 0): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  const worker = async (offset: number) => {
    for (let index = offset; running; index++) {
      outcomes.push(await request(urls[index % urls.length] ?? ""));
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, offset) => worker(offset)));
  return {
    outcomes,
    async stop() {
      running = false;
      await done;
      return outcomes;
    },
  };
}

export const ms = (value: number) => `${Math.round(value)} ms`;

/** Counts of outcomes by status or error code, e.g. "200 x412, 503 x3, ECONNREFUSED x2". */
export function tally(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = outcome.status !== undefined ? String(outcome.status) : (outcome.error ?? "?");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([key, count]) => `${key} x${count}`).join(", ") || "none";
}
