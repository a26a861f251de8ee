/**
 * Every kind of database outage the built server meets on PostgreSQL answers pages with
 * 503 and Retry-After (and /readyz with 503), and the server recovers by itself once the
 * database takes connections again: a server not accepting connections (57P03, starting
 * or in recovery), the app's CONNECT right revoked (42501), a refused connection. A proxy
 * stands in for each (tests/support/postgres-proxy.ts); the restart itself is in
 * postgres-restart.test.ts. Needs TEST_DATABASE_URL; `npm run build` first.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { type PostgresProxy, type ProxyMode, startPostgresProxy } from "../support/postgres-proxy";
import { openScratchPostgres, type TestDatabase } from "./test-database";

const CATALOG = "/catalog?category=business-jet";

async function get(server: BuiltServer, path: string) {
  const response = await fetch(`${server.baseUrl}${path}`);
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const OUTAGES: [string, ProxyMode][] = [
  ["the database system is not accepting connections (57P03)", { kind: "fatal", code: "57P03", message: "the database system is not accepting connections" }],
  ["the CONNECT right revoked (42501)", { kind: "fatal", code: "42501", message: 'permission denied for database "aeromarket"' }],
  ["a refused connection", { kind: "refuse" }],
];

describe.runIf(process.env.TEST_DATABASE_URL)("database outages on PostgreSQL", () => {
  let database: TestDatabase & { url: string };
  let proxy: PostgresProxy;
  let server: BuiltServer;

  beforeAll(async () => {
    database = await openScratchPostgres(process.env.TEST_DATABASE_URL!);
    const url = new URL(database.url);
    proxy = await startPostgresProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startBuiltServer({ env: { DATABASE_URL: url.href, WEB_CONCURRENCY: "1" } });
  }, 120_000);

  afterAll(async () => {
    await server?.remove();
    await proxy?.close();
    await database?.close();
  }, 60_000);

  afterEach(async () => {
    await proxy.set({ kind: "forward" });
  });

  for (const [outage, mode] of OUTAGES) {
    it(`answers 503 with Retry-After during ${outage}, and pages again once it is over`, { timeout: 60_000 }, async () => {
      expect((await get(server, CATALOG)).status).toBe(200);
      await proxy.set(mode);
      proxy.cut();
      const during = await get(server, CATALOG);
      expect({ status: during.status, retryAfter: during.retryAfter }).toEqual({ status: 503, retryAfter: "5" });
      expect(during.body).toContain("The site is briefly unavailable. Please try again in a moment.");
      expect((await get(server, "/readyz")).status).toBe(503);

      await proxy.set({ kind: "forward" });
      expect(await waitFor(async () => (await get(server, "/readyz")).status === 200, 10_000)).toBe(true);
      const after = await get(server, CATALOG);
      expect(after.status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    });
  }
});
