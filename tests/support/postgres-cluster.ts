/**
 * A throwaway PostgreSQL cluster of its own (initdb + pg_ctl) on a free loopback port,
 * for tests and drills that stop and start the database server. It never touches
 * another cluster. As root, the cluster runs as the `postgres` user (PostgreSQL
 * refuses to run as root); otherwise as the current user.
 */
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port";

const run = promisify(execFile);

export type PostgresCluster = {
  /** A superuser connection string to the `postgres` database (trust authentication, loopback only). */
  url: string;
  port: number;
  /** pg_ctl stop, fast mode: sessions are disconnected, as in a restart. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the cluster and deletes its directory. */
  destroy: () => Promise<void>;
};

/** The directory holding initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const candidates = [process.env.PG_BIN_DIR ?? "", ...versions.map((version) => path.join(root, version, "bin"))];
  return candidates.find((dir) => dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")));
}

function clusterUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error("PostgreSQL's initdb and pg_ctl were not found (set PG_BIN_DIR)");
  const user = clusterUser();
  const dir = mkdtempSync(path.join(tmpdir(), "aeromarket-pg-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const pg = (program: string, args: string[]) => run(path.join(binDir, program), args, { ...user, cwd: dir, timeout: 60_000 });

  await pg("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"]);
  // Loopback TCP only, the socket in the cluster's own directory, no durability needed.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = async () => {
    await pg("pg_ctl", ["start", "-D", dataDir, "-w", "-l", path.join(dir, "server.log"), "-o", options]);
  };
  const stop = async () => {
    await pg("pg_ctl", ["stop", "-D", dataDir, "-w", "-m", "fast"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await pg("pg_ctl", ["stop", "-D", dataDir, "-w", "-m", "immediate"]).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
