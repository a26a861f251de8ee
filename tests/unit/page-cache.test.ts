/**
 * The page cache's own rules (server/page-cache.js): which requests it may answer, when a
 * stored page is too old, and what it gives up first when full. What a visitor sees is
 * tests/integration/page-cache.test.ts's.
 */
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type CacheRequest, type CacheResponse, createPageCache } from "../../server/page-cache.js";

function request(path: string, headers: Record<string, string> = {}, method = "GET"): CacheRequest {
  const takes = (headers["accept-encoding"] ?? "").split(",").map((encoding) => encoding.trim());
  return {
    method,
    path: path.split("?")[0] ?? path,
    originalUrl: path,
    headers,
    fresh: false,
    acceptsEncodings: (encoding: string) => (takes.includes(encoding) ? encoding : false),
  };
}

/** What a response was given, read back as a browser would. */
function response() {
  const headers = new Map<string, string>();
  const body: Buffer[] = [];
  const res: CacheResponse = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    append: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    status: () => res,
    write: (chunk: Buffer) => body.push(chunk),
    cork: () => undefined,
    uncork: () => undefined,
    end: (chunk?: Buffer) => chunk && body.push(chunk),
  };
  return { res, headers, body: () => Buffer.concat(body), text: () => Buffer.concat(body).toString("utf8") };
}

function page(nonce: string, html: string) {
  return new Response(html.replaceAll("NONCE", nonce), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": `script-src 'self' 'nonce-${nonce}'` },
  });
}

function store(cache: ReturnType<typeof createPageCache>, key: string, version: string, html: string) {
  cache.store(key, version, page("abc+/=", html), { body: Buffer.from(html.replaceAll("NONCE", "abc+/=")), etag: 'W/"x"' });
}

const cacheWith = (options: { now?: () => number; maxEntries?: number; maxBytes?: number } = {}) => createPageCache({ inventoryVersion: async () => "1", ...options });

describe("the page cache", () => {
  it("answers only a cookieless GET or HEAD of the home page, the catalogue, an aircraft, the comparison or the sign-in page, apart for crawlers", () => {
    const cache = cacheWith();
    const origin = "https://aeromarket.example";
    expect(cache.keyOf(request("/catalog?sort=price-low"), origin)).toBe("person https://aeromarket.example/catalog?sort=price-low");
    expect(cache.keyOf(request("/catalog.data?sort=price-low", {}, "HEAD"), origin)).not.toBeNull();
    expect(cache.keyOf(request("/catalog", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }), origin)).toBe("crawler https://aeromarket.example/catalog");
    expect(cache.keyOf(request("/catalog", { cookie: "aeromarket-auth=x" }), origin)).toBeNull();
    expect(cache.keyOf(request("/catalog", {}, "POST"), origin)).toBeNull();
    expect(cache.keyOf(request("/aircraft/1"), origin)).toBe("person https://aeromarket.example/aircraft/1");
    expect(cache.keyOf(request("/aircraft/1.data"), origin)).not.toBeNull();
    expect(cache.keyOf(request("/login?redirectTo=/dashboard"), origin)).toBe("person https://aeromarket.example/login?redirectTo=/dashboard");
    expect(cache.keyOf(request("/aircraft/1/inquiry"), origin)).toBeNull();
    expect(cache.keyOf(request("/aircraft/1", { cookie: "aeromarket-auth=x" }), origin)).toBeNull();
    expect(cache.keyOf(request("/dashboard"), origin)).toBeNull();
  });

  it("answers the buyer's AI matching, its results by the full query, never the seller's demand", () => {
    const cache = cacheWith();
    const origin = "https://aeromarket.example";
    const results = "/ai-match?role=buyer&aircraftType=helicopter&budget=3000000&run=1";
    expect(cache.keyOf(request(results), origin)).toBe(`person https://aeromarket.example${results}`);
    expect(cache.keyOf(request(results.replace("?", ".data?")), origin)).not.toBeNull();
    expect(cache.keyOf(request("/ai-match"), origin)).not.toBeNull();
    expect(cache.keyOf(request(results, { cookie: "aeromarket-auth=x" }), origin)).toBeNull();
    expect(cache.keyOf(request("/ai-match?role=seller&category=helicopter&price=2750000&run=1"), origin)).toBeNull();
    expect(cache.keyOf(request("/ai-match.data?role=seller"), origin)).toBeNull();
  });

  it("puts a fresh nonce in the page and its policy, and keeps a page only for its inventory version and 30 seconds", () => {
    let now = 0;
    const cache = cacheWith({ now: () => now });
    store(cache, "k", "1", `<script nonce="NONCE"></script><p>NONCE</p>`);

    const { res, headers, text } = response();
    expect(cache.answer(request("/"), res, "k", "1")).toBe(true);
    const nonce = /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(nonce).not.toBe("abc+/=");
    expect(text()).toBe(`<script nonce="${nonce}"></script><p>${nonce}</p>`);
    expect(headers.get("content-length")).toBe(String(Buffer.byteLength(text())));
    expect(headers.get("x-page-cache")).toBe("hit");
    expect(headers.get("etag")).toBe('W/"x"');

    expect(cache.answer(request("/"), response().res, "k", "2")).toBe(false);
    store(cache, "k", "2", "<p>two</p>");
    now = 29_999;
    expect(cache.answer(request("/"), response().res, "k", "2")).toBe(true);
    now = 30_000;
    expect(cache.answer(request("/"), response().res, "k", "2")).toBe(false);
  });

  it("gives a client that takes gzip the stored gzip, with the visitor's nonce in it", () => {
    const cache = cacheWith();
    const html = `<script nonce="NONCE">${"window.x = 1;".repeat(200)}</script><p>${"Citation CJ4 ".repeat(200)}NONCE</p>`;
    store(cache, "k", "1", html);
    const { res, headers, body } = response();
    expect(cache.answer(request("/", { "accept-encoding": "gzip, deflate, br" }), res, "k", "1")).toBe(true);
    const nonce = /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(headers.get("content-encoding")).toBe("gzip");
    expect(Number(headers.get("content-length"))).toBe(body().byteLength);
    expect(body().byteLength).toBeLessThan(html.length / 4);
    expect(gunzipSync(body()).toString("utf8")).toBe(html.replaceAll("NONCE", nonce));

    const plain = response();
    cache.answer(request("/", { "accept-encoding": "br" }), plain.res, "k", "1");
    expect(plain.headers.get("content-encoding")).toBeUndefined();
    expect(plain.text()).toContain("Citation CJ4");
  });

  it("tells of each page it gives a person, not a crawler, so an aircraft page given again is still a view", () => {
    const given: string[] = [];
    const cache = createPageCache({ inventoryVersion: async () => "1", onReuse: (req) => given.push(req.originalUrl) });
    store(cache, "person https://aeromarket.example/aircraft/7", "1", "<p>N612PC</p>");
    store(cache, "crawler https://aeromarket.example/aircraft/7", "1", "<p>N612PC</p>");
    cache.answer(request("/aircraft/7"), response().res, "person https://aeromarket.example/aircraft/7", "1");
    cache.answer(request("/aircraft/7"), response().res, "crawler https://aeromarket.example/aircraft/7", "1");
    cache.answer(request("/aircraft/7"), response().res, "person https://aeromarket.example/aircraft/7", "2");
    expect(given).toEqual(["/aircraft/7"]);
  });

  it("lets the least recently used page go first, by count and by size", () => {
    const cache = cacheWith({ maxEntries: 2, maxBytes: 100 });
    store(cache, "a", "1", "a");
    store(cache, "b", "1", "b");
    cache.answer(request("/"), response().res, "a", "1");
    store(cache, "c", "1", "c");
    expect(["a", "b", "c"].map((key) => cache.answer(request("/"), response().res, key, "1"))).toEqual([true, false, true]);

    store(cache, "big", "1", "x".repeat(97));
    expect(["a", "c", "big"].map((key) => cache.answer(request("/"), response().res, key, "1"))).toEqual([false, false, true]);
    store(cache, "huge", "1", "x".repeat(200));
    expect(cache.answer(request("/"), response().res, "huge", "1")).toBe(false);
  });
});
