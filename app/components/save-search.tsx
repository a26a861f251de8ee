import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { SaveSearchOffer } from "~/domain/alerts/saved-search";
import { SAVED_SEARCHES_TAB } from "~/domain/alerts/alert-frequency";
import { onOpen } from "./on-open";

// The form is in a closed disclosure on every catalogue page: its code loads on the way to
// opening it (a pointer or focus on "Save this search"), not with the page.
const saveSearchForm = onOpen(
  import.meta.env.SSR ? (await import("./save-search-form")).SaveSearchForm : null,
  () => import("./save-search-form").then((module) => module.SaveSearchForm),
);

/**
 * "Save this search" as a disclosure: a native <details>, so it opens without
 * JavaScript. A search the buyer saved before reads as saved, with a link to
 * manage it.
 */
export function SaveSearchMenu({ offer }: { offer: SaveSearchOffer }) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const shownAt = useRef(location.key);
  // Closed when the visitor moves on, not when the page hydrates: it may have been opened before.
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (disclosure.current) disclosure.current.open = false;
  }, [location.key]);
  useEffect(() => {
    if (disclosure.current?.open) saveSearchForm.load();
  }, []);
  if (offer.saved) {
    return (
      <Link
        to={SAVED_SEARCHES_TAB}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-1 text-sm font-semibold text-success-700 hover:underline"
      >
        <CheckIcon />
        Saved as “{offer.saved.name}”
      </Link>
    );
  }
  return (
    <details ref={disclosure} onToggle={saveSearchForm.load} className="group relative">
      <summary
        onPointerEnter={saveSearchForm.load}
        onFocus={saveSearchForm.load}
        className="flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-ink hover:bg-navy-50 [&::-webkit-details-marker]:hidden"
      >
        <BookmarkIcon />
        Save this search
      </summary>
      {/* On a phone the panel opens in place; from sm up it drops down over the page. */}
      <div className="z-30 mt-3 w-[min(calc(100vw-2rem),24rem)] max-w-full sm:max-w-none rounded-(--radius-card) border border-line bg-surface p-5 text-left shadow-(--shadow-lift) sm:absolute sm:top-full sm:right-0 sm:mt-2">
        <h2 className="text-base font-semibold text-ink">Save this search</h2>
        <p className="mt-1 text-sm text-ink-soft">We email you aircraft that newly match, at the pace you choose.</p>
        <saveSearchForm.Component offer={offer} lastResult={null} className="mt-4" />
      </div>
    </details>
  );
}


function BookmarkIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M5.5 3.5h9v13l-4.5-3.2-4.5 3.2z" strokeLinejoin="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d="m5 10.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
