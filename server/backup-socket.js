/**
 * Backups while the server runs (`npm run backup -- FILE`, server/backup.js). PGlite, the
 * embedded database, lives inside this process and no other may open its files, so this
 * process writes the backup: it answers `POST /backup` on a Unix socket in DATA_DIR,
 * `DATA_DIR/backup.sock`, readable and writable by the server's own user only. Reaching it
 * takes the same access to the machine as copying DATA_DIR would, so it needs no token,
 * and it is never on the network. docs/decisions/019-backups-and-restore.md.
 */
import { rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";

export const BACKUP_SOCKET = "backup.sock";

/**
 * @param {{ dataDir: string, writeBackup: (output: NodeJS.WritableStream) => Promise<{ databaseBytes: number, dumpMs: number, storageFiles: number }> }} options
 * @returns {Promise<http.Server>}
 */
export async function serveBackups({ dataDir, writeBackup }) {
  const socketPath = path.join(dataDir, BACKUP_SOCKET);
  // Left by a server that did not exit cleanly: no other server serves this DATA_DIR.
  rmSync(socketPath, { force: true });
  const server = http.createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/backup") return void response.writeHead(404).end();
    const started = performance.now();
    response.writeHead(200, { "Content-Type": "application/gzip" });
    try {
      const figures = await writeBackup(response);
      console.log(
        `Backup written in ${Math.round(performance.now() - started)} ms: database ${figures.databaseBytes} bytes (dumped in ${figures.dumpMs} ms), ${figures.storageFiles} stored files.`,
      );
    } catch (error) {
      console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
      // The client sees the answer cut short and keeps no file.
      response.destroy();
    }
  });
  const umask = process.umask(0o177);
  try {
    await new Promise((resolve, reject) => server.once("error", reject).listen(socketPath, () => resolve(undefined)));
  } finally {
    process.umask(umask);
  }
  // The server's own exit: nothing else would remove the socket's file.
  process.once("exit", () => rmSync(socketPath, { force: true }));
  server.unref();
  return server;
}
