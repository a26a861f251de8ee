/**
 * The server's log: one JSON line per request (pino) in production, a readable line
 * otherwise, each with the request's id. The id comes from X-Request-Id when a trusted
 * proxy (TRUST_PROXY) sets it, else it is made here; it goes back in X-Request-Id and
 * onto the error page ("Reference: ..."). Every line logged while a request is served,
 * console.* from the app included, carries the same id. Lines never hold an email, a
 * password, a token or a body: the request line has the method, the route's pattern
 * (`/aircraft/:id`, not the address), the status, the duration and the user's id.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino from "pino";
import { logMessage } from "./log-message.js";
import { matchRoutes } from "react-router";

const TRUSTED_ID = /^[\w.:@-]{1,128}$/;
/** Paths whose route pattern is kept, at most, and their longest: a client's made-up paths must not fill memory. */
const KNOWN_PATHS = 5_000;
const KNOWN_PATH_LENGTH = 200;

/** @typedef {{ requestId: string, userId: string | undefined }} RequestRecord */

/** @type {AsyncLocalStorage<RequestRecord>} */
const requests = new AsyncLocalStorage();

/** @param {boolean} json */
export function createLog(json) {
  return pino(
    {
      base: undefined,
      messageKey: "msg",
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const record = requests.getStore();
        return record ? { requestId: record.requestId } : {};
      },
    },
    json ? pino.destination({ dest: 1, sync: true }) : readableLines(),
  );
}

/** Lines a person reads in a terminal: time, level, message, then the fields. */
function readableLines() {
  return {
    write(line) {
      const { time, level, msg, ...fields } = JSON.parse(line);
      const extra = Object.entries(fields).map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
      const stream = level >= 50 ? process.stderr : process.stdout;
      stream.write(`${String(time).slice(11, 19)} ${pino.levels.labels[level] ?? level} ${msg ?? ""}${extra.length ? ` ${extra.join(" ")}` : ""}\n`);
    },
  };
}

/** From now on console.* writes through the log, with the id of the request being served. */
export function routeConsoleThrough(log) {
  console.log = console.info = (...args) => log.info(logMessage(args));
  console.warn = (...args) => log.warn(logMessage(args));
  console.error = (...args) => log.error(logMessage(args));
}

/**
 * Express middleware: gives the request its id and record, and logs one line once it is answered.
 *
 * @param {{ log: import("pino").Logger, trustProxy: boolean, routePattern: (path: string) => string }} options
 */
export function requestLogger({ log, trustProxy, routePattern }) {
  return (request, response, next) => {
    const offered = trustProxy ? request.get("X-Request-Id") : undefined;
    /** @type {RequestRecord} */
    const record = { requestId: offered && TRUSTED_ID.test(offered) ? offered : randomUUID(), userId: undefined };
    response.locals.requestLog = record;
    response.setHeader("X-Request-Id", record.requestId);
    const started = process.hrtime.bigint();
    response.once("close", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      log.info(
        {
          requestId: record.requestId,
          method: request.method,
          route: routePattern(request.path),
          status: response.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
          ...(record.userId ? { userId: record.userId } : {}),
          ...(response.writableFinished ? {} : { aborted: true }),
        },
        "request",
      );
    });
    requests.run(record, next);
  };
}

/**
 * The pattern of the route that serves a path (`/aircraft/:id`), from the build's routes,
 * so that a log or a metric counts pages, not addresses.
 *
 * @param {import("react-router").ServerBuild} build
 */
export function routePatterns(build) {
  const byParent = new Map();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const tree = (parentId) => (byParent.get(parentId) ?? []).map((route) => ({ id: route.id, path: route.path, index: route.index, children: tree(route.id) }));
  const routes = tree(undefined);
  // matchRoutes flattens, ranks and compiles every route on each call (a sixth of a cached
  // page's CPU, asked twice per request: the log and the metrics), so each path's answer is kept.
  /** @type {Map<string, string>} */
  const known = new Map();
  return (path) => {
    let pattern = known.get(path);
    if (pattern !== undefined) return pattern;
    const pagePath = path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path;
    const matches = matchRoutes(routes, pagePath);
    pattern = matches ? `/${matches.map((match) => match.route.path ?? "").filter(Boolean).join("/").replace(/\/+/g, "/").replace(/^\//, "")}` : "unmatched";
    if (path.length > KNOWN_PATH_LENGTH) return pattern;
    if (known.size >= KNOWN_PATHS) known.clear();
    known.set(path, pattern);
    return pattern;
  };
}
