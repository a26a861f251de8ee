import { categoryLabel } from "~/domain/catalog/categories";
import type { ListingCardData } from "~/domain/listings/listing";
import { formatPrice } from "~/domain/catalog/price";
import { CalendarIcon, Fact, PinIcon } from "./aircraft-facts";
import { ListingImage, PictureNote } from "./listing-image";
import { VerifiedSellerBadge } from "./verification/verified-seller-badge";
import { Badge } from "./ui/badge";
import { LinkButton } from "./ui/button";
import { Card } from "./ui/card";

export function FeaturedCard({ listing }: { listing: ListingCardData }) {
  return (
    <Card className="group flex flex-col overflow-hidden transition-shadow hover:shadow-(--shadow-lift)">
      <div className="relative aspect-[16/10] overflow-hidden bg-navy-50">
        <ListingImage
          image={listing.image}
          cover={listing.cover}
          alt={`${listing.name}, ${categoryLabel(listing.category).toLowerCase()}`}
          sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <Badge tone="inverse" className="absolute top-3 left-3 shadow-sm">
          {categoryLabel(listing.category)}
        </Badge>
        <PictureNote cover={listing.cover} photoCount={listing.photoCount} className="absolute bottom-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg leading-snug font-semibold text-ink">{listing.name}</h3>
          <p className="shrink-0 text-lg font-bold text-brand-700">{formatPrice(listing.price)}</p>
        </div>
        {listing.verifiedSeller ? <VerifiedSellerBadge className="mt-2 self-start" /> : null}
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <Fact icon={<CalendarIcon />}>{listing.year}</Fact>
          <Fact icon={<PinIcon />}>{listing.location}</Fact>
        </div>
        <LinkButton to={`/aircraft/${listing.id}`} variant="outline" className="mt-5 w-full">
          View Details
        </LinkButton>
      </div>
    </Card>
  );
}
