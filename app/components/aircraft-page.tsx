import { AircraftDetail } from "~/components/aircraft-detail";
import type { ReviewsOfPerson } from "~/domain/deals/deal-reviews";
import { ReportListingLink } from "~/components/reports/report-listing-link";
import { ServerDrawnReviewsSummary } from "~/components/reviews/server-drawn-reviews-summary";
import { SaleNote } from "~/components/deals/sale-note";
import { LinkButton } from "~/components/ui/button";
import { BuyerFigures, type BuyerFiguresData } from "~/components/valuation/buyer-figures";
import { pickMoreHref } from "~/domain/catalog/compare";
import type { DetailFacts } from "~/domain/listings/detail-facts";
import type { Listing } from "~/domain/listings/listing";
import type { ListingDocument } from "~/domain/listings/listing-documents";
import type { ListingPhoto } from "~/domain/listings/listing-photos";
import type { MarketHistory } from "~/domain/listings/price-history";

/** What /aircraft/{id}'s loader gives a listing buyers may see. */
export type AircraftPageData = {
  listing: Listing;
  facts: DetailFacts;
  sample: boolean;
  verifiedLegalName: string | null;
  registryMatch: { importedAt: string } | null;
  photos: ListingPhoto[];
  documents: ListingDocument[];
  market: MarketHistory;
  figures: BuyerFiguresData;
  saved: boolean | null;
  currentPath: string;
  compareSelection: number[];
  /** The seller's reviews from completed sales, on the seller card. */
  sellerReviews: ReviewsOfPerson;
  /** Sold through the deal room: when, and the price if both sides published it. */
  sale: { soldAt: Date; soldPrice: number | null } | null;
};

/**
 * An aircraft's page: its detail, the buyer's figures, the report line. Marked with the
 * listing's id, so that its inquiry dialog can show it behind itself as it is drawn
 * (`PageBehindDialog`).
 */
export function AircraftPage({ listing, facts, sample, verifiedLegalName, registryMatch, photos, documents, market, figures, saved, currentPath, compareSelection, sellerReviews, sale }: AircraftPageData) {
  return (
    <main id="main" data-aircraft-page={listing.id} className="mx-auto max-w-7xl px-4 pt-4 pb-8 sm:px-6 sm:pt-8 lg:px-8 lg:py-10">
      <LinkButton to={compareSelection.length > 0 ? pickMoreHref(compareSelection) : "/catalog"} variant="ghost" size="sm" className="-ml-3">
        <span aria-hidden="true">←</span> Back to Catalog
      </LinkButton>
      {sale ? <SaleNote sale={sale} /> : null}
      <AircraftDetail
        listing={listing}
        facts={facts}
        sample={sample}
        verifiedLegalName={verifiedLegalName}
        registryMatch={registryMatch}
        photos={photos}
        documents={documents}
        market={market}
        saved={saved}
        returnTo={currentPath}
        compareSelection={compareSelection}
        className="mt-4"
        buyerFigures={<BuyerFigures listing={listing} figures={figures} compareSelection={compareSelection} />}
        sellerReviews={sellerReviews.summary.count > 0 ? <ServerDrawnReviewsSummary summary={sellerReviews.summary} latest={sellerReviews.latest} testId="seller-reviews" /> : null}
      />
      <ReportListingLink to={`/aircraft/${listing.id}/report`} />
    </main>
  );
}
