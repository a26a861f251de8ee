/**
 * GET /metrics on the built server: refused without METRICS_TOKEN, in the Prometheus
 * text format with it, and its request counters move with the requests served.
 * `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../support/built-server";

const TOKEN = "metrics-token-for-tests";
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ env: { METRICS_TOKEN: TOKEN } });
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

async function scrape(): Promise<Sample[]> {
  const response = await fetch(`${server.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
  return parseExposition(await response.text());
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
    const appFamilies = ["aeromarket_emails_sent_total", "aeromarket_emails_failed_total", "aeromarket_rate_limit_refusals_total", "aeromarket_background_work_running", "aeromarket_alerts_last_round_timestamp_seconds"];
    expect(appFamilies.filter((name) => !before.some((sample) => sample.name === name))).toEqual([]);

    for (const query of ["cessna", "citation", "pilatus"]) await (await fetch(`${server.baseUrl}/catalog?q=${query}`)).text();
    const after = await scrape();
    expect(catalogRequests(after) - catalogRequests(before)).toBe(3);
    expect(after.some((sample) => sample.name === "aeromarket_http_request_duration_seconds_count" && sample.labels.route === "/catalog")).toBe(true);
  });
});
