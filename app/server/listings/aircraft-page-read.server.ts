/**
 * The aircraft page's listing in one query, with what the page says of its seller and of the
 * aircraft beside it: whether it is a sample listing, the seller's verified legal name, the FAA
 * registry's entry for its N-number with the last import's date, its photos, price changes and
 * documents, its seller's reviews, and the inventory version. Each was a query of its own (a
 * round trip each, and on PGlite a statement's fixed cost each: most of a cold page's CPU;
 * decisions 052 and 058).
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type Listing, PUBLIC_STATUSES } from "~/domain/listings/listing";
import { faaNumberOf, registryMatches } from "~/domain/sellers/faa-registry";
import type { ListingDocument } from "~/domain/listings/listing-documents";
import type { ListingPhoto } from "~/domain/listings/listing-photos";
import type { PriceChange } from "~/domain/listings/price-history";
import type { ReviewsOfPerson } from "~/domain/deals/deal-reviews";
import type { Database } from "../db/database";
import { reviewsOfPersonAs } from "../deals/reviews.server";
import { faaRegistryAircraft, faaRegistryImports, listings } from "../db/schema";
import { type RegistryMatch, registryMatchOf } from "../sellers/faa-registry.server";
import { verifiedLegalNameOf } from "../sellers/seller-verification.server";
import { documentRowsAs, documentsFor } from "./listing-documents.server";
import { inventoryVersionAs, versionReadWith } from "./inventory-version.server";
import { listingPhotosAs } from "./listing-photos.server";
import { listingColumns, listingIsSample, toListing, visibleToBuyers } from "./listings.server";
import { priceHistoryAs } from "./price-history.server";

export type AircraftPageListing = {
  listing: Listing;
  /** Its seller's account (null: none), for who may open its documents. */
  sellerId: string | null;
  sample: boolean;
  verifiedLegalName: string | null;
  registryMatch: RegistryMatch | null;
  photos: ListingPhoto[];
  /** Newest first. */
  priceChanges: PriceChange[];
  /** Each saying whether the viewer may open it. */
  documents: ListingDocument[];
  sellerReviews: ReviewsOfPerson;
};

const compactRegistration = sql`upper(regexp_replace(${listings.registration}, '[\\s-]', '', 'g'))`;
/** The registry's key for the registration, as faaNumberOf reads it; the row's answer is used only when the two agree. */
const registryKey = sql<string | null>`case when left(${compactRegistration}, 1) = 'N' then substr(${compactRegistration}, 2) end`;
const lastImportedAt = sql`(select ${faaRegistryImports.importedAt} from ${faaRegistryImports} order by ${desc(faaRegistryImports.id)} limit 1)`.mapWith(
  faaRegistryImports.importedAt,
);

/** A listing buyers may see (as findPublicListing), with its page's badges and panels for this viewer (null: a visitor); null otherwise. */
export async function findAircraftForPage(db: Database, id: number, viewerId: string | null): Promise<AircraftPageListing | null> {
  const [row] = await db
    .select({
      ...listingColumns,
      sample: listingIsSample,
      verifiedLegalName: verifiedLegalNameOf(listings.sellerId),
      registryKey,
      registry: { serialNumber: faaRegistryAircraft.serialNumber, make: faaRegistryAircraft.make, model: faaRegistryAircraft.model },
      registryImportedAt: lastImportedAt,
      photos: listingPhotosAs(listings.id),
      priceChanges: priceHistoryAs(listings.id),
      documents: documentRowsAs(listings.id, viewerId),
      sellerReviews: reviewsOfPersonAs(listings.sellerId, "buyer"),
      inventoryVersion: inventoryVersionAs,
    })
    .from(listings)
    .leftJoin(faaRegistryAircraft, eq(faaRegistryAircraft.nNumber, registryKey))
    .where(and(eq(listings.id, id), inArray(listings.status, [...PUBLIC_STATUSES]), visibleToBuyers));
  if (!row) return null;
  const { sample, verifiedLegalName, registryKey: key, registry, registryImportedAt, photos, priceChanges, documents, sellerReviews, inventoryVersion, ...record } = row;
  // The estimate's and the segments' memos are then taken at it, without a query of their own.
  versionReadWith(db, inventoryVersion);
  const listing = toListing(record);
  return {
    listing,
    sellerId: record.sellerId,
    sample,
    verifiedLegalName,
    registryMatch: await registryMatchFrom(db, listing, { key, registry, importedAt: registryImportedAt }),
    photos,
    priceChanges,
    documents: documentsFor(documents, record, viewerId),
    sellerReviews,
  };
}

type RegistryRead = { key: string | null; registry: { serialNumber: string; make: string; model: string } | null; importedAt: Date | null };

async function registryMatchFrom(db: Database, listing: Listing, read: RegistryRead): Promise<RegistryMatch | null> {
  const nNumber = faaNumberOf(listing.registration);
  if (nNumber === null) return null;
  // A registration SQL's regular expression compacts otherwise than JavaScript's (a space outside ASCII) is looked up on its own.
  if (nNumber !== read.key) return registryMatchOf(db, listing);
  return read.registry && read.importedAt && registryMatches(listing, read.registry) ? { importedAt: read.importedAt } : null;
}
