/**
 * One shutdown path (server/shutdown.js): on SIGTERM the built server answers every
 * request already sent to it (the ones it had not begun with a 503 to retry), closes the
 * database, and exits 0.
 * On PGlite, where a reply cut off after a committed write is the worst case. `npm run build` first.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type BuiltServer, spawnBuiltServer, startBuiltServer } from "../support/built-server";
import { sendAtOnce } from "../support/http-burst";

const IN_FLIGHT = 50;
// Generous: each test starts a server on a fresh PGlite, which a busy machine slows down many times over.
const TIMEOUT = { timeout: 120_000 };
const SEARCHES = ["cessna", "citation", "king air", "pilatus", "gulfstream"];

let server: BuiltServer | undefined;
afterEach(async () => {
  await server?.remove();
  server = undefined;
});

describe("SIGTERM", () => {
  it("answers every request already sent, in full or with a 503 to retry, then exits 0", TIMEOUT, async () => {
    server = await startBuiltServer();
    const baseUrl = server.baseUrl;
    // Catalogue searches, each a different query.
    const replies = await sendAtOnce(Array.from({ length: IN_FLIGHT }, (_, index) => `${baseUrl}/catalog?q=${encodeURIComponent(SEARCHES[index % SEARCHES.length] ?? "")}`));
    const code = await server.stop("SIGTERM");

    const outcomes = (await Promise.all(replies)).map((reply) => {
      if ("error" in reply) return `no reply: ${reply.error}`;
      if (reply.status === 200 && reply.body.trimEnd().endsWith("</html>")) return "the whole page";
      if (reply.status === 503 && reply.body.includes("This server is shutting down")) return "503, try again";
      return `${reply.status}: ${reply.body.slice(-200)}`;
    });
    expect(outcomes.filter((outcome) => outcome !== "the whole page" && outcome !== "503, try again")).toEqual([]);
    expect(code).toBe(0);
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
