import { createContext, RouterContextProvider } from "react-router";

/**
 * The client's network address, as server.js saw it (the socket, or X-Forwarded-For
 * behind a trusted proxy). The dev server cannot tell, so every client there is "unknown".
 */
export const clientAddressContext = createContext<string>("unknown");

/**
 * What server.js's request log (server/request-log.js) records of this request: its id,
 * shown on the error page, and the signed-in user's id, which the app notes. The dev
 * server has none.
 */
export type RequestLogRecord = { requestId: string; userId: string | undefined };
export const requestLogContext = createContext<RequestLogRecord | null>(null);

/** The router context server.js creates for each request. */
export function requestContext({ clientAddress, requestLog }: { clientAddress: string; requestLog?: RequestLogRecord }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress);
  context.set(requestLogContext, requestLog ?? null);
  return context;
}

/** Puts the signed-in user's id (never their email) on the request's log line. */
export function noteRequestUser(context: Readonly<RouterContextProvider>, userId: string | undefined): void {
  const record = context.get(requestLogContext);
  if (record) record.userId = userId;
}
