import { Link } from "react-router";
import type { CatalogView } from "~/domain/catalog/catalog";
import { categoryLabel } from "~/domain/catalog/categories";
import type { ListingCardData } from "~/domain/listings/listing";
import { AddToCompare } from "./add-to-compare";
import { CARD_TITLE_CLASS, CardFacts, CardTitle } from "./listing-card-summary";
import { ListingImage, PictureNote } from "./listing-image";
import { CardMarketNote } from "./valuation/market-note";
import type { MarketNote } from "~/domain/valuation/market-note";
import { SaveAircraft } from "./save-aircraft";
import { Badge } from "./ui/badge";
import { LinkButton } from "./ui/button";
import { Card } from "./ui/card";
import { cx } from "./ui/cx";

type ListingCardProps = {
  listing: ListingCardData;
  view: CatalogView;
  saved: boolean | null;
  returnTo: string;
  /** The aircraft the buyer picked to compare, carried on to the detail page. */
  compareSelection: readonly number[];
  /** Deal label, recent price drop and days on market, where the page loaded them. */
  market?: MarketNote;
  /** The page's first card, whose picture is in view as the page loads. */
  first?: boolean;
};

/** A listing in the catalogue, as a tile (grid) or a row (list). */
export function ListingCard({ listing, view, saved, returnTo, compareSelection, market, first = false }: ListingCardProps) {
  const list = view === "list";
  const detailHref = compareSelection.length > 0 ? `/aircraft/${listing.id}?compare=${compareSelection.join(",")}` : `/aircraft/${listing.id}`;
  return (
    <Card className={cx("group listing-card", list ? "flex-col sm:flex-row" : "flex-col")}>
      <div className={cx("card-media", list ? "sm:aspect-auto sm:w-72" : null)}>
        <ListingImage
          image={listing.image}
          cover={listing.cover}
          alt={`${listing.name}, ${categoryLabel(listing.category).toLowerCase()}`}
          sizes={list ? "(min-width: 640px) 18rem, 100vw" : "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"}
          className="card-picture"
          first={first}
        />
        <Badge tone="inverse" className="card-category" data-category={listing.category}>
          {categoryLabel(listing.category)}
        </Badge>
        <PictureNote cover={listing.cover} photoCount={listing.photoCount} className="card-picture-note" />
        <SaveAircraft listing={listing} saved={saved} returnTo={returnTo} look="icon" />
      </div>
      <div className="card-body">
        {listing.status === "pending" ? (
          // Pending's colour wherever a status shows (listing-status-badge.tsx), without its table of every status.
          <Badge tone="gold" data-status="pending" className="mb-2 self-start">
            Sale Pending
          </Badge>
        ) : null}
        <CardTitle
          listing={listing}
          heading={
            <h2 className={CARD_TITLE_CLASS}>
              <Link to={detailHref}>{listing.name}</Link>
            </h2>
          }
        />
        <CardFacts listing={listing} />
        {market ? <CardMarketNote note={market} /> : null}
        {list ? <p className="mt-3 line-clamp-2 text-sm leading-6 text-ink-soft">{listing.description}</p> : null}
        <div className="card-actions">
          <LinkButton to={`/aircraft/${listing.id}/inquiry`} variant="outline" size="sm" aria-label={`Contact the seller of the ${listing.name}`}>
            Contact
          </LinkButton>
          <LinkButton to={detailHref} size="sm">
            View Details
          </LinkButton>
        </div>
        <AddToCompare listing={listing} selection={compareSelection} className="mt-3 self-start" />
      </div>
    </Card>
  );
}
