import { Link } from "react-router";
import { cx } from "./cx";

/** `badge`: a short count beside the tab's name, such as "2 new". */
export type TabLink = { label: string; to: string; active: boolean; badge?: string | undefined };

/**
 * Tabs are links: the chosen tab lives in the URL, so they work without
 * JavaScript and the back button steps between them.
 */
export function Tabs({ label, tabs, className }: { label: string; tabs: TabLink[]; className?: string }) {
  return (
    <nav aria-label={label} className={cx("grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-navy-50 p-1", className)}>
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          replace
          preventScrollReset
          aria-current={tab.active ? "page" : undefined}
          className={cx(
            // Centred both ways: where a badge wraps under its name (phones), the other names stay level with it.
            "flex flex-wrap items-center justify-center gap-x-1.5 gap-y-0.5 rounded-lg px-2 py-2 text-center text-sm font-semibold transition-colors sm:px-3",
            tab.active ? "bg-surface text-ink shadow-sm" : "text-muted hover:text-ink",
          )}
        >
          {tab.label}
          {tab.badge ? <span className="inline-block rounded-full bg-brand-600 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">{tab.badge}</span> : null}
        </Link>
      ))}
    </nav>
  );
}
