/**
 * The public pages a signed-out visitor reads most, rendered once per inventory state and
 * reused by this process (docs/decisions/022-page-cache.md): the home page, the catalogue
 * (each query string its own page), the aircraft pages, the comparison, the sign-in page,
 * the buyer's AI matching (its results keyed by the full query, like the catalogue), and
 * their `.data` (what React Router fetches when a visitor moves between them with
 * JavaScript on).
 *
 * - Only a request without cookies is answered from here, and only what
 *   server/http-caching.js calls a shared read is stored (200, no Set-Cookie, no
 *   Cache-Control of the route's own), so a signed-in page is never kept nor given out.
 * - A stored page is reused while the inventory version it was rendered at (read from the
 *   database before rendering, bumped by triggers at every committed change to what these
 *   pages show, whichever process made it) is still the current one, and for at most
 *   30 seconds: what changes without a write (time since listing) is never older than that.
 * - An aircraft page given out again is still a view, a buyer's results still a search for
 *   seller demand: `onReuse` hears of every page a person (not a crawler) is given from
 *   here, as its loader would have counted it.
 * - Each page is kept split on its Content-Security-Policy nonce and put together with a
 *   fresh one for every visitor, in the body and in the policy alike; and its gzip too, put
 *   together the same way (server/gzip-parts.js) for a client that takes gzip.
 * - Crawlers get whole pages, people streamed ones (app/entry.server.tsx): a page is kept
 *   per kind of visitor, per origin (the scheme decides Strict-Transport-Security) and per
 *   path with its query.
 * - At most `maxEntries` pages and `maxBytes` bytes, the least recently used going first.
 */
import { randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { compressParts, gzipWithNonce } from "./gzip-parts.js";
import { answerWithSharedCopy } from "./http-caching.js";

const CACHED_PATHS = new Set(["/", "/_.data", "/catalog", "/catalog.data", "/compare", "/compare.data", "/login", "/login.data"]);
const AIRCRAFT_PAGE = /^\/aircraft\/\d+(\.data)?$/;
const MATCH_PAGE = /^\/ai-match(\.data)?$/;
const NONCE = /'nonce-([^']+)'/;

/**
 * @typedef {{
 *   version: string,
 *   storedAt: number,
 *   headers: [string, string][],
 *   parts: Buffer[],
 *   gzipParts: Buffer[] | "on first reuse" | null,
 *   policyParts: string[] | null,
 *   etag: string,
 *   bytes: number,
 * }} StoredPage
 */

/**
 * @param {{
 *   inventoryVersion: () => Promise<string | null>,
 *   onReuse?: (req: import("express").Request) => void,
 *   ttlMs?: number,
 *   maxEntries?: number,
 *   maxBytes?: number,
 *   now?: () => number,
 * }} options
 */
export function createPageCache({ inventoryVersion, onReuse = () => {}, ttlMs = 30_000, maxEntries = 1_000, maxBytes = 64 * 1024 * 1024, now = Date.now }) {
  /** @type {Map<string, StoredPage>} */
  const pages = new Map();
  let bytes = 0;

  function keepWithinLimits() {
    for (const [oldest] of pages) {
      if (pages.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  /**
   * The page's gzip parts, compressed now if this is its first reuse (server/gzip-parts.js).
   *
   * @param {StoredPage} page
   * @returns {Buffer[]}
   */
  function gzipPartsOf(page) {
    if (page.gzipParts !== "on first reuse" && page.gzipParts !== null) return page.gzipParts;
    const gzipParts = compressParts(page.parts, NONCE_LENGTH);
    const added = gzipParts.reduce((sum, part) => sum + part.byteLength, 0);
    page.gzipParts = gzipParts;
    page.bytes += added;
    bytes += added;
    keepWithinLimits();
    return gzipParts;
  }

  /** @param {string} key */
  function forget(key) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  return {
    /**
     * The page's key when this request may be answered from the cache, else null.
     *
     * @param {import("express").Request} req
     * @param {string} origin
     */
    keyOf(req, origin) {
      if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.cookie !== undefined || !cachedPage(req)) return null;
      const userAgent = req.headers["user-agent"];
      return `${userAgent && isbot(userAgent) ? "crawler" : "person"} ${origin}${req.originalUrl}`;
    },

    /** The current inventory version, or null when it cannot be read (then nothing is reused nor kept). */
    async version() {
      try {
        return await inventoryVersion();
      } catch {
        return null;
      }
    },

    /**
     * Answers from the stored page, with a fresh nonce, if there is one of this version.
     *
     * @param {import("express").Request} req
     * @param {import("express").Response} res
     * @param {string} key
     * @param {string} version
     * @returns {boolean} whether it answered
     */
    answer(req, res, key, version) {
      const page = pages.get(key);
      if (!page) return false;
      if (page.version !== version || now() - page.storedAt >= ttlMs) {
        forget(key);
        return false;
      }
      pages.delete(key);
      pages.set(key, page);
      const nonce = freshNonce();
      for (const [name, value] of page.headers) res.setHeader(name, value);
      if (page.policyParts) res.setHeader("Content-Security-Policy", page.policyParts.join(nonce));
      res.setHeader("X-Page-Cache", "hit");
      res.setHeader("Server-Timing", "page-cache;desc=\"hit\"");
      if (answerWithSharedCopy(req, res, page.etag)) res.end();
      else if (page.gzipParts && acceptsGzip(req)) {
        res.setHeader("Content-Encoding", "gzip");
        send(req, res, gzipWithNonce(page.parts, gzipPartsOf(page), Buffer.from(nonce)), null);
      } else send(req, res, page.parts, Buffer.from(nonce));
      if (key.startsWith("person ")) onReuse(req);
      return true;
    },

    /**
     * Keeps a shared read's page (http-caching.js decided it is one) rendered at `version`.
     *
     * @param {string} key
     * @param {string} version
     * @param {Response} response the app's answer, its body already read
     * @param {{ body: Buffer, etag: string }} copy
     */
    store(key, version, response, copy) {
      const policy = response.headers.get("content-security-policy");
      const nonce = policy?.match(NONCE)?.[1];
      const parts = nonce ? split(copy.body, Buffer.from(nonce)) : [copy.body];
      // Compressed when first reused: most of a long tail of pages is never asked for
      // twice within its lifetime, and its first visitor got the compression middleware's.
      const gzipParts = compressible(response, copy.body) ? "on first reuse" : null;
      /** @type {StoredPage} */
      const page = {
        version,
        storedAt: now(),
        // The render's Server-Timing is of that render, not of an answer from here.
        headers: [...response.headers].filter(([name]) => name !== "content-security-policy" && name !== "server-timing"),
        parts,
        gzipParts,
        policyParts: policy === null ? null : nonce ? policy.split(nonce) : [policy],
        etag: copy.etag,
        bytes: copy.body.byteLength + key.length,
      };
      if (page.bytes > maxBytes) return;
      forget(key);
      pages.set(key, page);
      bytes += page.bytes;
      keepWithinLimits();
    },
  };
}

/** @typedef {ReturnType<typeof createPageCache>} PageCache */

/**
 * Whether the path is one the cache keeps. Of /ai-match, every page but the seller's: its
 * demand counts buyers' searches, which the inventory version does not follow.
 *
 * @param {{ path: string, originalUrl: string }} req
 */
function cachedPage(req) {
  if (CACHED_PATHS.has(req.path) || AIRCRAFT_PAGE.test(req.path)) return true;
  if (!MATCH_PAGE.test(req.path)) return false;
  const queryAt = req.originalUrl.indexOf("?");
  return queryAt === -1 || new URLSearchParams(req.originalUrl.slice(queryAt + 1)).get("role") !== "seller";
}

/**
 * @param {Buffer} body
 * @param {Buffer} separator
 */
function split(body, separator) {
  const parts = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.byteLength;
  }
  parts.push(body.subarray(start));
  return parts;
}

/**
 * Whether a page is sent gzipped to a client that takes it: text (the HTML, the `.data` React
 * Router reads) of at least the 1 KB below which the compression middleware (server.js) sends
 * it as it is.
 *
 * @param {Response} response
 * @param {Buffer} body
 */
function compressible(response, body) {
  return body.byteLength >= 1024 && /^text\//.test(response.headers.get("content-type") ?? "") && !response.headers.has("content-encoding");
}

/**
 * The client takes gzip. The compression middleware would have chosen brotli where offered:
 * a stored page's gzip costs a fraction of compressing each answer (server/gzip-parts.js).
 *
 * @param {import("express").Request} req
 */
function acceptsGzip(req) {
  return req.headers["accept-encoding"] !== undefined && req.acceptsEncodings("gzip") === "gzip";
}

/**
 * The page's parts with the nonce between them (or, without a separator, gzip's pieces in
 * order), written as they are: one `writev`, no copy of the page into a buffer of its own for
 * each visitor (6 % of a hit's CPU, and more in garbage collection).
 *
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {Buffer[]} parts
 * @param {Buffer | null} separator
 */
function send(req, res, parts, separator) {
  let length = separator ? separator.byteLength * (parts.length - 1) : 0;
  for (const part of parts) length += part.byteLength;
  res.setHeader("Content-Length", String(length));
  if (req.method === "HEAD") return void res.end();
  res.cork();
  for (const [index, part] of parts.entries()) {
    if (index > 0 && separator) res.write(separator);
    res.write(part);
  }
  res.end();
  res.uncork();
}

// Random bytes taken 4 KB at a time, as Node does for randomUUID: a nonce for each visitor
// without a call into the system's generator for each (3 % of a hit's CPU).
const NONCE_BYTES = 16;
/** Each visitor's nonce's length in base64, the place gzip-parts.js leaves for it. */
const NONCE_LENGTH = 4 * Math.ceil(NONCE_BYTES / 3);
let randomPool = Buffer.alloc(0);
let randomOffset = 0;

function freshNonce() {
  if (randomOffset + NONCE_BYTES > randomPool.byteLength) {
    randomPool = randomBytes(4096);
    randomOffset = 0;
  }
  randomOffset += NONCE_BYTES;
  return randomPool.toString("base64", randomOffset - NONCE_BYTES, randomOffset);
}
