/**
 * With DATABASE_URL the built server serves from several worker processes, and SIGTERM to
 * the one process an operator knows still answers every request already sent, stops
 * every worker and exits 0. Needs TEST_DATABASE_URL (PGlite serves one process) and
 * Linux's /proc, where the workers are seen; `npm run build` first.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { type BurstReply, sendAtOnce } from "../support/http-burst";
import { adminQuery, databaseUrl } from "./test-database";

const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const SKIPPED = !serverUrl ? ": skipped, needs TEST_DATABASE_URL" : !existsSync("/proc/self/stat") ? ": skipped, needs /proc" : "";
const databaseName = `aeromarket_workers_${process.pid}_${randomBytes(4).toString("hex")}`;
const WORKERS = 2;
const TIMEOUT = { timeout: 120_000 };
const SEARCHES = ["cessna", "citation", "king air", "pilatus", "gulfstream"];

/** Fields of /proc/<pid>/stat after the command name, which may hold spaces. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

function childrenOf(parent: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => procStat(pid)?.[1] === String(parent));
}

/** CPU time the process has used, in clock ticks (user + system). */
function cpuTicks(pid: number): number {
  const fields = procStat(pid) ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = read();
  }
  return value;
}

function catalogSearches(baseUrl: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${baseUrl}/catalog?q=${encodeURIComponent(SEARCHES[index % SEARCHES.length] ?? "")}`);
}

function outcome(reply: BurstReply): string {
  if ("error" in reply) return `no reply: ${reply.error}`;
  if (reply.status === 200 && reply.body.trimEnd().endsWith("</html>")) return "the whole page";
  if (reply.status === 503 && reply.body.includes("This server is shutting down")) return "503, try again";
  return `${reply.status}: ${reply.body.slice(-200)}`;
}

describe.skipIf(SKIPPED)(`the server on PostgreSQL${SKIPPED}`, () => {
  let server: BuiltServer | undefined;

  beforeAll(async () => {
    await adminQuery(serverUrl, `CREATE DATABASE "${databaseName}"`);
  });
  afterEach(async () => {
    // The workers close their connections before the primary exits, so the database can be dropped.
    await server?.stop("SIGTERM");
    await server?.remove();
    server = undefined;
  });
  afterAll(async () => {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${databaseName}"`);
  });

  async function startWithWorkers(): Promise<{ server: BuiltServer; workers: number[] }> {
    server = await startBuiltServer({ env: { DATABASE_URL: databaseUrl(serverUrl, databaseName), WEB_CONCURRENCY: String(WORKERS) } });
    const primary = server.child.pid ?? 0;
    const workers = await until(
      () => childrenOf(primary),
      (pids) => pids.length === WORKERS,
    );
    await until(server.output, (output) => output.includes("with 2 worker processes"));
    return { server, workers };
  }

  it("answers from every worker process", TIMEOUT, async () => {
    const { server, workers } = await startWithWorkers();
    expect(workers).toHaveLength(WORKERS);
    expect(server.output()).toContain(`AeroMarket is serving on ${server.baseUrl} with 2 worker processes`);

    const before = workers.map(cpuTicks);
    const replies = await Promise.all(await sendAtOnce(catalogSearches(server.baseUrl, 40)));
    expect(replies.map(outcome).filter((result) => result !== "the whole page")).toEqual([]);
    // Each worker rendered catalogue pages: tens of milliseconds of CPU each, where an idle one uses next to none.
    const used = workers.map((pid, index) => cpuTicks(pid) - (before[index] ?? 0));
    expect(used.filter((ticks) => ticks < 5)).toEqual([]);
  });

  it("replaces a worker that dies, and keeps answering", TIMEOUT, async () => {
    const { server, workers } = await startWithWorkers();
    process.kill(workers[0] ?? 0, "SIGKILL");
    const primary = server.child.pid ?? 0;
    const now = await until(
      () => childrenOf(primary),
      (pids) => pids.length === WORKERS && !pids.includes(workers[0] ?? 0),
    );
    expect(now).toHaveLength(WORKERS);
    expect(now).not.toContain(workers[0]);
    // The primary's log line travels through a pipe and may arrive after the new worker shows.
    const stopped = `Worker process ${workers[0]} stopped (killed by SIGKILL): starting another.`;
    expect(await until(() => server.output(), (output) => output.includes(stopped))).toContain(stopped);
    const pages = await Promise.all(Array.from({ length: 6 }, () => fetch(`${server.baseUrl}/catalog`).then((response) => response.status)));
    expect(pages).toEqual(Array(6).fill(200));
  });

  it("on SIGTERM answers every request already sent, in full or with a 503 to retry, stops every worker and exits 0", TIMEOUT, async () => {
    const { server, workers } = await startWithWorkers();
    const replies = await sendAtOnce(catalogSearches(server.baseUrl, 50));
    const code = await server.stop("SIGTERM");

    const outcomes = (await Promise.all(replies)).map(outcome);
    expect(outcomes.filter((result) => result !== "the whole page" && result !== "503, try again")).toEqual([]);
    expect(code).toBe(0);
    expect(server.output()).toContain("SIGTERM: stopping the 2 worker processes.");
    expect(workers.filter((pid) => procStat(pid) !== undefined)).toEqual([]);
  });
});
