/**
 * Refuses malformed requests with the 4xx they deserve before any route code runs, so
 * that nothing an attacker sends can cost more than a glance or end in a 500.
 */

import { formShapeProblem, queryFieldNames } from "./form-shape.js";

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const MUTATION_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_MEDIA_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The longest URL the site makes itself is an AI match search with 1,000 characters of
 * notes in the query; in a non-Latin script that is about 9.4 KB percent-encoded.
 */
export const MAX_URL_BYTES = 12 * 1024;
/**
 * Route matching grows with the square of the path's segments (7,000 segments held the
 * event loop for 2.5 s). The deepest real path, /aircraft/:id/save.data, has three.
 */
export const MAX_PATH_SEGMENTS = 64;
export const MAX_PATH_BYTES = 2048;

/** Every form but an upload fits in 1 MiB. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

const MB = 1024 * 1024;

/**
 * The upload routes, each allowed its files as its form states them plus 1 MiB for the
 * form itself: the photo manager up to 20 photos of 15 MB each
 * (app/domain/listings/listing-photos.ts), the documents page one document of up to 25 MB
 * (app/domain/listings/listing-documents.ts), seller verification one proof document of
 * up to 10 MB (app/domain/sellers/verification-limits.ts); tests/unit/upload-limits.test.ts
 * holds these to those constants. Their actions read a body as it streams and answer one
 * that goes over with the page, its form, what was typed and why
 * (app/server/platform/upload-form.server.ts), so a larger announced size is not refused
 * up front here: the body is cut off at the limit as it arrives.
 */
const UPLOAD_ROUTES = [
  { path: /^\/dashboard\/listings\/[^/]+\/photos(?:\.data)?$/, bytes: 20 * 15 * MB + DEFAULT_BODY_LIMIT_BYTES },
  { path: /^\/dashboard\/listings\/[^/]+\/documents(?:\.data)?$/, bytes: 25 * MB + DEFAULT_BODY_LIMIT_BYTES },
  { path: /^\/dashboard\/verification(?:\.data)?$/, bytes: 10 * MB + DEFAULT_BODY_LIMIT_BYTES },
];

/**
 * The largest request body the path may receive.
 *
 * @param {string} path the URL's path, without its query
 */
export function bodyLimitFor(path) {
  return uploadRoute(path)?.bytes ?? DEFAULT_BODY_LIMIT_BYTES;
}

/** @param {string} path */
function uploadRoute(path) {
  return UPLOAD_ROUTES.find((route) => route.path.test(path));
}

// RFC 3986's reg-name (plus `_`, which container names use) or an IPv6 literal, then a port.
const HOST = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * @param {{ manifestPath: string, bodyLimit: (path: string) => number }} options
 * @returns {import("express").RequestHandler}
 */
export function refuseMalformedRequests({ manifestPath, bodyLimit }) {
  return (req, res, next) => {
    if (!ALLOWED_METHODS.includes(req.method)) {
      res.setHeader("Allow", ALLOWED_METHODS.join(", "));
      return refuse(res, 405, "Method Not Allowed");
    }
    if (!validHost(req.headers.host) || (req.app.enabled("trust proxy") && !validHost(req.host))) {
      return refuse(res, 400, "Bad Request: the Host header is missing or malformed");
    }
    // Only origin-form targets ("/path?query"): an absolute-form one ("http://elsewhere/")
    // names another site, and the site's origin is prefixed to the target to make the Request.
    if (!req.originalUrl.startsWith("/")) return refuse(res, 400, "Bad Request: the request target must be a path");
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", ALLOWED_METHODS.join(", "));
      return res.status(204).end();
    }
    if (tooLong(req.originalUrl, manifestPath)) return refuse(res, 414, "URI Too Long");
    // Pages read their query as a form too (the AI match reads its requirements with Conform).
    const queryProblem = formShapeProblem(queryFieldNames(req.originalUrl));
    if (queryProblem) return refuse(res, 400, `Bad Request: the address has ${queryProblem}`);
    // Node discards the unread body after the answer, so the client, still sending, reads it.
    if (Number(req.headers["content-length"] ?? 0) > bodyLimit(req.path) && !uploadRoute(req.path)) return refuse(res, 413, "Content Too Large");
    if (MUTATION_METHODS.has(req.method) && !FORM_MEDIA_TYPES.has(mediaType(req.headers["content-type"]))) {
      return refuse(res, 415, "Unsupported Media Type: send a form (application/x-www-form-urlencoded or multipart/form-data)");
    }
    next();
  };
}

/** @param {string | undefined} host */
function validHost(host) {
  if (!host || host.length > 255 || !HOST.test(host)) return false;
  try {
    new URL(`http://${host}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * React Router's lazy route discovery matches every path listed in /__manifest's
 * `paths`, so each of those is held to the same limits as the address itself.
 *
 * @param {string} url
 * @param {string} manifestPath
 */
function tooLong(url, manifestPath) {
  if (url.length > MAX_URL_BYTES) return true;
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (pathTooLong(path)) return true;
  if (path !== manifestPath || queryStart === -1) return false;
  const paths = new URLSearchParams(url.slice(queryStart + 1)).get("paths") ?? "";
  return paths.split(",").some(pathTooLong);
}

/** @param {string} path */
function pathTooLong(path) {
  if (path.length > MAX_PATH_BYTES) return true;
  // URL parsing turns a backslash into a slash, so both separate segments.
  let segments = 0;
  for (const character of path) {
    if ((character === "/" || character === "\\") && ++segments > MAX_PATH_SEGMENTS) return true;
  }
  return false;
}

/** @param {string | undefined} contentType */
function mediaType(contentType) {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * @param {import("express").Response} res
 * @param {number} status
 * @param {string} message
 */
function refuse(res, status, message) {
  res.status(status).type("text/plain").send(message);
}

/**
 * CONNECT never reaches Express: Node hands it to the server's "connect" listener,
 * and without one drops the connection unanswered.
 *
 * @param {import("node:http").IncomingMessage} _req
 * @param {import("node:stream").Duplex} socket
 */
export function refuseConnect(_req, socket) {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(", ")}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}
