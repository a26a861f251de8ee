/**
 * A page of the catalogue and how many it holds: in the order the buyer chose, "Best match"
 * when words are typed (docs/decisions/029), nearest first near an airport. Which listings
 * match is listings.server.ts's (catalogConditions); this module reads the page of them.
 */
import { and, asc, desc, getTableName, inArray, sql, type SQL } from "drizzle-orm";
import {
  CATALOG_PAGE_SIZE,
  type CatalogQuery,
  type CatalogSort,
  type CatalogTotal,
  catalogCountLimit,
  catalogTotal,
  RANKED_MATCHES,
} from "~/domain/catalog/catalog";
import type { ListingCardData } from "~/domain/listings/listing";
import type { Database } from "../db/database";
import { listings } from "../db/schema";
import { withCovers } from "./listing-photos.server";
import { CARD_COLUMNS, type CardRow, catalogConditions, toCard } from "./listings.server";
import { catalogFilter, distanceFromBase, nearAirportOf } from "./near-airport.server";

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

/** Whether the catalogue would show any aircraft for this search: one index entry is enough. */
export async function catalogHasAny(db: Database, query: CatalogQuery): Promise<boolean> {
  const [found] = await db.select({ id: listings.id }).from(listings).where(and(...catalogConditions(catalogFilter(query)))).limit(1);
  return found !== undefined;
}

/** How many aircraft a search shows, counted up to the catalogue's cap ("1,000+"): what an empty result offers beside each filter it could drop. */
export async function countCatalogUpTo(db: Database, query: CatalogQuery): Promise<CatalogTotal> {
  const limit = catalogCountLimit(1);
  const matches = db.select({ id: listings.id }).from(listings).where(and(...catalogConditions(catalogFilter(query)))).limit(limit).as("matches");
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return catalogTotal(counted?.total ?? 0, limit);
}
