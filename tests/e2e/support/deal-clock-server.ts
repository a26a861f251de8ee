import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startBuiltServer } from "../../support/built-server";
import { test as base } from "./accounts";

export type DealClockServer = {
  baseUrl: string;
  dataDir: string;
  /** Sets the time the server's deal deadlines are judged at (its rounds run every half second). */
  setClock: (at: Date) => void;
};

/**
 * A server of its own whose deal deadlines read the time from a file the journey writes
 * (DEAL_CLOCK_FILE, honoured only with NODE_ENV=test: docs/decisions/054), and whose alerts
 * go out every quarter second. One per worker, so the JavaScript and no-JavaScript runs
 * never move each other's clock.
 */
export const test = base.extend<object, { dealClockServer: DealClockServer }>({
  dealClockServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-deal-clock-"));
      const clockFile = path.join(dataDir, "deal-clock");
      const server = await startBuiltServer(
        { dataDir, env: ({ port }) => ({ NODE_ENV: "test", DEAL_CLOCK_FILE: clockFile, ALERTS_INTERVAL_MS: "250", TRUST_PROXY: "loopback", SITE_URL: `http://localhost:${port}` }) },
        120_000,
      );
      await provide({ baseUrl: `http://localhost:${server.port}`, dataDir, setClock: (at) => writeFileSync(clockFile, at.toISOString()) });
      await server.remove();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ dealClockServer }, provide) => provide(dealClockServer.baseUrl),
});
