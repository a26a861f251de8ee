import { createContext, useContext } from "react";

/** The request's CSP nonce; empty in the browser, where it is no longer needed. */
export const NonceContext = createContext("");

export function useNonce() {
  return useContext(NonceContext);
}
