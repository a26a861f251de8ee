import { readdirSync } from "node:fs";
import path from "node:path";
import expressStaticGzip from "express-static-gzip";

/**
 * The build's public files (the favicon, the illustrations), served for the paths of the
 * files the folder holds at start and for no other. Alone, the static middleware looks on
 * disk for every request that reaches it (a `stat` of build/client/catalog for each
 * page, 4 % of a cached page's CPU); the build does not change while the server runs.
 *
 * @param {string} root
 * @param {import("serve-static").ServeStaticOptions} options
 * @returns {import("express").RequestHandler}
 */
export function publicFiles(root, options) {
  const files = new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
  );
  const serve = compressedAtBuild(root, options);
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next());
}

/**
 * The folder's files, each sent as the brotli or gzip copy the build wrote beside it
 * (scripts/compress-client-files.ts) when the browser takes it, brotli first, and as it is
 * otherwise (a file under 1 KB has no copy). The `compression` middleware leaves an answer
 * that is already encoded as it is.
 *
 * @param {string} root
 * @param {import("serve-static").ServeStaticOptions} options
 * @returns {import("express").RequestHandler}
 */
export function compressedAtBuild(root, options) {
  return expressStaticGzip(root, { enableBrotli: true, orderPreference: ["br"], index: false, serveStatic: options });
}
