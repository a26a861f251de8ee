/**
 * The page cache (server/page-cache.js) on the built server: a signed-out visitor's home,
 * catalogue, aircraft, comparison and buyer's results pages are reused with a fresh nonce
 * each (an aircraft page given again still counts the visitor's view, a buyer's results
 * still record the search for seller demand), until a seller's
 * change (a price, a photo, a deletion) is acknowledged, from that moment on, by every
 * process (on PostgreSQL with two worker processes, with TEST_DATABASE_URL); a signed-in
 * page is never kept nor given out. `npm run build` first.
 */
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { listingForm } from "../support/listing-form";
import { sendTo, signUpOn } from "../support/site-accounts";
import { adminQuery, databaseUrl } from "./test-database";

const TIMEOUT = { timeout: 120_000 };

type Visit = { status: number; cache: string | null; cacheControl: string | null; encoding: string | null; policy: string; body: string };

/** A GET as a browser without cookies sends it, on a connection of its own (each may reach another worker process). */
function visit(server: BuiltServer, path: string, headers: Record<string, string> = {}): Promise<Visit> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: "127.0.0.1", port: server.port, path, headers: { Connection: "close", ...headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          cache: (response.headers["x-page-cache"] as string | undefined) ?? null,
          cacheControl: response.headers["cache-control"] ?? null,
          encoding: response.headers["content-encoding"] ?? null,
          policy: (response.headers["content-security-policy"] as string | undefined) ?? "",
          body: (response.headers["content-encoding"] === "gzip" ? gunzipSync(Buffer.concat(chunks)) : Buffer.concat(chunks)).toString("utf8"),
        }),
      );
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end();
  });
}

function nonceOf(page: Visit): string {
  return /'nonce-([^']+)'/.exec(page.policy)?.[1] ?? "";
}

/** The form the listing editor posts, every field as a browser sends it. */
function editorForm(fields: ReturnType<typeof listingForm>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) form.set(name, Array.isArray(value) ? value.join("\n") : String(value));
  return form;
}

/** A seller's listing, published at `price` through the editor, and how to change its price. */
async function publishedListing(server: BuiltServer, cookie: string, price: number) {
  const fields = listingForm({ intent: "publish", price });
  const created = await sendTo(server, "/dashboard/listings/new", { method: "POST", body: editorForm(fields), cookie });
  await created.arrayBuffer();
  const id = Number(/\/dashboard\/listings\/(\d+)\/edit/.exec(created.headers.get("location") ?? "")?.[1]);
  expect(created.status).toBe(302);
  return {
    id,
    name: fields.name,
    async changePrice(newPrice: number) {
      const saved = await sendTo(server, `/dashboard/listings/${id}/edit`, { method: "POST", body: editorForm({ ...fields, price: newPrice }), cookie });
      await saved.arrayBuffer();
      expect(saved.status).toBe(302);
    },
  };
}

/** Visits the page until it comes from the cache `times` times in a row. */
async function cached(server: BuiltServer, path: string, times = 1): Promise<Visit> {
  let inARow = 0;
  for (let attempt = 0; attempt < 20; attempt++) {
    const page = await visit(server, path);
    inARow = page.cache === "hit" ? inARow + 1 : 0;
    if (inARow === times) return page;
  }
  throw new Error(`${path} never came from the cache ${times} times in a row`);
}

describe("the page cache on one process (PGlite)", () => {
  let server: BuiltServer;
  let seller: string;
  beforeAll(async () => {
    // Trusting the proxy on loopback lets each visit speak from an address of its own, as views count per address.
    server = await startBuiltServer({ env: { TRUST_PROXY: "loopback" } });
    seller = await signUpOn(server, "seller", "cache");
  }, 120_000);
  afterAll(async () => {
    await server?.remove();
  });

  it("gives every visitor the same page, each with a nonce of its own in the page and in its policy", TIMEOUT, async () => {
    const rendered = await visit(server, "/catalog?sort=price-low");
    expect(rendered.cache).toBe("miss");
    const first = await visit(server, "/catalog?sort=price-low");
    const second = await visit(server, "/catalog?sort=price-low");
    expect([first.cache, second.cache]).toEqual(["hit", "hit"]);
    expect(first.cacheControl).toBe("public, max-age=0, must-revalidate");

    const nonces = [rendered, first, second].map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    for (const [index, page] of [rendered, first, second].entries()) {
      expect(page.body).toContain(`nonce="${nonces[index]}"`);
      expect(page.body.split(nonces[index]!).join("NONCE")).toBe(rendered.body.split(nonces[0]!).join("NONCE"));
    }

    // A browser that takes gzip gets the same page, compressed, with a nonce of its own.
    const zipped = await visit(server, "/catalog?sort=price-low", { "Accept-Encoding": "gzip, deflate, br" });
    expect([zipped.cache, zipped.encoding]).toEqual(["hit", "gzip"]);
    expect(zipped.body.split(nonceOf(zipped)).join("NONCE")).toBe(rendered.body.split(nonces[0]!).join("NONCE"));

    // What React Router fetches when a visitor moves to the page with JavaScript on (the home page's is /_.data).
    for (const path of ["/catalog.data?sort=price-low", "/_.data"]) {
      const data = await visit(server, path);
      const dataAgain = await visit(server, path);
      expect([data.status, data.cache, dataAgain.cache], path).toEqual([200, "miss", "hit"]);
      expect(dataAgain.body, path).toBe(data.body);
    }
  });

  it("shows a seller's new price, new photo and deleted listing at once", TIMEOUT, async () => {
    const listing = await publishedListing(server, seller, 987_654);
    const compare = `/compare?ids=${listing.id},1`;
    const aircraft = `/aircraft/${listing.id}`;
    for (const page of ["/catalog", compare, aircraft]) expect((await cached(server, page)).body).toContain("$987,654");

    await listing.changePrice(876_543);
    for (const page of ["/catalog", compare, aircraft]) {
      const after = await visit(server, page);
      expect(after.body, page).toContain("$876,543");
      expect(after.body, page).not.toContain("$987,654");
    }

    const photoUrl = `/media/listings/${listing.id}/`;
    expect((await cached(server, "/catalog")).body).not.toContain(photoUrl);
    const upload = new FormData();
    upload.set("intent", "upload");
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a6ea5" } }).jpeg().toBuffer();
    upload.append("photos", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "n612pc.jpg");
    const uploaded = await sendTo(server, `/dashboard/listings/${listing.id}/photos`, { method: "POST", body: upload, cookie: seller });
    await uploaded.arrayBuffer();
    expect(uploaded.status).toBe(302);
    expect((await visit(server, "/catalog")).body).toContain(photoUrl);

    expect((await cached(server, "/catalog")).body).toContain(listing.name);
    const deleted = await sendTo(server, `/dashboard/listings/${listing.id}/delete`, { method: "POST", body: new URLSearchParams(), cookie: seller });
    await deleted.arrayBuffer();
    expect(deleted.status).toBe(302);
    expect((await visit(server, "/catalog")).body).not.toContain(listing.name);
    expect((await visit(server, aircraft)).status).toBe(404);
  });

  it("never keeps a signed-in visitor's page, nor gives them a kept one", TIMEOUT, async () => {
    // Never visited without cookies: what a signed-in visitor gets is theirs alone.
    const theirs = await visit(server, "/catalog?sort=year-old", { Cookie: seller });
    expect(theirs.body).toContain("Sign Out");
    expect(theirs.cache).toBeNull();
    expect(theirs.cacheControl).toBe("private, no-store");
    const anyone = await visit(server, "/catalog?sort=year-old");
    expect(anyone.cache).toBe("miss");
    expect(anyone.body).not.toContain("Sign Out");

    await cached(server, "/");
    const home = await visit(server, "/", { Cookie: seller });
    expect(home.cache).toBeNull();
    expect(home.body).toContain("Sign Out");
  });

  it("counts the view of each visitor given an aircraft page from the cache", TIMEOUT, async () => {
    const listing = await publishedListing(server, seller, 1_234_000);
    const visits = await Promise.all(["10.1.0.1", "10.1.0.2", "10.1.0.3"].map((address) => visit(server, `/aircraft/${listing.id}`, { "X-Forwarded-For": address })));
    const again = await visit(server, `/aircraft/${listing.id}`, { "X-Forwarded-For": "10.1.0.4" });
    expect([...visits, again].filter((page) => page.cache === "hit").length).toBeGreaterThan(0);
    // The seller's own catalogue is never from the cache: its card shows the count as written (React marks where text joins).
    const card = async () => (await (await sendTo(server, `/catalog?q=${encodeURIComponent(listing.name)}`, { cookie: seller })).text()).replaceAll("<!-- -->", "");
    await expect.poll(card, { timeout: 10_000 }).toContain(">4 views<");
  });

  it("gives a buyer's results from the cache still recording the search for seller demand, shows a new price at once, and never to a signed-in visitor", TIMEOUT, async () => {
    // How many recent buyer searches the seller's demand page counts (it is never cached).
    const recorded = async () => {
      const demand = await visit(server, "/ai-match?role=seller&category=commercial&price=20000000&seats=50&year=2010&rangeNm=1500&usefulLoadLbs=20000&availableInMonths=0&run=1");
      expect(demand.cache).toBeNull();
      return Number(/ of ([\d,]+) recent buyer search/.exec(demand.body.replaceAll("<!-- -->", ""))?.[1]?.replaceAll(",", "") ?? Number.NaN);
    };
    // Budgets no other run repeats within the ten minutes identical searches are kept once.
    const budget = (randomBytes(2).readUInt16BE() % 1_500 + 20) * 50_000;
    const search = (step: number) => `/ai-match?role=buyer&aircraftType=commercial&budget=${budget + step * 50_000}&passengerCapacity=16%2B&run=1`;
    // The first visitor uses up their address's allowance of recorded searches (20 an hour)...
    for (let step = 1; step <= 20; step++) expect((await visit(server, search(step), { "X-Forwarded-For": "10.2.0.1" })).cache).toBe("miss");
    // Each is recorded after its answer: the count once it holds still.
    let last = Number.NaN;
    await expect.poll(async () => last === (last = await recorded()), { timeout: 10_000, interval: 500 }).toBe(true);
    const before = last;
    // ...so their visit, which renders the page, records nothing,
    const rendered = await visit(server, search(0), { "X-Forwarded-For": "10.2.0.1" });
    expect([rendered.status, rendered.cache]).toEqual([200, "miss"]);
    expect(await recorded()).toBe(before);
    // and the next visitor's, given the page from the cache, records their search.
    const reused = await visit(server, search(0), { "X-Forwarded-For": "10.2.0.2" });
    expect(reused.cache).toBe("hit");
    expect(reused.body.split(nonceOf(reused)).join("NONCE")).toBe(rendered.body.split(nonceOf(rendered)).join("NONCE"));
    await expect.poll(recorded, { timeout: 10_000 }).toBe(before + 1);

    const theirs = await visit(server, search(0), { Cookie: seller });
    expect(theirs.cache).toBeNull();
    expect(theirs.body).toContain("Sign Out");

    // The only turboprop a $50K budget can reach (up to 1.5 times the budget), until its price goes up.
    const listing = await publishedListing(server, seller, 60_000);
    const cheapest = "/ai-match?role=buyer&aircraftType=turboprop&budget=50000&run=1";
    expect((await cached(server, cheapest)).body).toContain(listing.name);
    await listing.changePrice(900_000);
    const after = await visit(server, cheapest);
    expect(after.status).toBe(200);
    expect(after.body).not.toContain(listing.name);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const SKIPPED = serverUrl ? "" : ": skipped, needs TEST_DATABASE_URL";

describe.skipIf(SKIPPED)(`the page cache on PostgreSQL, two worker processes${SKIPPED}`, () => {
  const databaseName = `aeromarket_page_cache_${process.pid}_${randomBytes(4).toString("hex")}`;
  let server: BuiltServer;
  beforeAll(async () => {
    await adminQuery(serverUrl, `CREATE DATABASE "${databaseName}"`);
    server = await startBuiltServer({ env: { DATABASE_URL: databaseUrl(serverUrl, databaseName), WEB_CONCURRENCY: "2" } });
    while (!server.output().includes("with 2 worker processes")) await new Promise((resolve) => setTimeout(resolve, 50));
  }, 120_000);
  afterAll(async () => {
    // The workers close their connections before the primary exits, so the database can be dropped.
    await server?.stop("SIGTERM");
    await server?.remove();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${databaseName}"`);
  });

  it("shows a price changed through one process at once on the other", TIMEOUT, async () => {
    const seller = await signUpOn(server, "seller", "workers");
    const listing = await publishedListing(server, seller, 987_654);
    // The workers take new connections in turns: four hits in a row are two from each.
    expect((await cached(server, "/catalog", 4)).body).toContain("$987,654");

    await listing.changePrice(876_543);
    for (let turn = 0; turn < 4; turn++) {
      const page = await visit(server, "/catalog");
      expect(page.body).toContain("$876,543");
      expect(page.body).not.toContain("$987,654");
    }
  });
});
