/**
 * Backups of an embedded deployment (`npm run backup`, `npm run restore`) on the built
 * server as an operator runs them (`npm run build` first): a backup taken while contact
 * messages are being written holds every message acknowledged before it began, the
 * photo files and the generated secrets; restore refuses a data directory that is not
 * empty and a file that is not a backup. The drill (`npm run drill -- backup-restore`)
 * also serves the restored directory.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, runProjectNode, startBuiltServer } from "../support/built-server";
import { startContactWrites, storedEmails, untilAcknowledged } from "../support/contact-writes";

const PHOTO = "listings/1/0123456789abcdef0123456789abcdef-400.webp";

let server: BuiltServer;
let scratch: string;
beforeAll(async () => {
  server = await startBuiltServer({ env: { TRUST_PROXY: "loopback" } });
  scratch = mkdtempSync(path.join(tmpdir(), "aeromarket-backup-test-"));
}, 120_000);
afterAll(async () => {
  await server?.remove();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("backup and restore", { timeout: 120_000 }, () => {
  it("restores every write acknowledged before a backup taken under write load, with the photo files and secrets", async () => {
    mkdirSync(path.join(server.dataDir, "storage", path.dirname(PHOTO)), { recursive: true });
    writeFileSync(path.join(server.dataDir, "storage", PHOTO), "photo bytes");
    const file = path.join(scratch, "aeromarket.backup");
    const writes = startContactWrites(server, 4);
    let acknowledgedBefore: string[];
    try {
      await untilAcknowledged(writes, 12);
      acknowledgedBefore = [...writes.acknowledged];
      const backup = await runProjectNode(["server/backup.js", file], { DATA_DIR: server.dataDir });
      expect(backup, backup.output).toMatchObject({ code: 0 });
      expect(backup.output).toContain("by the running server");
      await untilAcknowledged(writes, writes.acknowledged.length + 4);
    } finally {
      await writes.stop();
    }
    expect(writes.failed()).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const refused = await runProjectNode(["server/restore.js", file], { DATA_DIR: server.dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`Not restored: ${server.dataDir} is not empty`);

    const restoredDir = path.join(scratch, "restored");
    const restore = await runProjectNode(["server/restore.js", file], { DATA_DIR: restoredDir });
    expect(restore, restore.output).toMatchObject({ code: 0 });
    expect(readFileSync(path.join(restoredDir, "storage", PHOTO), "utf8")).toBe("photo bytes");
    expect(readFileSync(path.join(restoredDir, "session-secret"), "utf8")).toBe(readFileSync(path.join(server.dataDir, "session-secret"), "utf8"));
    const stored = await storedEmails(restoredDir);
    expect(acknowledgedBefore.filter((email) => !stored.has(email))).toEqual([]);
    expect(acknowledgedBefore.length).toBeGreaterThanOrEqual(12);
  });

  it("refuses a file that is not a backup, and writes nothing", async () => {
    const notABackup = path.join(scratch, "notes.txt");
    writeFileSync(notABackup, "not a backup");
    const target = path.join(scratch, "never-restored");
    const run = await runProjectNode(["server/restore.js", notABackup], { DATA_DIR: target });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`Not restored: ${notABackup} is not an AeroMarket backup`);
    expect(() => statSync(target)).toThrow();
  });
});
