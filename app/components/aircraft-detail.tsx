import type { ReactNode } from "react";
import { Link } from "react-router";
import { SAMPLE_LISTING_NOTE } from "~/domain/inquiries/inquiry";
import { AddToCompare } from "~/components/add-to-compare";
import { INQUIRY_OPENER_ID, type InquiryOpenerState } from "~/components/inquiry/inquiry-opener";
import { DIRECT_FORM_ANCHOR } from "~/components/inquiry/direct-form-anchor";
import { PinIcon } from "~/components/aircraft-facts";
import { CheckIcon } from "~/components/listing-sections/check-icon";
import { UpdatedOn } from "~/components/listing-sections/updated-on";
import { ListingGallery } from "~/components/listing-gallery";
import { ServerDrawnListingDocuments, ServerDrawnPriceHistory, ServerDrawnSpecSheet } from "~/components/server-drawn-aircraft-sections";
import { SaveAircraft } from "~/components/save-aircraft";
import { Badge } from "~/components/ui/badge";
import { SampleBadge } from "~/components/sample-badge";
import { OfferedBy } from "~/components/verification/offered-by";
import { STATUS_TONES } from "~/components/listing-status-badge";
import { buttonClasses, LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";
import { categoryLabel } from "~/domain/catalog/categories";
import type { DetailFacts } from "~/domain/listings/detail-facts";
import type { KeyFact } from "~/domain/listings/key-facts";
import type { Listing } from "~/domain/listings/listing";
import type { ListingDocument } from "~/domain/listings/listing-documents";
import type { ListingPhoto } from "~/domain/listings/listing-photos";
import { formatAskingPrice } from "~/domain/catalog/price";
import { formatDaysOnMarket, type MarketHistory } from "~/domain/listings/price-history";
import { specificationRows } from "~/domain/catalog/specifications";
import { formatDate, SHORT_DATE } from "~/domain/format-date";

type AircraftDetailProps = {
  listing: Listing;
  /** The listing's facts in words, from the loader (`detailFacts`). */
  facts: DetailFacts;
  photos: ListingPhoto[];
  market: MarketHistory;
  saved: boolean | null;
  returnTo: string;
  /** The seller's preview: the same page, without the buyer's save and inquiry actions. */
  preview?: boolean;
  /** A sample listing (a made-up seller): a badge, and a line in the contact card saying where messages go. */
  sample?: boolean;
  /** The legal name of the seller's approved verification request: "Verified seller" goes beside it alone. */
  verifiedLegalName?: string | null;
  /** The N-number, serial, make and model were found together in the FAA registry imported on this date. */
  registryMatch?: { importedAt: string } | null;
  /** The aircraft the buyer picked to compare, which "Add to compare" adds this one to. */
  compareSelection?: readonly number[];
  /** The value estimate, cost of ownership and financing (components/valuation), after the price history. */
  buyerFigures?: ReactNode;
  /** The listing's logbooks and records, as this viewer may open them. */
  documents?: ListingDocument[];
  /** The seller's reviews from completed sales, under their name on the seller card. */
  sellerReviews?: ReactNode;
  className?: string;
};

/** The aircraft detail page as buyers see it, shared by /aircraft/{id} and the seller's preview. */
export function AircraftDetail({ listing, facts, sample = false, verifiedLegalName = null, registryMatch = null, photos, market, saved, returnTo, preview = false, compareSelection = [], buyerFigures, documents = [], sellerReviews, className }: AircraftDetailProps) {
  return (
    <div className={cx("grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px]", className)}>
      <div className="min-w-0">
        <ListingHeading listing={listing} sample={sample} daysOnMarket={market.daysOnMarket} saved={saved} returnTo={returnTo} preview={preview} compareSelection={compareSelection} />
        {/* The order a buyer reads: the key facts, the photos, the spec sheet, then the decision panels */}
        <KeyFacts facts={facts.key} />
        <div className="mt-6">
          <ListingGallery name={listing.name} photos={photos} drawing={{ src: listing.image, askForPhotos: `/aircraft/${listing.id}/inquiry?direct=1#${DIRECT_FORM_ANCHOR}` }} />
        </div>
        <section aria-labelledby="specifications-heading" className="mt-8">
          <h2 id="specifications-heading" className="text-xl font-semibold text-ink">
            Specifications
          </h2>
          <h3 className="mt-4 text-sm font-semibold text-ink">Performance</h3>
          <dl className="mt-2 grid grid-cols-2 gap-px overflow-hidden rounded-(--radius-card) border border-line bg-line sm:grid-cols-3">
            {specificationRows(listing.specifications).map((row) => (
              <div key={row.label} className="bg-surface p-4">
                <dt className="text-xs font-medium tracking-wide text-muted uppercase">{row.label}</dt>
                <dd className="mt-1 text-base font-semibold text-ink">{row.value}</dd>
              </div>
            ))}
          </dl>
          <ServerDrawnSpecSheet groups={facts.specSheet} />
        </section>
        {listing.features.length > 0 ? (
          <section aria-labelledby="features-heading" className="mt-8">
            <h2 id="features-heading" className="text-xl font-semibold text-ink">
              Features
            </h2>
            <ul className="mt-4 grid gap-x-6 gap-y-2.5 sm:grid-cols-2">
              {listing.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2.5 text-ink-soft">
                  <CheckIcon />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ServerDrawnListingDocuments listingId={listing.id} documents={documents} />
        <section aria-labelledby="description-heading" className="mt-8">
          <h2 id="description-heading" className="text-xl font-semibold text-ink">
            Description
          </h2>
          <p className="mt-3 leading-7 whitespace-pre-line text-ink-soft">{listing.description}</p>
        </section>
        <ServerDrawnPriceHistory changes={market.changes} />
        {buyerFigures}
      </div>
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <ContactSellerCard listing={listing} preBuy={facts.preBuy} sample={sample} verifiedLegalName={verifiedLegalName} registryMatch={registryMatch} preview={preview} reviews={sellerReviews} />
      </aside>
      {preview ? null : <ContactBar listing={listing} />}
    </div>
  );
}

/** On phones and tablets the seller's card sits far below the photos: the price and a way to write stay in reach. */
function ContactBar({ listing }: { listing: Listing }) {
  return (
    // Sticky at the end of the page's grid: it rides the bottom of the screen, and rests above the footer.
    <div className="sticky bottom-0 z-30 -mx-4 border-t border-line bg-surface/95 px-4 py-3 shadow-(--shadow-lift) backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <p className="min-w-0">
          <span className="block truncate text-xs text-muted">{listing.name}</span>
          <span className="block text-lg font-bold text-brand-700">{formatAskingPrice(listing.price)}</span>
        </p>
        <LinkButton to={`/aircraft/${listing.id}/inquiry`} state={{ fromDetail: true } satisfies InquiryOpenerState} preventScrollReset size="lg" className="shrink-0">
          Contact seller
        </LinkButton>
      </div>
    </div>
  );
}

type ListingHeadingProps = {
  listing: Listing;
  sample: boolean;
  daysOnMarket: number | null;
  saved: boolean | null;
  returnTo: string;
  preview: boolean;
  compareSelection: readonly number[];
};

function ListingHeading({ listing, sample, daysOnMarket, saved, returnTo, preview, compareSelection }: ListingHeadingProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{categoryLabel(listing.category)}</Badge>
          {listing.isFeatured ? <Badge tone="gold">Featured</Badge> : null}
          {sample ? <SampleBadge label="Sample listing" /> : null}
          {listing.status === "pending" ? <Badge tone={STATUS_TONES.pending} data-status="pending">Sale Pending</Badge> : null}
          {listing.status === "sold" ? <Badge tone={STATUS_TONES.sold} data-status="sold">Sold</Badge> : null}
        </div>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink sm:mt-3 sm:text-4xl">{listing.name}</h1>
        <p className="mt-1 text-ink-soft">
          {listing.manufacturer} · {listing.model}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
        <div className="sm:text-right">
          <p className="text-3xl font-bold text-brand-700">{formatAskingPrice(listing.price)}</p>
          {daysOnMarket === null && sample ? null : (
            <p className="mt-0.5 text-sm text-muted">
              {daysOnMarket === null ? null : <span>{formatDaysOnMarket(daysOnMarket)}</span>}
              {daysOnMarket === null || sample ? null : <span className="sm:hidden"> · </span>}
              {sample ? null : <UpdatedOn date={listing.updatedAt} />}
            </p>
          )}
        </div>
        {preview ? null : (
          <>
            <SaveAircraft listing={listing} saved={saved} returnTo={returnTo} look="button" />
            <AddToCompare listing={listing} selection={compareSelection} />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The key facts' line. On a phone two to a row, a long figure (engine times, a far place)
 * on a row of its own; from tablets up four columns as wide as their figures need, the
 * last fact reaching the end of its row.
 */
function KeyFacts({ facts }: { facts: KeyFact[] }) {
  return (
    <dl className="mt-4 flex flex-wrap gap-px overflow-hidden rounded-(--radius-card) border border-line bg-line sm:grid sm:grid-cols-[repeat(4,auto)]">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className={cx(
            "grow bg-surface px-3 py-1.5 sm:px-4 sm:py-3 sm:last:[grid-column-end:-1]",
            fact.values.length > 1 || fact.values.some((value) => value.length > 15) ? "basis-full" : "basis-[calc(50%-1px)]",
          )}
        >
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{fact.label}</dt>
          {fact.values.map((value) => (
            <dd key={value} className="text-sm font-semibold text-ink tabular-nums sm:text-base">
              {value}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

type ContactSellerCardProps = {
  listing: Listing;
  preBuy: string;
  sample: boolean;
  verifiedLegalName: string | null;
  registryMatch: { importedAt: string } | null;
  preview: boolean;
  reviews: ReactNode;
};

function ContactSellerCard({ listing, preBuy, sample, verifiedLegalName, registryMatch, preview, reviews }: ContactSellerCardProps) {
  const { contact } = listing;
  return (
    <Card id="contact" className="scroll-mt-24 p-6">
      <h2 className="text-lg font-semibold text-ink">Contact Seller</h2>
      {sample ? <p className="mt-2 text-sm text-ink-soft">{SAMPLE_LISTING_NOTE}</p> : null}
      <div className="mt-4 flex items-center gap-3">
        <div className="flex size-12 items-center justify-center rounded-full bg-navy-800 text-base font-semibold text-white" aria-hidden="true">
          {contact.name
            .split(" ")
            .map((part) => part[0])
            .join("")
            .slice(0, 2)}
        </div>
        <div>
          <p className="font-semibold text-ink">{contact.name}</p>
          <p className="card-seller">
            <OfferedBy company={contact.company} verifiedLegalName={verifiedLegalName} nameClassName="seller-name" />
          </p>
          {verifiedLegalName === null ? null : (
            <Link to="/help#verified-sellers" className="mt-1 inline-block text-xs text-brand-700 underline">
              What “Verified seller” means
            </Link>
          )}
        </div>
      </div>
      {reviews ? <div className="mt-3">{reviews}</div> : null}
      <dl className="mt-5 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Phone</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="inline-flex items-center font-medium text-ink hover:text-brand-700">
              {contact.phone}
            </a>
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Registration</dt>
          <dd className="font-medium text-ink">{listing.registration}</dd>
        </div>
        {registryMatch ? (
          <div>
            <dt className="sr-only">FAA registry</dt>
            <dd className="text-xs text-success-700" data-registry-match>
              Registration matches the FAA registry (imported {formatDate(new Date(registryMatch.importedAt), SHORT_DATE)}).{" "}
              <Link to="/help#faa-registry" className="underline">
                What this means
              </Link>
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt className="text-muted">Location</dt>
          <dd className="flex items-center gap-1 text-right font-medium text-ink">
            <PinIcon />
            {listing.location}
          </dd>
        </div>
      </dl>
      {preview ? (
        // Buyers get the inquiry dialog here; in a preview the seller would only be writing to themselves.
        <span aria-disabled="true" className={buttonClasses("primary", "lg", "mt-6 w-full")}>
          Email Seller
        </span>
      ) : (
        <LinkButton
          id={INQUIRY_OPENER_ID}
          to={`/aircraft/${listing.id}/inquiry`}
          state={{ fromDetail: true } satisfies InquiryOpenerState}
          preventScrollReset
          className="mt-6 w-full"
          size="lg"
        >
          Email Seller
        </LinkButton>
      )}
      <p className="mt-2 text-center text-xs text-muted">Ask the assistant, then write to the seller. Replies reach you by email.</p>
      <p className="mt-4 text-xs leading-5 text-muted">
        Before you buy: {lowerFirst(preBuy)} Use an escrow agent and a title search.{" "}
        <Link to="/help#pre-buy" className="underline hover:text-brand-700">
          About these ranges
        </Link>
      </p>
    </Card>
  );
}

/** "A pre-buy…" as it reads after "Before you buy:". */
function lowerFirst(sentence: string): string {
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}
