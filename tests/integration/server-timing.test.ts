/**
 * Server-Timing (app/server/platform/server-timing.server.ts) on the built server: every
 * page says what its loaders, the database and the app's whole work took, the aircraft
 * page each of its panels, and a page given from the page cache says so; names and
 * durations only. `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { sendTo, signUpOn } from "../support/site-accounts";

const TIMEOUT = { timeout: 120_000 };
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** The header's metrics by name: their durations (NaN where none is given). */
function metricsOf(header: string | null): Map<string, number> {
  const metrics = new Map<string, number>();
  for (const metric of (header ?? "").split(",")) {
    const [name, ...parameters] = metric.trim().split(";");
    const duration = parameters.find((parameter) => parameter.startsWith("dur="));
    if (name) metrics.set(name, duration ? Number(duration.slice(4)) : Number.NaN);
  }
  return metrics;
}

async function timingOf(server: BuiltServer, path: string, cookie?: string): Promise<{ header: string; metrics: Map<string, number> }> {
  const response = await sendTo(server, path, { cookie, headers: { "User-Agent": BROWSER } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  const header = response.headers.get("server-timing") ?? "";
  return { header, metrics: metricsOf(header) };
}

describe("Server-Timing", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  }, 120_000);
  afterAll(async () => {
    await server?.remove();
  });

  it("names each panel of the aircraft page with its time, besides its loaders, the database and the app", TIMEOUT, async () => {
    const { metrics } = await timingOf(server, "/aircraft/1");
    for (const name of ["inventory-version", "loader-root", "loader-aircraft", "listing", "panel-estimate", "panel-estimate-error", "panel-market", "panel-cost", "panel-views", "db", "app"]) {
      expect(metrics.get(name), name).toBeGreaterThanOrEqual(0);
    }
    expect(metrics.get("db")).toBeGreaterThan(0);
  });

  it("is on a catalogue page, by part, and a page given again from the page cache says it came from there", TIMEOUT, async () => {
    const first = await timingOf(server, "/catalog?sort=price-low");
    for (const name of ["loader-catalog", "search", "facets", "market-notes", "save-offer"]) {
      expect(first.metrics.get(name), name).toBeGreaterThanOrEqual(0);
    }
    expect(first.metrics.get("db")).toBeGreaterThan(0);
    // A search that finds nothing names the advice it gives.
    const empty = await timingOf(server, "/catalog?q=qqqqzz&price=0-500k&category=commercial");
    expect(empty.metrics.get("empty-advice")).toBeGreaterThanOrEqual(0);
    const again = await timingOf(server, "/catalog?sort=price-low");
    expect(again.header).toBe('page-cache;desc="hit"');
  });

  it("breaks an AI-match results page down into the ranking, the listings' read and the covers' read", TIMEOUT, async () => {
    const { metrics } = await timingOf(server, "/ai-match?role=buyer&aircraftType=turboprop&budget=2000000&run=1");
    for (const name of ["loader-ai-match", "match-ranking", "match-listings", "match-covers", "db"]) expect(metrics.get(name), name).toBeGreaterThanOrEqual(0);
  });

  it("is on a signed-in dashboard, and holds names and durations only", TIMEOUT, async () => {
    const seller = await signUpOn(server, "seller", "timing");
    const { header, metrics } = await timingOf(server, "/dashboard", seller);
    expect(metrics.get("loader-dashboard")).toBeGreaterThanOrEqual(0);
    expect(metrics.get("session")).toBeGreaterThanOrEqual(0);
    expect(metrics.get("app")).toBeGreaterThan(0);
    // Tokens, numbers and the database's count of queries: no id, query, address or user.
    expect(header).toMatch(/^([a-z.-]+(;desc="(\d+ queries|hit)")?(;dur=\d+\.\d)?)(, [a-z.-]+(;desc="(\d+ queries|hit)")?(;dur=\d+\.\d)?)*$/);
  });
});
