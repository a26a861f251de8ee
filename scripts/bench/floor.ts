/**
 * The floor: bench/floor, the smallest React Router 8 framework-mode app (one page with
 * a loader), built here into bench/floor/build and served by react-router-serve, as a
 * new project would serve it. A page of ours can at best be served as fast as this one.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../tests/support/free-port";

const FLOOR_ROOT = "bench/floor";
// The project's own Node 24, whatever node runs this script.
const NODE = path.resolve("node_modules/.bin/node");

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`))));
  });
}

/** Builds the floor app (a second or two: it is one page). */
export function buildFloor(): Promise<void> {
  return run(["node_modules/@react-router/dev/bin.cjs", "build", FLOOR_ROOT]);
}

export type FloorServer = { baseUrl: string; stop: () => Promise<void> };

/** Serves the built floor with react-router-serve on a free loopback port, once it answers. */
export async function startFloor(): Promise<FloorServer> {
  const port = await freePort();
  // From the floor's own directory, as its build names its assets relative to it.
  const child = spawn(NODE, [path.resolve("node_modules/@react-router/serve/bin.cjs"), "build/server/index.js"], {
    cwd: FLOOR_ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(baseUrl);
      await response.arrayBuffer();
      if (response.ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The floor app did not answer within 30 s:\n${errors}`);
}
