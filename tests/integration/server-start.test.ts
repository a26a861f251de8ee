/**
 * The built server checks its configuration and data directory before it listens: a
 * wrong one ends the process with one clear line and a non-zero code, instead of a
 * server that looks up and answers 500 to every page. Every line it writes is JSON (each
 * failed start's one line is read as such). `npm run build` first.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:net";
import { spawnBuiltServer, startBuiltServer } from "../support/built-server";
import { freePort } from "../support/free-port";
import { logLines, logMessages } from "../support/log-lines";
import { openScratchPostgres } from "./test-database";

const scratch = mkdtempSync(path.join(tmpdir(), "aeromarket-start-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function failedStart(options: Parameters<typeof spawnBuiltServer>[0]) {
  const server = await spawnBuiltServer(options);
  try {
    const code = await server.exited;
    return { code, lines: logMessages(server.output()) };
  } finally {
    await server.remove();
  }
}

describe("starting with a configuration the server cannot run with", { timeout: 60_000 }, () => {
  it("exits 1 with one line when SUPABASE_URL is set without SUPABASE_ANON_KEY", async () => {
    const result = await failedStart({ env: { SUPABASE_URL: "https://project.supabase.co" } });
    expect(result).toEqual({ code: 1, lines: ["AeroMarket cannot start: SUPABASE_URL is set but SUPABASE_ANON_KEY is not"] });
  });

  it("exits 1 with one line when TRUST_PROXY would trust every hop", async () => {
    const result = await failedStart({ env: { TRUST_PROXY: "true" } });
    expect(result).toEqual({
      code: 1,
      lines: ["AeroMarket cannot start: TRUST_PROXY: true would believe any client's X-Forwarded-For: give the proxy hop count (1) or addresses"],
    });
  });

  it("exits 1 with one line when the deal deadlines' test clock is set outside a test run", async () => {
    const result = await failedStart({ env: { DEAL_CLOCK_FILE: "/tmp/deal-clock" } });
    expect(result).toEqual({ code: 1, lines: ["AeroMarket cannot start: DEAL_CLOCK_FILE is for end-to-end tests only: it is refused unless NODE_ENV=test"] });
  });

  it("exits 1 with one line when WEB_CONCURRENCY is not a number of processes", async () => {
    const result = await failedStart({ env: { WEB_CONCURRENCY: "2.5" } });
    expect(result).toEqual({ code: 1, lines: ["AeroMarket cannot start: WEB_CONCURRENCY: must be a number of processes from 1 to 256"] });
  });

  it("exits 1 with one line when MAIL_FROM is not a sender, or SMTP_URL has none", async () => {
    const malformed = await failedStart({ env: { MAIL_FROM: "AeroMarket <no-reply at example.com>", REPLY_TO: "team.example.com" } });
    expect(malformed).toEqual({
      code: 1,
      lines: ["AeroMarket cannot start: MAIL_FROM: must be an address (name@example.com) or a name and address (AeroMarket <name@example.com>); REPLY_TO: must be an email address"],
    });
    const missing = await failedStart({ env: { SMTP_URL: "smtp://mail.example.com:587" } });
    expect(missing).toEqual({ code: 1, lines: ["AeroMarket cannot start: SMTP_URL is set but MAIL_FROM is not: give the address emails come from, on your own domain"] });
  });

  it("exits 1 with one line when DATA_DIR cannot be written", async () => {
    // A path under a regular file cannot be a directory, whoever runs the test (root included).
    const file = path.join(scratch, "a-file");
    writeFileSync(file, "");
    const dataDir = path.join(file, "data");
    const result = await failedStart({ dataDir });
    expect(result).toEqual({
      code: 1,
      lines: [`AeroMarket cannot start: DATA_DIR ${dataDir} is not a directory this process (uid ${process.getuid?.()}) can write to (ENOTDIR)`],
    });
  });

  it("exits 1 with one line when the database cannot be reached", async () => {
    const result = await failedStart({ env: { DATABASE_URL: "postgres://aeromarket@127.0.0.1:1/aeromarket" } });
    expect(result).toEqual({ code: 1, lines: ["AeroMarket cannot start: the database cannot be opened: connect ECONNREFUSED 127.0.0.1:1"] });
  });

  it("names the database's host and port when the connection times out, as one that no DNS answers for does", async () => {
    // Accepts connections and never answers: the first connection times out after 5 s.
    const silent: Server = createServer(() => undefined);
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", resolve));
    try {
      const result = await failedStart({ env: { DATABASE_URL: `postgres://aeromarket:secret-password@127.0.0.1:${port}/aeromarket` } });
      expect(result).toEqual({
        code: 1,
        lines: [`AeroMarket cannot start: the database cannot be opened: Connection terminated due to connection timeout (connecting to 127.0.0.1:${port})`],
      });
    } finally {
      silent.close();
    }
  });

  it("names an unresolvable database host", async () => {
    const result = await failedStart({ env: { DATABASE_URL: "postgres://aeromarket@aeromarket-db.invalid:5432/aeromarket" } });
    expect(result.code).toBe(1);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatch(/^AeroMarket cannot start: the database cannot be opened: .*aeromarket-db\.invalid/);
  });
});

describe("an empty variable, as a compose file's blank KEY= gives", { timeout: 90_000 }, () => {
  it("is unset: an empty SESSION_SECRET starts the server with the secret kept in DATA_DIR", async () => {
    const server = await startBuiltServer({ env: { SESSION_SECRET: "" } });
    try {
      expect(readFileSync(path.join(server.dataDir, "session-secret"), "utf8").length).toBeGreaterThanOrEqual(32);
    } finally {
      await server.remove();
    }
  });

  it("is unset whichever it is: an empty WEB_CONCURRENCY or METRICS_PORT is no error", async () => {
    const result = await failedStart({ env: { SESSION_SECRET: "", WEB_CONCURRENCY: "", METRICS_PORT: "", SUPABASE_URL: "https://project.supabase.co" } });
    expect(result).toEqual({ code: 1, lines: ["AeroMarket cannot start: SUPABASE_URL is set but SUPABASE_ANON_KEY is not"] });
  });
});

describe("the log from start to stop", { timeout: 90_000 }, () => {
  it("is JSON on every line, the SITE_URL warning and the shutdown's lines included", async () => {
    const server = await startBuiltServer();
    const code = await server.stop("SIGTERM");
    await server.remove();
    const lines = logLines(server.output());
    expect(code).toBe(0);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        `Warning: SITE_URL is not set, so links in emails point at http://localhost:${server.port}. Set it to the address people reach this site at.`,
        `AeroMarket is serving on http://127.0.0.1:${server.port}`,
        "SIGTERM: answering the 0 requests in flight, then closing the database.",
      ]),
    );
    expect(lines.find((line) => line.msg.startsWith("Warning: SITE_URL"))?.level).toBe(40);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("is JSON on every line of the primary and its workers on PostgreSQL", async () => {
    const database = await openScratchPostgres(process.env.TEST_DATABASE_URL!);
    try {
      const server = await startBuiltServer({ env: { DATABASE_URL: database.url, WEB_CONCURRENCY: "2", SITE_URL: "http://localhost:3000" } });
      while (!server.output().includes("with 2 worker processes")) await new Promise((resolve) => setTimeout(resolve, 50));
      const code = await server.stop("SIGTERM");
      await server.remove();
      expect(code).toBe(0);
      expect(logMessages(server.output())).toEqual(expect.arrayContaining([`AeroMarket is serving on http://127.0.0.1:${server.port} with 2 worker processes`, "SIGTERM: stopping the 2 worker processes."]));
    } finally {
      await database.close();
    }
  });
});
