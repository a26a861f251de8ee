/**
 * The limits and answers of the photo form, the media route and saving a search, on the
 * built server as a browser meets them (`npm run build` first): a malformed upload is a
 * 400, a seller's uploads and a buyer's saved searches are rate-limited per account, a
 * draft's photos go to their seller alone with private caching and to no one else, and a
 * deleted listing's photos are gone.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVE_SEARCH_RATE_LIMIT } from "~/domain/alerts/saved-search";
import { PHOTO_UPLOAD_LIMIT } from "~/domain/listings/listing-photos";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { createListingOn, sendTo, signUpOn } from "../support/site-accounts";

const UNREADABLE = "The upload could not be read. Please choose the photos again.";

let server: BuiltServer;
let seller: string;
let otherSeller: string;
let buyer: string;
let draftId: number;

beforeAll(async () => {
  server = await startBuiltServer();
  [seller, otherSeller, buyer] = [await signUp("seller", "a"), await signUp("seller", "b"), await signUp("buyer", "c")];
  draftId = await createDraft(seller);
}, 120_000);

afterAll(async () => {
  await server?.remove();
});

const send = (pathAndQuery: string, init: RequestInit & { cookie?: string } = {}) => sendTo(server, pathAndQuery, init);
const signUp = (userType: "buyer" | "seller", tag: string) => signUpOn(server, userType, tag);
const createDraft = (cookie: string) => createListingOn(server, cookie, "draft");

async function uploadPhoto(cookie: string, listingId: number, colour: string): Promise<Response> {
  const form = new FormData();
  form.set("intent", "upload");
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
  form.append("photos", new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" }));
  return send(`/dashboard/listings/${listingId}/photos`, { method: "POST", body: form, cookie });
}

/** The addresses of the photos the seller's photo page shows. */
async function photoAddresses(cookie: string, listingId: number): Promise<string[]> {
  const page = await (await send(`/dashboard/listings/${listingId}/photos`, { cookie })).text();
  return [...new Set(page.match(/\/media\/listings\/\d+\/[0-9a-f]{32}-\d+\.webp/g) ?? [])];
}

async function mediaAnswer(address: string, cookie?: string) {
  const response = await send(address, cookie ? { cookie } : {});
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get("cache-control") };
}

describe("the photo form", { timeout: 60_000 }, () => {
  it("answers a malformed upload with 400 and its message: too many fields or parts, a part header over 8 KB", async () => {
    const manyFields = new FormData();
    for (let index = 0; index < 1001; index += 1) manyFields.append(`field${index}`, "x");
    const manyParts = new FormData();
    for (let index = 0; index < 990; index += 1) manyParts.append(`field${index}`, "x");
    for (let index = 0; index < 11; index += 1) manyParts.append("photos", new File([""], ""));
    const boundary = "----aeromarket-test";
    const longHeader = [`--${boundary}`, `Content-Disposition: form-data; name="intent"`, `X-Padding: ${"a".repeat(9 * 1024)}`, "", "upload", `--${boundary}--`, ""].join("\r\n");
    const bodies: [BodyInit, Record<string, string>][] = [
      [manyFields, {}],
      [manyParts, {}],
      [longHeader, { "Content-Type": `multipart/form-data; boundary=${boundary}` }],
    ];
    for (const [body, headers] of bodies) {
      const response = await send(`/dashboard/listings/${draftId}/photos`, { method: "POST", body, headers, cookie: seller });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(UNREADABLE);
    }
  });

  it(`takes ${PHOTO_UPLOAD_LIMIT.limit} uploads from a seller in ${PHOTO_UPLOAD_LIMIT.windowSeconds / 60} minutes, then answers 429 with when to retry; other sellers upload on`, async () => {
    const listingId = await createDraft(otherSeller);
    const statuses: number[] = [];
    for (let index = 0; index < PHOTO_UPLOAD_LIMIT.limit; index += 1) {
      // Uploads of nothing: refused, but each counts, as the limit comes before any image work.
      const empty = new FormData();
      empty.set("intent", "upload");
      const response = await send(`/dashboard/listings/${listingId}/photos`, { method: "POST", body: empty, cookie: otherSeller });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);

    const refused = await uploadPhoto(otherSeller, listingId, "#336699");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("You have uploaded many photos in a short time.");
    expect(await photoAddresses(otherSeller, listingId)).toEqual([]);

    // The limit is the seller's own: the other seller's photo goes in.
    const accepted = await uploadPhoto(seller, draftId, "#993366");
    expect(accepted.status).toBe(302);
  });
});

describe("a draft's photos", { timeout: 60_000 }, () => {
  it("go to their seller with private caching, to no one else; once the listing is deleted, to no one", async () => {
    const addresses = await photoAddresses(seller, draftId);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      expect(await mediaAnswer(address, seller)).toEqual({ status: 200, cacheControl: "private, max-age=3600" });
      expect(await mediaAnswer(address)).toEqual({ status: 404, cacheControl: "no-store" });
      expect(await mediaAnswer(address, buyer)).toEqual({ status: 404, cacheControl: "no-store" });
      expect(await mediaAnswer(address, otherSeller)).toEqual({ status: 404, cacheControl: "no-store" });
    }

    const deleted = await send(`/dashboard/listings/${draftId}/delete`, { method: "POST", body: new URLSearchParams(), cookie: seller });
    expect(deleted.status).toBe(302);
    for (const address of addresses) expect(await mediaAnswer(address, seller)).toEqual({ status: 404, cacheControl: "no-store" });
    expect(readdirSync(path.join(server.dataDir, "storage", "listings", String(draftId)))).toEqual([]);
  });
});

describe("saving a search", { timeout: 60_000 }, () => {
  it(`takes ${SAVE_SEARCH_RATE_LIMIT.limit} saves from a buyer in an hour, then answers 429 and saves nothing`, async () => {
    const save = (word: string) =>
      send("/saved-searches", { method: "POST", body: new URLSearchParams({ kind: "catalog", q: word, name: `Search for ${word}`, frequency: "daily" }), cookie: buyer });
    const statuses: number[] = [];
    for (let index = 0; index < SAVE_SEARCH_RATE_LIMIT.limit; index += 1) {
      const response = await save(`word${index}`);
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status === 302)).toBe(true);

    const refused = await save("one-too-many");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("You have saved many searches in a short time.");
    const dashboard = await (await send("/dashboard?tab=saved-searches", { cookie: buyer })).text();
    expect(dashboard).toContain("Search for word0");
    expect(dashboard).not.toContain("one-too-many");
  });
});
