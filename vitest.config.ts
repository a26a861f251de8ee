import { defineConfig } from "vitest/config";

// Files that time a whole server process from signal to exit: they run last, two at a
// time, on a machine no other file is loading (their bounds are seconds of wall time).
const PROCESS_LIFECYCLE = ["tests/integration/server-signals.test.ts", "tests/integration/server-shutdown.test.ts", "tests/integration/server-workers.test.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["tests/integration/global-setup.ts"],
    projects: [
      // The pure rules hold no state between files: one worker runs them all instead of
      // starting a fresh one (about 0.3 s of CPU) for each of the fifty files.
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], isolate: false, maxWorkers: 4, sequence: { groupOrder: 0 } } },
      // Four files at once on two cores: these mostly wait on the servers and databases they start.
      {
        extends: true,
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], exclude: PROCESS_LIFECYCLE, maxWorkers: 4, sequence: { groupOrder: 0 } },
      },
      { extends: true, test: { name: "processes", include: PROCESS_LIFECYCLE, maxWorkers: 2, sequence: { groupOrder: 1 } } },
    ],
  },
});
