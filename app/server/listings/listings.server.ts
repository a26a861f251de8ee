import { and, asc, Column, desc, eq, getTableColumns, getTableName, inArray, is, ne, sql, type SQL } from "drizzle-orm";
import {
  CATALOG_PAGE_SIZE,
  type CatalogFilter,
  type CatalogQuery,
  type CatalogSort,
  type CatalogTotal,
  catalogCountLimit,
  catalogTotal,
  RANKED_MATCHES,
} from "~/domain/catalog/catalog";
import { aircraftDrawing } from "~/domain/catalog/aircraft-drawing";
import { type Listing, type ListingCardData, PUBLIC_STATUSES } from "~/domain/listings/listing";
import type { RequiredListingField } from "~/domain/listings/required-fields";
import type { Database } from "../db/database";
import { completeColumn } from "./complete-column";
import { withCovers } from "./listing-photos.server";
import { listings, profiles } from "../db/schema";
import { catalogFilter, distanceFromBase, nearAirportOf, nearConditions } from "./near-airport.server";
import { sellerIsVerified } from "../sellers/seller-verification.server";

type ListingRecord = Omit<typeof listings.$inferSelect, "search">;

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

const { search: _search, ...columnsButSearch } = getTableColumns(listings);
/** Every column but the generated search vector, which no screen needs. */
export const listingColumns = columnsButSearch;

/** What a card shows, and no more: a full row costs several times as much to read back. */
const CARD_COLUMNS = {
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
  verifiedSeller: sellerIsVerified(listings.sellerId),
};

type CardRow = Omit<ListingCardData, "image" | "cover" | "photoCount">;

function toCard(row: CardRow): ListingCardData {
  return { ...row, image: aircraftDrawing(row).src };
}

// Among listings equal on the chosen order, those with photos come first: a buyer trusts an aircraft they can see (ADR 020).
const photosFirst = desc(listings.hasPhotos);

const ORDER_BY: Record<Exclude<CatalogSort, "relevance" | "distance">, SQL[]> = {
  newest: [desc(listings.createdAt), photosFirst, desc(listings.id)],
  "price-low": [asc(listings.price), photosFirst, asc(listings.id)],
  "price-high": [desc(listings.price), photosFirst, desc(listings.id)],
  "year-new": [desc(listings.year), photosFirst, desc(listings.createdAt), desc(listings.id)],
  "year-old": [asc(listings.year), photosFirst, desc(listings.createdAt), desc(listings.id)],
};

/**
 * The order of a page. "Best match" ranks by where the words were found (title, maker and
 * model, then features, then description and place: the search vector's weights), then
 * photos first and newest first among equals.
 */
function orderOf(sort: CatalogSort, tsquery: string | null, distance: SQL | null): SQL[] {
  if (sort === "distance") return distance ? [sql`${distance} asc`, photosFirst, asc(listings.id)] : ORDER_BY.newest;
  if (sort !== "relevance") return ORDER_BY[sort];
  if (tsquery === null) return ORDER_BY.newest;
  return [sql`ts_rank(${listings.search}, to_tsquery('simple', ${tsquery})) desc`, photosFirst, desc(listings.createdAt), desc(listings.id)];
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
 * The conditions of the catalogue: available listings that fit a search's filters.
 * Each filter is a value (null: not set), or a saved search's column (a null in it:
 * not set), so that one rule serves the catalogue's query and the matching of a
 * listing to every saved search at once.
 */
export function catalogConditions(filter: CatalogFilterOperands): SQL[] {
  return [eq(listings.status, "active"), visibleToBuyers, ...filterConditions(filter)];
}

type CatalogFilterOperands = { [Key in keyof CatalogFilter]: FilterOperand<CatalogFilter[Key]> };

/** The search's own filters, without the rule that a listing is on show: a facet's count adds its choice's to the rest. */
export function filterConditions(filter: CatalogFilterOperands): SQL[] {
  const conditions: SQL[] = [];
  const where = <T>(operand: FilterOperand<T>, condition: (value: T | Column) => SQL) => {
    if (operand === null) return;
    conditions.push(is(operand, Column) ? sql`(${operand} is null or ${condition(operand)})` : condition(operand));
  };
  where(filter.tsquery, (tsquery) => sql`${listings.search} @@ to_tsquery('simple', ${tsquery})`);
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
  conditions.push(...nearConditions(filter));
  return conditions;
}

/** `rankedAmong`: when "Best match" ordered only the first RANKED_MATCHES of more matches, that number; otherwise null. */
export type CatalogPage = CatalogTotal & { listings: ListingCardData[]; rankedAmong: number | null };

type PageRow = CardRow & { distanceNm?: number | null };

export async function searchCatalog(db: Database, query: CatalogQuery): Promise<CatalogPage> {
  const filter = catalogFilter(query);
  const where = and(...catalogConditions(filter));
  const airport = nearAirportOf(query.facets);
  const distance = airport && filter.nearLatitude !== null && filter.nearLongitude !== null ? distanceFromBase(filter.nearLatitude, filter.nearLongitude) : null;
  const countLimit = catalogCountLimit(query.page);
  const ranked = query.sort === "relevance" && filter.tsquery !== null;
  const page = {
    where,
    // Counting stops at the limit: an index scan of at most that many entries, however many match.
    readLimit: Math.max(countLimit, ranked ? RANKED_MATCHES + 1 : 0),
    // Only the list layout shows the description; only a search near an airport the distance.
    columns: { ...CARD_COLUMNS, ...(query.view === "list" ? { description: listings.description } : {}), ...(distance ? { distanceNm: distance } : {}) },
    order: orderOf(query.sort, filter.tsquery, distance),
    offset: (query.page - 1) * CATALOG_PAGE_SIZE,
  };
  const { rows, total } = ranked ? await rankedPage(db, page) : await orderedPage(db, page, distance !== null);
  const cards = rows.map(({ distanceNm, ...row }) => toCard(airport && distanceNm != null ? { ...row, distance: { nm: distanceNm, from: airport.ident } } : row));
  return { listings: await withCovers(db, cards), ...catalogTotal(Math.min(total, countLimit), countLimit), rankedAmong: ranked && total > RANKED_MATCHES ? RANKED_MATCHES : null };
}

type PageQuery = { where: SQL | undefined; readLimit: number; columns: typeof CARD_COLUMNS; order: SQL[]; offset: number };

/** How many listings match, counted up to the page's limit. */
async function countMatches(db: Database, { where, readLimit }: PageQuery): Promise<number> {
  const matches = db.select({ id: listings.id }).from(listings).where(where).limit(readLimit).as("matches");
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return counted?.total ?? 0;
}

/**
 * "Best match" reads each match's vector to rank it: it ranks the first RANKED_MATCHES found
 * (the search index's bitmap, or the table, read in the table's order, stopping there), under
 * the table's own name so the page's columns and order read them unchanged. The matches are
 * read once for the ranking and the count (a CTE read twice is materialized): the bitmap of
 * common words' prefixes costs more than the rest of the page (docs/decisions/029).
 */
async function rankedPage(db: Database, page: PageQuery): Promise<{ rows: PageRow[]; total: number }> {
  const matched = db.$with("matched").as(db.select().from(listings).where(page.where).limit(page.readLimit));
  const candidates = db.$with(getTableName(listings)).as(db.select().from(matched).limit(RANKED_MATCHES));
  const ranked = await db
    .with(matched, candidates)
    .select({ ...page.columns, matched: sql<number>`(select count(*)::int from ${matched})` })
    .from(listings)
    .orderBy(...page.order)
    .limit(CATALOG_PAGE_SIZE)
    .offset(page.offset);
  const rows = ranked.map(({ matched: _matched, ...row }) => row);
  // A page past the last has no row to carry the count.
  return { rows, total: ranked[0]?.matched ?? (await countMatches(db, page)) };
}

/**
 * A page in one of the catalogue's orders, and the count beside it. Near an airport, the
 * page's ids are ordered from the base index alone (it holds every filter's and order's
 * column), and only their rows are read: not every row in the box.
 */
async function orderedPage(db: Database, page: PageQuery, nearAirport: boolean): Promise<{ rows: PageRow[]; total: number }> {
  const nearest = nearAirport ? db.select({ id: listings.id }).from(listings).where(page.where).orderBy(...page.order).limit(CATALOG_PAGE_SIZE).offset(page.offset) : null;
  const [rows, total] = await Promise.all([
    db
      .select(page.columns)
      .from(listings)
      .where(nearest ? inArray(listings.id, nearest) : page.where)
      .orderBy(...page.order)
      .limit(CATALOG_PAGE_SIZE)
      .offset(nearest ? 0 : page.offset),
    countMatches(db, page),
  ]);
  return { rows, total };
}

/** How many listings the catalogue would show for this search, on all its pages: for a buyer's few saved searches, exact. */
export async function countCatalog(db: Database, query: CatalogQuery): Promise<number> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(listings).where(and(...catalogConditions(catalogFilter(query))));
  return counted?.total ?? 0;
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
