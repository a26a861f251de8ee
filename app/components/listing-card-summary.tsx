import type { ReactNode } from "react";
import { formatDistance } from "~/domain/airports/near-airport";
import { exactPriceWhereRounded, formatPrice } from "~/domain/catalog/price";
import { formatHours } from "~/domain/catalog/specifications";
import { titleExtras } from "~/domain/listings/card-title";
import type { ListingCardData } from "~/domain/listings/listing";
import { CalendarIcon, ClockIcon, EyeIcon, Fact, PinIcon } from "./aircraft-facts";
import { OfferedBy } from "./verification/offered-by";
import { SampleBadge } from "./sample-badge";
import { formatNumber } from "~/domain/format-number";

/**
 * A card's title and asking price: the marketplace's short price (spec), and under it the
 * whole dollars where the short one rounded them. The title is balanced over its lines,
 * so a last word such as "Gen2" is never left alone on one.
 */
export function CardTitle({ listing, heading }: { listing: ListingCardData; heading: ReactNode }) {
  const exact = exactPriceWhereRounded(listing.price);
  return (
    <div className="card-heading">
      {heading}
      <div className="card-price">
        <p className="card-price-short">{formatPrice(listing.price)}</p>
        {exact ? <p className="card-price-full">{exact}</p> : null}
      </div>
    </div>
  );
}

/** The classes of a card's title, shared by the catalogue's (a link) and the home page's. */
export const CARD_TITLE_CLASS = "card-title";

/**
 * What a buyer weighs first on a card, without repeating the title: the maker and model
 * or the year only where the title leaves them out, the seller, total time, place and views.
 * A sample says so, and shows no views: its figures are made up.
 */
export function CardFacts({ listing }: { listing: ListingCardData }) {
  const extras = titleExtras(listing);
  return (
    <>
      {extras.makeAndModel ? <p className="mt-1 text-sm text-muted">{extras.makeAndModel}</p> : null}
      <p className="card-seller">
        {listing.sample ? <SampleBadge /> : null}
        <OfferedBy company={listing.sellerCompany} verifiedLegalName={listing.verifiedLegalName ?? null} nameClassName="seller-name" />
      </p>
      <div className="card-facts">
        {extras.year ? <Fact icon={<CalendarIcon />}>{extras.year}</Fact> : null}
        <Fact icon={<ClockIcon />}>{`${formatHours(listing.totalTimeHours)} total time`}</Fact>
        <Fact icon={<PinIcon />}>{listing.location}</Fact>
        {listing.distance ? <Fact icon={<PinIcon />}>{`${formatDistance(listing.distance.nm)} from ${listing.distance.from}`}</Fact> : null}
        {listing.sample ? null : <Fact icon={<EyeIcon />}>{`${formatNumber(listing.views)} views`}</Fact>}
      </div>
    </>
  );
}
