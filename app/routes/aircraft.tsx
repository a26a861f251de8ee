import { isbot } from "isbot";
import { data, Outlet, type ShouldRevalidateFunction } from "react-router";
import { AircraftDetail } from "~/components/aircraft-detail";
import { ReportListingLink } from "~/components/reports/report-listing-link";
import { LinkButton } from "~/components/ui/button";
import { carriedSelection, pickMoreHref } from "~/domain/catalog/compare";
import { parseListingId } from "~/domain/listings/listing";
import { formatAskingPrice } from "~/domain/catalog/price";
import { detailFacts } from "~/domain/listings/detail-facts";
import { marketHistory } from "~/domain/listings/price-history";
import { database } from "~/server/db/client.server";
import { listingDocumentsFor } from "~/server/listings/listing-documents.server";
import { listingPhotosOf } from "~/server/listings/listing-photos.server";
import { priceHistoryOf } from "~/server/listings/price-history.server";
import { noteListingView } from "~/server/listings/listing-views.server";
import { findPublicListing } from "~/server/listings/listings.server";
import { isSampleListing } from "~/server/listings/listing-ownership.server";
import { savedListingIds } from "~/server/alerts/saved-aircraft.server";
import { registryMatchOf } from "~/server/sellers/faa-registry.server";
import { listingSellerIsVerified } from "~/server/sellers/seller-verification.server";
import { currentUser } from "~/server/auth/session.server";
import { valueEstimates } from "~/server/valuation/valuations.server";
import { calculatorInputs } from "~/domain/valuation/calculators";
import { estimateMethod } from "~/domain/valuation/estimate";
import { estimateView } from "~/domain/valuation/estimate-view";
import { FINANCING_NOTE, ownershipNote } from "~/domain/valuation/figures-notes";
import { BuyerFigures } from "~/components/valuation/buyer-figures";
import { clientAddressContext } from "~/server/platform/request-context.server";
import type { Route } from "./+types/aircraft";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const listing = loaderData?.listing;
  if (!listing) return [{ title: "Aircraft Not Found · AeroMarket" }];
  return [
    { title: `${listing.name} for sale · ${formatAskingPrice(listing.price)} · AeroMarket` },
    { name: "description", content: listing.description },
  ];
};

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  const db = await database();
  const listing = id !== null ? await findPublicListing(db, id) : null;
  if (!listing) {
    return data(
      { listing: null, facts: null, sample: false, verifiedSeller: false, registryMatch: null, photos: [], documents: [], market: null, figures: null, saved: null, currentPath: "", compareSelection: [] },
      { status: 404 },
    );
  }
  if (!isbot(request.headers.get("user-agent"))) {
    // The page never waits for its view to be counted, and a failed count costs the buyer nothing.
    noteListingView(db, listing.id, context.get(clientAddressContext));
  }
  const user = currentUser(context);
  const saved = user ? (await savedListingIds(db, user.id, [listing.id])).has(listing.id) : null;
  const [photos, priceChanges, sample, estimates, verifiedSeller, registryMatch] = await Promise.all([
    listingPhotosOf(db, listing.id),
    priceHistoryOf(db, listing.id),
    isSampleListing(db, listing.id),
    valueEstimates(db, [listing.id]),
    listingSellerIsVerified(db, listing.id),
    registryMatchOf(db, listing),
  ]);
  const { valid, ...calculators } = calculatorInputs(url.searchParams, { category: listing.category, engines: listing.aviation.engines, price: listing.price });
  return data({
    listing,
    facts: detailFacts(listing),
    sample,
    verifiedSeller,
    registryMatch: registryMatch ? { importedAt: registryMatch.importedAt.toISOString() } : null,
    photos,
    documents: await listingDocumentsFor(db, listing.id, user?.id ?? null),
    market: marketHistory(listing, priceChanges, new Date()),
    figures: {
      estimate: estimateView(listing, estimates.get(listing.id) ?? null, estimateMethod(listing.category)),
      notes: { ownership: ownershipNote(listing.category, listing.aviation.engines), financing: FINANCING_NOTE },
      ...calculators,
    },
    saved,
    currentPath: url.pathname,
    compareSelection: carriedSelection(url.searchParams),
  }, { status: valid ? 200 : 400 });
}

/** Questions to the inquiry assistant change nothing on the page behind the dialog, nor count as views. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, currentParams, nextParams, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (formAction?.split("?")[0]?.endsWith("/inquiry") && currentParams.id === nextParams.id) return false;
  // Choosing a photo in the gallery only changes ?photo.
  if (!formAction && currentUrl.pathname === nextUrl.pathname && withoutPhoto(currentUrl) === withoutPhoto(nextUrl)) return false;
  return defaultShouldRevalidate;
};

function withoutPhoto(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("photo");
  return params.toString();
}

export default function AircraftPage({ loaderData }: Route.ComponentProps) {
  const { listing, facts, sample, verifiedSeller, registryMatch, photos, documents, market, figures, saved, currentPath, compareSelection } = loaderData;
  if (!listing || !facts || !market || !figures) return <AircraftNotFound />;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <LinkButton to={compareSelection.length > 0 ? pickMoreHref(compareSelection) : "/catalog"} variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> Back to Catalog
      </LinkButton>
      <AircraftDetail
        listing={listing}
        facts={facts}
        sample={sample}
        verifiedSeller={verifiedSeller}
        registryMatch={registryMatch}
        photos={photos}
        documents={documents}
        market={market}
        saved={saved}
        returnTo={currentPath}
        compareSelection={compareSelection}
        className="mt-4"
        buyerFigures={<BuyerFigures listing={listing} figures={figures} compareSelection={compareSelection} />}
      />
      <ReportListingLink to={`/aircraft/${listing.id}/report`} />
      <Outlet />
    </main>
  );
}

function AircraftNotFound() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Aircraft Not Found</h1>
      <p className="mt-3 text-ink-soft">This aircraft may have been sold or removed by its seller.</p>
      <LinkButton to="/catalog" size="lg" className="mt-8">
        Back to Catalog
      </LinkButton>
    </main>
  );
}
