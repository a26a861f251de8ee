import type { ReactNode } from "react";
import { formatDistance } from "~/domain/airports/near-airport";
import { exactPriceWhereRounded, formatPrice } from "~/domain/catalog/price";
import { formatHours } from "~/domain/catalog/specifications";
import { titleExtras } from "~/domain/listings/card-title";
import type { ListingCardData } from "~/domain/listings/listing";
import { PinIcon } from "./aircraft-facts";
import { VerifiedSellerBadge } from "./verification/verified-seller-badge";

/**
 * A card's title and asking price: the marketplace's short price (spec), and under it the
 * whole dollars where the short one rounded them. The title is balanced over its lines,
 * so a last word such as "Gen2" is never left alone on one.
 */
export function CardTitle({ listing, heading }: { listing: ListingCardData; heading: ReactNode }) {
  const exact = exactPriceWhereRounded(listing.price);
  return (
    <div className="flex items-start justify-between gap-3">
      {heading}
      <div className="shrink-0 text-right">
        <p className="text-lg leading-snug font-bold text-brand-700">{formatPrice(listing.price)}</p>
        {exact ? <p className="text-xs text-muted tabular-nums">{exact}</p> : null}
      </div>
    </div>
  );
}

/** The classes of a card's title, shared by the catalogue's (a link) and the home page's. */
export const CARD_TITLE_CLASS = "text-base leading-snug font-semibold text-balance text-ink sm:text-lg";

/**
 * What a buyer weighs first on a card, without repeating the title: the maker and model
 * or the year only where the title leaves them out, the seller, total time, place and views.
 */
export function CardFacts({ listing }: { listing: ListingCardData }) {
  const extras = titleExtras(listing);
  return (
    <>
      {extras.makeAndModel ? <p className="mt-1 text-sm text-muted">{extras.makeAndModel}</p> : null}
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <span>
          Offered by <span className="font-medium text-ink-soft">{listing.sellerCompany}</span>
        </span>
        {listing.verifiedSeller ? <VerifiedSellerBadge /> : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
        {extras.year ? <Fact icon={<CalendarIcon />}>{extras.year}</Fact> : null}
        <Fact icon={<ClockIcon />}>{`${formatHours(listing.totalTimeHours)} total time`}</Fact>
        <Fact icon={<PinIcon />}>{listing.location}</Fact>
        {listing.distance ? <Fact icon={<PinIcon />}>{`${formatDistance(listing.distance.nm)} from ${listing.distance.from}`}</Fact> : null}
        <Fact icon={<EyeIcon />}>{listing.views.toLocaleString("en-US")} views</Fact>
      </div>
    </>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
      <rect x="3" y="4.5" width="14" height="12" rx="2" />
      <path d="M3 8.5h14M7 2.5v3M13 2.5v3" strokeLinecap="round" />
    </svg>
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6z" />
      <circle cx="10" cy="10" r="2.5" />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 6v4.25l2.75 1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {icon}
      {children}
    </span>
  );
}
