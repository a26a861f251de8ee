/**
 * Every public page under load, on 66 listings (the sample inventory) and on 10,066
 * (plus 10,000 generated), next to the floor (bench/floor: the smallest React Router
 * app, served by react-router-serve): `npm run build && npm run bench:pages`.
 *
 * Each page gets wrk (scripts/bench/wrk.ts; `apt-get install wrk`) with 10 connections for
 * BENCH_ROUNDS turns (default 4) of BENCH_SECONDS / 2 (default 6, an even number: wrk takes
 * whole seconds) on each inventory, and the floor's page as long, on 127.0.0.1, after a
 * warm-up, in alternating turns (measureTurns). AeroMarket's pages are asked for
 * as a browser asks, compressed (BENCH_ENCODING, default Chromium's "gzip, deflate, br,
 * zstd"; BENCH_ENCODING=identity for the uncompressed pages). The floor's page is always
 * asked for uncompressed, its cheapest answer: its server compresses each answer again
 * (brotli, where asked), which would make it several times slower and every page's
 * ratio to it flattering. Ratios taken in one run are what count: the machine is shared,
 * so absolute rates move from run to run. With BENCH_DATABASE_URL (a PostgreSQL server
 * whose role may CREATE DATABASE) it repeats on fresh databases there, dropped at the
 * end. BENCH_PAGES (comma-separated words) keeps the pages whose names contain one.
 *
 * The table also shows each page's HTML (raw and gzip) and the JavaScript it makes a
 * browser load (the gzip sizes of the scripts and module preloads the HTML names),
 * against the floor's.
 */
import { gzipSync } from "node:zlib";
import { median } from "~/domain/listings/listing-analytics";
import { type BuiltServer, startBuiltServer } from "../tests/support/built-server";
import { buildFloor, startFloor } from "./bench/floor";
import { type Inventory, pgliteInventory, postgresInventory } from "./bench/inventory";
import { BROWSER_ENCODING, type Load, wrk } from "./bench/wrk";

const GENERATED = 10_000;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS || 6);
// Two turns a server let one burst of work elsewhere on a shared machine move a page's
// ratio by 0.1 and more between runs of the same code (docs/performance.md, session 14):
// four, and their median, leave a burst out.
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);
const WARM_UPS = 20;
const ACCEPT_ENCODING = process.env.BENCH_ENCODING || BROWSER_ENCODING;

const AI_MATCH_RESULTS = "/ai-match?role=buyer&aircraftType=business-jet&budget=5000000&passengerCapacity=5-8&range=medium&usage=business&timeline=short&run=1";

const PAGES: { name: string; path: string }[] = [
  { name: "home", path: "/" },
  { name: "catalog", path: "/catalog" },
  { name: "catalog sort price-low", path: "/catalog?sort=price-low" },
  { name: "catalog sort price-high", path: "/catalog?sort=price-high" },
  { name: "catalog sort year-new", path: "/catalog?sort=year-new" },
  { name: "catalog sort year-old", path: "/catalog?sort=year-old" },
  { name: "catalog category", path: "/catalog?category=single-engine" },
  { name: "catalog price", path: "/catalog?price=0-500k" },
  { name: "catalog q", path: "/catalog?q=citation" },
  { name: "catalog q+category+sort", path: "/catalog?q=citation&category=business-jet&sort=price-low" },
  { name: "catalog category+price+sort", path: "/catalog?category=single-engine&price=0-500k&sort=year-new" },
  { name: "catalog page 2", path: "/catalog?page=2" },
  { name: "aircraft detail", path: "/aircraft/1" },
  { name: "ai-match results", path: AI_MATCH_RESULTS },
  { name: "login", path: "/login" },
];

/** BENCH_PAGES=detail,login keeps the pages whose names contain one of the words (for iterating on a few). */
const CHOSEN = (process.env.BENCH_PAGES ?? "").split(",").filter(Boolean);
const pagesToMeasure = () => (CHOSEN.length === 0 ? PAGES : PAGES.filter((page) => CHOSEN.some((word) => page.name.includes(word))));

type Weight = { html: number; htmlGzip: number; js: number };
type Row = { name: string; small: Load; large: Load; floor: Load; weight: Weight };

type Target = { url: string; acceptEncoding: string };

async function warmUp({ url, acceptEncoding }: Target): Promise<void> {
  for (let warm = 0; warm < WARM_UPS; warm++) await (await fetch(url, { headers: { "accept-encoding": acceptEncoding } })).arrayBuffer();
}

const measure = ({ url, acceptEncoding }: Target, seconds: number): Promise<Load> => wrk(url, { connections: CONNECTIONS, seconds, acceptEncoding });

/**
 * The page on both inventories and the floor's page, in turns of half the time each
 * (66, 10k, floor, 66, 10k, floor, ...), so a burst of work elsewhere on the machine weighs
 * on all three alike. Per server: the median rate and p50 of its turns, the worst p99.
 */
async function measureTurns(smallUrl: string, largeUrl: string, floorUrl: string): Promise<[Load, Load, Load]> {
  const urls: Target[] = [
    { url: smallUrl, acceptEncoding: ACCEPT_ENCODING },
    { url: largeUrl, acceptEncoding: ACCEPT_ENCODING },
    { url: floorUrl, acceptEncoding: "identity" },
  ];
  for (const url of urls) await warmUp(url);
  const turns: Load[][] = urls.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, url] of urls.entries()) turns[index]!.push(await measure(url, SECONDS / 2));
  }
  const combine = (loads: Load[]): Load => ({
    perSecond: median(loads.map((load) => load.perSecond)) ?? 0,
    p50: median(loads.map((load) => load.p50)) ?? 0,
    p99: Math.max(...loads.map((load) => load.p99)),
    failures: loads.reduce((sum, load) => sum + load.failures, 0),
  });
  const [small, large, floor] = turns.map(combine);
  return [small!, large!, floor!];
}

const gzipBytes = (body: Buffer | string) => gzipSync(body).byteLength;
const assetGzip = new Map<string, Promise<number>>();

/**
 * The scripts a browser fetches for the page: module preloads (as links, or as the list the
 * head's script asks for after the first paint: app/server/platform/scripts-after-paint.server.ts),
 * script src and dynamic imports in inline scripts.
 */
function scriptUrls(html: string, baseUrl: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/\((\["\/[^\]]*\])\)<\/script>/g)) for (const href of JSON.parse(match[1]!) as string[]) found.add(href);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/import\s*\(?\s*"(\/[^"]+\.js)"/g)) found.add(match[1]!);
  return [...found].map((href) => new URL(href, baseUrl).href);
}

async function weigh(url: string): Promise<Weight> {
  const html = await (await fetch(url)).text();
  const sizes = await Promise.all(
    scriptUrls(html, url).map((script) => {
      if (!assetGzip.has(script)) assetGzip.set(script, fetch(script).then(async (response) => {
          if (!response.ok) throw new Error(`${script} answered ${response.status}`);
          return gzipBytes(Buffer.from(await response.arrayBuffer()));
        }));
      return assetGzip.get(script)!;
    }),
  );
  return { html: Buffer.byteLength(html), htmlGzip: gzipBytes(html), js: sizes.reduce((sum, size) => sum + size, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const rate = (load: Load) => `${load.perSecond.toFixed(0)}${load.failures > 0 ? "!" : ""}`;
const ratio = (value: number) => value.toFixed(2);
const ms = (value: number) => value.toFixed(1);

function printTable(engine: string, rows: Row[], floorJs: number) {
  console.log(`\n${engine}: wrk, ${CONNECTIONS} connections, ${SECONDS} s per page and server, Accept-Encoding: ${ACCEPT_ENCODING} (the floor's: identity); floor JS ${kb(floorJs)} KB gzip`);
  console.log("| page | req/s 66 | req/s 10k | floor req/s | p50 ms 66 / 10k | p99 ms 66 / 10k | HTML KB (gzip) | JS KB gzip (x floor) | 10k/66 | 10k/floor |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { name, small, large, floor, weight } of rows) {
    console.log(
      `| ${name} | ${rate(small)} | ${rate(large)} | ${rate(floor)} | ${ms(small.p50)} / ${ms(large.p50)} | ${ms(small.p99)} / ${ms(large.p99)} | ${kb(weight.html)} (${kb(weight.htmlGzip)}) | ${kb(weight.js)} (${ratio(weight.js / floorJs)}) | ${ratio(large.perSecond / small.perSecond)} | ${ratio(large.perSecond / floor.perSecond)} |`,
    );
  }
  if (rows.some((row) => row.small.failures + row.large.failures + row.floor.failures > 0)) {
    console.log("! some responses were errors, timeouts or not 2xx: that rate is not the page's");
  }
}

async function benchEngine(engine: string, small: Inventory, large: Inventory, floorUrl: string) {
  const servers: BuiltServer[] = [];
  try {
    const smallServer = await startBuiltServer(small.serverOptions);
    servers.push(smallServer);
    const largeServer = await startBuiltServer(large.serverOptions);
    servers.push(largeServer);
    const rows: Row[] = [];
    for (const page of pagesToMeasure()) {
      process.stderr.write(`${engine}: ${page.name}\n`);
      const [small, large, floor] = await measureTurns(smallServer.baseUrl + page.path, largeServer.baseUrl + page.path, floorUrl);
      rows.push({ name: page.name, small, large, floor, weight: await weigh(largeServer.baseUrl + page.path) });
    }
    printTable(engine, rows, (await weigh(floorUrl)).js);
  } finally {
    for (const server of servers) await server.remove();
    await small.remove();
    await large.remove();
  }
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  console.log(`AeroMarket page benchmark: the built server (npm run build) on 66 and on ${(GENERATED + 66).toLocaleString("en-US")} listings, and the floor app`);
  if (!serverUrl) console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL to include it)");
  await buildFloor();
  const floor = await startFloor();
  try {
    await benchEngine("PGlite", await pgliteInventory(0), await pgliteInventory(GENERATED), floor.baseUrl);
    if (serverUrl) await benchEngine("PostgreSQL", await postgresInventory(serverUrl, 0), await postgresInventory(serverUrl, GENERATED), floor.baseUrl);
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
