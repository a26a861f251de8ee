/**
 * The S3 driver of the storage module against a real S3-compatible server (s3rver from
 * npm, on loopback, a bucket in a temporary folder): it keeps the local and Supabase
 * drivers' rules (no overwrite without upsert, paths normalised and refused as they are,
 * a missing file is null, removing one is no error, one folder level listed, sorted and
 * windowed), the built server refuses partial STORAGE_S3_* settings at start, and a
 * bucket that does not exist or a wrong secret (HeadBucket), before it listens; and a bucket
 * that stops answering is a storage outage: its own 503 page and a line in the log.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { FileStorageUnavailableError } from "~/server/platform/database-outage.server";
import { type FileStorage, s3Storage, StoragePathError } from "~/server/platform/storage.server";
import { spawnBuiltServer, startBuiltServer } from "../support/built-server";
import { createListingOn, sendTo, signUpOn } from "../support/site-accounts";
import { freePort } from "../support/free-port";
import { logMessages } from "../support/log-lines";

const BUCKET = "aeromarket-photos";
const KEY = "listings/7/0123456789abcdef0123456789abcdef";

let s3: S3rver;
let directory: string;
let storage: FileStorage;
let endpoint: string;
beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), "aeromarket-s3-"));
  const port = await freePort();
  endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  await s3.run();
  // s3rver's own credentials; path style, as most self-hosted stores want.
  storage = s3Storage({ endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", bucket: BUCKET, accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true });
});
afterAll(async () => {
  await s3?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);
async function read(storagePath: string): Promise<string | null> {
  const stream = await storage.download(storagePath);
  return stream ? new Response(stream).text() : null;
}

describe("the S3 storage driver", () => {
  it("stores, serves, lists and removes photos by the storage path rules", async () => {
    await storage.upload(`${KEY}-800.webp`, bytes("large"), { contentType: "image/webp" });
    await storage.upload(`/${KEY}-400.webp`, bytes("small"), { contentType: "image/webp" });
    await storage.upload("listings/8/other-400.webp", bytes("elsewhere"), { contentType: "image/webp" });

    await expect(storage.upload(`${KEY}-800.webp`, bytes("again"), { contentType: "image/webp" })).rejects.toThrow(/already exists/);
    expect(await read(`${KEY}-800.webp`)).toBe("large");
    await storage.upload(`${KEY}-800.webp`, bytes("replaced"), { contentType: "image/webp", upsert: true });
    expect(await read(`listings//7/${KEY.split("/")[2]}-800.webp`)).toBe("replaced");

    expect(await storage.list("listings/7")).toEqual([`${KEY.split("/")[2]}-400.webp`, `${KEY.split("/")[2]}-800.webp`]);
    expect(await storage.list("/listings/7/", { limit: 1, offset: 0, sortBy: { column: "name", order: "desc" } })).toEqual([`${KEY.split("/")[2]}-800.webp`]);
    expect(await storage.list("listings")).toEqual([]);

    await storage.remove([`${KEY}-400.webp`, `${KEY}-800.webp`, `${KEY}-1600.webp`]);
    expect(await read(`${KEY}-400.webp`)).toBeNull();
    expect(await storage.list("listings/7")).toEqual([]);
    expect(await read("listings/8/other-400.webp")).toBe("elsewhere");
  });

  it("refuses paths that would leave the bucket's folders, as the other drivers do", async () => {
    await expect(storage.upload("listings/../secrets", bytes("x"), { contentType: "text/plain" })).rejects.toBeInstanceOf(StoragePathError);
    await expect(storage.download("listings/7/..")).rejects.toBeInstanceOf(StoragePathError);
    await expect(storage.remove(["a\\b"])).rejects.toBeInstanceOf(StoragePathError);
  });
});

describe("S3 settings at start", { timeout: 60_000 }, () => {
  it("exits 1 with one line when some STORAGE_S3_* settings are given without the rest", async () => {
    const server = await spawnBuiltServer({ env: { STORAGE_S3_BUCKET: BUCKET, STORAGE_S3_ENDPOINT: "http://127.0.0.1:9000" } });
    try {
      expect({ code: await server.exited, lines: logMessages(server.output()) }).toEqual({
        code: 1,
        lines: ["AeroMarket cannot start: STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET are set but STORAGE_S3_REGION, STORAGE_S3_ACCESS_KEY_ID, STORAGE_S3_SECRET_ACCESS_KEY are not"],
      });
    } finally {
      await server.remove();
    }
  });

  const settings = (bucket: string, accessKeyId: string) => ({
    STORAGE_S3_ENDPOINT: endpoint,
    STORAGE_S3_REGION: "us-east-1",
    STORAGE_S3_BUCKET: bucket,
    STORAGE_S3_ACCESS_KEY_ID: accessKeyId,
    STORAGE_S3_SECRET_ACCESS_KEY: "S3RVER",
    STORAGE_S3_FORCE_PATH_STYLE: "true",
  });

  async function failedStart(env: Record<string, string>) {
    const server = await spawnBuiltServer({ env });
    try {
      return { code: await server.exited, lines: logMessages(server.output()) };
    } finally {
      await server.remove();
    }
  }

  it("exits 1 with one line when the bucket does not exist", async () => {
    expect(await failedStart(settings("no-such-bucket", "S3RVER"))).toEqual({
      code: 1,
      lines: [`AeroMarket cannot start: the S3 bucket no-such-bucket at ${endpoint} does not exist`],
    });
  });

  // s3rver checks the key, not the signature: a wrong secret meets the same 403 from a real store.
  it("exits 1 with one line when the key is wrong", async () => {
    expect(await failedStart(settings(BUCKET, "NOT-THE-KEY"))).toEqual({
      code: 1,
      lines: [`AeroMarket cannot start: the S3 bucket ${BUCKET} at ${endpoint} refuses STORAGE_S3_ACCESS_KEY_ID's requests (HTTP 403): a wrong key or secret, or a key with no right to the bucket`],
    });
  });

  it("starts, and /readyz answers ready while the bucket answers, and 503 once it does not", async () => {
    // A store of its own, stopped part-way.
    const ownDirectory = mkdtempSync(path.join(tmpdir(), "aeromarket-s3-readyz-"));
    const ownPort = await freePort();
    const store = new S3rver({ address: "127.0.0.1", port: ownPort, silent: true, directory: ownDirectory, configureBuckets: [{ name: BUCKET }] });
    await store.run();
    // The bucket asked again once 200 ms have passed (30 s by default), so the test need not wait out the default.
    const server = await startBuiltServer({ env: { ...settings(BUCKET, "S3RVER"), STORAGE_S3_ENDPOINT: `http://127.0.0.1:${ownPort}`, STORAGE_CHECK_INTERVAL_MS: "200" } });
    const readyz = async () => {
      const response = await fetch(`${server.baseUrl}/readyz`);
      return { status: response.status, body: await response.text() };
    };
    try {
      expect(await readyz()).toEqual({ status: 200, body: "ready\n" });
      await store.close();
      // The bucket is asked again once the interval has passed since the last time.
      await vi.waitFor(async () => expect(await readyz()).toEqual({ status: 503, body: "photo storage unavailable\n" }), { timeout: 10_000, interval: 100 });
      expect(server.output()).toContain(`Not ready: the S3 bucket ${BUCKET} at http://127.0.0.1:${ownPort} cannot be reached (ECONNREFUSED).`);
    } finally {
      await server.remove();
      await store.close().catch(() => undefined);
      rmSync(ownDirectory, { recursive: true, force: true });
    }
  });
});

describe("an S3 bucket that cannot be reached", { timeout: 120_000 }, () => {
  it("is a storage outage, not a missing file or a wrong request", async () => {
    const dead = s3Storage({ endpoint: `http://127.0.0.1:${await freePort()}`, region: "us-east-1", bucket: BUCKET, accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true });
    await expect(dead.download(`${KEY}-800.webp`)).rejects.toBeInstanceOf(FileStorageUnavailableError);
    await expect(dead.upload(`${KEY}-800.webp`, bytes("x"), { contentType: "image/webp" })).rejects.toBeInstanceOf(FileStorageUnavailableError);
  });

  it("gives the built server's photo upload its own 503 page, not the database's, and a line in the log", async () => {
    // A store of its own, stopped once the server has started (it checks the bucket at start).
    const ownDirectory = mkdtempSync(path.join(tmpdir(), "aeromarket-s3-outage-"));
    const ownPort = await freePort();
    const store = new S3rver({ address: "127.0.0.1", port: ownPort, silent: true, directory: ownDirectory, configureBuckets: [{ name: BUCKET }] });
    await store.run();
    const server = await startBuiltServer({
      env: {
        STORAGE_S3_ENDPOINT: `http://127.0.0.1:${ownPort}`,
        STORAGE_S3_REGION: "us-east-1",
        STORAGE_S3_BUCKET: BUCKET,
        STORAGE_S3_ACCESS_KEY_ID: "S3RVER",
        STORAGE_S3_SECRET_ACCESS_KEY: "S3RVER",
        STORAGE_S3_FORCE_PATH_STYLE: "true",
      },
    });
    try {
      const seller = await signUpOn(server, "seller", "s3-outage");
      const listingId = await createListingOn(server, seller, "draft");
      await store.close();
      const upload = new FormData();
      upload.set("intent", "upload");
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a6ea5" } }).jpeg().toBuffer();
      upload.append("photos", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "n612pc.jpg");
      const answer = await sendTo(server, `/dashboard/listings/${listingId}/photos`, { method: "POST", body: upload, cookie: seller });
      const page = await answer.text();
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(page).toContain("Photos and documents are briefly unavailable");
      expect(page).not.toContain("The site is briefly unavailable");
      expect(server.output()).toContain("File storage unavailable (photos and documents):");
    } finally {
      await server.remove();
      await store.close().catch(() => undefined);
      rmSync(ownDirectory, { recursive: true, force: true });
    }
  });
});
