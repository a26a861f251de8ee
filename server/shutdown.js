/**
 * The server's one shutdown path. On SIGTERM or SIGINT:
 * 1. Requests already being served are answered (for at most `graceMs`).
 * 2. Until they are, the server keeps accepting connections, because under load the
 *    listen queue holds connections whose requests were sent before the signal: closing
 *    it would reset them unanswered. Every request not already being served (on a
 *    connection accepted after the signal, or a kept-alive one that already had its
 *    answer) gets 503 and `Connection: close`, which a client or proxy can retry safely.
 * 3. Then, once no connection came for LISTEN_QUEUE_QUIET_MS (the queue is empty) or after
 *    LISTEN_QUEUE_DRAIN_MAX_MS, the listener closes, idle connections close, the database
 *    closes, and the process exits 0, or 1 when the grace period ran out with requests
 *    still unanswered (it logs how many). Docker sends SIGKILL 10 s after SIGTERM: the
 *    bounds keep inside.
 * server.js installs this once the app is loaded (before, a signal's default action ends
 * the process at once, with nothing open). A signal while the database opens lets the
 * step under way finish (a PGlite migration is best not cut in half; unpacking a new
 * database and the seed stop part-way and start again on the next start), within the
 * same bound.
 *
 * With several worker processes (server/workers.js), each worker runs the steps above for
 * its own requests; the primary passes the signal on as SIGTERM (a Ctrl-C reaches the
 * workers too, and a second SIGINT would kill them), waits for every worker to exit, and
 * exits 0. A worker whose primary died stops the same way.
 */
import cluster from "node:cluster";
import net from "node:net";

const DATABASE_CLOSE_MS = 1_000;
const LISTEN_QUEUE_QUIET_MS = 200;
const LISTEN_QUEUE_DRAIN_MAX_MS = 1_000;
/** A worker's signal comes a moment after the primary's: its own bounds end a little later. */
const WORKER_EXIT_MARGIN_MS = 300;

/**
 * @param {{ graceMs: number }} options
 */
export function gracefulShutdown({ graceMs }) {
  /** @type {Promise<unknown> | undefined} */
  let starting;
  /** @type {() => Promise<void>} */
  let closeDatabase = async () => {};
  /** Responses being served (not refused) and not yet finished; the shutdown waits for them. */
  const beingServed = new Set();
  /** Every response not yet finished, refusals included. */
  const unfinished = new Set();
  /** Connections that have had a request, or were accepted after the signal: their requests are refused once it came. */
  const refusedConnections = new WeakSet();
  const afterSignal = { answered: 0, refused: 0 };
  let cutOff = 0;
  let requested = false;
  let closingDatabase = false;
  let server;
  /** @type {(() => import("node:cluster").Worker[]) | undefined} */
  let workers;
  let whenServed = () => {};
  let whenFinished = () => {};

  /** Express middleware, first in line: keeps count of the requests in flight and refuses the ones it must. */
  function trackRequests(request, response, next) {
    const refuse = closingDatabase || (requested && refusedConnections.has(request.socket));
    refusedConnections.add(request.socket);
    unfinished.add(response);
    if (!refuse) beingServed.add(response);
    response.once("close", () => {
      unfinished.delete(response);
      beingServed.delete(response);
      if (!requested) return;
      if (!refuse) afterSignal.answered++;
      if (beingServed.size === 0) whenServed();
      if (unfinished.size === 0) whenFinished();
    });
    if (requested) response.set("Connection", "close");
    if (!refuse) return next();
    afterSignal.refused++;
    response.status(503).set("Retry-After", "5").type("text/plain").send("This server is shutting down. Please try again in a moment.\n");
  }

  async function shutDown(signal) {
    if (requested) return;
    requested = true;
    const started = Date.now();
    const deadline = started + graceMs;
    if (server) {
      console.log(`${signal}: answering the ${beingServed.size} requests in flight, then closing the database.`);
      for (const response of beingServed) if (!response.headersSent) response.set("Connection", "close");
      let lastAccepted;
      server.on("connection", (socket) => {
        refusedConnections.add(socket);
        lastAccepted = Date.now();
      });
      const served = await before(deadline, untilEmpty(beingServed, (resolve) => (whenServed = resolve)));
      if (served) {
        // Node accepts about one connection per turn of its event loop: the queue is empty once none came for
        // a while. Under steady load it never is, and requests sent that long after the signal are not in flight.
        const drainUntil = Math.min(deadline, Date.now() + LISTEN_QUEUE_DRAIN_MAX_MS);
        lastAccepted = Date.now();
        while (Date.now() - lastAccepted < LISTEN_QUEUE_QUIET_MS && Date.now() < drainUntil) {
          await new Promise((resolve) => setTimeout(resolve, LISTEN_QUEUE_QUIET_MS / 4));
          // Timers run before the turn's poll for connections: after a stall (a starved CPU), let that poll
          // accept what waited, or the quiet period looks over while the queue still holds requests.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      // Not server.close(): it also destroys accepted connections whose request has not been read yet.
      net.Server.prototype.close.call(server);
      if (served) {
        await before(deadline, untilEmpty(unfinished, (resolve) => (whenFinished = resolve)));
        server.closeIdleConnections();
      } else {
        cutOff = beingServed.size;
        console.error(`${cutOff} requests were still running after ${graceMs} ms and were cut off.`);
        server.closeAllConnections();
      }
    } else if (workers) {
      // A worker exits 1 when it cut requests off; it said how many.
      cutOff = await stopWorkers(signal, workers(), deadline + DATABASE_CLOSE_MS + WORKER_EXIT_MARGIN_MS);
    } else {
      console.log(`${signal}: stopping before the server listened.`);
      await before(deadline, (starting ?? Promise.resolve()).catch(() => undefined));
    }
    closingDatabase = true;
    await before(Date.now() + DATABASE_CLOSE_MS, closeDatabase()).catch((error) =>
      console.error(`Could not close the database: ${error instanceof Error ? error.message : String(error)}`),
    );
    const outcome = workers
      ? `every worker process has exited${cutOff > 0 ? `, ${cutOff} of them with requests cut off or killed` : ""}`
      : `${afterSignal.answered} requests answered and ${afterSignal.refused} refused after the ${signal}${cutOff > 0 ? `, ${cutOff} cut off unanswered` : ""}`;
    console.log(`Stopped in ${Date.now() - started} ms: ${outcome}.`);
    process.exit(cutOff > 0 ? 1 : 0);
  }

  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => shutDown(signal));
  if (cluster.isWorker) process.once("disconnect", () => shutDown("The primary process's exit"));

  return {
    trackRequests,
    /**
     * The app's start (configuration, database) under way, and how to close its database:
     * a signal from now on waits for the start, then closes it.
     */
    starting(start, close) {
      starting = start;
      closeDatabase = close;
    },
    /** The HTTP server, once it listens. */
    serving(httpServer) {
      server = httpServer;
    },
    /** The worker processes serving in this primary's stead, once they are started. */
    supervising(liveWorkers) {
      workers = liveWorkers;
    },
    /** True once a signal asked the process to stop. */
    get requested() {
      return requested;
    },
  };
}

/**
 * Passes the signal on to every worker, and kills those still running at the deadline (ms
 * since the epoch). Resolves with how many did not stop cleanly (exited non-zero or killed).
 */
async function stopWorkers(signal, running, deadline) {
  console.log(`${signal}: stopping the ${running.length} worker processes.`);
  let unclean = 0;
  const exits = running.map(
    (worker) =>
      new Promise((resolve) => {
        if (worker.isDead()) return resolve(undefined);
        worker.once("exit", (code) => {
          if (code !== 0) unclean++;
          resolve(undefined);
        });
      }),
  );
  for (const worker of running) worker.process.kill("SIGTERM");
  await before(deadline, Promise.all(exits));
  for (const worker of running.filter((worker) => !worker.isDead())) {
    console.error(`Worker process ${worker.process.pid} was still running after the grace period and was killed.`);
    worker.process.kill("SIGKILL");
    unclean++;
  }
  return unclean;
}

/** Resolves true once the set is empty; `notify` receives the function to call when it may be. */
function untilEmpty(set, notify) {
  return set.size === 0 ? Promise.resolve(true) : new Promise((resolve) => notify(() => resolve(true)));
}

/** The promise's value, or undefined once the deadline (ms since the epoch) passes. */
function before(deadline, promise) {
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
