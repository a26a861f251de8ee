import { categoryLabel } from "~/domain/catalog/categories";
import type { ListingCardData } from "~/domain/listings/listing";
import type { MarketNote } from "~/domain/valuation/market-note";
import { CARD_TITLE_CLASS, CardFacts, CardTitle } from "./listing-card-summary";
import { ListingImage, PictureNote } from "./listing-image";
import { CardMarketNote } from "./valuation/market-note";
import { Badge } from "./ui/badge";
import { LinkButton } from "./ui/button";
import { Card } from "./ui/card";

/** A featured listing on the home page; in a row of them, the buttons line up at the bottom. */
export function FeaturedCard({ listing, market }: { listing: ListingCardData; market?: MarketNote }) {
  return (
    <Card className="group flex flex-col overflow-hidden transition-shadow hover:shadow-(--shadow-lift)">
      <div className="relative aspect-[16/10] overflow-hidden bg-navy-50">
        <ListingImage
          image={listing.image}
          cover={listing.cover}
          alt={`${listing.name}, ${categoryLabel(listing.category).toLowerCase()}`}
          sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
          className="card-picture"
        />
        <Badge tone="inverse" className="card-category">
          {categoryLabel(listing.category)}
        </Badge>
        <PictureNote cover={listing.cover} photoCount={listing.photoCount} className="card-picture-note" />
      </div>
      <div className="card-body">
        <CardTitle listing={listing} heading={<h3 className={CARD_TITLE_CLASS}>{listing.name}</h3>} />
        <CardFacts listing={listing} />
        {market ? <CardMarketNote note={market} /> : null}
        <div className="mt-auto pt-5">
          <LinkButton to={`/aircraft/${listing.id}`} variant="outline" className="w-full">
            View Details
          </LinkButton>
        </div>
      </div>
    </Card>
  );
}
