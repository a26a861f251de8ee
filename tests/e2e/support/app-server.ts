import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../support/free-port";

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

export type RunningServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

/**
 * Starts the built app exactly as `npm start` does (server.js), on a free port and a
 * fresh data directory, with embedded defaults unless `env` says otherwise. The proxy
 * on loopback is trusted so that each test can speak from its own client address
 * (X-Forwarded-For) and keep its own rate-limit counters.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
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
      ...env,
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
