/**
 * The production server. It is react-router-serve's setup (compression, immutable
 * hashed assets, a request log) plus what react-router-serve cannot give the app: the
 * client's address, which the sign-in, sign-up and recovery limits count by, and a
 * life cycle an operator can rely on. This file is the only owner of that life cycle:
 *
 * - Start: the build reads the configuration, checks DATA_DIR and opens, migrates and
 *   seeds the database before the server listens; on failure it prints one line
 *   (`AeroMarket cannot start: ...`) and exits 1.
 * - GET /readyz: 200 while the database answers, 503 otherwise (the image's HEALTHCHECK).
 * - SIGTERM or SIGINT: stop accepting connections, answer the requests already running
 *   (for at most SHUTDOWN_GRACE_MS), refuse new ones on open connections with 503, then
 *   close the database and exit 0.
 *
 * TRUST_PROXY: unset when browsers connect directly; behind a load balancer or proxy,
 * the number of proxy hops (e.g. 1) or their addresses, so X-Forwarded-For is believed.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import net from "node:net";
import morgan from "morgan";

// Docker sends SIGKILL 10 s after SIGTERM: requests get 8 s, the database 1 s.
const SHUTDOWN_GRACE_MS = 8_000;
const DATABASE_CLOSE_MS = 1_000;

const build = await import("./build/server/index.js");
const lifecycle = build.entry.module;

/** Responses not yet finished; shutdown waits for them. */
const inFlight = new Set();
/** Connections that have had a request: after a SIGTERM, another request on one is refused. */
const usedConnections = new WeakSet();
let shuttingDown = false;
/** Set once every request in flight is answered: from then on, the database is closing. */
let closing = false;
let server;
let allAnswered = () => {};
const duringShutdown = { answered: 0, refused: 0 };

for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => shutDown(signal));

const prepared = lifecycle.prepareToServe();
try {
  await prepared;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  // Asked to stop while starting, the process exits through shutDown, with 0.
  if (!shuttingDown) process.exit(1);
}

const app = express();
app.disable("x-powered-by");
if (process.env.TRUST_PROXY) app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
app.use(trackRequests);
app.get("/readyz", readiness);
app.use(compression());
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
app.use(morgan("tiny"));
app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    getLoadContext: (request) => lifecycle.requestContext({ clientAddress: request.ip ?? "unknown" }),
  }),
);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
if (!shuttingDown) server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);

function onListen(error) {
  if (error) {
    console.error(`AeroMarket cannot start: cannot listen on ${host ?? ""}:${port} (${error.code ?? error.message})`);
    process.exit(1);
  }
  console.log(`AeroMarket is serving on http://${host ?? "localhost"}:${port}`);
}

function trustProxySetting(value) {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function trackRequests(request, response, next) {
  const reused = usedConnections.has(request.socket);
  usedConnections.add(request.socket);
  inFlight.add(response);
  response.once("close", () => {
    inFlight.delete(response);
    if (!shuttingDown) return;
    if (!response.locals.refused) duringShutdown.answered++;
    if (inFlight.size === 0) allAnswered();
  });
  if (shuttingDown) response.set("Connection", "close");
  // The first request on a connection made before the listener closed is in flight: it is answered.
  if (!shuttingDown || (!reused && !closing)) return next();
  duringShutdown.refused++;
  response.locals.refused = true;
  response.status(503).type("text/plain").send("This server is shutting down. Please try again in a moment.\n");
}

// Not logged by morgan (it comes after): probes every few seconds would drown the request log.
async function readiness(_request, response) {
  const ready = await lifecycle.databaseIsReady();
  response.status(ready ? 200 : 503).set("Cache-Control", "no-store").type("text/plain").send(ready ? "ready\n" : "database unavailable\n");
}

async function shutDown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  const started = Date.now();
  const deadline = started + SHUTDOWN_GRACE_MS;
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
      console.error(`${inFlight.size} requests were still running after ${SHUTDOWN_GRACE_MS} ms and were cut off.`);
      server.closeAllConnections();
    }
  } else {
    // Still starting: let the database finish opening, within the bound (a PGlite migration is best not cut in half).
    console.log(`${signal}: stopping before the server listened.`);
    await before(deadline, prepared.catch(() => undefined));
  }
  await before(Date.now() + DATABASE_CLOSE_MS, lifecycle.closeDatabase()).catch((error) =>
    console.error(`Could not close the database: ${error instanceof Error ? error.message : String(error)}`),
  );
  console.log(`Stopped in ${Date.now() - started} ms: ${duringShutdown.answered} requests answered and ${duringShutdown.refused} refused after the ${signal}.`);
  process.exit(0);
}

/** The promise's value, or undefined once the deadline (ms since the epoch) passes. */
function before(deadline, promise) {
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
