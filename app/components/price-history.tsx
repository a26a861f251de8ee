import type { MarketHistory } from "~/domain/listings/price-history";

/** The changes of a listing's asking price, newest first; nothing when it never changed. */
export function PriceHistory({ changes }: { changes: MarketHistory["changes"] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="price-history-heading" className="mt-8">
      <h2 id="price-history-heading" className="text-xl font-semibold text-ink">
        Price history
      </h2>
      <ol className="mt-4 divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-surface">
        {changes.map((change) => (
          <li key={`${change.changedOn}-${change.text}`} className="flex items-center gap-3 px-4 py-3">
            <svg
              viewBox="0 0 20 20"
              className={change.reduced ? "size-5 shrink-0 text-success-700" : "size-5 shrink-0 text-muted"}
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d={change.lowered ? "M10 4v12m0 0-5-5m5 5 5-5" : "M10 16V4m0 0-5 5m5-5 5 5"} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <time dateTime={change.changedOn} className="font-medium text-ink">
              {change.text}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
