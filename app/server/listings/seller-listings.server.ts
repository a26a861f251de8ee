/**
 * A seller's writes to their own listings. Every write names the seller and
 * changes nothing unless that account owns the listing, so a route that forgot its
 * check still could not touch someone else's aircraft.
 */
import { and, eq, ne } from "drizzle-orm";
import { aviationFactsOf } from "~/domain/listings/aviation-schema";
import { type ListingDraft, type ListingForm, isComplete, statusAfterSave } from "~/domain/listings/listing-form";
import type { ListingStatus } from "~/domain/listings/listing";
import type { KeptStatus } from "~/domain/deals/listing-hold";
import type { Database } from "../db/database";
import { listingPriceChanges, listings } from "../db/schema";
import { priceReduction } from "~/domain/listings/price-reduction";
import { priceHistoryOf } from "./price-history.server";
import { findAirport } from "../airports/airports.server";
import type { Profile } from "../accounts/profiles.server";
import { recordSavedAircraftNews } from "../alerts/saved-aircraft-alerts.server";
import { statusKeptByDeal } from "../deals/deal-listing-status.server";
import { recordNewMatches, savedSearchesMatching } from "../alerts/saved-search-matching.server";
import type { FileStorage } from "../platform/storage.server";
import { dropListingDocuments } from "./listing-documents.server";
import { dropListingPhotos, removeDeletedPhotoFiles } from "./listing-photos.server";

type ListingColumns = Omit<typeof listings.$inferInsert, "id" | "sellerId" | "status" | "createdAt" | "updatedAt">;

/**
 * The columns of a parsed form. A draft's absent figures and category are stored as
 * null and its absent text as empty, which only a draft may hold (the
 * listings_complete_unless_draft constraint); its absent availability as the column's 0.
 */
function columnsOf(form: ListingForm | ListingDraft): ListingColumns {
  return {
    name: form.name,
    manufacturer: form.manufacturer ?? "",
    model: form.model ?? "",
    year: form.year ?? null,
    category: form.category ?? null,
    price: form.price ?? null,
    location: form.location ?? "",
    ...baseColumns(form.baseAirport),
    totalTimeHours: form.totalTimeHours ?? null,
    seats: form.seats ?? null,
    usefulLoadLbs: form.usefulLoadLbs ?? null,
    registration: form.registration ?? "",
    serialNumber: form.serialNumber ?? "",
    description: form.description ?? "",
    features: form.features,
    maxSpeedKts: form.maxSpeedKts ?? null,
    cruiseSpeedKts: form.cruiseSpeedKts ?? null,
    rangeNm: form.rangeNm ?? null,
    ceilingFt: form.ceilingFt ?? null,
    fuelCapacityGal: form.fuelCapacityGal ?? null,
    baggageCuFt: form.baggageCuFt ?? null,
    availableInMonths: form.availableInMonths ?? 0,
    contactName: form.contactName ?? "",
    contactCompany: form.contactCompany ?? "",
    contactPhone: form.contactPhone ?? "",
    contactEmail: form.contactEmail ?? "",
    // Without a category every section is kept, as typed, until one is chosen.
    aviation: aviationFactsOf(form, form.category),
  };
}

/** Where the aircraft is based, from the airport's code; none when the seller gave none, or one the site does not know (see unknownBaseAirport). */
function baseColumns(code: string | undefined) {
  const airport = code ? findAirport(code) : null;
  return { baseAirport: airport?.ident ?? null, baseLatitude: airport?.latitude ?? null, baseLongitude: airport?.longitude ?? null };
}

/** The field error for a base airport code the site does not know, or null. */
export function unknownBaseAirport(form: ListingForm | ListingDraft): string | null {
  if (!form.baseAirport || findAirport(form.baseAirport)) return null;
  return `No airport “${form.baseAirport}” is known to AeroMarket, which knows the world's medium and large airports. Please check the code, name the nearest such airport, or leave it empty.`;
}

/**
 * The editor's form with an empty location filled from the base airport's place ("Teterboro, NJ"),
 * as the editor does with scripts when the airport is chosen; a location the seller typed stays.
 */
export function withBaseAirportPlace(formData: FormData): FormData {
  const location = formData.get("location");
  const code = formData.get("baseAirport");
  const airport = typeof code === "string" && code.trim() ? findAirport(code) : null;
  if (!airport || (typeof location === "string" && location.trim() !== "")) return formData;
  const filled = new FormData();
  for (const [name, value] of formData) filled.append(name, value);
  filled.set("location", airport.place);
  return filled;
}

/** The contact fields of a new listing, from what the seller told us at sign-up. */
export function contactDefaults(profile: Profile | null, email: string): Record<string, string> {
  return {
    contactName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : "",
    contactCompany: profile?.company ?? "",
    contactPhone: profile?.phone ?? "",
    contactEmail: profile?.email || email,
  };
}

/** Stores the new listing; one published at once is matched to the buyers' saved searches in the same transaction. */
export async function createListing(db: Database, sellerId: string, form: ListingForm | ListingDraft): Promise<{ id: number; status: ListingStatus }> {
  const status = statusAfterSave(null, form.intent);
  if (status !== "draft" && !isComplete(form)) throw new Error("Only a draft may be saved incomplete");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(listings)
      .values({ ...columnsOf(form), sellerId, status })
      .returning({ id: listings.id, status: listings.status });
    if (!row) throw new Error("Inserting a listing returned no row");
    await recordNewMatches(tx, row.id, []);
    return row;
  });
}

const owned = (sellerId: string, id: number) => and(eq(listings.id, id), eq(listings.sellerId, sellerId), ne(listings.status, "deleted"));

/**
 * Saves the seller's edit; null when the seller owns no such listing. A new asking
 * price of a listing that has been published is recorded in the same transaction, for
 * its price history (a draft's is not, since a draft never goes back to being one and
 * so has never been seen by a buyer), and a reduction (below the lowest price of the
 * previous 30 days) is news for the buyers who saved it. The saved searches the listing matches after the edit and not before are recorded
 * for their alerts.
 */
export async function updateListing(
  db: Database,
  sellerId: string,
  id: number,
  form: ListingForm | ListingDraft,
): Promise<{ id: number; status: ListingStatus } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: listings.status, price: listings.price }).from(listings).where(owned(sellerId, id)).for("update");
    if (!current) return null;
    const matchedBefore = await savedSearchesMatching(tx, id);
    const status = statusAfterSave(current.status, form.intent);
    // The route checks a public listing's save against the full set; this keeps it so.
    if (status !== "draft" && !isComplete(form)) throw new Error("Only a draft may be saved incomplete");
    const [row] = await tx
      .update(listings)
      .set({ ...columnsOf(form), status, updatedAt: new Date() })
      .where(owned(sellerId, id))
      .returning({ id: listings.id, status: listings.status });
    if (row && current.status !== "draft" && current.price !== null && form.price !== undefined && form.price !== current.price) {
      // Only a reduction under the 30-day rule is news: a raise cut back is not (price-reduction.ts).
      const change = { oldPrice: current.price, newPrice: form.price, changedAt: new Date() };
      const reduction = priceReduction(await priceHistoryOf(tx, id), change);
      await tx.insert(listingPriceChanges).values({ listingId: id, oldPrice: change.oldPrice, newPrice: change.newPrice, changedAt: change.changedAt });
      if (reduction) await recordSavedAircraftNews(tx, id, { kind: "price-drop", oldPrice: reduction.from, newPrice: form.price });
    }
    await recordNewMatches(tx, id, matchedBefore);
    return row ?? null;
  });
}

/** What a status change did: "not-found" when the seller owns no such published listing; refused while a deal keeps the status. */
export type StatusChange = "changed" | "not-found" | { keptByDeal: KeptStatus };

/**
 * Marks a published listing Active, Sale pending or Sold. A draft must be published
 * through the editor, which checks every field first. Refused while a deal keeps the
 * status (listing-hold.ts): read under the listing's lock, which every deal step that
 * moves the listing takes too. A listing newly pending or sold is news for the buyers who
 * saved it; one active again is matched to the saved searches (each learns of a listing once, ever).
 */
export async function setListingStatus(db: Database, sellerId: string, id: number, status: "active" | "pending" | "sold"): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: listings.status })
      .from(listings)
      .where(and(owned(sellerId, id), ne(listings.status, "draft")))
      .for("update");
    if (!current) return "not-found";
    const kept = await statusKeptByDeal(tx, id);
    if (kept) return { keptByDeal: kept };
    const matchedBefore = await savedSearchesMatching(tx, id);
    await tx.update(listings).set({ status, updatedAt: new Date() }).where(eq(listings.id, id));
    if (status !== current.status && status !== "active") await recordSavedAircraftNews(tx, id, { kind: status });
    if (status === "active" && (current.status === "pending" || current.status === "sold")) await recordSavedAircraftNews(tx, id, { kind: "back-on-market" });
    await recordNewMatches(tx, id, matchedBefore);
    return "changed";
  });
}

/**
 * Hides the listing from everyone: the catalogue, its detail page, matching, the
 * featured aircraft and the seller's own list. The row stays, so the inquiries it
 * received remain readable to buyer and seller. Its photos and documents go: their rows
 * with the listing's change, their files from storage once that has committed.
 */
export async function deleteListing(db: Database, storage: FileStorage, sellerId: string, id: number): Promise<boolean> {
  const files = await db.transaction(async (tx) => {
    const rows = await tx
      .update(listings)
      .set({ status: "deleted", isFeatured: false, updatedAt: new Date() })
      .where(owned(sellerId, id))
      .returning({ id: listings.id });
    return rows.length > 0 ? [...(await dropListingPhotos(tx, [id])), ...(await dropListingDocuments(tx, [id]))] : null;
  });
  if (files === null) return false;
  await removeDeletedPhotoFiles(db, storage, files);
  return true;
}
