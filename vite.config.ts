import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import routes from "./app/routes.ts";
import { chunksByPage } from "./chunks-by-page.ts";
import { leanModulePreload } from "./lean-module-preload.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunksByPage(routes), leanModulePreload()],
  resolve: { tsconfigPaths: true },
  // Bundled into the server build: Node re-reads drizzle-orm's 179 KB package.json for
  // each of the ~110 files it would load (1.1 s of every start; docs/performance.md).
  ssr: { noExternal: ["drizzle-orm"] },
  build: {
    // PGlite and pg are loaded at run time from node_modules, not bundled.
    rollupOptions: { external: ["@electric-sql/pglite", "pg"] },
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          // Our modules only define things when imported (none is imported for its effects
          // alone), so the browser's build may leave out a module none of whose exports a
          // page uses, top-level lists and all: the dashboard's saved-search tab loaded the
          // catalogue's facets and a mission's vocabulary for two constants beside them.
          treeshake: { moduleSideEffects: [{ test: /[\\/]app[\\/]/, sideEffects: false }] },
        },
      },
    },
  },
});
