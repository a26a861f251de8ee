/**
 * PostgreSQL restarted under the built server: idle (the pool holds idle connections
 * when the database goes away), then under light load. A throwaway cluster of its own,
 * stopped for OUTAGE_MS each round. Figures: crashes, responses >= 500 and requests with
 * no response during the outage, and recovery: from the moment Postgres accepts
 * connections again to the first catalogue page answered 200.
 */
import { type BuiltServer, startBuiltServer } from "../../tests/support/built-server";
import { createPostgresCluster, type PostgresCluster, postgresBinDir } from "../../tests/support/postgres-cluster";
import { type Outcome, ms, request, startLoad, tally } from "./load";

const ROUNDS = 3;
const OUTAGE_MS = 2_000;
const RECOVERY_LIMIT_MS = 15_000;
const LIGHT_LOAD = { workers: 4, pauseMs: 50 };
const PAGES = ["/catalog?q=citation", "/catalog?category=helicopter", "/", "/aircraft/12"];

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

type Round = { scenario: string; crashed: boolean; duringOutage: Outcome[]; recoveryMs: number | undefined };

export default async function postgresRestart() {
  console.log(`Drill: PostgreSQL restart (${OUTAGE_MS} ms down), ${ROUNDS} rounds idle and ${ROUNDS} under light load (${LIGHT_LOAD.workers} clients, ${LIGHT_LOAD.pauseMs} ms between requests)`);
  if (!postgresBinDir()) {
    console.log("  skipped: PostgreSQL's initdb and pg_ctl are not installed (set PG_BIN_DIR)");
    return;
  }
  const cluster = await createPostgresCluster();
  let server: BuiltServer | undefined;
  try {
    server = await startBuiltServer({ env: { DATABASE_URL: cluster.url } });
    const rounds: Round[] = [];
    for (const scenario of ["idle", "light load"]) {
      for (let round = 0; round < ROUNDS; round++) {
        const result = await restartOnce(server, cluster, scenario);
        rounds.push(result);
        report(result);
        if (result.crashed) break;
      }
    }
    const crashes = rounds.filter((round) => round.crashed).length;
    const recoveries = rounds.map((round) => round.recoveryMs).filter((value) => value !== undefined);
    console.log(`\nCrashes: ${crashes} of ${rounds.length} restarts. Recovery after Postgres was back: ${recoveries.length ? `${ms(Math.min(...recoveries))} to ${ms(Math.max(...recoveries))}` : "never"}.`);
    if (crashes > 0) console.log(`Server output:\n${server.output().slice(-2000)}`);
  } finally {
    await server?.remove();
    await cluster.destroy();
  }
}

async function restartOnce(server: BuiltServer, cluster: PostgresCluster, scenario: string): Promise<Round> {
  const url = (path: string) => `${server.baseUrl}${path}`;
  // Several pages at once leave several idle connections in the pool.
  await Promise.all(PAGES.map((path) => request(url(path))));
  const load = scenario === "idle" ? undefined : startLoad(PAGES.map(url), LIGHT_LOAD.workers, LIGHT_LOAD.pauseMs);
  if (load) await sleep(500);

  const downAt = performance.now();
  await cluster.stop();
  await sleep(OUTAGE_MS);
  await cluster.start();
  const upAt = performance.now();

  let recoveryMs: number | undefined;
  while (server.child.exitCode === null && performance.now() - upAt < RECOVERY_LIMIT_MS) {
    const outcome = await request(url(PAGES[0] ?? "/"));
    if (outcome.status === 200) {
      recoveryMs = outcome.endedAt - upAt;
      break;
    }
    await sleep(25);
  }
  const outcomes = (await load?.stop()) ?? [];
  const duringOutage = outcomes.filter((outcome) => outcome.endedAt >= downAt && outcome.startedAt <= upAt + (recoveryMs ?? 0));
  return { scenario, crashed: server.child.exitCode !== null, duringOutage, recoveryMs };
}

function report({ scenario, crashed, duringOutage, recoveryMs }: Round) {
  const failed = duringOutage.filter((outcome) => (outcome.status ?? 0) >= 500).length;
  const unanswered = duringOutage.filter((outcome) => outcome.status === undefined).length;
  const requests = scenario === "idle" ? "no requests during the outage" : `${duringOutage.length} requests during the outage: ${failed} answered >= 500, ${unanswered} with no response (${tally(duringOutage)})`;
  console.log(`  ${scenario.padEnd(10)} ${crashed ? "CRASHED" : "alive  "}  recovery ${recoveryMs === undefined ? "none" : ms(recoveryMs)}; ${requests}`);
}
