import { Link } from "react-router";
import { formatAskingPrice } from "~/domain/catalog/price";
import type { Listing } from "~/domain/listings/listing";
import type { DealLabel } from "~/domain/valuation/deal-label";
import { roundEstimate, type ValueEstimate } from "~/domain/valuation/estimate-rules";
import { DealBadge } from "./deal-badge";
import { formatNumber, formatUsd } from "~/domain/format-number";

/** An aircraft's cost of ownership at its type's defaults, worked out by the loader. */
export type ComparedCost = { perHour: number; perYear: number; hoursPerYear: number };

type RowsProps = { listings: Listing[]; estimates: Record<number, ValueEstimate | null>; deals: Record<number, DealLabel | null>; costs: Record<number, ComparedCost>; rowHeading: string; cell: string };

/** /compare's value estimate and cost of ownership (at each type's default assumptions) per aircraft. */
export function CompareValuationRows({ listings, estimates, deals, costs, rowHeading, cell }: RowsProps) {
  return (
    <>
      <tr>
        <th scope="row" className={rowHeading}>
          Value Estimate
        </th>
        {listings.map((listing) => {
          const estimate = estimates[listing.id] ?? null;
          const deal = deals[listing.id] ?? null;
          return (
            <td key={listing.id} className={cell}>
              {estimate ? (
                <>
                  {formatAskingPrice(roundEstimate(estimate.low))} – {formatAskingPrice(roundEstimate(estimate.high))}
                  {deal ? <DealBadge deal={deal} className="mt-1 w-fit" /> : null}
                </>
              ) : (
                <span className="text-muted">Not enough comparable aircraft</span>
              )}
            </td>
          );
        })}
      </tr>
      <tr>
        <th scope="row" className={rowHeading}>
          Cost of Ownership
        </th>
        {listings.map((listing) => {
          const cost = costs[listing.id];
          return (
            <td key={listing.id} className={cell}>
              {cost ? (
                <>
                  {formatUsd(cost.perHour)} an hour, {formatUsd(cost.perYear)} a year
                  <span className="block text-xs text-muted">at {formatNumber(cost.hoursPerYear)} hours a year and AeroMarket’s defaults;{" "}
                    <Link to={`/aircraft/${listing.id}#cost-of-ownership-heading`} className="underline hover:text-brand-700">change them</Link>
                  </span>
                </>
              ) : null}
            </td>
          );
        })}
      </tr>
    </>
  );
}
