/**
 * The built server checks its configuration and data directory before it listens: a
 * wrong one ends the process with one clear line and a non-zero code, instead of a
 * server that looks up and answers 500 to every page. `npm run build` first.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnBuiltServer } from "../support/built-server";

const scratch = mkdtempSync(path.join(tmpdir(), "aeromarket-start-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function failedStart(options: Parameters<typeof spawnBuiltServer>[0]) {
  const server = await spawnBuiltServer(options);
  try {
    const code = await server.exited;
    return { code, lines: server.output().trim().split("\n") };
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
});
