import { AircraftDetail } from "~/components/aircraft-detail";
import { ListingStatusBadge } from "~/components/listing-status-badge";
import { LinkButton } from "~/components/ui/button";
import { detailFacts } from "~/domain/listings/detail-facts";
import { REQUIRED_FIELD_LABELS } from "~/domain/listings/required-fields";
import { marketHistory } from "~/domain/listings/price-history";
import { listingDocumentsFor } from "~/server/listings/listing-documents.server";
import { listingPhotosOf } from "~/server/listings/listing-photos.server";
import { requireOwnedListing } from "~/server/listings/listing-ownership.server";
import { priceHistoryOf } from "~/server/listings/price-history.server";
import type { Route } from "./+types/listing-preview";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.listing.name ?? "listing"} · AeroMarket` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { listing, db } = await requireOwnedListing(context, url, params.id);
  const [photos, priceChanges, documents] = await Promise.all([listingPhotosOf(db, listing.id), priceHistoryOf(db, listing.id), listingDocumentsFor(db, listing.id, null)]);
  // As a visitor sees them once the listing is public: the public ones download.
  const asVisitors = documents.map((document) => ({ ...document, downloadable: document.access === "public" }));
  return { listing, facts: detailFacts(listing), photos, documents: asVisitors, market: marketHistory(listing, priceChanges, new Date()) };
}

export default function ListingPreviewPage({ loaderData }: Route.ComponentProps) {
  const { listing, facts, photos, documents, market } = loaderData;
  const visible = listing.status === "active";
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <div role="status" className="flex flex-col gap-3 rounded-(--radius-card) border border-gold-600/30 bg-gold-100 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            Preview <ListingStatusBadge status={listing.status} />
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            {listing.status === "draft"
              ? "This is how buyers will see your listing once you publish it. Until then only you can open it."
              : visible
                ? "This is how buyers see your listing now."
                : "This is how buyers see your listing's page now. It is not in the catalogue while it is not Active."}
          </p>
          {listing.blank && listing.blank.length > 0 ? (
            <p className="mt-1 text-sm text-ink-soft">
              Still empty, shown below as blank or 0 until you fill them in: {listing.blank.map((field) => REQUIRED_FIELD_LABELS[field]).join(", ")}.
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <LinkButton to={`/dashboard/listings/${listing.id}/edit`} size="sm">
            Edit
          </LinkButton>
          <LinkButton to="/dashboard" variant="outline" size="sm">
            Back to Dashboard
          </LinkButton>
        </div>
      </div>
      <AircraftDetail listing={listing} facts={facts} photos={photos} documents={documents} market={market} saved={null} returnTo={`/dashboard/listings/${listing.id}/preview`} preview className="mt-6" />
    </main>
  );
}
