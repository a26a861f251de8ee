import { Link } from "react-router";
import { categoryLabel } from "~/domain/catalog/categories";
import { compareHref, withoutCompared } from "~/domain/catalog/compare";
import { bestEngineTimeRemaining, betterFigures, COMPARED_FIGURES } from "~/domain/catalog/compared-figures";
import { CompareAviationRows } from "./listing-sections/compare-aviation-rows";
import { type ComparedCost, CompareValuationRows } from "./valuation/compare-rows";
import type { DealLabel } from "~/domain/valuation/deal-label";
import type { ValueEstimate } from "~/domain/valuation/estimate-rules";
import type { Listing } from "~/domain/listings/listing";
import { titleExtras } from "~/domain/listings/card-title";
import { ListingImage } from "./listing-image";
import { Badge } from "./ui/badge";
import { SampleBadge } from "./sample-badge";
import { STATUS_TONES } from "~/components/listing-status-badge";
import { cx } from "./ui/cx";

const rowHeading = "sticky left-0 z-10 w-24 bg-surface px-3 py-3 text-left align-top text-xs font-medium tracking-wide text-muted uppercase sm:w-40";
const cell = "px-3 py-3 align-top text-ink sm:px-4";

/**
 * The aircraft side by side, one column each. On a narrow screen the table scrolls
 * inside its own frame, with the figure names kept in view.
 */
type CompareTableProps = {
  listings: Listing[];
  estimates: Record<number, ValueEstimate | null>;
  deals: Record<number, DealLabel | null>;
  costs: Record<number, ComparedCost>;
  /** Why no figure is marked Best when the aircraft are of different types (`mixedTypesNote`); null when they are of one. */
  mixedTypes: string | null;
};

export function CompareTable({ listings, estimates, deals, costs, mixedTypes }: CompareTableProps) {
  const ids = listings.map((listing) => listing.id);
  return (
    <>
    <p className="mt-6 text-sm text-ink-soft" data-testid="compare-best-note">
      {mixedTypes ?? (
        <>
          <Badge tone="success">Best</Badge> marks the better figure in each row: the lower price and total time, the most engine time left before TBO, the higher everything else.
        </>
      )}
      <span className="sm:hidden"> Scroll the table sideways to see every aircraft.</span>
    </p>
    <div role="region" aria-labelledby="compare-caption" tabIndex={0} className="mt-3 overflow-x-auto rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)">
      <table className="w-full min-w-[34rem] table-fixed border-collapse text-sm">
        <caption id="compare-caption" className="sr-only">
          {listings.length} aircraft side by side
        </caption>
        <thead>
          <tr className="border-b border-line">
            <td className={rowHeading} />
            {listings.map((listing) => (
              <th key={listing.id} scope="col" className="px-3 py-4 text-left align-top font-normal sm:px-4">
                <ListingImage
                  image={listing.image}
                  cover={listing.cover}
                  alt=""
                  sizes="12rem"
                  className="aspect-[16/10] w-full rounded-lg bg-navy-50 object-cover"
                />
                <div className="mt-3 flex flex-wrap gap-1.5">
                  <Badge tone="brand">{categoryLabel(listing.category)}</Badge>
                  {listing.sample ? <SampleBadge /> : null}
                  {listing.status === "pending" ? <Badge tone={STATUS_TONES.pending} data-status="pending">Sale Pending</Badge> : null}
                  {listing.status === "sold" ? <Badge tone={STATUS_TONES.sold} data-status="sold">Sold</Badge> : null}
                </div>
                <Link to={`/aircraft/${listing.id}`} className="mt-2 block text-base leading-snug font-semibold text-balance text-ink hover:text-brand-700">
                  {listing.name}
                </Link>
                <MakeAndModel listing={listing} />
                <Link
                  to={compareHref(withoutCompared(ids, listing.id))}
                  aria-label={`Remove ${listing.name} from the comparison`}
                  className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:text-brand-600"
                >
                  Remove
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {COMPARED_FIGURES.map((figure) => {
            const values = listings.map(figure.value);
            const marks = mixedTypes ? values.map(() => false) : betterFigures(values, figure.better);
            return (
              <tr key={figure.label}>
                <th scope="row" className={rowHeading}>
                  {figure.label}
                </th>
                {values.map((value, index) => (
                  <td key={ids[index]} className={cx(cell, marks[index] ? "bg-success-50 font-semibold" : null)}>
                    {figure.format(value)}
                    {marks[index] ? (
                      <Badge tone="success" className="ml-2">
                        Best
                      </Badge>
                    ) : null}
                  </td>
                ))}
              </tr>
            );
          })}
          <CompareAviationRows listings={listings} bestEngine={mixedTypes ? listings.map(() => false) : bestEngineTimeRemaining(listings)} rowHeading={rowHeading} cell={cell} />
          <CompareValuationRows listings={listings} estimates={estimates} deals={deals} costs={costs} rowHeading={rowHeading} cell={cell} />
          <tr>
            <th scope="row" className={rowHeading}>
              Location
            </th>
            {listings.map((listing) => (
              <td key={listing.id} className={cell}>
                {listing.location}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={rowHeading}>
              Features
            </th>
            {listings.map((listing) => (
              <td key={listing.id} className={cell}>
                {listing.features.length > 0 ? (
                  <ul className="space-y-1 text-ink-soft">
                    {listing.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-muted">None listed</span>
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
    </>
  );
}

/** Under a compared aircraft's title, its maker and model only where the title does not name them (the year has its own row). */
function MakeAndModel({ listing }: { listing: Listing }) {
  const { makeAndModel } = titleExtras(listing);
  return makeAndModel ? <p className="mt-0.5 text-muted">{makeAndModel}</p> : null;
}
