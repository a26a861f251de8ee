/**
 * The JavaScript each page loads before it is interactive, from the client build's
 * manifest: the entry and the page's route with its parents (the root among them), with
 * every module they import, gzipped (what `compression` sends). Modules a page imports on demand (a
 * form's validation) are not counted. `npm run build` first.
 *
 *   npm run size:js
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT = "build/client";
/** The yardstick: a minimal React Router 8 app ships about 102 KB gzip. */
const FLOOR_KB = 102;

type RouteEntry = { module: string; imports?: string[]; parentId?: string };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

const manifestFile = readdirSync(path.join(CLIENT, "assets")).find((file) => /^manifest-.*\.js$/.test(file));
if (!manifestFile) throw new Error(`No manifest in ${CLIENT}/assets: run \`npm run build\` first.`);
const source = readFileSync(path.join(CLIENT, "assets", manifestFile), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;

const gzipped = new Map<string, number>();
function gzipKb(file: string): number {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(CLIENT, file))).byteLength / 1024);
  return gzipped.get(file) ?? 0;
}

/** The route's modules and its parents' (a nested route's page shows them all). */
function filesOf(route: RouteEntry | undefined): string[] {
  if (!route) return [];
  return [route.module, ...(route.imports ?? []), ...(route.parentId ? filesOf(manifest.routes[route.parentId]) : [])];
}

const entry = [manifest.entry.module, ...manifest.entry.imports];
const rows = Object.entries(manifest.routes)
  .filter(([id]) => id !== "root")
  .map(([id, route]) => {
    const kb = [...new Set([...entry, ...filesOf(route)])].reduce((total, file) => total + gzipKb(file), 0);
    return { id, kb };
  })
  .sort((a, b) => b.kb - a.kb);

console.log(`| route | JavaScript (KB gzip) | times the floor (${FLOOR_KB} KB) |\n| --- | --- | --- |`);
for (const { id, kb } of rows) console.log(`| ${id} | ${kb.toFixed(1)} | ${(kb / FLOOR_KB).toFixed(2)} |`);
