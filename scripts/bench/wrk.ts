/**
 * Load from wrk (Debian's `wrk` package: `apt-get install wrk`), for the page benchmark.
 * A page-cache hit costs the server so little that a load generator written in JavaScript
 * (autocannon, used before) spent more of the machine's two cores reading the answers than
 * the server spent making them, so the rates it printed were its own: 220 µs of CPU a
 * request for the catalogue's uncompressed page, 365 µs for its gzip, against the server's
 * ~130. wrk, in C, spends 42 and 10 µs (docs/performance.md, session 12).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

export type Load = { perSecond: number; p50: number; p99: number; failures: number };

const run = promisify(execFile);

/** Chromium's own: pages are measured as browsers ask for them (compressed). */
export const BROWSER_ENCODING = "gzip, deflate, br, zstd";

/** One wrk run: one thread, `connections` connections, for `seconds` (whole: wrk takes no fraction), sending `acceptEncoding`. */
export async function wrk(url: string, { connections, seconds, acceptEncoding }: { connections: number; seconds: number; acceptEncoding: string }): Promise<Load> {
  const args = ["-t1", `-c${connections}`, `-d${Math.max(1, Math.round(seconds))}s`, "--latency", "-H", `Accept-Encoding: ${acceptEncoding}`, url];
  const { stdout } = await run("wrk", args).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") throw new Error("bench:pages needs wrk: apt-get install wrk");
    throw error;
  });
  return parseWrk(stdout);
}

/** wrk's report: Requests/sec, the latency distribution's 50 % and 99 %, errors and answers not 2xx or 3xx. */
export function parseWrk(report: string): Load {
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1]);
  if (!Number.isFinite(perSecond)) throw new Error(`wrk printed no rate:\n${report}`);
  const percentile = (at: string) => {
    const match = new RegExp(`^\\s+${at}%\\s+([\\d.]+)(us|ms|s)$`, "m").exec(report);
    if (!match) throw new Error(`wrk printed no ${at}th percentile:\n${report}`);
    return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const notOk = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return { perSecond, p50: percentile("50"), p99: percentile("99"), failures: notOk + errors };
}
