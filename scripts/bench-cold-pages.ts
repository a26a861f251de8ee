/**
 * Pages the page cache cannot answer, next to the floor (bench/floor), on 10,066 listings:
 * `npm run build && npm run bench:cold`. Every request picks a fresh URL of its kind with
 * wrk's Lua (scripts/bench/wrk.ts, randomPathsScript): a random aircraft of the inventory,
 * a random search (words, category, price, sort, page), random filters, a random AI-match
 * brief; and a signed-in seller's and buyer's dashboard (a Cookie: never from the cache).
 * The table says how many answers still came from the cache (a URL drawn twice within its
 * 30 s). Each kind and the floor's page take turns (BENCH_ROUNDS, default 3, of
 * BENCH_SECONDS / 2, default 6) with 10 connections, as in bench:pages, and the ratio to
 * the floor in the same run is what counts on a shared machine. With BENCH_DATABASE_URL it
 * repeats on a fresh PostgreSQL database. BENCH_KINDS (comma-separated words) keeps the kinds
 * whose names contain one.
 *
 * Before the load, BENCH_TIMED (default 20) URLs of each kind are asked one at a time and
 * their Server-Timing (app/server/platform/server-timing.server.ts) averaged: where a cold
 * page's time goes, by loader, panel and database, without other requests queued beside it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { median } from "~/domain/listings/listing-analytics";
import { type BuiltServer, startBuiltServer } from "../tests/support/built-server";
import { createListingOn, signUpOn } from "../tests/support/site-accounts";
import { buildFloor, startFloor } from "./bench/floor";
import { type Inventory, pgliteInventory, postgresInventory } from "./bench/inventory";
import { BROWSER_ENCODING, type Load, randomPathsScript, wrk } from "./bench/wrk";

const GENERATED = 10_000;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS || 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const TIMED = Number(process.env.BENCH_TIMED || 20);
const DRAWN = 5_000;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

const WORDS = ["cessna", "cirrus", "piper", "beechcraft", "king air", "citation", "pilatus", "gulfstream", "bombardier", "embraer", "airbus", "boeing", "robinson", "bell", "diamond", "mooney", "daher", "garmin", "g1000", "leather", "turbine", "skyhawk", "phenom", "challenger", "falcon"];
const CATEGORIES = ["all", "single-engine", "multi-engine", "turboprop", "business-jet", "commercial", "helicopter"];
const PRICES = ["all", "0-500k", "500k-2m", "2m-10m", "10m+"];
const SORTS = ["newest", "price-low", "price-high", "year-new", "year-old"];

/** `count` different paths made by `draw` (fewer when it cannot make that many). */
function drawn(count: number, draw: () => string): string[] {
  const paths = new Set<string>();
  for (let tries = 0; paths.size < count && tries < count * 20; tries++) paths.add(draw());
  return [...paths];
}

function query(parameters: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(parameters).filter(([, value]) => value !== "all").map(([name, value]) => [name, String(value)])).toString();
}

const searches = () =>
  drawn(DRAWN, () => `/catalog?${query({ q: pick(WORDS), category: pick(["all", "all", ...CATEGORIES]), sort: pick(["relevance", ...SORTS]), page: pick([1, 1, 2, 3]) })}`);
const filtered = () =>
  drawn(DRAWN, () => `/catalog?${query({ category: pick(CATEGORIES), price: pick(PRICES), sort: pick(SORTS), page: pick([1, 1, 2, 3, 4, 5]) })}`);
const briefs = () =>
  drawn(DRAWN, () =>
    `/ai-match?${query({
      role: "buyer",
      aircraftType: pick(CATEGORIES.slice(1)),
      budget: pick([150_000, 300_000, 500_000, 750_000, 1_000_000, 2_000_000, 3_500_000, 5_000_000, 10_000_000, 25_000_000, 50_000_000]),
      passengerCapacity: pick(["1-4", "5-8", "9-15", "16+"]),
      range: pick(["short", "medium", "long", "ultra-long"]),
      usage: pick(["business", "personal", "charter", "training", "cargo"]),
      timeline: pick(["immediate", "short", "medium", "long"]),
      run: 1,
    })}`,
  );

type Kind = { name: string; paths: string[]; cookie?: string; target: number };

type Row = { kind: Kind; load: Load; floor: Load; timing: Map<string, number> };

/** The mean of each Server-Timing metric over `paths` asked one at a time (a miss each: the bench has not asked them yet). */
async function meanTiming(server: BuiltServer, kind: Kind): Promise<Map<string, number>> {
  const sums = new Map<string, number>();
  const paths = kind.paths.slice(0, TIMED);
  for (const pathAndQuery of paths) {
    const response = await fetch(server.baseUrl + pathAndQuery, { headers: { "User-Agent": BROWSER, "Accept-Encoding": BROWSER_ENCODING, ...(kind.cookie ? { Cookie: kind.cookie } : {}) } });
    await response.arrayBuffer();
    for (const metric of (response.headers.get("server-timing") ?? "").split(",")) {
      const [name, ...parameters] = metric.trim().split(";");
      const duration = Number(parameters.find((parameter) => parameter.startsWith("dur="))?.slice(4));
      if (name && Number.isFinite(duration)) sums.set(name, (sums.get(name) ?? 0) + duration);
    }
  }
  return new Map([...sums].map(([name, sum]) => [name, sum / paths.length]));
}

async function measureTurns(server: BuiltServer, kind: Kind, scriptFile: string, floorUrl: string): Promise<[Load, Load]> {
  writeFileSync(scriptFile, randomPathsScript(kind.paths));
  const headers = [`User-Agent: ${BROWSER}`, ...(kind.cookie ? [`Cookie: ${kind.cookie}`] : [])];
  const turns: [Load[], Load[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    // A miss under load can take seconds: counted as an answer, not as wrk's 2 s timeout.
    turns[0].push(await wrk(server.baseUrl, { connections: CONNECTIONS, seconds: SECONDS / 2, acceptEncoding: BROWSER_ENCODING, headers, script: scriptFile, timeoutSeconds: 10 }));
    turns[1].push(await wrk(floorUrl, { connections: CONNECTIONS, seconds: SECONDS / 2, acceptEncoding: "identity" }));
  }
  const combine = (loads: Load[]): Load => ({
    perSecond: median(loads.map((load) => load.perSecond)) ?? 0,
    p50: median(loads.map((load) => load.p50)) ?? 0,
    p99: Math.max(...loads.map((load) => load.p99)),
    failures: loads.reduce((sum, load) => sum + load.failures, 0),
    cacheHits: loads.reduce((sum, load) => ({ hits: sum.hits + (load.cacheHits?.hits ?? 0), answers: sum.answers + (load.cacheHits?.answers ?? 0) }), { hits: 0, answers: 0 }),
  });
  return [combine(turns[0]), combine(turns[1])];
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

const loadAverage = () => os.loadavg().map((load) => fixed(load)).join(", ");

function printHeader(engine: string) {
  console.log(`\n${engine}, ${(GENERATED + 66).toLocaleString("en-US")} listings: wrk, ${CONNECTIONS} connections, ${SECONDS} s per kind and the floor, a fresh URL per request; load average at the start ${loadAverage()}`);
  console.log("| page kind | URLs drawn | req/s | floor req/s | x floor (target) | p50 / p99 ms | from cache | mean Server-Timing, one at a time (ms) |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
}

/** One kind's row, printed as soon as it is measured (a long run stopped halfway keeps what it measured). */
function printRow({ kind, load, floor, timing }: Row) {
  const hits = load.cacheHits && load.cacheHits.answers > 0 ? `${fixed((100 * load.cacheHits.hits) / load.cacheHits.answers)} %` : "-";
  const breakdown = [...timing].map(([name, ms]) => `${name} ${fixed(ms)}`).join(", ");
  console.log(
    `| ${kind.name} | ${kind.paths.length} | ${fixed(load.perSecond, 0)}${load.failures > 0 ? "!" : ""} | ${fixed(floor.perSecond, 0)} | ${fixed(load.perSecond / floor.perSecond, 2)} (${kind.target}) | ${fixed(load.p50)} / ${fixed(load.p99)} | ${hits} | ${breakdown} |`,
  );
}

/**
 * The cookies a browser holds from its second page on: the sign-up's welcome toast is
 * cleared by the page that shows it, and sent on every request it would make each
 * dashboard read, show and clear a toast.
 */
const sessionCookies = (cookie: string) =>
  cookie
    .split("; ")
    .filter((pair) => !pair.startsWith("aeromarket_toast="))
    .join("; ");

const CHOSEN = (process.env.BENCH_KINDS ?? "").split(",").filter(Boolean);

async function benchEngine(engine: string, inventory: Inventory, floorUrl: string) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "aeromarket-cold-"));
  let server: BuiltServer | undefined;
  try {
    server = await startBuiltServer(inventory.serverOptions);
    const seller = sessionCookies(await signUpOn(server, "seller", "cold"));
    await createListingOn(server, seller, "publish");
    await createListingOn(server, seller, "draft");
    const buyer = sessionCookies(await signUpOn(server, "buyer", "cold"));
    const aircraft = inventory.activeIds.map((id) => `/aircraft/${id}`).sort(() => Math.random() - 0.5);
    const kinds: Kind[] = [
      { name: "aircraft page", paths: aircraft, target: 0.3 },
      { name: "catalog search", paths: searches(), target: 0.3 },
      { name: "catalog filters", paths: filtered(), target: 0.3 },
      { name: "ai-match results", paths: briefs(), target: 0.3 },
      { name: "seller dashboard", paths: ["/dashboard"], cookie: seller, target: 0.2 },
      { name: "buyer dashboard", paths: ["/dashboard"], cookie: buyer, target: 0.2 },
    ].filter((kind) => CHOSEN.length === 0 || CHOSEN.some((word) => kind.name.includes(word)));
    printHeader(engine);
    let failed = false;
    for (const kind of kinds) {
      process.stderr.write(`${engine}: ${kind.name}\n`);
      const timing = await meanTiming(server, kind);
      const [load, floor] = await measureTurns(server, kind, path.join(scratch, "random-paths.lua"), floorUrl);
      printRow({ kind, load, floor, timing });
      failed ||= load.failures > 0;
    }
    console.log(`(load average at the end ${loadAverage()})`);
    if (failed) console.log("! some answers were errors, timeouts or not 2xx: that rate is not the page's");
  } finally {
    await server?.remove();
    await inventory.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  console.log("AeroMarket's pages the page cache cannot answer: the built server (npm run build) and the floor app");
  if (!serverUrl) console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL to include it)");
  await buildFloor();
  const floor = await startFloor();
  try {
    await benchEngine("PGlite", await pgliteInventory(GENERATED), floor.baseUrl);
    if (serverUrl) await benchEngine("PostgreSQL", await postgresInventory(serverUrl, GENERATED), floor.baseUrl);
  } finally {
    await floor.stop();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
