/**
 * Who may keep a copy of a page, decided in one place for everything React Router
 * answers (pages, their .data, resource routes); static files are server.js's.
 *
 * - A response that sets a cookie (a toast, a refreshed session) is never stored:
 *   `private, no-store`, whatever the route said.
 * - Otherwise a route that chose its own Cache-Control (listing photos) keeps it.
 * - A visitor's GET that came without cookies and succeeded is the same page for every
 *   such visitor: a browser or CDN may keep it but must ask again each time
 *   (`public, max-age=0, must-revalidate`), and gets 304 Not Modified when its copy's
 *   ETag still matches. Anything a cookie could have changed (a signed-in page, a
 *   question kept for the inquiry assistant), any other method, any other status:
 *   `private, no-store`.
 * Every such page says `Vary: Cookie`. A shared read of one of the public pages
 * server/page-cache.js keeps is also kept there for other visitors without cookies.
 *
 * A page's Content-Security-Policy carries a nonce made for that response, and so does
 * every script tag in it. The ETag is taken over the page without its nonce, so the same
 * page has the same ETag, and a 304 carries no Content-Security-Policy: the browser keeps
 * the stored page's policy, whose nonce matches the stored page's scripts.
 */
import { createHash } from "node:crypto";

const SHARED = "public, max-age=0, must-revalidate";
const NOT_STORED = "private, no-store";
const NONCE = /'nonce-([^']+)'/;
/** What a 304 must not say: the stored response's body and policy stand. */
const NOT_IN_304 = ["content-security-policy", "content-type", "content-length", "transfer-encoding"];

/**
 * Sets the response's caching headers. When the whole response had to be read to make its
 * ETag, returns it: a shared read, the same for every visitor without cookies, which
 * server/page-cache.js may keep; `notModified` when the answer is 304 (send no body).
 * Returns undefined when the body is still to be streamed.
 *
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {Response} response the app's answer; its headers are already on `res`
 * @returns {Promise<{ body: Buffer, etag: string, notModified: boolean } | undefined>}
 */
export async function applyCachePolicy(req, res, response) {
  if (response.headers.has("set-cookie")) return notStored(res);
  if (response.headers.has("cache-control")) return undefined;
  const anonymousRead = (req.method === "GET" || req.method === "HEAD") && response.status === 200 && !req.headers.cookie;
  if (!anonymousRead) return notStored(res);

  if (!response.body) {
    sharedHeaders(res);
    return undefined;
  }
  const body = Buffer.from(await response.arrayBuffer());
  const tag = etag(body, response.headers.get("content-security-policy"));
  return { body, etag: tag, notModified: answerWithSharedCopy(req, res, tag) };
}

/**
 * The caching headers of a shared read whose ETag is known (a page kept by
 * server/page-cache.js, given only to requests without cookies). Returns true when the
 * answer is 304 Not Modified: the status and headers are set, no body is to be sent.
 *
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {string} tag
 */
export function answerWithSharedCopy(req, res, tag) {
  sharedHeaders(res);
  res.setHeader("ETag", tag);
  if (!req.fresh) return false;
  res.status(304);
  for (const name of NOT_IN_304) res.removeHeader(name);
  return true;
}

/** @param {import("express").Response} res */
function sharedHeaders(res) {
  res.setHeader("Cache-Control", SHARED);
  res.append("Vary", "Cookie");
}

/** @param {import("express").Response} res */
function notStored(res) {
  res.setHeader("Cache-Control", NOT_STORED);
  res.removeHeader("Expires");
  res.removeHeader("Pragma");
  res.append("Vary", "Cookie");
  return undefined;
}

/**
 * @param {Buffer} body
 * @param {string | null} policy
 */
function etag(body, policy) {
  const nonce = policy?.match(NONCE)?.[1];
  const hash = createHash("sha256");
  if (nonce) for (const part of body.toString("utf8").split(nonce)) hash.update(part);
  else hash.update(body);
  return `W/"${hash.digest("base64url").slice(0, 27)}"`;
}
