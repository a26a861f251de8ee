/**
 * A first start on a fresh data directory, as a new container's: the built server
 * (`node --liftoff-only server.js`) spawned on an empty DATA_DIR, `/` requested every
 * 50 ms until it answers 200. Prints, for each of FIRST_START_RUNS runs (default 3), the
 * wall-clock time from the spawn to that first 200 and the CPU time the server had used
 * by then (from /proc), with the machine's load average, which the wall clock follows on
 * a shared machine. The bound: under 8 s.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { spawnBuiltServer } from "../../tests/support/built-server";

const BOUND_MS = 8_000;
const GIVE_UP_MS = 120_000;

export default async function firstStartDrill() {
  const runs = Number(process.env.FIRST_START_RUNS ?? 3);
  console.log(`Drill: first start on a fresh data directory, ${runs} runs (bound: first 200 within ${BOUND_MS / 1000} s)`);
  for (let run = 1; run <= runs; run++) {
    const load = loadavg()[0]?.toFixed(1);
    const started = performance.now();
    const server = await spawnBuiltServer();
    try {
      const tookMs = await firstOk(`${server.baseUrl}/`, started);
      const cpu = cpuSeconds(server.child.pid);
      const verdict = tookMs === undefined ? `no 200 within ${GIVE_UP_MS / 1000} s` : `first 200 after ${(tookMs / 1000).toFixed(1)} s${tookMs <= BOUND_MS ? "" : " (over the bound)"}`;
      console.log(`  run ${run}: ${verdict}; server CPU ${cpu} s; load average ${load}`);
      if (tookMs === undefined || tookMs > BOUND_MS) process.exitCode = 1;
    } finally {
      await server.remove();
    }
  }
}

async function firstOk(url: string, started: number): Promise<number | undefined> {
  while (performance.now() - started < GIVE_UP_MS) {
    const status = await fetch(url).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 0,
    );
    if (status === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** User plus system CPU time of a process so far, in seconds, from /proc (Linux). */
function cpuSeconds(pid: number | undefined): string {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks / 100).toFixed(1);
  } catch {
    return "?";
  }
}
