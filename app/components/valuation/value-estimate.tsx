import { Link } from "react-router";
import type { ComparableRow, EstimateView } from "~/domain/valuation/estimate-view";
import { DealBadge } from "./deal-badge";

/** The value estimate with its comparables and method, or why there is none; the loader words it (`estimateView`). */
export function ValueEstimatePanel({ view }: { view: EstimateView }) {
  return (
    <section aria-labelledby="value-estimate-heading" className="mt-8">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="value-estimate-heading" className="text-xl font-semibold text-ink">
          Value estimate
        </h2>
        {view.deal ? <DealBadge deal={view.deal} /> : null}
      </div>
      {view.kind === "estimate" ? (
        <div className="mt-3 rounded-(--radius-card) border border-line bg-surface p-4">
          <p className="text-2xl font-bold text-ink" data-testid="estimate-range">
            {view.range}
          </p>
          <p className="mt-1 text-sm font-medium text-ink" data-testid="estimate-error">
            {view.error}
          </p>
          <p className="mt-1 text-sm text-ink-soft">{view.summary}</p>
          {view.noLabel ? (
            <p className="mt-1 text-sm text-ink-soft" data-testid="no-deal-label">
              {view.noLabel}
            </p>
          ) : null}
          <Comparables rows={view.comparables} />
          <p className="mt-4 text-xs leading-5 text-muted">
            {view.method}{" "}
            <Link to="/help#value-estimate" className="underline hover:text-brand-700">
              About the estimate and the deal label
            </Link>
          </p>
        </div>
      ) : (
        <div className="mt-3 rounded-(--radius-card) border border-dashed border-line bg-surface p-4 text-ink-soft">
          <p className="font-medium text-ink">Not enough comparable aircraft for an estimate</p>
          <p className="mt-1 text-sm">
            {view.note} <Link to="/help#value-estimate" className="underline hover:text-brand-700">How the estimate works</Link>
          </p>
        </div>
      )}
    </section>
  );
}

function Comparables({ rows }: { rows: ComparableRow[] }) {
  return (
    <div className="mt-4 overflow-x-auto">
      {/* On a phone the total time goes under the name, so both prices fit without scrolling. */}
      <table className="w-full text-left text-sm sm:min-w-[28rem]">
        <caption className="sr-only">Comparable aircraft</caption>
        <thead className="text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">Comparable</th>
            <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">Total time</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Asking or sold</th>
            <th scope="col" className="py-2 text-right font-medium">Adjusted</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="py-2 pr-3">
                <Link to={`/aircraft/${row.id}`} className="font-medium text-ink hover:text-brand-700">
                  {row.name}
                </Link>
                <span className="block text-ink-soft sm:hidden">{row.totalTime}</span>
              </td>
              <td className="hidden py-2 pr-3 text-ink-soft sm:table-cell">{row.totalTime}</td>
              <td className="py-2 pr-3 text-right align-top text-ink-soft tabular-nums">{row.asking}</td>
              <td className="py-2 text-right align-top font-medium text-ink tabular-nums">{row.adjusted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
