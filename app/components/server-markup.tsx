import type { ReactNode } from "react";

// One object per markup: React sets an element's markup again whenever it gets another.
const markupRead = new Map<string, { __html: string }>();

/**
 * Markup that is the same on every page of a visit and never changes in the browser (the
 * footer, the icon sprite). The server renders it; the browser reads it back from the page
 * rather than drawing it, as `Stylesheet` does with the CSS, so the components that draw it
 * stay out of the browser's JavaScript: callers pass them under `import.meta.env.SSR`, which
 * is false in the browser's build, and the bundler drops them. Its links are plain links,
 * which load the next page whole, as they do without scripts.
 */
export function ServerMarkup({ id, children }: { id: string; children: ReactNode }) {
  if (import.meta.env.SSR) return <div id={id}>{children}</div>;
  if (!markupRead.has(id)) markupRead.set(id, { __html: document.getElementById(id)?.innerHTML ?? "" });
  return <div id={id} dangerouslySetInnerHTML={markupRead.get(id)} />;
}
