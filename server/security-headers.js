import { isHttps } from "./public-origin.js";

/**
 * Puts the site's security headers on every response, before anything else answers:
 * static files, refused requests and Express's own error pages carry them too. The
 * list is the app's (its server build exports it); pages replace the static file
 * Content-Security-Policy with their own.
 *
 * @param {(https: boolean) => Record<string, string>} headersFor
 * @param {(req: import("express").Request) => string} publicOrigin
 * @returns {import("express").RequestHandler}
 */
export function securityHeaders(headersFor, publicOrigin) {
  return (req, res, next) => {
    for (const [name, value] of Object.entries(headersFor(isHttps(publicOrigin(req))))) res.setHeader(name, value);
    next();
  };
}
