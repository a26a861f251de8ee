/**
 * A backup taken under write load, then restored: the built server on PGlite holding the
 * sample listings plus BACKUP_DRILL_LISTINGS generated ones (default 10,000), contact
 * messages written by WRITE_CLIENTS clients back to back, `npm run backup` run while they
 * write, the writes going on for a moment after it, then `npm run restore` into an empty
 * directory, which is opened and served. Prints the writes acknowledged before the backup
 * began, how many of them were restored, how many are missing (must be 0: exits 1
 * otherwise), the writes acknowledged while it ran and how many of those it holds, the
 * backup's time and size, and the restore's time; and the longest wait for a page while
 * the backup ran: a page the server reuses (`/`) and one that needs a query (a catalogue
 * search, new at each request), each asked for back to back by one client.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pgliteInventory } from "../bench/inventory";
import { runProjectNode, startBuiltServer } from "../../tests/support/built-server";
import { startContactWrites, storedEmails, untilAcknowledged } from "../../tests/support/contact-writes";

const WRITE_CLIENTS = 8;
const WRITES_BEFORE = 100;
const WRITES_AFTER = 40;

export default async function backupRestoreDrill() {
  const generated = Number(process.env.BACKUP_DRILL_LISTINGS ?? 10_000);
  console.log(`Drill: backup under write load, then restore (PGlite, ${generated.toLocaleString("en-US")} generated listings plus the samples, ${WRITE_CLIENTS} writing clients)`);
  const filling = performance.now();
  const inventory = await pgliteInventory(generated);
  console.log(`  inventory made in ${seconds(performance.now() - filling)}`);
  const scratch = mkdtempSync(path.join(tmpdir(), "aeromarket-backup-drill-"));
  const server = await startBuiltServer({ ...inventory.serverOptions, env: { TRUST_PROXY: "loopback" } }, 180_000);
  try {
    const file = path.join(scratch, "aeromarket.backup");
    const writes = startContactWrites(server, WRITE_CLIENTS);
    let before: string[];
    let during: string[];
    let backup;
    let waits: { reused: PageWaits; searched: PageWaits };
    try {
      await untilAcknowledged(writes, WRITES_BEFORE, 120_000);
      before = [...writes.acknowledged];
      const reused = pageWaits(server.baseUrl, () => "/");
      const searched = pageWaits(server.baseUrl, (turn) => `/catalog?q=cessna+${turn}`);
      backup = await runProjectNode(["server/backup.js", file], { DATA_DIR: server.dataDir });
      waits = { reused: await reused.stop(), searched: await searched.stop() };
      during = writes.acknowledged.slice(before.length);
      await untilAcknowledged(writes, writes.acknowledged.length + WRITES_AFTER, 120_000);
    } finally {
      await writes.stop();
    }
    if (backup.code !== 0) throw new Error(`The backup failed:\n${backup.output}`);
    const restoredDir = path.join(scratch, "restored");
    const restore = await runProjectNode(["server/restore.js", file], { DATA_DIR: restoredDir });
    if (restore.code !== 0) throw new Error(`The restore failed:\n${restore.output}`);
    const stored = await storedEmails(restoredDir);
    const missing = before.filter((email) => !stored.has(email));
    const restored = await startBuiltServer({ dataDir: restoredDir }, 180_000);
    const catalog = await fetch(`${restored.baseUrl}/catalog`).then(async (response) => (await response.arrayBuffer(), response.status));
    await restored.remove();

    console.log(`  writes acknowledged before the backup began: ${before.length}`);
    console.log(`  of them restored: ${before.length - missing.length}`);
    console.log(`  missing: ${missing.length}${missing.length ? ` (${missing.slice(0, 5).join(", ")})` : ""}`);
    console.log(`  acknowledged while the backup ran: ${during.length}, of them in the backup: ${during.filter((email) => stored.has(email)).length}`);
    console.log(`  writes refused or unanswered during the drill: ${writes.failed()} ${JSON.stringify(writes.failures)}`);
    console.log(`  backup: ${seconds(backup.tookMs)} (npm run backup, command start to file complete), ${(statSync(file).size / 1e6).toFixed(1)} MB`);
    console.log(`  the server: ${/Backup written in [^"]*/.exec(server.output())?.[0] ?? "(no line)"}`);
    for (const [name, figures] of [["a reused page (/)", waits.reused], ["a catalogue search (a query each)", waits.searched]] as const) {
      console.log(`  while it ran, ${name}: ${figures.pages} pages, the longest wait ${seconds(figures.longestMs)}, ${figures.overOneSecond} over 1 s`);
    }
    console.log(`  restore: ${seconds(restore.tookMs)}; the restored directory's /catalog answered ${catalog}`);
    if (missing.length > 0 || catalog !== 200) process.exitCode = 1;
  } finally {
    await server.remove();
    await inventory.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
}

type PageWaits = { pages: number; longestMs: number; overOneSecond: number };

/** One client asking for pages back to back until stopped: how many, the longest wait, how many took over a second. */
function pageWaits(baseUrl: string, pathFor: (turn: number) => string): { stop: () => Promise<PageWaits> } {
  const figures: PageWaits = { pages: 0, longestMs: 0, overOneSecond: 0 };
  let stopped = false;
  const running = (async () => {
    for (let turn = 0; !stopped; turn++) {
      const started = performance.now();
      await fetch(`${baseUrl}${pathFor(turn)}`).then((response) => response.arrayBuffer(), () => undefined);
      const waitedMs = performance.now() - started;
      figures.pages++;
      figures.longestMs = Math.max(figures.longestMs, waitedMs);
      if (waitedMs > 1_000) figures.overOneSecond++;
    }
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      return figures;
    },
  };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
