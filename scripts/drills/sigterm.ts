/**
 * SIGTERM to the built server with requests in flight, on PGlite (and on PostgreSQL
 * when its binaries are installed: a throwaway cluster). Two shapes of traffic:
 * - burst: BURST requests, each on its own connection, all sent before the signal;
 * - load: LOAD_WORKERS clients requesting back to back over keep-alive connections,
 *   signalled after LOAD_BEFORE_SIGNAL_MS and kept going until the process exits.
 * Pages mix catalogue searches with aircraft pages, whose views are written.
 * Figures: requests sent; answered; refused, either with a 503 to retry (a request the
 * server had not begun when the signal came) or with a refused connection (sent after
 * the listener closed: it never reached the app); dropped (sent, no reply), and how many
 * of those were sent before the signal; the exit code and the time from the signal to the exit.
 */
import { type BuiltServer, startBuiltServer } from "../../tests/support/built-server";
import { sendAtOnce } from "../../tests/support/http-burst";
import { createPostgresCluster, postgresBinDir } from "../../tests/support/postgres-cluster";
import { ms, startLoad, tally } from "./load";

const BURST = 50;
const LOAD_WORKERS = 16;
const LOAD_BEFORE_SIGNAL_MS = 1_500;
const PAGES = ["/catalog?q=citation", "/aircraft/3", "/catalog?category=helicopter", "/aircraft/17", "/catalog?q=king%20air", "/"];

type Engine = { name: string; env: NodeJS.ProcessEnv };

export default async function sigtermDrill() {
  console.log(`Drill: SIGTERM with requests in flight (burst: ${BURST} requests on their own connections; load: ${LOAD_WORKERS} keep-alive clients)`);
  const cluster = postgresBinDir() ? await createPostgresCluster() : undefined;
  try {
    const engines: Engine[] = [{ name: "PGlite", env: {} }];
    if (cluster) engines.push({ name: "Postgres", env: { DATABASE_URL: cluster.url } });
    else console.log("  (PostgreSQL: skipped, initdb and pg_ctl are not installed)");
    for (const engine of engines) {
      await burst(engine);
      await load(engine);
    }
  } finally {
    await cluster?.destroy();
  }
}

async function signal(server: BuiltServer) {
  const signalledAt = performance.now();
  server.child.kill("SIGTERM");
  const code = await server.exited;
  return { signalledAt, code, shutdownMs: performance.now() - signalledAt, stopped: /Stopped in .*/.exec(server.output())?.[0] ?? "no 'Stopped' line" };
}

async function burst(engine: Engine) {
  const server = await startBuiltServer({ env: engine.env });
  try {
    const replies = await sendAtOnce(Array.from({ length: BURST }, (_, index) => `${server.baseUrl}${PAGES[index % PAGES.length]}`));
    const { code, shutdownMs, stopped } = await signal(server);
    const settled = await Promise.all(replies);
    const pages = settled.filter((reply) => "status" in reply && reply.status === 200 && reply.body.trimEnd().endsWith("</html>")).length;
    const refused = settled.filter((reply) => "status" in reply && reply.status === 503).length;
    const dropped = settled.flatMap((reply) => ("error" in reply ? [reply.error] : []));
    const other = BURST - pages - refused - dropped.length;
    console.log(
      `  ${engine.name.padEnd(8)} burst: ${BURST} sent, ${pages} answered in full, ${refused} refused with 503, ${other} other, ${dropped.length} dropped${dropped.length ? ` (${[...new Set(dropped)].join(", ")})` : ""}; exit ${code} after ${ms(shutdownMs)}`,
    );
    console.log(`           server: "${stopped}"`);
  } finally {
    await server.remove();
  }
}

async function load(engine: Engine) {
  const server = await startBuiltServer({ env: engine.env });
  try {
    const traffic = startLoad(
      PAGES.map((path) => `${server.baseUrl}${path}`),
      LOAD_WORKERS,
    );
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS));
    const { signalledAt, code, shutdownMs, stopped } = await signal(server);
    const outcomes = await traffic.stop();
    const answered = outcomes.filter((outcome) => outcome.status !== undefined && outcome.status !== 503).length;
    const refused503 = outcomes.filter((outcome) => outcome.status === 503).length;
    const refusedConnections = outcomes.filter((outcome) => outcome.error === "ECONNREFUSED").length;
    const dropped = outcomes.filter((outcome) => outcome.status === undefined && outcome.error !== "ECONNREFUSED");
    const droppedInFlight = dropped.filter((outcome) => outcome.startedAt < signalledAt).length;
    console.log(
      `  ${engine.name.padEnd(8)} load:  ${outcomes.length} sent, ${answered} answered, ${refused503} refused with 503, ${refusedConnections} connections refused, ${dropped.length} dropped (${droppedInFlight} of them sent before the signal); exit ${code} after ${ms(shutdownMs)}`,
    );
    console.log(`           ending after the signal: ${tally(outcomes.filter((outcome) => outcome.endedAt >= signalledAt))}; server: "${stopped}"`);
  } finally {
    await server.remove();
  }
}
