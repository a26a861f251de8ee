/**
 * GET /metrics on the built server: refused without METRICS_TOKEN, in the Prometheus
 * text format with it, and its request counters move with the requests served; the
 * one process holds the alert lease (a round every 200 ms) and says so, with its last
 * round. Failed queries are shown counted in database-query-errors.test.ts, the lease
 * gauge's inputs in alert-sender.test.ts. With METRICS_PORT, /metrics moves to that port
 * (the same data directory, restarted). With two worker processes on PostgreSQL
 * (TEST_DATABASE_URL), every scrape answers for both: the counters never go back. `npm run build` first.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { freePort } from "../support/free-port";
import { sendAtOnce } from "../support/http-burst";
import { openScratchPostgres } from "./test-database";

const TOKEN = "metrics-token-for-tests";
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ env: { METRICS_TOKEN: TOKEN, ALERTS_INTERVAL_MS: "200" } });
}, 120_000);
afterAll(async () => {
  await server?.remove();
});

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition; throws on a line that is not one. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || /^# (HELP|TYPE) [a-zA-Z_:][\w:]* .+$/.test(line)) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!match) throw new Error(`Not a Prometheus sample line: ${line}`);
    const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]));
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(url = `${server.baseUrl}/metrics`): Promise<Sample[]> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
  return parseExposition(await response.text());
}

/** A scrape on a connection of its own, so that scrapes in turn reach the workers in turn. */
function scrapeOnNewConnection(baseUrl: string): Promise<Sample[]> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/metrics`, { agent: false, headers: { Authorization: `Bearer ${TOKEN}` } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => (response.statusCode === 200 ? resolve(parseExposition(body)) : reject(new Error(`/metrics answered ${response.statusCode}: ${body}`))));
      })
      .on("error", reject);
  });
}

function catalogRequests(samples: Sample[]): number {
  return samples.find((sample) => sample.name === "aeromarket_http_requests_total" && sample.labels.route === "/catalog" && sample.labels.status_class === "2xx")?.value ?? 0;
}

describe("GET /metrics", { timeout: 60_000 }, () => {
  it("is refused without the token, or with a wrong one", async () => {
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/metrics`, { headers: { Authorization: "Bearer wrong" } })).status).toBe(401);
  });

  it("parses as Prometheus text, with memory and event-loop lag, and counts requests by route pattern", async () => {
    const before = await scrape();
    expect(before.some((sample) => sample.name === "process_resident_memory_bytes" && sample.value > 0)).toBe(true);
    expect(before.some((sample) => sample.name === "nodejs_eventloop_lag_seconds")).toBe(true);
    const appFamilies = [
      "aeromarket_emails_sent_total",
      "aeromarket_emails_failed_total",
      "aeromarket_rate_limit_refusals_total",
      "aeromarket_background_work_running",
      "aeromarket_image_work_waiting",
      "aeromarket_db_query_errors_total",
      "aeromarket_alerts_lease_held",
      "aeromarket_alerts_last_round_timestamp_seconds",
    ];
    expect(appFamilies.filter((name) => !before.some((sample) => sample.name === name))).toEqual([]);

    for (const query of ["cessna", "citation", "pilatus"]) await (await fetch(`${server.baseUrl}/catalog?q=${query}`)).text();
    const after = await scrape();
    expect(catalogRequests(after) - catalogRequests(before)).toBe(3);
    expect(after.some((sample) => sample.name === "aeromarket_http_request_duration_seconds_count" && sample.labels.route === "/catalog")).toBe(true);
    // A healthy server fails no query.
    const queryErrors = after.filter((sample) => sample.name === "aeromarket_db_query_errors_total");
    expect(Object.fromEntries(queryErrors.map((sample) => [sample.labels.cause, sample.value]))).toEqual({ unavailable: 0, statement: 0 });
    expect(after.find((sample) => sample.name === "aeromarket_image_work_waiting")?.value).toBe(0);
  });

  it("shows this process holding the alert lease, and the end of its last round as the holder", async () => {
    const value = (samples: Sample[], name: string) => samples.find((sample) => sample.name === name)?.value;
    await expect.poll(async () => value(await scrape(), "aeromarket_alerts_lease_held"), { timeout: 20_000, interval: 200 }).toBe(1);
    await expect.poll(async () => value(await scrape(), "aeromarket_alerts_last_round_timestamp_seconds"), { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
    const lastRound = value(await scrape(), "aeromarket_alerts_last_round_timestamp_seconds")!;
    expect(Math.abs(lastRound - Date.now() / 1000)).toBeLessThan(60);
  });
});

describe("METRICS_PORT", { timeout: 60_000 }, () => {
  let portServer: BuiltServer;
  let metricsUrl: string;
  beforeAll(async () => {
    await server.stop();
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    portServer = await startBuiltServer({ dataDir: server.dataDir, env: { METRICS_PORT: String(metricsPort) } });
  }, 120_000);
  afterAll(async () => {
    await portServer?.stop();
  });

  it("serves /metrics on its own port, without a token when none is set, and not on the site's port", async () => {
    const onSite = await fetch(`${portServer.baseUrl}/metrics`);
    await onSite.arrayBuffer();
    expect(onSite.status).toBe(404);
    expect(onSite.headers.get("content-type")).toContain("text/html");

    await (await fetch(`${portServer.baseUrl}/catalog?q=cessna`)).text();
    const samples = await scrape(metricsUrl);
    expect(catalogRequests(samples)).toBe(1);
    const page = await fetch(metricsUrl.replace("/metrics", "/"));
    await page.arrayBuffer();
    expect(page.status).toBe(404);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("GET /metrics with two worker processes", { timeout: 120_000 }, () => {
  it("answers for both workers at every scrape: the request counter never goes back, and counts every request", async () => {
    const database = await openScratchPostgres(process.env.TEST_DATABASE_URL!);
    const workers = await startBuiltServer({ env: { DATABASE_URL: database.url, WEB_CONCURRENCY: "2", METRICS_TOKEN: TOKEN } });
    try {
      while (!workers.output().includes("with 2 worker processes")) await new Promise((resolve) => setTimeout(resolve, 50));
      const pages = 20;
      const replies = await Promise.all(await sendAtOnce(Array.from({ length: pages }, () => `${workers.baseUrl}/catalog`)));
      expect(replies.filter((reply) => !("status" in reply) || reply.status !== 200)).toEqual([]);
      const counts: number[] = [];
      for (let turn = 0; turn < 6; turn++) {
        counts.push(catalogRequests(await scrapeOnNewConnection(workers.baseUrl)));
      }
      // Each worker alone counted its share of the 20; the sum is the same whichever worker answers.
      expect(counts).toEqual(Array(counts.length).fill(pages));
      const nodeVersions = (await scrapeOnNewConnection(workers.baseUrl)).filter((sample) => sample.name === "nodejs_version_info");
      expect(nodeVersions).toHaveLength(1);
    } finally {
      await workers.stop("SIGTERM");
      await workers.remove();
      await database.close();
    }
  });
});
