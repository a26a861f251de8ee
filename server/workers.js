/**
 * Several worker processes serving one port (node:cluster), so the site uses every core
 * when its database is a PostgreSQL server. The primary serves nothing: it has already
 * checked the configuration and migrated and seeded the database, then starts the
 * workers, says once that the site is serving, sums the workers' metrics for the one a
 * scrape reaches (server/metrics.js), and replaces a worker that dies. A worker
 * that fails to start ends the whole server with exit code 1: it would fail again.
 * Stopping them is server/shutdown.js's job.
 */
import cluster from "node:cluster";
import { aggregateWorkerMetrics } from "./metrics.js";

/**
 * @param {{ count: number, address: string, stopping: () => boolean }} options
 * @returns {() => import("node:cluster").Worker[]} the workers alive now
 */
export function startWorkers({ count, address, stopping }) {
  let listening = 0;
  aggregateWorkerMetrics();

  function startWorker() {
    const worker = cluster.fork();
    let started = false;
    worker.once("listening", () => {
      started = true;
      if (++listening === count) console.log(`AeroMarket is serving on ${address} with ${count} worker processes`);
    });
    worker.once("exit", (code, signal) => {
      if (stopping()) return;
      const how = signal ? `killed by ${signal}` : `exit code ${code}`;
      if (!started) {
        console.error(`A worker process could not start (${how}): stopping the server.`);
        for (const other of liveWorkers()) other.process.kill("SIGKILL");
        process.exit(1);
      }
      console.error(`Worker process ${worker.process.pid} stopped (${how}): starting another.`);
      startWorker();
    });
  }

  for (let index = 0; index < count; index++) startWorker();
  return liveWorkers;
}

function liveWorkers() {
  return Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined && !worker.isDead());
}
