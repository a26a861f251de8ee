/**
 * The built server as the image runs it: process 1 of its own PID namespace, where a
 * SIGTERM it has no handler for yet is ignored and `docker stop` ends in SIGKILL. A
 * signal at any moment of a first start on a fresh data directory (the app loading, the
 * database being unpacked, migrated, seeded) ends it with exit 0 within 3 s, and the
 * data directory opens again. `npm run build` first; needs root for `unshare`.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type BuiltServer, spawnBuiltServer, startBuiltServer } from "../support/built-server";

const SKIPPED = process.getuid?.() === 0 ? "" : ": skipped, running as process 1 of a PID namespace needs root";
const EXIT_WITHIN_MS = 3_000;

let servers: BuiltServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.remove()));
  servers = [];
});

describe.skipIf(SKIPPED)(`SIGTERM during a first start, as process 1${SKIPPED}`, { timeout: 120_000 }, () => {
  it.each([200, 1_000, 3_000])("%i ms after the start: exits 0 within 3 s, and the data directory opens again", async (delayMs) => {
    const server = await spawnBuiltServer({ asPidOne: true });
    servers.push(server);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const signalled = Date.now();
    const code = await server.stop("SIGTERM", 10_000);
    const tookMs = Date.now() - signalled;

    expect({ code, withinBound: tookMs <= EXIT_WITHIN_MS }, `exited ${code} after ${tookMs} ms:\n${server.output()}`).toEqual({ code: 0, withinBound: true });
    const again = await startBuiltServer({ dataDir: server.dataDir });
    servers.push(again);
    const catalog = await fetch(`${again.baseUrl}/catalog?category=business-jet`);
    expect(catalog.status).toBe(200);
    expect(await catalog.text()).toContain("Citation");
  });
});

describe("starting in production without SITE_URL", { timeout: 120_000 }, () => {
  it("warns that emailed links point at localhost, and says nothing when it is set", async () => {
    const [without, withSiteUrl] = await Promise.all([startBuiltServer(), startBuiltServer({ env: ({ port }) => ({ SITE_URL: `http://127.0.0.1:${port}` }) })]);
    servers.push(without, withSiteUrl);
    expect(without.output()).toContain(`Warning: SITE_URL is not set, so links in emails point at http://localhost:${without.port}.`);
    expect(withSiteUrl.output()).not.toContain("SITE_URL is not set");
  });
});
