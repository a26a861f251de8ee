import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // Two files at once even on two cores: the integration files mostly wait on the servers and databases they start.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // The pure rules hold no state between files: one worker runs them all instead of
      // starting a fresh one (about 0.3 s of CPU) for each of the fifty files.
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], isolate: false } },
      {
        extends: true,
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], globalSetup: ["tests/integration/global-setup.ts"] },
      },
    ],
  },
});
