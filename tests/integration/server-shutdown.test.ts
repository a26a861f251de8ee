/**
 * One shutdown path (server.js): on SIGTERM the built server answers every request
 * already sent to it, closes the database, and exits 0, well within Docker's 10 s.
 * On PGlite, where a reply cut off after a committed write is the worst case. `npm run build` first.
 */
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type BuiltServer, spawnBuiltServer, startBuiltServer } from "../support/built-server";

const IN_FLIGHT = 50;
// Generous: each test starts a server on a fresh PGlite, which a busy machine slows down many times over.
const TIMEOUT = { timeout: 120_000 };
const SEARCHES = ["cessna", "citation", "king air", "pilatus", "gulfstream"];

let server: BuiltServer | undefined;
afterEach(async () => {
  await server?.remove();
  server = undefined;
});

type Reply = { status: number | undefined; complete: boolean } | { error: string };

/** Catalogue searches, each on its own connection: resolves once all are sent, with their replies to come. */
async function sendCatalogSearches(baseUrl: string, count: number): Promise<Promise<Reply>[]> {
  const sent: Promise<void>[] = [];
  const replies = Array.from({ length: count }, (_, index) => {
    const url = `${baseUrl}/catalog?q=${encodeURIComponent(SEARCHES[index % SEARCHES.length] ?? "")}`;
    return new Promise<Reply>((resolve) => {
      const request = http.get(url, { agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode, complete: body.trimEnd().endsWith("</html>") }));
        response.on("error", (error) => resolve({ error: String(error) }));
      });
      request.on("error", (error) => resolve({ error: String(error) }));
      sent.push(new Promise((resolveSent) => request.on("finish", resolveSent)));
    });
  });
  await Promise.all(sent);
  return replies;
}

describe("SIGTERM", () => {
  it("answers every request already sent in full, then exits 0", TIMEOUT, async () => {
    server = await startBuiltServer();
    const replies = await sendCatalogSearches(server.baseUrl, IN_FLIGHT);
    const signalled = Date.now();
    const code = await server.stop("SIGTERM");
    const stoppedInMs = Date.now() - signalled;

    expect(await Promise.all(replies)).toEqual(Array(IN_FLIGHT).fill({ status: 200, complete: true }));
    expect(code).toBe(0);
    expect(stoppedInMs).toBeLessThan(9_000);
    // The replies came after the signal: the requests really were in flight.
    const answeredAfterSignal = Number(/(\d+) requests answered and 0 refused after the SIGTERM/.exec(server.output())?.[1]);
    expect(answeredAfterSignal).toBeGreaterThan(0);
  });

  it("while the database is still being created, lets it finish, exits 0, and the data directory opens again", TIMEOUT, async () => {
    server = await spawnBuiltServer();
    const pglite = path.join(server.dataDir, "pglite");
    // A fresh DATA_DIR: the signal comes as PGlite is being created, migrated and seeded.
    while (!existsSync(pglite) && server.child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 10));
    // PGlite works in this thread: the signal is handled between its steps, so the bound is the start's own length.
    expect(await server.stop("SIGTERM", 60_000)).toBe(0);
    expect(server.output()).toContain("SIGTERM: stopping before the server listened.");

    const again = await startBuiltServer({ dataDir: server.dataDir });
    try {
      expect((await fetch(`${again.baseUrl}/catalog`)).status).toBe(200);
    } finally {
      await again.remove();
    }
  });
});
