import { Card } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";
import { MATCH_THRESHOLD } from "~/domain/matching/rules";
import { DEMAND_MAX_SEARCHES, DEMAND_WINDOW_DAYS, type DemandReason, type SellerDemand, STRONG_MATCH_SCORE } from "~/domain/matching/seller-demand";
import { formatNumber } from "~/domain/format-number";


/** The seller's view of recent buyer demand for the aircraft they described: counts only. */
export function DemandSummary({ demand, aircraft, price }: { demand: SellerDemand; aircraft: string; price: string }) {
  const other = Math.max(0, demand.searches - demand.matches);
  return (
    <Card className="p-6 sm:p-8">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Buyer demand</p>
      <h2 id="demand-heading" tabIndex={-1} className="mt-1 text-2xl font-bold tracking-tight text-ink focus:outline-none">
        Your {aircraft} at {price}
      </h2>
      {demand.searches === 0 ? (
        <p className="mt-4 leading-7 text-ink-soft">
          No buyer searches in the last {DEMAND_WINDOW_DAYS} days yet. As buyers use AI Matching, you will see here how many of them
          your aircraft would suit.
        </p>
      ) : (
        <>
          <p className="mt-5 text-ink-soft">
            <span className="mr-1 align-baseline text-5xl font-bold tracking-tight text-ink tabular-nums">{formatNumber(demand.matches)}</span> of{" "}
            {formatNumber(demand.searches)} recent buyer {demand.searches === 1 ? "search" : "searches"} would match
          </p>
          <p className="mt-1 text-sm text-muted">
            A match scores {MATCH_THRESHOLD}% or more and counts only where the search asked for this kind of aircraft or a close one, with a
            budget its price fits: {formatNumber(demand.inMarket)} of these searches did.
          </p>
          <div className="mt-5 flex h-3 overflow-hidden rounded-full bg-navy-50" aria-hidden="true">
            <div className="bg-success-700" style={{ width: `${(demand.strong / demand.searches) * 100}%` }} />
            <div className="bg-brand-500" style={{ width: `${(demand.good / demand.searches) * 100}%` }} />
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
            <Legend swatch="bg-success-700" label="Strong" detail={`${STRONG_MATCH_SCORE}%+`} value={demand.strong} />
            <Legend swatch="bg-brand-500" label="Good" detail={`${MATCH_THRESHOLD}-${STRONG_MATCH_SCORE - 1}%`} value={demand.good} />
            <Legend swatch="bg-navy-100" label="No match" detail={`under ${MATCH_THRESHOLD}%`} value={other} />
          </dl>
          <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-1">
            <ReasonList
              title="Where it fits what buyers want"
              empty="No search matches yet: see what holds buyers back."
              reasons={demand.aligned}
              of={demand.matches}
              unit="matching searches"
              tone="good"
            />
            <ReasonList
              title="What holds buyers back"
              empty={demand.forType === 0 ? "No searches for this kind of aircraft yet." : "Nothing stands out: buyers of this kind of aircraft find what they need."}
              reasons={demand.missing}
              of={demand.forType}
              unit="searches for this kind of aircraft"
              tone="bad"
            />
          </div>
        </>
      )}
      <p className="mt-8 border-t border-line pt-4 text-xs leading-5 text-muted">
        Based on up to {formatNumber(DEMAND_MAX_SEARCHES)} buyer searches from the last {DEMAND_WINDOW_DAYS} days. Searches are kept without
        names, accounts, contact details, IP addresses or notes, and only totals are ever shown.
      </p>
    </Card>
  );
}

function Legend({ swatch, label, detail, value }: { swatch: string; label: string; detail: string; value: number }) {
  return (
    <div>
      <dt className="flex flex-wrap items-center gap-x-1.5 text-muted">
        <span className={cx("size-2.5 shrink-0 rounded-full", swatch)} aria-hidden="true" />
        <span className="font-medium text-ink-soft">{label}</span>
        <span className="text-xs whitespace-nowrap">({detail})</span>
      </dt>
      <dd className="mt-0.5 text-lg font-semibold text-ink tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}

type ReasonListProps = { title: string; empty: string; reasons: DemandReason[]; of: number; unit: string; tone: "good" | "bad" };

function ReasonList({ title, empty, reasons, of, unit, tone }: ReasonListProps) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {reasons.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {reasons.map((reason) => (
            <li key={reason.text}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="text-ink-soft">{reason.text}</span>
                <span className="shrink-0 font-semibold text-ink tabular-nums">
                  {formatNumber(reason.searches)}
                  <span className="sr-only">
                    {" "}
                    of {formatNumber(of)} {unit}
                  </span>
                </span>
              </div>
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-navy-50" aria-hidden="true">
                <div
                  className={cx("h-full rounded-full", tone === "good" ? "bg-success-700" : "bg-gold-600")}
                  style={{ width: `${of > 0 ? Math.min(100, (reason.searches / of) * 100) : 0}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {reasons.length > 0 ? (
        <p className="mt-2 text-xs text-muted">
          Counts out of {formatNumber(of)} {unit}.
        </p>
      ) : null}
    </section>
  );
}
