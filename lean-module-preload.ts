import type { Plugin } from "vite";

const HELPER_ID = "\0vite/preload-helper.js";

/**
 * Vite's helper for `import()`, in a few lines. Vite wraps every dynamic import of the
 * browser's build in it (there is no option to leave it out: vitejs/vite#13952, #18551),
 * to add module preloads for the imported chunk's own imports, and to load the CSS the chunk
 * imports. Ours only does the first: the site's CSS is one stylesheet that no chunk imports
 * (the build fails if one ever does). Vite's helper is 0.8 KiB gzip in a file of its own on
 * every page that loads code on demand (a form's check, the aircraft page's calculators):
 * most of the part of those pages' JavaScript that issue 26, part 6, has to cut.
 */
export function leanModulePreload(): Plugin {
  let base = "/";
  return {
    name: "lean-module-preload",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      base = config.base;
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler() {
        return `const added = new Set();
export const __vitePreload = (load, chunks) => {
  for (const chunk of chunks ?? []) {
    if (added.has(chunk)) continue;
    added.add(chunk);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = ${JSON.stringify(base)} + chunk;
    document.head.append(link);
  }
  return load();
};`;
      },
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        if ((file.viteMetadata?.importedCss.size ?? 0) > 0) {
          this.error(`${file.fileName} imports CSS, which the lean preload helper does not load.`);
        }
        if (file.code.includes("vite:preloadError")) {
          this.error(`${file.fileName} carries Vite's own preload helper: its module id is no longer ${JSON.stringify(HELPER_ID)}.`);
        }
      }
    },
  };
}
