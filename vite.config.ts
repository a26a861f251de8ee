import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // PGlite and pg are loaded at run time from node_modules, not bundled.
    rollupOptions: { external: ["@electric-sql/pglite", "pg"] },
  },
});
