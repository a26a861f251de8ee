import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useHydrated } from "../use-hydrated";
import { INQUIRY_OPENER_ID } from "./inquiry-opener";

function openedFromDetail(state: unknown): boolean {
  return typeof state === "object" && state !== null && "fromDetail" in state;
}

/**
 * The inquiry dialog over the detail page. The server renders an open <dialog>
 * on a backdrop, which is a page of its own without scripts; with scripts it
 * becomes a modal: focus moves in and stays, Escape and the close button leave
 * it and give focus back to what opened it, and Back closes it because it is a URL.
 */
export function InquiryDialog({ listingId, aircraftName, children }: { listingId: number; aircraftName: string; children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const detailPath = `/aircraft/${listingId}`;
  const fromDetail = openedFromDetail(location.state);

  const close = useCallback(() => {
    if (fromDetail) void navigate(-1);
    else void navigate(detailPath, { replace: true, preventScrollReset: true });
  }, [detailPath, fromDetail, navigate]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Without scripts the backdrop scrolls; as a modal the dialog scrolls itself. What a reader
    // scrolled to, and the field they were writing in, before the scripts took over stay where
    // they were: nothing moves under a finger about to tap.
    const topBefore = dialog.getBoundingClientRect().top;
    const writingIn = opener && dialog.contains(opener) ? opener : null;
    if (!dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    const scrolledBy = dialog.getBoundingClientRect().top - topBefore;
    if (scrolledBy > 0) dialog.scrollTop = scrolledBy;
    (writingIn ?? dialog.querySelector<HTMLElement>("[data-autofocus]"))?.focus({ preventScroll: scrolledBy > 0 || writingIn !== null });
    return () => {
      const target = opener?.isConnected && opener !== document.body ? opener : document.getElementById(INQUIRY_OPENER_ID);
      // The detail page renders again after the route change: focus once it has.
      requestAnimationFrame(() => target?.focus());
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 overflow-y-auto bg-navy-900/60 sm:px-6 sm:py-8">
      <dialog
        ref={dialogRef}
        open
        aria-labelledby="inquiry-title"
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        className="relative mx-auto my-0 block w-full max-w-5xl bg-surface text-ink shadow-2xl backdrop:bg-navy-900/60 open:my-0 sm:rounded-2xl [&:modal]:fixed [&:modal]:inset-0 [&:modal]:my-auto [&:modal]:max-h-dvh [&:modal]:overflow-y-auto sm:[&:modal]:max-h-[calc(100dvh-4rem)]"
      >
        <header className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-line bg-surface px-5 py-4 sm:px-7">
          {/* Read as one title ("Professional Aircraft Inquiry - {aircraft}"), drawn as a short one over the aircraft's name. */}
          <h2 id="inquiry-title" className="text-lg font-bold tracking-tight text-ink sm:text-xl">
            Professional Aircraft Inquiry<span className="sr-only"> - </span>
            <span className="mt-0.5 block text-sm font-medium text-ink-soft sm:text-base">{aircraftName}</span>
          </h2>
          <Link
            to={detailPath}
            preventScrollReset
            aria-label="Close"
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              close();
            }}
            className="-mr-2 flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-soft hover:bg-navy-50 hover:text-ink"
          >
            <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
            </svg>
          </Link>
        </header>
        {children}
      </dialog>
    </div>
  );
}
