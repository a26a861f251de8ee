import { createContext, RouterContextProvider } from "react-router";

/**
 * The client's network address, as server.js saw it (the socket, or X-Forwarded-For
 * behind a trusted proxy). The dev server cannot tell, so every client there is "unknown".
 */
export const clientAddressContext = createContext<string>("unknown");

/** The router context server.js creates for each request. */
export function requestContext({ clientAddress }: { clientAddress: string }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress);
  return context;
}
