import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../support/free-port";
import { SHORT_SESSION_SECONDS } from "./support/short-session";

async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

type RunningServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

/**
 * Starts the built app exactly as `npm start` does (server.js), on a free port and a
 * fresh data directory. The proxy on loopback is trusted so that each test can speak
 * from its own client address (X-Forwarded-For) and keep its own rate-limit counters.
 */
async function startServer(authJwtExpiry: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(path.resolve("node_modules/.bin/node"), ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SUPABASE_URL: "",
      SUPABASE_ANON_KEY: "",
      SITE_URL: baseUrl,
      AUTH_JWT_EXPIRY: authJwtExpiry,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  server.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  try {
    await waitUntilServing(`${baseUrl}/`, server, 60_000);
  } catch (error) {
    server.kill("SIGKILL");
    throw new Error(`${String(error)}\n${log.join("")}`, { cause: error });
  }
  const stop = async () => {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, dataDir, stop };
}

/**
 * Two servers: the one every journey uses, and one whose access tokens live only
 * SHORT_SESSION_SECONDS, for the journey that proves the server refreshes sessions.
 */
export default async function globalSetup() {
  const [main, shortSession] = await Promise.all([startServer("3600"), startServer(String(SHORT_SESSION_SECONDS))]);
  process.env.E2E_BASE_URL = main.baseUrl;
  process.env.E2E_DATA_DIR = main.dataDir;
  process.env.E2E_SHORT_SESSION_BASE_URL = shortSession.baseUrl;
  process.env.E2E_SHORT_SESSION_DATA_DIR = shortSession.dataDir;
  return async () => {
    await Promise.all([main.stop(), shortSession.stop()]);
  };
}
