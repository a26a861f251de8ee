import { randomBytes } from "node:crypto";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import stylesheet from "./app.css?inline";
import { NonceContext } from "./components/nonce";
import { RequestReferenceContext } from "./components/request-reference";
import { StylesheetContext } from "./components/stylesheet";
import { scriptsAfterPaint } from "./server/platform/scripts-after-paint.server";
import { requestLogContext } from "./server/platform/request-context.server";
import { applySecurityHeaders, servedOverHttps } from "./server/platform/security-headers.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = randomBytes(16).toString("base64");
  applySecurityHeaders(responseHeaders, { https: servedOverHttps(request), nonce });

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <StylesheetContext value={stylesheet}>
          <RequestReferenceContext value={loadContext.get(requestLogContext)?.requestId ?? null}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </RequestReferenceContext>
        </StylesheetContext>
      </NonceContext>,
      {
        nonce,
        // A Suspense boundary that is ready (a component loaded on demand in the browser,
        // components/on-demand.tsx) is sent in place. By default React sends one past 12.8 KB
        // of page apart, hidden, and shows it with a script: never, without scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = scriptsAfterPaint(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applySecurityHeaders(response.headers, { https: servedOverHttps(request) });
  return response;
};

// server.js starts, probes and stops the app, writes backups, makes each request's router
// context and its own responses' security headers through the server build's entry
// module; server/backup.js and server/restore.js use it too.
export { closeDatabase, databaseIsReady, embeddedDataDir, operationMetrics, prepareToServe, serverProcessCount, storageIsReady } from "./server/platform/lifecycle.server";
export { BackupRefusal, restoreBackup, writeBackup } from "./server/platform/backup.server";
export { answeringOutagesWith503 } from "./server/platform/database-outage.server";
export { inventoryVersion } from "./server/listings/inventory-version.server";
export { noteViewOfReusedPage } from "./server/listings/listing-views.server";
export { noteMatchRequestOfReusedPage } from "./server/matching/match-requests.server";
export { noteSearchOfReusedPage } from "./server/listings/search-log.server";
export { requestContext } from "./server/platform/request-context.server";
export { staticFileSecurityHeaders } from "./server/platform/security-headers.server";
