/**
 * `npm run storage:check` as an operator runs it: with a seller's verification proof in
 * storage and its row in the database it finds nothing to report and exits 0; a file no row
 * names makes it exit 1. PGlite in DATA_DIR, or PostgreSQL when TEST_DATABASE_URL is set.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "~/server/db/client.server";
import type { Database } from "~/server/db/database";
import { profiles, sellerVerifications } from "~/server/db/schema";
import { openScratchPostgres } from "./test-database";

const serverUrl = process.env.TEST_DATABASE_URL ?? "";
let dataDir: string;
let databaseUrl = "";
let closeScratch: (() => Promise<void>) | undefined;

/** The site's database, opened as the script will find it. */
async function withDatabase(work: (db: Database) => Promise<void>) {
  if (serverUrl) {
    const scratch = await openScratchPostgres(serverUrl);
    databaseUrl = scratch.url;
    closeScratch = () => scratch.close();
    await work(scratch.db);
    return;
  }
  const connection = await openPglite(path.join(dataDir, "pglite"));
  await work(connection.db);
  await connection.close();
}

function storageCheck() {
  return spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/storage-check.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, STORAGE_S3_BUCKET: "", SUPABASE_URL: "", SUPABASE_ANON_KEY: "" },
    encoding: "utf8",
    timeout: 120_000,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "aeromarket-storage-check-"));
  const sellerId = randomUUID();
  const proof = `verification/${sellerId}/${"b".repeat(32)}.pdf`;
  await withDatabase(async (db) => {
    await db.insert(profiles).values({ id: sellerId, email: `${sellerId}@example.com`, firstName: "Pat", lastName: "Lee", userType: "seller", company: "Lee Air", phone: "+1 555 0100" });
    await db.insert(sellerVerifications).values({
      sellerId,
      legalName: "Lee Air LLC",
      registrationNumber: "LA-7",
      country: "US",
      businessAddress: "7 Apron Way, Wichita, KS",
      phone: "+1 555 0100",
      documentKey: proof,
      documentName: "certificate.pdf",
      documentType: "application/pdf",
    });
  });
  await mkdir(path.join(dataDir, "storage", path.dirname(proof)), { recursive: true });
  await writeFile(path.join(dataDir, "storage", proof), "%PDF-1.4");
}, 120_000);

afterAll(async () => {
  await closeScratch?.();
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run storage:check", { timeout: 240_000 }, () => {
  it("counts a live verification proof as named and exits 0 when every file and row match; a stray file exits 1", async () => {
    const clean = storageCheck();
    expect(clean.stdout).toContain("1 verification proof");
    expect(clean.stdout).toContain("Orphan files (no photo, document or verification row names them: a removal that failed, or an upload still in progress): 0");
    expect(clean.status, clean.stderr).toBe(0);

    await mkdir(path.join(dataDir, "storage", "listings", "1"), { recursive: true });
    await writeFile(path.join(dataDir, "storage", "listings", "1", `${"c".repeat(32)}-480.webp`), "x");
    const stray = storageCheck();
    expect(stray.stdout).toContain(`listings/1/${"c".repeat(32)}-480.webp`);
    expect(stray.status).toBe(1);
  });
});
