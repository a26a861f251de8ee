import { createContext, useContext, useState } from "react";

/** The id of the request being rendered (server/request-log.js), set by entry.server. */
export const RequestReferenceContext = createContext<string | null>(null);

/**
 * "Reference: <request id>" on the error page, so a visitor's report finds the request's
 * log lines. The browser reads it back from the server's HTML, so hydration agrees.
 */
export function RequestReference() {
  const fromServer = useContext(RequestReferenceContext);
  const [reference] = useState(() => fromServer ?? (typeof document === "undefined" ? null : (document.getElementById("request-reference")?.dataset.reference ?? null)));
  if (!reference) return null;
  return (
    <p id="request-reference" data-reference={reference} className="mt-6 text-sm text-ink-soft">
      Reference: {reference}
    </p>
  );
}
