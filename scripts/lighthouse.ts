/**
 * Lighthouse (mobile, its default) on the public pages of the built server, in Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium; nothing downloads a browser). Starts
 * `node server.js` on a free port with a fresh PGlite, audits each page in turn, each
 * followed by the floor's page (bench/floor, the smallest React Router app, served by
 * react-router-serve), and prints the four category scores per page, each page's total
 * blocking time beside the floor's in the same turn, then every audit that fell short.
 * Lighthouse's simulated phone scales with the host's processor, so the blocking time next
 * to the floor's says more than a score alone. `npm run build` first.
 *
 *   npm run lighthouse
 *   npm run lighthouse -- /catalog /login   # only these pages
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "../tests/support/built-server";
import { buildFloor, startFloor } from "./bench/floor";

const PAGES = [
  "/",
  "/catalog",
  "/aircraft/1",
  "/ai-match",
  "/ai-match?role=buyer&aircraftType=single-engine&budget=150000&usage=training&run=1",
  "/login",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

type Shortfall = { page: string; category: string; audit: string; score: number | null; detail: string };

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : PAGES;
const server = await startBuiltServer();
await buildFloor();
const floor = await startFloor();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox"],
});

// A server that has just started renders each page's first request several times slower
// (modules compiling, connections opening), and Lighthouse's estimate starts from it.
const WARM_UP_REQUESTS = 5;
for (const page of pages) {
  for (let request = 0; request < WARM_UP_REQUESTS; request++) await (await fetch(`${server.baseUrl}${page}`)).arrayBuffer();
}

const rows: string[][] = [];
const blocking: string[][] = [];
const shortfalls: Shortfall[] = [];
try {
  for (const page of pages) {
    const result = await audit(`${server.baseUrl}${page}`);
    const floorResult = await audit(floor.baseUrl);
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { categories, audits } = result.lhr;
    rows.push([page, ...CATEGORIES.map((category) => score(categories[category]?.score ?? null)), javascriptKb(audits["resource-summary"]?.details)]);
    for (const category of CATEGORIES) {
      for (const ref of categories[category]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (!audit || ref.weight === 0 && audit.scoreDisplayMode !== "binary") continue;
        if (audit.score === null || audit.score >= 1 || ["notApplicable", "informative", "manual"].includes(audit.scoreDisplayMode)) continue;
        shortfalls.push({ page, category, audit: audit.id, score: audit.score, detail: [audit.displayValue ?? audit.title, ...culprits(audit.details)].join("\n    ") });
      }
    }
    if (result.lhr.runtimeError) console.log(`${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
    console.log(`${page}: ${metrics.map((id) => `${id} ${audits[id]?.displayValue ?? "?"}`).join(", ")}`);
    const pageBlocking = audits["total-blocking-time"]?.numericValue ?? Number.NaN;
    const floorBlocking = floorResult?.lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN;
    const floorScore = score(floorResult?.lhr.categories.performance?.score ?? null);
    blocking.push([page, score(categories.performance?.score ?? null), pageBlocking.toFixed(0), floorScore, floorBlocking.toFixed(0), floorBlocking > 0 ? (pageBlocking / floorBlocking).toFixed(1) : "n/a"]);
  }
} finally {
  chrome.kill();
  await server.remove();
  await floor.stop();
}

console.log(`\n| page | ${CATEGORIES.join(" | ")} | JavaScript (KB, as sent) |\n| --- | ${CATEGORIES.map(() => "---").join(" | ")} | --- |`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
console.log("\n| page | performance | total blocking time (ms) | the floor's performance | the floor's blocking time (ms), same turn | x floor |\n| --- | --- | --- | --- | --- | --- |");
for (const row of blocking) console.log(`| ${row.join(" | ")} |`);
if (shortfalls.length > 0) {
  console.log("\nAudits that fell short:");
  for (const item of shortfalls) console.log(`- ${item.page} [${item.category}] ${item.audit} (${score(item.score)}): ${item.detail}`);
}

/**
 * Lighthouse's audit of the page. An audit whose trace lost its navigation (NO_NAVSTART: 4 of
 * about 230 audits here in session 13, on any page) measured nothing, and Lighthouse asks for
 * another: it gets one, and says so.
 */
async function audit(url: string) {
  const run = () => lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  const result = await run();
  if (result?.lhr.runtimeError?.code !== "NO_NAVSTART") return result;
  console.log(`${url}: the trace lost its navigation (NO_NAVSTART); audited again.`);
  return run();
}

/** The scripts the page loaded, in KB as they crossed the network (gzip). */
function javascriptKb(details: unknown): string {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const bytes = items.find((item) => item.resourceType === "script")?.transferSize;
  return bytes === undefined ? "n/a" : (bytes / 1024).toFixed(1);
}

/** The first few elements or issues an audit names, as one line each. */
function culprits(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 4).map((item) => {
    const node = item.node as { snippet?: string; explanation?: string } | undefined;
    if (node) return `${node.snippet ?? ""} ${node.explanation?.split("\n").slice(0, 2).join(" ") ?? ""}`.trim();
    const subItems = (item.subItems as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
    return `${String(item.issueType ?? item.url ?? "")} ${JSON.stringify(subItems.slice(0, 2))}`.slice(0, 400);
  });
}

function score(value: number | null): string {
  return value === null ? "n/a" : String(Math.round(value * 100));
}
