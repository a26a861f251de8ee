/**
 * `npm run backup -- FILE`: a backup of an embedded (PGlite) deployment's DATA_DIR (the
 * database, the photo files, the generated secrets) written to FILE, a gzipped tar that
 * `npm run restore` reads. A running server writes it (server/backup-socket.js), between
 * two of its queries, while it goes on serving; with no server running on DATA_DIR,
 * this process opens the database and writes it itself. FILE must not exist; it holds
 * personal data and secrets, so it is made readable by its owner only. With DATABASE_URL:
 * pg_dump (README, Backups). Exits 0 when FILE is complete, 1 otherwise, 2 on bad usage.
 */
import { createWriteStream, existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { BACKUP_SOCKET } from "./backup-socket.js";

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error("Usage: npm run backup -- FILE (DATA_DIR names the data directory, default ./data)");
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump, and the photo storage with its own tools (README, Backups).");
  process.exit(2);
}
if (existsSync(file)) {
  console.error(`${file} exists already: name a new file.`);
  process.exit(2);
}

const dataDir = path.resolve(process.env.DATA_DIR || "./data");
const partial = `${file}.partial`;
const started = performance.now();
try {
  const by = await fromRunningServer(path.join(dataDir, BACKUP_SOCKET)).catch(async (error) => {
    if (error.code !== "ENOENT" && error.code !== "ECONNREFUSED") throw error;
    await rm(partial, { force: true });
    return await withoutServer();
  });
  await rename(partial, file);
  console.log(`Backup of ${dataDir} written to ${file} in ${Math.round(performance.now() - started)} ms (${by}).`);
  process.exit(0);
} catch (error) {
  await rm(partial, { force: true });
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** Asks the server serving DATA_DIR for the backup. */
async function fromRunningServer(socketPath) {
  const response = await new Promise((resolve, reject) => {
    const request = http.request({ socketPath, method: "POST", path: "/backup" }, resolve);
    request.once("error", reject).end();
  });
  if (response.statusCode !== 200) throw new Error(`the server answered ${response.statusCode}`);
  // A backup the server could not finish ends the answer early: pipeline rejects.
  await pipeline(response, createWriteStream(partial, { flags: "wx", mode: 0o600 })).catch((error) => {
    throw new Error(`the server stopped part-way (${error.code ?? error.message}); its log says why`);
  });
  return "by the running server";
}

/** No server runs on DATA_DIR: this process opens the database and writes the backup. */
async function withoutServer() {
  if (!existsSync(path.join(dataDir, "pglite"))) throw new Error(`${dataDir} holds no embedded database (pglite/), and no server answers on it`);
  const build = await import("../build/server/index.js");
  const app = build.entry.module;
  try {
    await app.writeBackup(createWriteStream(partial, { flags: "wx", mode: 0o600 }));
  } finally {
    await app.closeDatabase();
  }
  return "no server was running: this process opened the database";
}
