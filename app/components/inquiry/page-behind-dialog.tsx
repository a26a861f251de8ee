import { type ReactNode, Suspense, useState } from "react";

const BEHIND_DIALOG_ID = "page-behind-dialog";

/**
 * The aircraft's page behind its inquiry dialog, without the page's JavaScript: behind a
 * modal nothing on it can be used, so the dialog's address need not load the code that
 * draws it (issue 26, part 6; docs/decisions/036). The server draws the page (`page`,
 * passed under `import.meta.env.SSR` so that the browser's build leaves it out). The
 * browser shows it as it is drawn: the server's markup when the dialog's address was
 * loaded, the page's own when the dialog opened over it. Opened from another page (a
 * catalogue card), there is nothing to read back, and `live` draws the page, its code
 * loaded then.
 */
export function PageBehindDialog({ listingId, page, live }: { listingId: number; page: ReactNode; live: ReactNode }) {
  if (import.meta.env.SSR) return <div id={BEHIND_DIALOG_ID}>{page}</div>;
  return <PageAsDrawn listingId={listingId} live={live} />;
}

function PageAsDrawn({ listingId, live }: { listingId: number; live: ReactNode }) {
  // Read while the page that opened the dialog is still on screen: this render replaces it.
  // One object: React sets an element's markup again whenever it gets another.
  const [markup] = useState(() => {
    const page = document.querySelector(`[data-aircraft-page="${listingId}"]`);
    return page ? { __html: page.outerHTML } : null;
  });
  if (markup === null) {
    return (
      <div id={BEHIND_DIALOG_ID}>
        <Suspense fallback={null}>{live}</Suspense>
      </div>
    );
  }
  return <div id={BEHIND_DIALOG_ID} dangerouslySetInnerHTML={markup} />;
}
