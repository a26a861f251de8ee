/**
 * The JavaScript each page loads before it is interactive, from the client build's
 * manifest: the entry and the page's route with its parents (the root among them), with
 * every module they import, gzipped (what `compression` sends), in KiB. Modules a page imports
 * on demand (a form's validation) are not counted. The floor, the minimal React Router app of
 * `bench/floor/` (built here if it is not), is counted the same way. `npm run build` first.
 *
 *   npm run size:js
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildFloor } from "./bench/floor";

/** The limit: every page at most 1.15 times the floor's JavaScript. */
const LIMIT = 1.15;

type RouteEntry = { module: string; imports?: string[]; parentId?: string; index?: boolean };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

/** Each route's JavaScript in KiB gzip, for the client build in `clientDir`. */
function javascriptByRoute(clientDir: string): Map<string, number> {
  const manifestFile = readdirSync(path.join(clientDir, "assets")).find((file) => /^manifest-.*\.js$/.test(file));
  if (!manifestFile) throw new Error(`No manifest in ${clientDir}/assets: build it first.`);
  const source = readFileSync(path.join(clientDir, "assets", manifestFile), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;

  const gzipped = new Map<string, number>();
  const gzipKb = (file: string): number => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(clientDir, file))).byteLength / 1024);
    return gzipped.get(file) ?? 0;
  };
  // The route's modules and its parents' (a nested route's page shows them all).
  const filesOf = (route: RouteEntry | undefined): string[] =>
    route ? [route.module, ...(route.imports ?? []), ...(route.parentId ? filesOf(manifest.routes[route.parentId]) : [])] : [];

  const entry = [manifest.entry.module, ...manifest.entry.imports];
  // A layout with an index route (/aircraft/{id}, /operator) always shows a child: no page of its own.
  const layouts = new Set(Object.values(manifest.routes).flatMap((route) => (route.index && route.parentId ? [route.parentId] : [])));
  return new Map(
    Object.entries(manifest.routes)
      .filter(([id]) => id !== "root" && !layouts.has(id))
      .map(([id, route]) => [id, [...new Set([...entry, ...filesOf(route)])].reduce((total, file) => total + gzipKb(file), 0)]),
  );
}

const FLOOR_CLIENT = "bench/floor/build/client";
if (!existsSync(FLOOR_CLIENT)) await buildFloor();
const floorKb = javascriptByRoute(FLOOR_CLIENT).get("routes/home");
if (floorKb === undefined) throw new Error(`The floor's build has no routes/home.`);

const rows = [...javascriptByRoute("build/client")].sort((a, b) => b[1] - a[1]);
console.log(`The floor: ${floorKb.toFixed(1)} KiB gzip; the limit, ${LIMIT} times it: ${(floorKb * LIMIT).toFixed(1)} KiB.\n`);
console.log(`| route | JavaScript (KiB gzip) | times the floor |\n| --- | --- | --- |`);
for (const [id, kb] of rows) console.log(`| ${id} | ${kb.toFixed(1)} | ${(kb / floorKb).toFixed(2)}${kb / floorKb > LIMIT ? " (over)" : ""} |`);
