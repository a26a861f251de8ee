import { useEffect, useState } from "react";
import type { Toast } from "~/domain/toast";
import { cx } from "./ui/cx";
import { useHydrated } from "./use-hydrated";

export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

const tones: Record<Toast["type"], string> = {
  success: "border-success-700/20 before:bg-success-700",
  error: "border-danger-600/20 before:bg-danger-600",
  info: "border-brand-500/20 before:bg-brand-500",
};

/**
 * The toasts in the notice region (`Toaster`). The server renders the toast, CSS fades it
 * out after 4000 ms (so it works without scripts); with scripts, a close button appears and
 * finished toasts leave the DOM.
 */
export function ToastList({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  const [toasts, setToasts] = useState<Toast[]>(toast ? [toast] : []);
  const [latestId, setLatestId] = useState(toast?.id);
  if (toast && toast.id !== latestId) {
    setLatestId(toast.id);
    setToasts((current) => [...current, toast]);
  }

  useEffect(() => {
    if (toasts.length === 0) return;
    const oldest = toasts[0];
    const timer = setTimeout(() => setToasts((current) => current.filter((shown) => shown.id !== oldest?.id)), TOAST_DURATION_MS + 300);
    return () => clearTimeout(timer);
  }, [toasts]);

  const visible = toasts.slice(-MAX_VISIBLE_TOASTS);

  return (
    <>
      {visible.map((shown) => (
        <div
          key={shown.id}
          role="status"
          className={cx(
            "toast pointer-events-auto relative flex items-start gap-3 overflow-hidden rounded-xl border bg-surface py-3.5 pr-3 pl-5 text-sm font-medium text-ink shadow-(--shadow-lift) before:absolute before:inset-y-0 before:left-0 before:w-1.5",
            tones[shown.type],
          )}
          style={{ ["--toast-duration" as string]: `${TOAST_DURATION_MS}ms` }}
        >
          <p className="flex-1 leading-5">{shown.message}</p>
          {hydrated ? (
            <button
              type="button"
              onClick={() => setToasts((current) => current.filter((other) => other.id !== shown.id))}
              className="-m-1 rounded p-1 text-muted hover:text-ink"
              aria-label="Dismiss notification"
            >
              <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
                <path d="M6.3 5.3a.7.7 0 0 0-1 1L8.9 10l-3.6 3.7a.7.7 0 1 0 1 1L10 11l3.7 3.7a.7.7 0 0 0 1-1L11 10l3.7-3.7a.7.7 0 0 0-1-1L10 8.9z" />
              </svg>
            </button>
          ) : null}
        </div>
      ))}
    </>
  );
}
