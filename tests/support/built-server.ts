import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

export type BuiltServer = {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed so far. */
  log: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the built app as `npm start` does (server.js, NODE_ENV=production) on a free
 * loopback port and a fresh PGlite data directory; `env` adds to or overrides that.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "aeromarket-server-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(path.resolve("node_modules/.bin/node"), ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SUPABASE_URL: "",
      SUPABASE_ANON_KEY: "",
      SITE_URL: "",
      TRUST_PROXY: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${baseUrl}/`, child, 150_000);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${output.join("")}`, { cause: error });
  }
  return { baseUrl, port, process: child, log: () => output.join(""), stop };
}

async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}
