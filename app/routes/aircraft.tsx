import { isbot } from "isbot";
import { data, Outlet, type ShouldRevalidateFunction } from "react-router";
import type { AircraftPageData } from "~/components/aircraft-page";
import { LinkButton } from "~/components/ui/button";
import { carriedSelection } from "~/domain/catalog/compare";
import { parseListingId } from "~/domain/listings/listing";
import { formatAskingPrice } from "~/domain/catalog/price";
import { detailFacts } from "~/domain/listings/detail-facts";
import { marketHistory } from "~/domain/listings/price-history";
import { database } from "~/server/db/client.server";
import { findAircraftForPage } from "~/server/listings/aircraft-page-read.server";
import { noteListingView } from "~/server/listings/listing-views.server";
import { savedListingIds } from "~/server/alerts/saved-aircraft.server";
import { publicSaleOf } from "~/server/deals/sales.server";
import { currentUser } from "~/server/auth/session.server";
import { valueEstimateOf } from "~/server/valuation/comparables-index.server";
import { segmentErrors, segmentOf } from "~/server/valuation/segment-errors.server";
import { calculatorInputs } from "~/domain/valuation/calculators";
import { aircraftTypeOf } from "~/domain/aircraft/aircraft-type-of";
import { estimateMethod } from "~/domain/valuation/estimate";
import { estimateView } from "~/domain/valuation/estimate-view";
import { FINANCING_NOTE, ownershipNote } from "~/domain/valuation/figures-notes";
import { clientAddressContext } from "~/server/platform/request-context.server";
import { timed, timedNow } from "~/server/platform/server-timing.server";
import type { Route } from "./+types/aircraft";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const listing = loaderData?.page?.listing;
  if (!listing) return [{ title: "Aircraft Not Found · AeroMarket" }];
  return [
    { title: `${listing.name} for sale · ${formatAskingPrice(listing.price)} · AeroMarket` },
    { name: "description", content: listing.description },
  ];
};

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const id = parseListingId(params.id);
  const db = await database();
  const user = currentUser(context);
  // With its photos, price changes, documents and seller's reviews: one query (decision 058).
  const found = id !== null ? await timed(context, "listing", findAircraftForPage(db, id, user?.id ?? null)) : null;
  if (!found) {
    return data({ page: null }, { status: 404 });
  }
  const { listing, sample, verifiedLegalName, registryMatch, photos, priceChanges, documents, sellerReviews } = found;
  if (!isbot(request.headers.get("user-agent"))) {
    // The page never waits for its view to be counted, and a failed count costs the buyer nothing.
    timedNow(context, "panel-views", () => noteListingView(db, listing.id, context.get(clientAddressContext)));
  }
  const saved = user ? (await savedListingIds(db, user.id, [listing.id])).has(listing.id) : null;
  const [estimate, segments] = await Promise.all([
    timed(context, "panel-estimate", valueEstimateOf(db, listing, sample)),
    timed(context, "panel-estimate-error", segmentErrors(db)),
  ]);
  const aircraftType = aircraftTypeOf(listing);
  const { valid, ...calculators } = timedNow(context, "panel-cost", () =>
    calculatorInputs(url.searchParams, { type: aircraftType, engines: listing.aviation.engines, price: listing.price }),
  );
  const page: AircraftPageData = {
    listing,
    facts: detailFacts(listing),
    sample,
    verifiedLegalName,
    registryMatch: registryMatch ? { importedAt: registryMatch.importedAt.toISOString() } : null,
    photos,
    documents,
    market: timedNow(context, "panel-market", () => marketHistory({ ...listing, sample }, priceChanges, new Date())),
    figures: {
      estimate: estimateView(listing, estimate, estimateMethod(listing.category), segmentOf(estimate, segments)),
      notes: { ownership: ownershipNote(aircraftType, listing.aviation.engines), financing: FINANCING_NOTE },
      aircraftType,
      ...calculators,
    },
    saved,
    currentPath: url.pathname,
    compareSelection: carriedSelection(url.searchParams),
    sellerReviews,
    sale: listing.status === "sold" ? await publicSaleOf(db, listing.id) : null,
  };
  return data({ page }, { status: valid ? 200 : 400 });
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

/**
 * The aircraft's layout: its page (routes/aircraft-page.tsx) or its inquiry dialog
 * (routes/aircraft-inquiry.tsx), which shows the page behind itself as the server drew it
 * and so loads without the page's JavaScript.
 */
export default function AircraftLayout({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <Outlet /> : <AircraftNotFound />;
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
