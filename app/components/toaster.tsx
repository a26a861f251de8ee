import { useState } from "react";
import type { Toast } from "~/domain/toast";
import { onDemand } from "./on-demand";

// Most page loads show no toast: the browser loads the toasts' code with the first one.
const ToastList = onDemand(
  import.meta.env.SSR ? (await import("./toast-list")).ToastList : null,
  () => import("./toast-list").then((module) => module.ToastList),
);

/**
 * The bottom-right notice region. It is on every page from the start, empty, so that screen
 * readers announce the toasts put in it.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [shown, setShown] = useState(toast !== null);
  if (toast && !shown) setShown(true);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 sm:right-6 sm:bottom-6"
    >
      {shown ? <ToastList toast={toast} /> : null}
    </section>
  );
}
