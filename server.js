/**
 * The production server. It is react-router-serve's setup (compression, immutable
 * hashed assets, a request log) plus what react-router-serve cannot give the app: the
 * client's address, which the sign-in, sign-up and recovery limits count by.
 *
 * TRUST_PROXY: unset when browsers connect directly; behind a load balancer or proxy,
 * the number of proxy hops (e.g. 1) or their addresses, so X-Forwarded-For is believed.
 * SITE_URL, when set, is the origin every request is taken to arrive at (behind a TLS
 * proxy: https://...), so cookies are Secure and forms pass React Router's origin check.
 *
 * Before any route runs, malformed requests are refused with a 4xx (server/), and every
 * response, static files and error pages included, carries the security headers.
 */
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { publicOriginResolver } from "./server/public-origin.js";
import { createRequestHandler } from "./server/request-handler.js";
import { DEFAULT_BODY_LIMIT_BYTES, refuseConnect, refuseMalformedRequests } from "./server/request-guards.js";
import { securityHeaders } from "./server/security-headers.js";

const build = await import("./build/server/index.js");

const app = express();
app.disable("x-powered-by");
if (process.env.TRUST_PROXY) app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
const publicOrigin = publicOriginResolver(process.env.SITE_URL);
app.use(securityHeaders(build.entry.module.staticFileSecurityHeaders, publicOrigin));
app.use(refuseMalformedRequests({ manifestPath: build.routeDiscovery.manifestPath, bodyLimitBytes: DEFAULT_BODY_LIMIT_BYTES }));
app.use(compression());
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
app.use(morgan("tiny"));
app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    publicOrigin,
    bodyLimitBytes: DEFAULT_BODY_LIMIT_BYTES,
    getLoadContext: (request) => build.entry.module.requestContext({ clientAddress: request.ip ?? "unknown" }),
  }),
);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
server.on("connect", refuseConnect);

function onListen(error) {
  if (error) throw error;
  console.log(`AeroMarket is serving on http://${host ?? "localhost"}:${port}`);
}

function trustProxySetting(value) {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => server.close());
}
