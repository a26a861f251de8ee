import { createContext, useContext, useMemo } from "react";

const ELEMENT_ID = "stylesheet";

/**
 * The site's whole stylesheet, written into each page's head rather than linked: a linked
 * one held the first paint until a second request came back (docs/decisions/024-inline-stylesheet.md).
 * The server provides it (entry.server.tsx); the browser reads it back from the page, so its
 * first render matches the server's and the CSS is not sent a second time inside the JavaScript.
 */
export const StylesheetContext = createContext(typeof document === "undefined" ? "" : (document.getElementById(ELEMENT_ID)?.textContent ?? ""));

export function Stylesheet() {
  const css = useContext(StylesheetContext);
  // One object while the CSS is the same: React writes the stylesheet again, and the browser
  // parses it again, whenever it gets another (each render of the layout).
  const stylesheet = useMemo(() => ({ __html: css }), [css]);
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={stylesheet} />;
}
