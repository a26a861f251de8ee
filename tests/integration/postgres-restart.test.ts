/**
 * The built server on PostgreSQL through a database restart: it must keep running,
 * answer 503 with Retry-After while the database is down (pages and the client's data
 * requests), and recover by itself.
 * Runs on a throwaway cluster of its own; `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { createPostgresCluster, type PostgresCluster, postgresBinDir } from "../support/postgres-cluster";

const CATALOG = "/catalog?category=business-jet";

async function get(server: BuiltServer, path: string) {
  const response = await fetch(`${server.baseUrl}${path}`);
  return { status: response.status, retryAfter: response.headers.get("retry-after"), requestId: response.headers.get("x-request-id"), body: await response.text() };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const SKIPPED = postgresBinDir() ? "" : ": skipped, PostgreSQL's initdb and pg_ctl are not installed (set PG_BIN_DIR)";

describe.skipIf(SKIPPED)(`a PostgreSQL restart${SKIPPED}`, () => {
  let cluster: PostgresCluster;
  let server: BuiltServer;

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    server = await startBuiltServer({ env: { DATABASE_URL: cluster.url } });
  }, 120_000);

  afterAll(async () => {
    await server?.remove();
    await cluster?.destroy();
  }, 60_000);

  it("leaves the server running, answering 503 while the database is down and pages again once it is back", { timeout: 60_000 }, async () => {
    // Several pages at once leave several idle connections in the pool, as real traffic does.
    const before = await Promise.all(Array.from({ length: 6 }, () => get(server, CATALOG)));
    expect(before.map((page) => page.status)).toEqual(Array(6).fill(200));

    await cluster.stop();
    const during = await get(server, CATALOG);
    expect({ status: during.status, retryAfter: during.retryAfter }).toEqual({ status: 503, retryAfter: "5" });
    expect(during.body).toContain("The site is briefly unavailable. Please try again in a moment.");
    // The reference on the page finds the request's log line.
    expect(during.body).toContain(`Reference: <!-- -->${during.requestId}`);
    // The log line may arrive through the pipe after the response does.
    const requestLine = () => server.output().split("\n").find((line) => line.includes(`"requestId":"${during.requestId}"`) && line.includes('"msg":"request"'));
    await waitFor(async () => requestLine() !== undefined, 5_000);
    expect(JSON.parse(requestLine() ?? "{}")).toMatchObject({ route: "/catalog", status: 503 });
    const client = await fetch(`${server.baseUrl}/catalog.data?category=business-jet`);
    expect({ status: client.status, retryAfter: client.headers.get("retry-after") }).toEqual({ status: 503, retryAfter: "5" });
    expect((await get(server, "/readyz")).status).toBe(503);

    await cluster.start();
    const recovered = await waitFor(async () => (await get(server, "/readyz")).status === 200, 10_000);
    expect(recovered).toBe(true);
    const after = await get(server, CATALOG);
    expect(after.status).toBe(200);
    expect(after.body).toContain("Citation");
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toContain("A database connection was lost");
  });
});
