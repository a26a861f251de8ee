/**
 * The server's one shutdown path. On SIGTERM or SIGINT: stop accepting connections,
 * answer the requests already sent (for at most `graceMs`), refuse further requests on
 * connections that already had their answer with 503 and `Connection: close`, then close
 * the database and exit 0. Docker sends SIGKILL 10 s after SIGTERM: the bounds keep inside.
 * A signal that comes while the server is still starting lets the start finish (a PGlite
 * migration is best not cut in half), within the same bound.
 */
import net from "node:net";

const DATABASE_CLOSE_MS = 1_000;

/**
 * @param {{ graceMs: number, starting: Promise<unknown>, closeDatabase: () => Promise<void> }} options
 */
export function gracefulShutdown({ graceMs, starting, closeDatabase }) {
  /** Responses not yet finished; the shutdown waits for them. */
  const inFlight = new Set();
  /** Connections that have had a request: after the signal, another request on one is refused. */
  const usedConnections = new WeakSet();
  const afterSignal = { answered: 0, refused: 0 };
  let requested = false;
  /** Set once every request in flight is answered: from then on, the database is closing. */
  let closing = false;
  let server;
  let allAnswered = () => {};

  /** Express middleware, first in line: counts requests in flight and refuses the ones it must. */
  function trackRequests(request, response, next) {
    const reused = usedConnections.has(request.socket);
    usedConnections.add(request.socket);
    inFlight.add(response);
    response.once("close", () => {
      inFlight.delete(response);
      if (!requested) return;
      if (!response.locals.refused) afterSignal.answered++;
      if (inFlight.size === 0) allAnswered();
    });
    if (requested) response.set("Connection", "close");
    // The first request on a connection made before the listener closed is in flight: it is answered.
    if (!requested || (!reused && !closing)) return next();
    afterSignal.refused++;
    response.locals.refused = true;
    response.status(503).type("text/plain").send("This server is shutting down. Please try again in a moment.\n");
  }

  async function shutDown(signal) {
    if (requested) return;
    requested = true;
    const started = Date.now();
    const deadline = started + graceMs;
    if (server) {
      console.log(`${signal}: answering the requests in flight (${inFlight.size} now), then closing the database.`);
      for (const response of inFlight) if (!response.headersSent) response.set("Connection", "close");
      // Connections completed before the signal may still wait in the listen queue: one turn of the
      // event loop accepts them, then the listener closes. Not server.close(): it also destroys the
      // accepted connections whose request has not been read yet.
      await new Promise((resolve) => setImmediate(resolve));
      net.Server.prototype.close.call(server);
      const answered = inFlight.size === 0 || (await before(deadline, new Promise((resolve) => (allAnswered = () => resolve(true))))) === true;
      closing = true;
      if (answered) server.closeIdleConnections();
      else {
        console.error(`${inFlight.size} requests were still running after ${graceMs} ms and were cut off.`);
        server.closeAllConnections();
      }
    } else {
      console.log(`${signal}: stopping before the server listened.`);
      await before(deadline, starting.catch(() => undefined));
    }
    await before(Date.now() + DATABASE_CLOSE_MS, closeDatabase()).catch((error) =>
      console.error(`Could not close the database: ${error instanceof Error ? error.message : String(error)}`),
    );
    console.log(`Stopped in ${Date.now() - started} ms: ${afterSignal.answered} requests answered and ${afterSignal.refused} refused after the ${signal}.`);
    process.exit(0);
  }

  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => shutDown(signal));

  return {
    trackRequests,
    /** The HTTP server, once it listens. */
    serving(httpServer) {
      server = httpServer;
    },
    /** True once a signal asked the process to stop. */
    get requested() {
      return requested;
    },
  };
}

/** The promise's value, or undefined once the deadline (ms since the epoch) passes. */
function before(deadline, promise) {
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
