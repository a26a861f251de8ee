import { Link } from "react-router";
import { categoryLabel } from "~/domain/catalog/categories";
import { formatAskingPrice } from "~/domain/catalog/price";
import { formatHours } from "~/domain/catalog/specifications";
import type { Listing } from "~/domain/listings/listing";
import type { DealLabel } from "~/domain/valuation/deal-label";
import {
  CRUISE_SPEED_TOLERANCE,
  type EstimateMethod,
  MAX_COMPARABLES,
  MAX_TOTAL_TIME_ADJUSTMENT,
  MIN_COMPARABLES,
  roundEstimate,
  type ValueEstimate,
  YEAR_ADJUSTMENT,
  YEAR_WINDOW,
} from "~/domain/valuation/estimate-rules";
import { DealBadge } from "./deal-badge";

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** The value estimate with its comparables and method, or why there is none. */
export function ValueEstimatePanel({ listing, estimate, method, deal }: { listing: Listing; estimate: ValueEstimate | null; method: EstimateMethod; deal: DealLabel | null }) {
  return (
    <section aria-labelledby="value-estimate-heading" className="mt-8">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="value-estimate-heading" className="text-xl font-semibold text-ink">
          Value estimate
        </h2>
        {deal ? <DealBadge deal={deal} /> : null}
      </div>
      {estimate ? <Estimate listing={listing} estimate={estimate} method={method} /> : <NoEstimate />}
    </section>
  );
}

function NoEstimate() {
  return (
    <div className="mt-3 rounded-(--radius-card) border border-dashed border-line bg-surface p-4 text-ink-soft">
      <p className="font-medium text-ink">Not enough comparable aircraft for an estimate</p>
      <p className="mt-1 text-sm">
        An estimate needs at least {MIN_COMPARABLES} aircraft for sale on AeroMarket of the same model, or of the same category with a similar cruise speed, built within{" "}
        {YEAR_WINDOW} years of this one. <Link to="/help#value-estimate" className="underline hover:text-brand-700">How the estimate works</Link>
      </p>
    </div>
  );
}

function Estimate({ listing, estimate, method }: { listing: Listing; estimate: ValueEstimate; method: EstimateMethod }) {
  const difference = (listing.price - estimate.value) / estimate.value;
  return (
    <div className="mt-3 rounded-(--radius-card) border border-line bg-surface p-4">
      <p className="text-2xl font-bold text-ink" data-testid="estimate-range">
        {formatAskingPrice(roundEstimate(estimate.low))} – {formatAskingPrice(roundEstimate(estimate.high))}
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        Estimate {formatAskingPrice(roundEstimate(estimate.value))}, the range {percent(estimate.spread)} of it wide, from {estimate.comparables.length} comparable aircraft. The asking price is{" "}
        {Math.abs(difference) < 0.0005 ? "the estimate" : `${percent(Math.abs(difference))} ${difference < 0 ? "below" : "above"} it`}. An estimate, not an appraisal.
      </p>
      <Comparables estimate={estimate} />
      <p className="mt-4 text-xs leading-5 text-muted">
        {estimate.basis === "model"
          ? `Comparables are the ${MAX_COMPARABLES} or fewer ${listing.manufacturer} ${listing.model} listed for sale on AeroMarket nearest in year, built within ${YEAR_WINDOW} years of this one.`
          : `Fewer than ${MIN_COMPARABLES} other ${listing.manufacturer} ${listing.model} built within ${YEAR_WINDOW} years of this one are for sale on AeroMarket, so comparables are the ${MAX_COMPARABLES} or fewer ${categoryLabel(listing.category).toLowerCase()} aircraft for sale built within ${YEAR_WINDOW} years of it, nearest in year, of the same model or with a cruise speed within ${percent(CRUISE_SPEED_TOLERANCE)} of its own.`}{" "}
        Each asking price is adjusted to this aircraft: {percent(YEAR_ADJUSTMENT)} more for each year newer, {percent(method.totalTimeAdjustmentPer1000Hours)} less for each 1,000
        hours more total time (at most {percent(MAX_TOTAL_TIME_ADJUSTMENT)}), and, where both sellers listed their engines, {formatAskingPrice(Math.round(method.engineHourValue))} for each
        hour more or less to TBO on each engine. The range runs from the lower to the upper quartile of the adjusted prices; the estimate is their median.{" "}
        <Link to="/help#value-estimate" className="underline hover:text-brand-700">
          About the estimate and the deal label
        </Link>
      </p>
    </div>
  );
}

function Comparables({ estimate }: { estimate: ValueEstimate }) {
  return (
    <div className="mt-4 overflow-x-auto">
      {/* On a phone the total time goes under the name, so both prices fit without scrolling. */}
      <table className="w-full text-left text-sm sm:min-w-[28rem]">
        <caption className="sr-only">Comparable aircraft</caption>
        <thead className="text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">Comparable</th>
            <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">Total time</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Asking</th>
            <th scope="col" className="py-2 text-right font-medium">Adjusted</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {estimate.comparables.map(({ aircraft, adjustedPrice }) => (
            <tr key={aircraft.id}>
              <td className="py-2 pr-3">
                <Link to={`/aircraft/${aircraft.id}`} className="font-medium text-ink hover:text-brand-700">
                  {aircraft.name}
                </Link>
                <span className="block text-ink-soft sm:hidden">{formatHours(aircraft.totalTimeHours)}</span>
              </td>
              <td className="hidden py-2 pr-3 text-ink-soft sm:table-cell">{formatHours(aircraft.totalTimeHours)}</td>
              <td className="py-2 pr-3 text-right align-top text-ink-soft tabular-nums">{formatAskingPrice(aircraft.price)}</td>
              <td className="py-2 text-right align-top font-medium text-ink tabular-nums">{formatAskingPrice(roundEstimate(adjustedPrice))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
