import { and, asc, Column, desc, eq, getTableColumns, inArray, is, ne, sql, type SQL } from "drizzle-orm";
import type { CatalogFilter } from "~/domain/catalog/catalog";
import { aircraftDrawing } from "~/domain/catalog/aircraft-drawing";
import { type Listing, type ListingCardData, PUBLIC_STATUSES } from "~/domain/listings/listing";
import type { RequiredListingField } from "~/domain/listings/required-fields";
import type { Database } from "../db/database";
import { completeColumn } from "./complete-column";
import { withCovers } from "./listing-photos.server";
import { listings, profiles } from "../db/schema";
import { onTheMarket } from "../db/schema/columns";
import { nearConditions } from "./near-airport.server";
import { attributeConditions } from "./attribute-filters.server";
import { verifiedLegalNameOf } from "../sellers/seller-verification.server";

/** The columns no screen reads: the search vector, and what the attribute filters keep beside the sections. */
type DerivedColumn = "search" | "engineHoursRemaining" | "adsbOut" | "noDamageHistory" | "completeLogbooks";
type ListingRecord = Omit<typeof listings.$inferSelect, DerivedColumn>;

const BLANKABLE_TEXT = [
  "manufacturer",
  "model",
  "location",
  "registration",
  "serialNumber",
  "description",
  "contactName",
  "contactCompany",
  "contactPhone",
  "contactEmail",
] as const satisfies readonly RequiredListingField[];
const BLANKABLE_NUMBERS = [
  "year",
  "price",
  "totalTimeHours",
  "seats",
  "usefulLoadLbs",
  "maxSpeedKts",
  "cruiseSpeedKts",
  "rangeNm",
  "ceilingFt",
  "fuelCapacityGal",
  "baggageCuFt",
] as const satisfies readonly RequiredListingField[];

/** What a draft has not been given yet: its null figures and category, and its empty text. */
function blankFields(row: ListingRecord): RequiredListingField[] {
  if (row.status !== "draft") return [];
  return [
    ...BLANKABLE_TEXT.filter((field) => row[field] === ""),
    ...BLANKABLE_NUMBERS.filter((field) => row[field] === null),
    ...(row.category === null ? (["category"] as const) : []),
  ];
}

/**
 * A row as the screens show it. Only a draft may lack a figure or its category (the
 * listings_complete_unless_draft constraint), and only its seller sees it: what it lacks
 * reads as 0 (a single-engine's drawing for no category) and is named in `blank`.
 */
export function toListing(row: ListingRecord): Listing {
  const category = row.category ?? "single-engine";
  const blank = blankFields(row);
  return {
    id: row.id,
    name: row.name,
    manufacturer: row.manufacturer,
    model: row.model,
    year: row.year ?? 0,
    category,
    price: row.price ?? 0,
    location: row.location,
    ...(row.baseAirport ? { baseAirport: row.baseAirport } : {}),
    totalTimeHours: row.totalTimeHours ?? 0,
    seats: row.seats ?? 0,
    usefulLoadLbs: row.usefulLoadLbs ?? 0,
    registration: row.registration,
    serialNumber: row.serialNumber,
    description: row.description,
    features: row.features,
    specifications: {
      maxSpeedKts: row.maxSpeedKts ?? 0,
      cruiseSpeedKts: row.cruiseSpeedKts ?? 0,
      rangeNm: row.rangeNm ?? 0,
      ceilingFt: row.ceilingFt ?? 0,
      fuelCapacityGal: row.fuelCapacityGal ?? 0,
      baggageCuFt: row.baggageCuFt ?? 0,
    },
    aviation: row.aviation,
    availableInMonths: row.availableInMonths,
    image: aircraftDrawing({ category, manufacturer: row.manufacturer, model: row.model }).src,
    status: row.status,
    isFeatured: row.isFeatured,
    views: row.views,
    contact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail, company: row.contactCompany },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...(blank.length > 0 ? { blank } : {}),
  };
}

const { search: _search, engineHoursRemaining: _hours, adsbOut: _adsb, noDamageHistory: _damage, completeLogbooks: _logbooks, ...columnsButSearch } = getTableColumns(listings);
/** Every column but those derived for search and the filters (DerivedColumn), which no screen needs. */
export const listingColumns = columnsButSearch;

/** The listing is one of the sample inventory's: its seller is a sample seller (made up, with no sign-in). */
export const listingIsSample = sql<boolean>`exists (select 1 from ${profiles} where ${profiles.id} = ${listings.sellerId} and ${profiles.isSample})`.mapWith(Boolean);

/** What a card shows, and no more: a full row costs several times as much to read back. */
export const CARD_COLUMNS = {
  id: listings.id,
  name: listings.name,
  manufacturer: listings.manufacturer,
  model: listings.model,
  year: completeColumn(listings.year),
  category: completeColumn(listings.category),
  price: completeColumn(listings.price),
  location: listings.location,
  totalTimeHours: completeColumn(listings.totalTimeHours),
  sellerCompany: listings.contactCompany,
  views: listings.views,
  verifiedLegalName: verifiedLegalNameOf(listings.sellerId),
  sample: listingIsSample,
  status: listings.status,
};

export type CardRow = Omit<ListingCardData, "image" | "cover" | "photoCount">;

export function toCard(row: CardRow): ListingCardData {
  return { ...row, image: aircraftDrawing(row).src };
}

/** Where a listing is, as the country or region facet counts it: what follows the last comma ("Denver, CO": CO; "Singapore"). */
export const listingRegion = sql<string>`btrim(split_part(${listings.location}, ',', -1))`;

/**
 * An operator has not hidden the listing, and its seller is not suspended (or it has none).
 * A hidden listing, and a suspended seller's listings, leave the catalogue, search, matching
 * and their pages for buyers, and come back when an operator restores them. The seller
 * still sees them on their own pages.
 */
export const visibleToBuyers = sql`(${listings.hiddenAt} is null and not exists (select 1 from ${profiles} where ${profiles.id} = ${listings.sellerId} and ${profiles.suspendedAt} is not null))`;

/** visibleToBuyers for raw SQL that reads listings under the alias `alias` (the valuation's self-joins). */
export const visibleToBuyersAs = (alias: string) =>
  sql.raw(`(${alias}.hidden_at is null and not exists (select 1 from profiles where profiles.id = ${alias}.seller_id and profiles.suspended_at is not null))`);

type FilterOperand<T> = T | null | Column;

/**
 * The conditions of the catalogue: listings on the market (for sale, or Pending: under
 * agreement, marked so on the card) that fit a search's filters.
 * Each filter is a value (null: not set), or a saved search's column (a null in it:
 * not set), so that one rule serves the catalogue's query and the matching of a
 * listing to every saved search at once.
 */
export function catalogConditions(filter: CatalogFilterOperands): SQL[] {
  return [onTheMarket(listings), visibleToBuyers, ...filterConditions(filter)];
}

/** A listing has the buyer's words (its search vector matches their tsquery). */
export const wordsMatch = (tsquery: string | Column) => sql`${listings.search} @@ to_tsquery('simple', ${tsquery})`;

type CatalogFilterOperands = { [Key in keyof CatalogFilter]: FilterOperand<CatalogFilter[Key]> };

/** The search's own filters, without the rule that a listing is on show: a facet's count adds its choice's to the rest. */
export function filterConditions(filter: CatalogFilterOperands): SQL[] {
  const conditions: SQL[] = [];
  const where = <T>(operand: FilterOperand<T>, condition: (value: T | Column) => SQL) => {
    if (operand === null) return;
    conditions.push(is(operand, Column) ? sql`(${operand} is null or ${condition(operand)})` : condition(operand));
  };
  where(filter.tsquery, wordsMatch);
  where(filter.category, (category) => sql`${listings.category} = ${category}`);
  where(filter.minPrice, (min) => sql`${listings.price} >= ${min}`);
  where(filter.maxPrice, (max) => sql`${listings.price} < ${max}`);
  where(filter.manufacturer, (manufacturer) => sql`lower(${listings.manufacturer}) = lower(${manufacturer})`);
  where(filter.model, (model) => sql`lower(${listings.model}) = lower(${model})`);
  where(filter.minYear, (min) => sql`${listings.year} >= ${min}`);
  where(filter.maxYear, (max) => sql`${listings.year} <= ${max}`);
  where(filter.maxTotalTime, (max) => sql`${listings.totalTimeHours} <= ${max}`);
  where(filter.minSeats, (min) => sql`${listings.seats} >= ${min}`);
  where(filter.region, (region) => sql`lower(${listingRegion}) = lower(${region})`);
  conditions.push(...nearConditions(filter), ...attributeConditions(filter));
  return conditions;
}

export async function featuredListings(db: Database, limit = 3): Promise<ListingCardData[]> {
  const rows = await db
    .select(CARD_COLUMNS)
    .from(listings)
    .where(and(eq(listings.isFeatured, true), eq(listings.status, "active"), visibleToBuyers))
    .orderBy(desc(listings.price), asc(listings.id))
    .limit(limit);
  return withCovers(db, rows.map(toCard));
}

/** A listing buyers may see: not a seller's unpublished draft, nor one its seller deleted. */
export async function findPublicListing(db: Database, id: number): Promise<Listing | null> {
  const [row] = await db
    .select(listingColumns)
    .from(listings)
    .where(and(eq(listings.id, id), inArray(listings.status, [...PUBLIC_STATUSES]), visibleToBuyers));
  return row ? toListing(row) : null;
}

/** The listings among `ids` that buyers may see, with their covers, in no particular order. */
export async function findPublicListings(db: Database, ids: readonly number[]): Promise<Listing[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listingColumns)
    .from(listings)
    .where(and(inArray(listings.id, [...ids]), inArray(listings.status, [...PUBLIC_STATUSES]), visibleToBuyers));
  return withCovers(db, rows.map(toListing));
}

/**
 * A listing as its seller may manage it, whatever its status but deleted: null unless
 * `sellerId` owns it, so a route answers 404 alike for a listing that is missing, deleted
 * and one that is someone else's.
 */
export async function findOwnedListing(db: Database, sellerId: string, id: number): Promise<Listing | null> {
  const [row] = await db
    .select(listingColumns)
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.sellerId, sellerId), ne(listings.status, "deleted")));
  return row ? toListing(row) : null;
}
