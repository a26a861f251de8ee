/**
 * The built app run as `npm start` runs it (`node server.js`, NODE_ENV=production), on
 * a free loopback port and, unless told otherwise, a fresh data directory. For tests and
 * drills that need the real process: its start-up, signals and exit code. `npm run build` first.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

const SERVER_BUILD = "build/server/index.js";

export type ServerOptions = {
  /**
   * Added to the environment (or made from the server's own address); DATABASE_URL,
   * SITE_URL, TRUST_PROXY and the Supabase variables are unset unless given.
   */
  env?: NodeJS.ProcessEnv | ((address: { port: number }) => NodeJS.ProcessEnv);
  /** Defaults to a new temporary directory, removed by `remove()`. */
  dataDir?: string;
  /**
   * Runs the image's command (server/pid1.sh) as process 1 of a PID namespace of its own,
   * as in a container, where a signal the process has no handler for is dropped
   * (`unshare`, needs root). Signals go to that process 1.
   */
  asPidOne?: boolean;
};

export type BuiltServer = {
  baseUrl: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit, killing the process after `timeoutMs`. */
  stop: (signal?: NodeJS.Signals, timeoutMs?: number) => Promise<number | null>;
  /** Stops the process if it still runs and removes a data directory this module made. */
  remove: () => Promise<void>;
};

/** Spawns the server; it may still be starting (see `startBuiltServer` to wait until it is ready). */
export async function spawnBuiltServer(options: ServerOptions = {}): Promise<BuiltServer> {
  if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` first.`);
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "aeromarket-server-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
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
    // Test runs send far more account emails in an hour than a site: the cap has its own test.
    AUTH_RATE_LIMIT_EMAIL_SENT: "1000000",
    ...(typeof options.env === "function" ? options.env({ port }) : options.env),
  };
  // The project's own Node 24 (the `node` devDependency), whatever node runs the caller, with npm start's flags.
  const command = options.asPidOne
    ? ["unshare", "--fork", "--pid", "--kill-child", "sh", "server/pid1.sh"]
    : [path.resolve("node_modules/.bin/node"), "--liftoff-only", "server.js"];
  if (options.asPidOne) env.PATH = `${path.resolve("node_modules/.bin")}:${env.PATH ?? ""}`;
  const child = spawn(command[0]!, command.slice(1), { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const stop = async (signal: NodeJS.Signals = "SIGTERM", timeoutMs = 15_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    if (options.asPidOne && signal !== "SIGKILL") process.kill(await serverPid(child), signal);
    else child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    stop,
    async remove() {
      await stop("SIGKILL");
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's process id: the child's own, or under `unshare` its child's (process 1 inside). */
async function serverPid(child: ChildProcess): Promise<number> {
  const children = `/proc/${child.pid}/task/${child.pid}/children`;
  for (;;) {
    const pid = Number(readFileSync(children, "utf8").trim().split(" ")[0]);
    if (pid > 0) return pid;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Spawns the server and waits until GET /readyz answers 200. */
export async function startBuiltServer(options: ServerOptions = {}, timeoutMs = 60_000): Promise<BuiltServer> {
  const server = await spawnBuiltServer(options);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      const response = await fetch(`${server.baseUrl}/readyz`);
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.remove();
  throw new Error(`The server did not become ready within ${timeoutMs} ms:\n${server.output()}`);
}

export type CommandRun = { code: number | null; output: string; tookMs: number };

/** Runs `node <args>` with the project's own Node (an operator's command, e.g. server/backup.js) and the environment given on top of this one's. */
export async function runProjectNode(args: string[], env: NodeJS.ProcessEnv): Promise<CommandRun> {
  const started = performance.now();
  const child = spawn(path.resolve("node_modules/.bin/node"), args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
  return { code, output, tookMs: performance.now() - started };
}
