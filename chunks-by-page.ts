import { createHash } from "node:crypto";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Plugin, Rolldown } from "vite";

/**
 * The client build's chunks, one per set of *pages* that load its modules.
 *
 * Left to itself, the bundler makes one chunk per set of entries (the client entry, the
 * root, each route module) that import a module. A page loads the entry, the root and its
 * route with the route's parents, so many of those chunks are loaded by exactly the same
 * pages: a route's module and the components only it uses, or the root and the modules
 * the entry and the root share. The server gzips each file on its own, so each costs its
 * own header and compression window: 30 to 38 files a page, 3 to 4 KB gzip of the 117 KB
 * a page may load (docs/performance.md, issue 26 part 6, session 11). Here a module's
 * chunk is named by the pages that load it, so modules loaded by the same pages share
 * one file and no page loads a module it does not use.
 *
 * Modules only imported on demand (a form's check, /ai-match's views) keep the bundler's
 * chunks: they are not loaded with the page.
 */
export function chunksByPage(routes: RouteConfigEntry[], appDirectory = "app"): Plugin {
  const pagesShowing = new Map<string, string[]>();
  collectPages(routes, path.resolve(appDirectory), pagesShowing);
  const names = new Map<string, string | null>();

  const group: Rolldown.CodeSplittingGroup = {
    debugName: "chunks-by-page",
    tags: ["$initial"],
    name(moduleId, context) {
      if (!names.has(moduleId)) names.set(moduleId, chunkName(moduleId, context, pagesShowing));
      return names.get(moduleId) ?? null;
    },
  };

  return {
    name: "chunks-by-page",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rollupOptions: {
            // A route's module may carry more exports than the route's own (shared modules
            // that only its pages load live in its chunk); React Router reads a route
            // module's exports by their names, none of which the minifier gives.
            preserveEntrySignatures: "allow-extension",
            output: {
              // A page's chunk's name (a hash of its pages) tells a reader nothing, and each
              // chunk imports others by file name: a content hash alone is 0.3 KiB gzip
              // less on the pages that load the most files. Route modules and the chunks of
              // code loaded on demand keep their names.
              chunkFileNames: (chunk) => (chunk.name.startsWith(PAGES_CHUNK) ? "assets/[hash].js" : "assets/[name]-[hash].js"),
              codeSplitting: {
                // A module's dependencies are loaded by every page that loads it, so they
                // fall in the same chunk or in one that more pages load: chunks never
                // import each other in a circle. Left on, a page's chunk would take in
                // the modules it imports, React among them.
                includeDependenciesRecursively: false,
                groups: [group],
              },
            },
          },
        },
      };
    },
  };
}

/** Each route file, with the route files of the pages that show it (its own and its children's). */
function collectPages(routes: RouteConfigEntry[], appDirectory: string, into: Map<string, string[]>): string[] {
  const all: string[] = [];
  for (const route of routes) {
    const file = path.resolve(appDirectory, route.file);
    const pages = [file, ...collectPages(route.children ?? [], appDirectory, into)];
    into.set(file, pages);
    all.push(...pages);
  }
  return all;
}

const EVERY_PAGE = "every-page";
const PAGES_CHUNK = "pages-";

/**
 * The chunk a module belongs in: the pages that load it, found through the entries that
 * import it (directly or not). The root and the client entry are on every page: React and
 * React Router go in one chunk, our modules every page uses in another, so a change to the
 * site's header leaves the framework's file cached.
 *
 * A module a lazily loaded check imports too (the listing editor's check reads the airport
 * codes the catalogue's filters read) joins its pages' chunk only when the check's own pages
 * load that chunk anyway; otherwise loading the check would bring the chunk's other modules
 * (the catalogue's cards), so the module keeps a chunk apart.
 */
function chunkName(moduleId: string, context: Rolldown.ChunkingContext, pagesShowing: Map<string, string[]>): string | null {
  const reached = reach(moduleId, context, pagesShowing);
  if (reached === EVERY_PAGE) return /[\\/]node_modules[\\/]/.test(moduleId) ? "framework" : EVERY_PAGE;
  const { pages, onDemand } = reached;
  if (pages.size === 0) return null;
  const apart = [...onDemand].filter((check) =>
    // A page's route module loaded on demand (the aircraft page drawn behind its inquiry
    // dialog) brings what that page loads anyway: it stays in its page's chunk.
    !pagesShowing.has(check.split("?")[0] ?? check) &&
    (context.getModuleInfo(check)?.dynamicImporters ?? []).some((importer) => {
      const from = reach(importer, context, pagesShowing);
      return from === EVERY_PAGE || [...from.pages].some((page) => !pages.has(page));
    }),
  );
  const key = [...pages, ...apart.map((check) => `on demand: ${check}`)].sort().join("\n");
  return `${PAGES_CHUNK}${createHash("sha256").update(key).digest("hex").slice(0, 8)}`;
}

/** The pages whose entries import a module, directly or not, and the lazily loaded modules on the way. */
function reach(moduleId: string, context: Rolldown.ChunkingContext, pagesShowing: Map<string, string[]>): { pages: Set<string>; onDemand: Set<string> } | typeof EVERY_PAGE {
  const pages = new Set<string>();
  const onDemand = new Set<string>();
  const seen = new Set<string>();
  const waiting = [moduleId];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) continue;
    if (info.dynamicImporters.length > 0) onDemand.add(id);
    if (info.isEntry) {
      const shown = pagesShowing.get(id.split("?")[0] ?? id);
      if (!shown) return EVERY_PAGE;
      for (const page of shown) pages.add(page);
    }
    waiting.push(...info.importers);
  }
  return { pages, onDemand };
}
