import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { freePort } from "../support/free-port";
import { tmpdir } from "node:os";
import path from "node:path";

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

/**
 * Starts the built app exactly as `npm start` does, on a free port and a fresh
 * data directory, and hands its address to the tests through the environment.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(path.resolve("node_modules/.bin/react-router-serve"), ["./build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SITE_URL: baseUrl,
      AUTH_JWT_EXPIRY: process.env.E2E_AUTH_JWT_EXPIRY ?? "3600",
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
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };
}
