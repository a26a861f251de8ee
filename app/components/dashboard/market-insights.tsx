import { Card } from "~/components/ui/card";
import { type AircraftCategory, categoryLabel } from "~/domain/catalog/categories";
import { COMPARABLE_YEAR_SPAN, type MarketInsights, MIN_COMPARABLES } from "~/domain/listings/listing-analytics";
import { formatAskingPrice, formatPrice } from "~/domain/catalog/price";
import { formatNumber } from "~/domain/format-number";

type Subject = { category: AircraftCategory; year: number; price: number; totalTimeHours: number };

function againstMedian(value: number, median: number | null): string | null {
  if (median === null || median === 0) return null;
  const difference = Math.round(((value - median) / median) * 100);
  if (difference === 0) return "at the median";
  return `${Math.abs(difference)}% ${difference < 0 ? "below" : "above"} the median`;
}

function basisSentence(market: MarketInsights, subject: Subject): string {
  const category = categoryLabel(subject.category).toLowerCase();
  if (market.basis === "category-and-year") {
    return `Compared with the ${market.comparables} other ${category} aircraft for sale on AeroMarket (Active or Pending) built within ${COMPARABLE_YEAR_SPAN} years of this ${subject.year} aircraft.`;
  }
  if (market.basis === "category") {
    return `Fewer than ${MIN_COMPARABLES} other ${category} aircraft built within ${COMPARABLE_YEAR_SPAN} years of ${subject.year} are for sale, so this compares with all ${market.comparables} other ${category} aircraft for sale on AeroMarket (Active or Pending), of any year.`;
  }
  return `Fewer than ${MIN_COMPARABLES} other ${category} aircraft are for sale on AeroMarket, too few for a fair comparison. The figures appear as soon as there are enough.`;
}

function Comparison({ label, value, median, note }: { label: string; value: string; median: string; note: string | null }) {
  return (
    <div className="rounded-lg border border-line p-4">
      <dt className="text-sm font-medium text-ink-soft">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-ink tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-ink-soft">
        Comparable median: <span className="font-semibold text-ink tabular-nums">{median}</span>
      </dd>
      {note ? <dd className="mt-0.5 text-xs text-muted">This aircraft is {note}.</dd> : null}
    </div>
  );
}

/** How the listing's price, hours and time on the market sit among comparable aircraft for sale. */
export function MarketInsightsCard({ market, subject }: { market: MarketInsights; subject: Subject }) {
  const days = (count: number) => `${formatNumber(count)} ${count === 1 ? "day" : "days"}`;
  const hours = (count: number) => `${formatNumber(Math.round(count))} hrs`;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">Market insights</h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{basisSentence(market, subject)}</p>
      {market.basis === "too-few" ? (
        <dl className="mt-5 grid gap-4 sm:grid-cols-3">
          <div className="rounded-lg border border-line p-4">
            <dt className="text-sm font-medium text-ink-soft">Days on market</dt>
            <dd className="mt-1 text-xl font-bold text-ink tabular-nums">{days(market.daysOnMarket)}</dd>
          </div>
        </dl>
      ) : (
        <>
          {market.pricedLowerThanPercent !== null ? (
            <div className="mt-5 rounded-lg bg-navy-50 p-4">
              <p className="text-base font-semibold text-navy-800">
                Priced lower than {market.pricedLowerThanPercent}% of comparable aircraft
              </p>
              <div aria-hidden="true" className="relative mt-4 h-2 rounded-full bg-navy-100">
                <span
                  className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-surface bg-brand-600 shadow"
                  style={{ left: `${100 - market.pricedLowerThanPercent}%` }}
                />
              </div>
              <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-muted">
                <span>Lowest asking price</span>
                <span>Highest asking price</span>
              </div>
            </div>
          ) : null}
          <dl className="mt-5 grid gap-4 sm:grid-cols-3">
            <Comparison
              label="Asking price"
              value={formatAskingPrice(subject.price)}
              median={market.medianPrice === null ? "—" : formatPrice(market.medianPrice)}
              note={againstMedian(subject.price, market.medianPrice)}
            />
            <Comparison
              label="Total time"
              value={hours(subject.totalTimeHours)}
              median={market.medianTotalTimeHours === null ? "—" : hours(market.medianTotalTimeHours)}
              note={againstMedian(subject.totalTimeHours, market.medianTotalTimeHours)}
            />
            <Comparison
              label="Days on market"
              value={days(market.daysOnMarket)}
              median={market.medianDaysOnMarket === null ? "—" : days(Math.round(market.medianDaysOnMarket))}
              note={null}
            />
          </dl>
        </>
      )}
    </Card>
  );
}
