import { createRequestHandler as createReactRouterHandler } from "react-router";
import { formShapeProblem } from "./form-shape.js";
import { applyCachePolicy } from "./http-caching.js";
import { isHttps } from "./public-origin.js";

/**
 * Hands Express requests to React Router, as @react-router/express does, with what the
 * site needs besides:
 * - the Request's URL carries the site's public origin, so React Router's check that a
 *   form's Origin matches the site holds behind a TLS proxy, and the app knows its scheme;
 * - its body stops at `bodyLimit(path)` bytes while it streams (chunked bodies have no
 *   Content-Length to refuse up front), without being held in memory whole;
 * - a body that cannot be read as a form makes the action answer 400 (413 past the
 *   limit), wherever it is read: every action reads its form through this Request; so
 *   does a form whose field names no form of the site's uses (server/form-shape.js),
 *   before any parser turns them into lists;
 * - every cookie is Secure exactly when the site is served over HTTPS;
 * - a 503 says when to retry (Retry-After);
 * - who may cache the response is server/http-caching.js's decision;
 * - a signed-out visitor's public pages come from `pageCache` (server/page-cache.js says
 *   which) when it has them, and go into it otherwise.
 *
 * @param {{
 *   build: import("react-router").ServerBuild,
 *   publicOrigin: (req: import("express").Request) => string,
 *   bodyLimit: (path: string) => number,
 *   getLoadContext: (req: import("express").Request) => import("react-router").RouterContextProvider,
 *   pageCache?: import("./page-cache.js").PageCache,
 * }} options
 * @returns {import("express").RequestHandler}
 */
export function createRequestHandler({ build, publicOrigin, bodyLimit, getLoadContext, pageCache }) {
  const handleRequest = createReactRouterHandler(build, process.env.NODE_ENV);
  return async (req, res, next) => {
    try {
      const origin = publicOrigin(req);
      const key = pageCache?.keyOf(req, origin) ?? null;
      // Read before rendering: a change committed meanwhile makes a newer version, so a
      // page that may have missed it is never kept under the version that includes it.
      const versionReadAt = performance.now();
      const version = key && pageCache ? await pageCache.version() : null;
      /** @type {Keep | undefined} */
      let keep;
      /** @type {string | undefined} */
      let versionTiming;
      if (key && version && pageCache) {
        if (pageCache.answer(req, res, key, version)) return;
        res.setHeader("X-Page-Cache", "miss");
        keep = (response, copy) => pageCache.store(key, version, response, copy);
        versionTiming = `inventory-version;dur=${(performance.now() - versionReadAt).toFixed(1)}`;
      }
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : new LimitedBody(req, bodyLimit(req.path));
      const request = new FormRequest(`${origin}${req.originalUrl}`, requestInit(req, res, body), body);
      const response = await handleRequest(request, getLoadContext(req));
      // An action that stopped reading early (an upload over its limit) has its answer; the rest of the body is not for anyone.
      body?.discardRest();
      await sendResponse(req, res, response, isHttps(origin), keep, versionTiming);
    } catch (error) {
      next(error);
    }
  };
}

/** @typedef {(response: Response, copy: { body: Buffer, etag: string }) => void} Keep */

/** A Fetch Request whose form, if broken or too large, is answered with a 4xx by React Router. */
class FormRequest extends Request {
  /** @type {LimitedBody | undefined} */
  #body;

  /**
   * @param {string} url
   * @param {RequestInit} init
   * @param {LimitedBody | undefined} body
   */
  constructor(url, init, body) {
    super(url, init);
    this.#body = body;
  }

  /** @override */
  async formData() {
    /** @type {FormData} */
    let form;
    try {
      form = await super.formData();
    } catch {
      if (this.#body?.tooLarge) throw new Response("Content Too Large", { status: 413, statusText: "Content Too Large" });
      throw new Response("Bad Request: the form could not be read", { status: 400, statusText: "Bad Request" });
    }
    const problem = formShapeProblem(form.keys());
    if (problem) throw new Response(`Bad Request: the form has ${problem}`, { status: 400, statusText: "Bad Request" });
    return form;
  }
}

/**
 * The request body as a stream that errors once it passes its limit. It reads from the
 * socket only as the app reads it, so a body nobody reads is left to Node to discard.
 * Past the limit, or once the app stops reading, the rest is discarded as it arrives
 * (Node's requestTimeout bounds how long), so the client, still sending, reads its
 * answer rather than a reset.
 */
class LimitedBody {
  tooLarge = false;
  /** Stops handing the body on and lets the rest of it be discarded as it arrives. */
  discardRest = () => undefined;

  /**
   * @param {import("express").Request} req
   * @param {number} limitBytes
   */
  constructor(req, limitBytes) {
    let listening = false;
    let received = 0;
    /** @type {() => void} */
    let stopReading = () => undefined;
    this.discardRest = () => {
      if (!listening || req.readableEnded) return;
      stopReading();
      req.resume();
    };
    this.stream = new ReadableStream(
      {
        pull: (controller) => {
          if (!listening) {
            listening = true;
            stopReading = () => {
              req.off("data", onData);
              req.off("end", onEnd);
              req.off("error", onError);
              req.off("close", onClose);
            };
            /** @param {Buffer} chunk */
            const onData = (chunk) => {
              received += chunk.byteLength;
              if (received > limitBytes) {
                this.tooLarge = true;
                stopReading();
                req.resume();
                controller.error(new Error(`The request body is larger than ${limitBytes} bytes`));
                return;
              }
              controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
              if ((controller.desiredSize ?? 0) <= 0) req.pause();
            };
            const onEnd = () => {
              stopReading();
              controller.close();
            };
            /** @param {Error} error */
            const onError = (error) => {
              stopReading();
              controller.error(error);
            };
            const onClose = () => onError(new Error("The client went away before the body ended"));
            req.on("data", onData);
            req.once("end", onEnd);
            req.once("error", onError);
            req.once("close", onClose);
          }
          req.resume();
        },
        cancel: () => this.discardRest(),
      },
      { highWaterMark: 0 },
    );
  }
}

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {LimitedBody | undefined} body
 * @returns {RequestInit}
 */
function requestInit(req, res, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  /** @type {AbortController | null} */
  let controller = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return { method: req.method, headers, signal: controller.signal, ...(body ? { body: body.stream, duplex: "half" } : {}) };
}

/**
 * React Router's headers replace the ones server.js set on every response (its
 * security headers): a page's own Content-Security-Policy wins over the static one.
 *
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {Response} response
 * @param {boolean} secureCookies
 * @param {Keep} [keep]
 * @param {string} [versionTiming] the page cache's read of the inventory version, for Server-Timing
 */
async function sendResponse(req, res, response, secureCookies, keep, versionTiming) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") res.append("Set-Cookie", secureCookies ? secureCookie(value) : value);
    else res.setHeader(name, value);
  }
  if (versionTiming) res.setHeader("Server-Timing", [versionTiming, response.headers.get("server-timing")].filter(Boolean).join(", "));
  // A 503 (the database away) is worth retrying soon; React Router drops a thrown response's own headers.
  if (response.status === 503 && !res.hasHeader("Retry-After")) res.setHeader("Retry-After", "5");
  const sharedRead = await applyCachePolicy(req, res, response);
  if (sharedRead) {
    keep?.(response, sharedRead);
    return void res.end(sharedRead.notModified ? undefined : sharedRead.body);
  }
  if (!response.body) return void res.end();
  try {
    await writeInBatches(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/** A batch is written once this large even if more is ready, so a long page starts on its way. */
const BATCH_BYTES = 128 * 1024;
const NEXT_TURN = Symbol("next turn");
const CLOSED = Symbol("closed");

/**
 * Writes a streamed page to the response, what is ready together. React hands a page over
 * in 2 KB pieces, and @react-router/node wrote and flushed each piece on its own: with
 * compression, each flush is a compressor block of its own, about 50 a page, which cost
 * a signed-in page 3 ms of CPU (docs/performance.md, session 18). What the stream has
 * given by the end of the event loop's turn is one write and one flush; a part that comes
 * later (a Suspense boundary resolving) is still sent as soon as it is ready.
 *
 * @param {ReadableStream<Uint8Array>} stream
 * @param {import("express").Response} res
 */
export async function writeInBatches(stream, res) {
  const reader = stream.getReader();
  /** @type {Uint8Array[]} */
  let batch = [];
  let batchBytes = 0;
  /** @type {Promise<typeof NEXT_TURN> | null} */
  let turnEnds = null;
  /** @type {() => void} */
  let onClose = () => undefined;
  const closed = new Promise((resolve) => {
    onClose = () => resolve(CLOSED);
    // A browser that left before the first write (while the cache policy was read) closed it already.
    if (res.destroyed || res.closed) onClose();
    else res.once("close", onClose);
  });
  /**
   * Writes the batch and flushes it out of the compressor, as the next part may be long in
   * coming (a Suspense boundary); true when the response can take more now.
   */
  const send = () => {
    const ready = res.write(takeBatch());
    /** @type {{ flush?: () => void }} */ (/** @type {unknown} */ (res)).flush?.();
    return ready;
  };
  const takeBatch = () => {
    const taken = batch.length === 1 ? batch[0] : Buffer.concat(batch, batchBytes);
    batch = [];
    batchBytes = 0;
    turnEnds = null;
    return taken;
  };
  const drained = () => Promise.race([new Promise((resolve) => res.once("drain", resolve)), closed]);
  try {
    for (;;) {
      const reading = reader.read();
      let result = await Promise.race(turnEnds ? [reading, turnEnds, closed] : [reading, closed]);
      if (result === NEXT_TURN) {
        // Nothing more is ready: what is, goes now.
        if (!send()) await drained();
        result = await Promise.race([reading, closed]);
      }
      if (result === CLOSED) {
        await reader.cancel().catch(() => undefined);
        return;
      }
      if (result.done) {
        // The end flushes what is left.
        if (batchBytes > 0) res.write(takeBatch());
        res.end();
        return;
      }
      batch.push(result.value);
      batchBytes += result.value.byteLength;
      turnEnds ??= new Promise((resolve) => setImmediate(resolve, NEXT_TURN));
      if (batchBytes >= BATCH_BYTES && !send()) await drained();
    }
  } catch (error) {
    reader.cancel(error).catch(() => undefined);
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    res.off("close", onClose);
    reader.releaseLock();
  }
}

/** @param {string} cookie */
function secureCookie(cookie) {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}
