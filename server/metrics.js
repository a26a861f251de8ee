/**
 * Prometheus metrics at GET /metrics (prom-client): requests counted and timed by the
 * route's pattern and status class; emails sent and failed, rate-limit refusals,
 * background work and images waiting, failed database queries, the alert sender's lease
 * and last round, and the PostgreSQL pool, as the app counts them; and the process's
 * memory, CPU and event-loop lag.
 * Off the public internet by default: served only when METRICS_TOKEN is set, to a
 * request carrying `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise; 404 when
 * unset), or on a port of their own (METRICS_PORT, server.js), where the token is asked
 * for only when it is set. With several worker processes (server/workers.js) the worker
 * a scrape reaches asks the primary, which sums every worker's figures (prom-client's
 * AggregatorRegistry): one view of the site, whose counters only grow while the workers
 * live, rather than one worker's share.
 */
import cluster from "node:cluster";
import { randomUUID, timingSafeEqual } from "node:crypto";
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

const CLUSTER_METRICS = "aeromarket:cluster-metrics";

/**
 * @param {{ token: string | undefined, ownPort?: boolean, routePattern: (path: string) => string, operations: () => { emailsSent: number, emailsFailed: number, rateLimitRefusals: number, databaseQueryErrors: { unavailable: number, statement: number }, alertsLastRoundAt: number, alertsLeaseHeld: boolean, backgroundWorkRunning: number, imageWorkWaiting: number, pool: { total: number, idle: number, waiting: number } | undefined } }} options
 */
export function createMetrics({ token, ownPort = false, routePattern, operations }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const labelNames = ["route", "status_class"];
  const requests = new Counter({ name: "aeromarket_http_requests_total", help: "HTTP requests answered, by route pattern and status class", labelNames, registers: [registry] });
  const durations = new Histogram({
    name: "aeromarket_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern and status class",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // Across workers a figure is summed, except where `aggregator` says otherwise.
  const fromApp = (name, help, type, read, labelNames = [], aggregator = "sum") =>
    new (type === "counter" ? Counter : Gauge)({
      name,
      help,
      labelNames,
      aggregator,
      registers: [registry],
      collect() {
        this.reset();
        read(this);
      },
    });
  fromApp("aeromarket_emails_sent_total", "Emails the site sent", "counter", (metric) => metric.inc(operations().emailsSent));
  fromApp("aeromarket_emails_failed_total", "Emails the site could not send", "counter", (metric) => metric.inc(operations().emailsFailed));
  fromApp("aeromarket_rate_limit_refusals_total", "Attempts refused by a rate limit", "counter", (metric) => metric.inc(operations().rateLimitRefusals));
  fromApp("aeromarket_background_work_running", "Work requests started in the background, still running", "gauge", (metric) => metric.set(operations().backgroundWorkRunning));
  fromApp("aeromarket_image_work_waiting", "Images (photo uploads) waiting for this process's image slot", "gauge", (metric) => metric.set(operations().imageWorkWaiting));
  fromApp("aeromarket_db_query_errors_total", "Database queries that failed, by cause: unavailable (the database could not be reached) or statement (any other error)", "counter", (metric) => {
    const errors = operations().databaseQueryErrors;
    metric.inc({ cause: "unavailable" }, errors.unavailable);
    metric.inc({ cause: "statement" }, errors.statement);
  }, ["cause"]);
  fromApp("aeromarket_alerts_lease_held", "1 while this process holds the alert sender's lease (only the holder sends alerts), else 0", "gauge", (metric) => metric.set(operations().alertsLeaseHeld ? 1 : 0), [], "max");
  fromApp("aeromarket_alerts_last_round_timestamp_seconds", "End of the last alert round this process ran to the end holding the lease (0: none yet)", "gauge", (metric) => metric.set(operations().alertsLastRoundAt), [], "max");
  fromApp("aeromarket_db_pool_connections", "PostgreSQL pool connections by state (absent on PGlite)", "gauge", (metric) => {
    const pool = operations().pool;
    if (!pool) return;
    metric.set({ state: "in_use" }, pool.total - pool.idle);
    metric.set({ state: "idle" }, pool.idle);
    metric.set({ state: "waiting" }, pool.waiting);
  }, ["state"]);

  /** Express middleware: counts and times every request it sees. */
  function countRequests(request, response, next) {
    const stopTimer = durations.startTimer();
    response.once("close", () => {
      const labels = { route: request.path.startsWith("/assets/") ? "/assets/*" : routePattern(request.path), status_class: `${Math.floor(response.statusCode / 100)}xx` };
      requests.inc(labels);
      stopTimer(labels);
    });
    next();
  }

  /** Express handler for GET /metrics. */
  async function serveMetrics(request, response) {
    response.set("Cache-Control", "no-store");
    if (!token && !ownPort) return void response.status(404).type("text/plain").send("Not Found\n");
    if (token && !carriesToken(request.get("Authorization") ?? "", token)) {
      return void response.status(401).set("WWW-Authenticate", "Bearer").type("text/plain").send("The metrics need METRICS_TOKEN as a bearer token.\n");
    }
    response.type(registry.contentType).send(cluster.isWorker ? await askPrimary() : await registry.metrics());
  }

  if (cluster.isWorker) {
    // Answers the primary's requests for this worker's figures.
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry();
  }
  return { countRequests, serveMetrics };
}

/** Every worker's figures, summed by the primary (aggregateWorkerMetrics). */
function askPrimary() {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message?.type !== CLUSTER_METRICS || message.id !== id) return;
      process.off("message", onMessage);
      if (message.error) reject(new Error(`the workers' metrics could not be gathered: ${message.error}`));
      else resolve(message.text);
    };
    process.on("message", onMessage);
    process.send?.({ type: CLUSTER_METRICS, id });
  });
}

/** In the primary: answers a worker's request for the metrics of all workers, summed. */
export function aggregateWorkerMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message) => {
    if (message?.type !== CLUSTER_METRICS) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: CLUSTER_METRICS, id: message.id, text }),
      (error) => worker.isConnected() && worker.send({ type: CLUSTER_METRICS, id: message.id, error: error.message }),
    );
  });
}

function carriesToken(header, token) {
  const offered = Buffer.from(header.replace(/^Bearer\s+/i, ""));
  const expected = Buffer.from(token);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}
