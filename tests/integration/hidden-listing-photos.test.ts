/**
 * The photos of a listing buyers are not shown, on the built server: once operators hide
 * it, it expires or its seller is suspended, a visitor gets 404 (and no copy to keep),
 * while its seller still sees them. A public photo may be kept 10 minutes, then is asked
 * for again with its ETag. Runs on PGlite (the server is stopped while the test changes
 * the data directory) or on PostgreSQL when TEST_DATABASE_URL is set. `npm run build` first.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres } from "~/server/db/client.server";
import type { Database } from "~/server/db/database";
import { listings, profiles } from "~/server/db/schema";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { createListingOn, sendTo, signUpOn } from "../support/site-accounts";
import { adminQuery, databaseUrl, dropNamed } from "./test-database";

const TIMEOUT = { timeout: 240_000 };
const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const databaseName = `aeromarket_photos_${process.pid}_${randomBytes(4).toString("hex")}`;

let server: BuiltServer;
let dataDir: string;
const env = () => (serverUrl ? { DATABASE_URL: databaseUrl(serverUrl, databaseName) } : {});

beforeAll(async () => {
  if (serverUrl) await adminQuery(serverUrl, `CREATE DATABASE "${databaseName}"`);
  server = await startBuiltServer({ env: env() });
  dataDir = server.dataDir;
}, 120_000);

afterAll(async () => {
  await server?.remove();
  if (serverUrl) await dropNamed(serverUrl, databaseName);
});

/** Changes the site's data as an operator's console (or the expiry job) would; PGlite is one process's, so the server stops meanwhile. */
async function changeData(change: (db: Database) => Promise<void>) {
  if (serverUrl) {
    const connection = await openPostgres(databaseUrl(serverUrl, databaseName));
    await change(connection.db);
    await connection.close();
    return;
  }
  await server.stop("SIGTERM");
  const connection = await openPglite(path.join(dataDir, "pglite"));
  await change(connection.db);
  await connection.close();
  server = await startBuiltServer({ dataDir, env: env() });
}

/** A published listing with one photo: its id and the address of a photo rendition. */
async function listingWithPhoto(cookie: string): Promise<{ id: number; photo: string }> {
  const id = await createListingOn(server, cookie, "publish");
  const upload = new FormData();
  upload.set("intent", "upload");
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a6ea5" } }).jpeg().toBuffer();
  upload.append("photos", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "n612pc.jpg");
  const uploaded = await sendTo(server, `/dashboard/listings/${id}/photos`, { method: "POST", body: upload, cookie });
  await uploaded.arrayBuffer();
  expect(uploaded.status).toBe(302);
  const page = await (await sendTo(server, `/aircraft/${id}`)).text();
  const photo = new RegExp(`/media/listings/${id}/[0-9a-f]{32}-\\d+\\.webp`).exec(page)?.[0];
  if (!photo) throw new Error(`The page of listing ${id} shows no photo`);
  return { id, photo };
}

async function fetchPhoto(photo: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${photo}`, { headers });
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get("Cache-Control"), etag: response.headers.get("ETag") };
}

describe(`a listing's photos once buyers may not see it (${serverUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it("are served to the public for 10 minutes at a time, then to its seller alone once it is hidden, expired or its seller suspended", TIMEOUT, async () => {
    const seller = await signUpOn(server, "seller", "photos");
    const suspendedSeller = await signUpOn(server, "seller", "suspended");
    const [hidden, expired, suspended, shown] = [
      await listingWithPhoto(seller),
      await listingWithPhoto(seller),
      await listingWithPhoto(suspendedSeller),
      await listingWithPhoto(seller),
    ];

    // Production logs name each email's outbox file, never its link's token (the sign-ups above mailed two).
    expect(server.output()).toContain("Mail to seller.photos.");
    expect(server.output()).not.toMatch(/token_hash=[0-9a-f]/);

    const publicPhoto = await fetchPhoto(shown.photo);
    expect(publicPhoto).toMatchObject({ status: 200, cacheControl: "public, max-age=600" });
    expect(publicPhoto.etag).toMatch(/^"[0-9a-f]{32}-\d+"$/);
    expect((await fetchPhoto(shown.photo, { "If-None-Match": publicPhoto.etag ?? "" })).status).toBe(304);
    const etags = new Map<string, string>();
    for (const { photo } of [hidden, expired, suspended]) {
      const served = await fetchPhoto(photo);
      expect(served.status).toBe(200);
      etags.set(photo, served.etag ?? "");
    }

    await changeData(async (db) => {
      await db.update(listings).set({ hiddenAt: new Date(), hiddenReason: "Photos under review" }).where(eq(listings.id, hidden.id));
      await db.update(listings).set({ status: "expired" }).where(eq(listings.id, expired.id));
      const [owner] = await db.select({ sellerId: listings.sellerId }).from(listings).where(eq(listings.id, suspended.id));
      await db.update(profiles).set({ suspendedAt: sql`now()` }).where(eq(profiles.id, owner?.sellerId ?? ""));
    });

    for (const { photo } of [hidden, expired, suspended]) {
      const refused = await fetchPhoto(photo);
      expect(refused, photo).toMatchObject({ status: 404, cacheControl: "no-store" });
      // A browser asking whether its kept copy is still good is told it is gone.
      expect((await fetchPhoto(photo, { "If-None-Match": etags.get(photo) ?? "" })).status, photo).toBe(404);
    }
    for (const { photo } of [hidden, expired]) {
      expect(await fetchPhoto(photo, { Cookie: seller }), photo).toMatchObject({ status: 200, cacheControl: "private, max-age=3600" });
    }
    expect((await fetchPhoto(shown.photo)).status).toBe(200);
  });
});
