/**
 * The production server. It is react-router-serve's setup (compression, immutable
 * hashed assets, sent as the build compressed them, a request log: server/request-log.js, JSON lines with request ids) plus what react-router-serve cannot give the app: the
 * client's address, which the sign-in, sign-up and recovery limits count by, and a
 * life cycle an operator can rely on, owned here:
 *
 * - Start: the build reads the configuration, checks DATA_DIR and opens, migrates and
 *   seeds the database before the server listens; on failure it prints one line
 *   (`AeroMarket cannot start: ...`) and exits 1.
 * - GET /readyz: 200 while the database and the photo storage answer, 503 otherwise (the image's HEALTHCHECK).
 * - SIGTERM or SIGINT: server/shutdown.js, the one shutdown path, from the moment the
 *   database is opened. Run as `node --liftoff-only server.js` (npm start, the image):
 *   PGlite's WebAssembly then stays on V8's baseline compiler, whose optimizing tier
 *   recompiled it in a background thread that an exiting process must wait for (10 s
 *   after "Stopped" on a busy machine, under 1 s without) and that cost a first start a
 *   quarter of its CPU time.
 * - Processes: with DATABASE_URL, one worker per core (WEB_CONCURRENCY to choose), started
 *   by server/workers.js once this process has checked and migrated everything; each
 *   worker runs the rest of this file. PGlite, a database inside the process, is served
 *   by this one process.
 *
 * TRUST_PROXY: unset when browsers connect directly; behind a load balancer or proxy,
 * the number of proxy hops (e.g. 1) or their addresses, so X-Forwarded-For is believed.
 * SITE_URL, when set, is the origin every request is taken to arrive at (behind a TLS
 * proxy: https://...), so cookies are Secure and forms pass React Router's origin check.
 *
 * Before any route runs, malformed requests are refused with a 4xx (server/), and every
 * response, static files and error pages included, carries the security headers.
 *
 * Signed-out visitors' home, catalogue, aircraft, comparison, sign-in and buyer's results pages are kept per process and reused
 * while the inventory has not changed (server/page-cache.js); PAGE_CACHE=off turns that off.
 *
 * METRICS_PORT, when set, moves GET /metrics to a listener of its own (server/metrics.js).
 * With PGlite, `npm run backup` asks this process for a backup through a socket in
 * DATA_DIR (server/backup-socket.js): only the process that opened PGlite may read it.
 */
import cluster from "node:cluster";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { serveBackups } from "./server/backup-socket.js";
import { publicOriginResolver } from "./server/public-origin.js";
import { createMetrics } from "./server/metrics.js";
import { createPageCache } from "./server/page-cache.js";
import { compressedAtBuild, publicFiles } from "./server/public-files.js";
import { createRequestHandler } from "./server/request-handler.js";
import { createLog, requestLogger, routeConsoleThrough, routePatterns } from "./server/request-log.js";
import { bodyLimitFor, refuseConnect, refuseMalformedRequests } from "./server/request-guards.js";
import { securityHeaders } from "./server/security-headers.js";
import { gracefulShutdown } from "./server/shutdown.js";
import { startWorkers } from "./server/workers.js";

/**
 * What the compression middleware compresses is made for one request (a page the cache
 * cannot answer, a signed-in page, a .data): brotli's quality 2 takes half the CPU of the
 * middleware's 4 for 6 % more bytes (a 92 to 129 KB page: 0.5 against 1.0 ms, 23.1 against
 * 21.8 KB; docs/performance.md, session 18). Files are compressed by the build, at 11.
 */
const FRESH_PAGE_BROTLI_QUALITY = 2;

// Every line is the log's from here on, start-up and shutdown included, in the primary and
// in each worker: JSON in production (README, Logs), readable text otherwise.
const log = createLog(process.env.NODE_ENV === "production");
routeConsoleThrough(log);

// Loading the app holds the thread for about 2 s (10 s on a busy machine), when no signal
// handler could run: until now a SIGTERM's default action ends the process at once, with
// nothing open to lose (in the image, server/pid1.sh passes it on and calls it a clean stop).
const build = await import("./build/server/index.js");
const lifecycle = build.entry.module;

// Requests get 8 s to finish: Docker sends SIGKILL 10 s after SIGTERM.
const shutdown = gracefulShutdown({ graceMs: 8_000 });
const starting = lifecycle.prepareToServe({ stopping: () => shutdown.requested });
shutdown.starting(starting, () => lifecycle.closeDatabase());
try {
  await starting;
} catch (error) {
  // Asked to stop while starting, the process exits through the shutdown path, with 0.
  if (!shutdown.requested) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

// An empty PORT is unset, as for every variable (app/server/platform/env.server.ts).
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST;
const address = `http://${host ?? "localhost"}:${port}`;
const workerCount = cluster.isPrimary && !shutdown.requested ? lifecycle.serverProcessCount() : 1;
if (workerCount > 1) {
  // The workers open their own connections; this process only watches over them.
  await lifecycle.closeDatabase();
  if (!shutdown.requested) shutdown.supervising(startWorkers({ count: workerCount, address, stopping: () => shutdown.requested }));
} else {
  serve();
}

function serve() {
  const app = express();
  app.disable("x-powered-by");
  if (process.env.TRUST_PROXY) app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
  app.use(shutdown.trackRequests);
  const publicOrigin = publicOriginResolver(process.env.SITE_URL);
  app.use(securityHeaders(lifecycle.staticFileSecurityHeaders, publicOrigin));
  app.use(refuseMalformedRequests({ manifestPath: build.routeDiscovery.manifestPath, bodyLimit: bodyLimitFor }));
  app.get("/readyz", readiness);
  const routePattern = routePatterns(build);
  const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
  const metrics = createMetrics({ token: process.env.METRICS_TOKEN || undefined, ownPort: metricsPort !== undefined, routePattern, operations: lifecycle.operationMetrics });
  if (metricsPort === undefined) app.get("/metrics", metrics.serveMetrics);
  const trustProxy = Boolean(process.env.TRUST_PROXY) && process.env.TRUST_PROXY !== "false";
  app.use(requestLogger({ log, trustProxy, routePattern }));
  app.use(metrics.countRequests);
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: FRESH_PAGE_BROTLI_QUALITY } } }));
  app.use("/assets", compressedAtBuild("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(publicFiles("build/client", { maxAge: "1h" }));
  // Every path, without Express's decoding of a route parameter: an address that does not
  // decode (/%zz) reaches the app, whose not-found route answers it with the site's 400 page.
  app.use(
    createRequestHandler({
      build: lifecycle.answeringOutagesWith503(build),
      publicOrigin,
      bodyLimit: bodyLimitFor,
      getLoadContext: (request) => lifecycle.requestContext({ clientAddress: request.ip ?? "unknown", requestLog: request.res?.locals.requestLog }),
      pageCache: process.env.PAGE_CACHE === "off" ? undefined : createPageCache({
              inventoryVersion: lifecycle.inventoryVersion,
              onReuse: (request) => {
                lifecycle.noteViewOfReusedPage(request.path, request.ip ?? "unknown");
                lifecycle.noteMatchRequestOfReusedPage(request.originalUrl, request.ip ?? "unknown");
                lifecycle.noteSearchOfReusedPage(request.originalUrl, request.get("referer"));
              },
            }),
    }),
  );

  if (!shutdown.requested) {
    const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
    // A proxy or client that reuses an idle connection must not meet the server closing it
    // as it sends (Node's 5 s default: the request is lost with a reset). 65 s outlasts the
    // common proxies' 60 s; shutdown closes idle connections itself.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.on("connect", refuseConnect);
    shutdown.serving(server);
    if (metricsPort !== undefined) serveMetricsOnItsOwnPort(metrics, metricsPort);
    const embeddedDataDir = lifecycle.embeddedDataDir();
    if (embeddedDataDir) {
      serveBackups({ dataDir: embeddedDataDir, writeBackup: lifecycle.writeBackup }).catch((error) =>
        console.error(`Backups cannot be taken while this server runs: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
  }
}

/** METRICS_PORT: /metrics alone, on a port the operator keeps off the public internet; the process exits without closing it. */
function serveMetricsOnItsOwnPort(metrics, metricsPort) {
  const metricsApp = express();
  metricsApp.disable("x-powered-by");
  metricsApp.get("/metrics", metrics.serveMetrics);
  const onMetricsListen = (error) => {
    if (!error) return;
    console.error(`AeroMarket cannot start: cannot listen on ${host ?? ""}:${metricsPort} for the metrics (${error.code ?? error.message})`);
    process.exit(1);
  };
  const metricsServer = host ? metricsApp.listen(metricsPort, host, onMetricsListen) : metricsApp.listen(metricsPort, onMetricsListen);
  metricsServer.unref();
}

function onListen(error) {
  if (error) {
    console.error(`AeroMarket cannot start: cannot listen on ${host ?? ""}:${port} (${error.code ?? error.message})`);
    process.exit(1);
  }
  // With several workers, the primary says it once they all listen.
  if (cluster.isPrimary) console.log(`AeroMarket is serving on ${address}`);
}

// "true" (every hop trusted) never gets here: the configuration check refuses it.
function trustProxySetting(value) {
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

// Before the request log: probes every few seconds would drown it.
async function readiness(_request, response) {
  const [databaseReady, storageReady] = await Promise.all([lifecycle.databaseIsReady(), lifecycle.storageIsReady()]);
  const answer = !databaseReady ? "database unavailable" : !storageReady ? "photo storage unavailable" : "ready";
  response.status(answer === "ready" ? 200 : 503).set("Cache-Control", "no-store").type("text/plain").send(`${answer}\n`);
}
