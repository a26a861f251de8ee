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

export type Load = { perSecond: number; p50: number; p99: number; failures: number; cacheHits?: { hits: number; answers: number } };

const run = promisify(execFile);

/** Chromium's own: pages are measured as browsers ask for them (compressed). */
export const BROWSER_ENCODING = "gzip, deflate, br, zstd";

type WrkOptions = {
  connections: number;
  seconds: number;
  acceptEncoding: string;
  /** More request headers ("Name: value"). */
  headers?: string[];
  /** A Lua script of wrk's (randomPathsScript: a fresh path per request). */
  script?: string;
  /** How long an answer may take before wrk counts a timeout (wrk's default: 2 s). */
  timeoutSeconds?: number;
};

/** One wrk run: one thread, `connections` connections, for `seconds` (whole: wrk takes no fraction), sending `acceptEncoding`. */
export async function wrk(url: string, { connections, seconds, acceptEncoding, headers = [], script, timeoutSeconds }: WrkOptions): Promise<Load> {
  const args = ["-t1", `-c${connections}`, `-d${Math.max(1, Math.round(seconds))}s`, "--latency", "-H", `Accept-Encoding: ${acceptEncoding}`];
  for (const header of headers) args.push("-H", header);
  if (script) args.push("-s", script);
  if (timeoutSeconds) args.push("--timeout", `${timeoutSeconds}s`);
  args.push(url);
  const { stdout } = await run("wrk", args).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") throw new Error("bench:pages needs wrk: apt-get install wrk");
    throw error;
  });
  const load = parseWrk(stdout);
  // A script wrk cannot run leaves it asking for `url` alone, silently.
  if (script && !load.cacheHits) throw new Error(`wrk did not run ${script}:\n${stdout}`);
  return load;
}

/** wrk's report: Requests/sec, the latency distribution's 50 % and 99 %, errors and answers not 2xx or 3xx. */
export function parseWrk(report: string): Load {
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1]);
  if (!Number.isFinite(perSecond)) throw new Error(`wrk printed no rate:\n${report}`);
  const percentile = (at: string) => {
    const match = new RegExp(`^\\s+${at}%\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(report);
    if (!match) throw new Error(`wrk printed no ${at}th percentile:\n${report}`);
    return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const notOk = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  const hits = /^cache hits: (\d+) of (\d+)$/m.exec(report);
  return {
    perSecond,
    p50: percentile("50"),
    p99: percentile("99"),
    failures: notOk + errors,
    ...(hits ? { cacheHits: { hits: Number(hits[1]), answers: Number(hits[2]) } } : {}),
  };
}

/**
 * A wrk script that asks for one of `paths`, picked at random, at each request, and prints
 * how many answers said `X-Page-Cache: hit` (parseWrk reads it into `cacheHits`).
 */
export function randomPathsScript(paths: readonly string[]): string {
  return `local paths = {
${paths.map((path) => `  ${JSON.stringify(path)},`).join("\n")}
}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  math.randomseed(os.time() * 1000 + math.floor(os.clock() * 1000000))
  hits = 0
  answers = 0
end
function request() return wrk.format("GET", paths[math.random(#paths)]) end
function response(status, headers, body)
  answers = answers + 1
  if headers["X-Page-Cache"] == "hit" or headers["x-page-cache"] == "hit" then hits = hits + 1 end
end
function done(summary, latency, requests)
  local hit, answered = 0, 0
  for _, thread in ipairs(threads) do
    hit = hit + thread:get("hits")
    answered = answered + thread:get("answers")
  end
  io.write(string.format("cache hits: %d of %d\\n", hit, answered))
end
`;
}
