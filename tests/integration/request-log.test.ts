/**
 * The built server's request log (server/request-log.js): one JSON line per request with
 * its id, the route's pattern, the status and the duration; the id comes from
 * X-Request-Id behind a trusted proxy and goes back in the response. The error page's
 * "Reference: ..." is checked in postgres-restart.test.ts. `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../support/built-server";

let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ env: { TRUST_PROXY: "loopback" } });
}, 120_000);
afterAll(async () => {
  await server?.remove();
});

type LogLine = Record<string, unknown>;

function requestLines(): LogLine[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg === "request");
}

async function logLineFor(requestId: string): Promise<LogLine | undefined> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const line = requestLines().find((candidate) => candidate.requestId === requestId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describe("the request log", { timeout: 60_000 }, () => {
  it("logs a page as one JSON line with the proxy's request id and the route's pattern, not its address", async () => {
    const response = await fetch(`${server.baseUrl}/aircraft/1`, { headers: { "X-Request-Id": "support-ticket-4711" } });
    await response.text();
    expect(response.headers.get("x-request-id")).toBe("support-ticket-4711");
    const line = await logLineFor("support-ticket-4711");
    expect(line).toMatchObject({ level: 30, method: "GET", route: "/aircraft/:id", status: response.status });
    expect(typeof line?.durationMs).toBe("number");
    expect(line).not.toHaveProperty("userId");
  });

  it("makes an id of its own when the offered one is not a plain token", async () => {
    const response = await fetch(`${server.baseUrl}/catalog?q=cessna`, { headers: { "X-Request-Id": "not a token; <script>" } });
    await response.text();
    const requestId = response.headers.get("x-request-id") ?? "";
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await logLineFor(requestId)).toMatchObject({ route: "/catalog", status: 200 });
  });
});
