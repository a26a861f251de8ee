/**
 * A page of the catalogue and how many it holds: in the order the buyer chose, "Best match"
 * when words are typed (docs/decisions/029), nearest first near an airport. Which listings
 * match is listings.server.ts's (catalogConditions); this module reads the page of them.
 */
import { and, asc, type Column, desc, inArray, sql, type SQL } from "drizzle-orm";
import {
  CATALOG_PAGE_SIZE,
  type CatalogQuery,
  type CatalogSort,
  type CatalogTotal,
  catalogCountLimit,
  catalogTotal,
  RANKED_MATCHES,
} from "~/domain/catalog/catalog";
import type { AttributeCounts, AttributeFacets } from "~/domain/catalog/aircraft-attributes";
import type { ListingCardData } from "~/domain/listings/listing";
import type { Database } from "../db/database";
import { expectedRows } from "../db/expected-rows.server";
import { listings } from "../db/schema";
import { withCovers } from "./listing-photos.server";
import { CARD_COLUMNS, type CardRow, catalogConditions, toCard, wordsMatch } from "./listings.server";
import { catalogFilter, distanceFromBase, nearAirportOf } from "./near-airport.server";
import { attributeColumns, attributeCountsArray, attributeCountsOf } from "./attribute-counts.server";
import { withAttributes } from "./facet-summary.server";

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

/**
 * `rankedAmong`: when "Best match" ordered only the first RANKED_MATCHES of more matches, that
 * number; otherwise null. `attributeCounts`: the attribute choices' counts, when asked and read
 * with the page (pageCountsAttributes); null past RANKED_MATCHES matches, as catalogAttributeCounts.
 */
export type CatalogPage = CatalogTotal & { listings: ListingCardData[]; rankedAmong: number | null; attributeCounts?: AttributeCounts | null };

/**
 * Whether a page of this search can count the attribute choices from the matches it reads:
 * "Best match" with words reads up to RANKED_MATCHES + 1 of them, as the attribute counts do,
 * and with no attribute filter in force both read the same. Words read once instead of twice:
 * `king air` in Texas at a million listings read 35,000 rows for each.
 */
export function pageCountsAttributes(query: CatalogQuery): boolean {
  const filter = catalogFilter(query);
  return query.sort === "relevance" && filter.tsquery !== null && !withAttributes(filter);
}

type PageRow = CardRow & { distanceNm?: number | null };

export async function searchCatalog(db: Database, query: CatalogQuery, { attributeCounts = false } = {}): Promise<CatalogPage> {
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
    words: filter.tsquery !== null,
    // Only the list layout shows the description; only a search near an airport the distance.
    columns: { ...CARD_COLUMNS, ...(query.view === "list" ? { description: listings.description } : {}), ...(distance ? { distanceNm: distance } : {}) },
    order: orderOf(query.sort, filter.tsquery, distance),
    offset: (query.page - 1) * CATALOG_PAGE_SIZE,
  };
  const sorted = !ranked && distance === null && filter.tsquery !== null;
  const counted = attributeCounts && pageCountsAttributes(query) ? query.facets : null;
  const { rows, total, attributes }: { rows: PageRow[]; total: number; attributes?: number[] | null } = ranked
    ? await rankedPage(db, page, counted)
    : sorted
      ? await sortedMatchesPage(db, page, query)
      : await orderedPage(db, page, distance !== null);
  const cards = rows.map(({ distanceNm, ...row }) => toCard(airport && distanceNm != null ? { ...row, distance: { nm: distanceNm, from: airport.ident } } : row));
  return {
    listings: await withCovers(db, cards),
    ...catalogTotal(Math.min(total, countLimit), countLimit),
    rankedAmong: ranked && total > RANKED_MATCHES ? RANKED_MATCHES : null,
    ...(counted && attributes !== undefined ? { attributeCounts: total > RANKED_MATCHES || attributes === null ? null : attributeCountsOf(counted, attributes) } : {}),
  };
}

type PageQuery = {
  where: SQL | undefined;
  words: boolean;
  readLimit: number;
  columns: typeof CARD_COLUMNS;
  order: SQL[];
  offset: number;
};

/** How many listings match, counted up to the page's limit. */
async function countMatches(db: Database, { where, readLimit, words }: PageQuery): Promise<number> {
  return countUpTo(db, { where, words }, readLimit);
}

/**
 * The listings that meet `where` (the columns asked), as a materialized CTE named `matched`:
 * planned to be read whole, and read only as far as the statement needs. With a LIMIT or an
 * ORDER BY ... LIMIT in the same query, the planner starts reading the table, or an order's
 * index, hoping to meet the few rows asked early; a word it thinks common ("737:* & max:*"
 * estimated at 536 of 100,000, found in none under $5M) or words a filter rules out (no TBM
 * has six seats) made that a read of the whole table: 250 to 900 ms at 100,000 listings. A
 * CTE is planned for all its rows: the search index's bitmap, or the table itself for words
 * most listings hold, which its reader stops as soon as it has enough (docs/decisions/050).
 */
function matchedCte(where: SQL | undefined, columns: SQL): SQL {
  return sql`with matched as materialized (select ${columns} from ${listings} where ${where ?? sql`true`})`;
}

/**
 * How many listings meet `where`, up to `limit`. Only words need the CTE: without them the
 * planner's estimates hold, and an index of the filters stops at the limit (a category and a
 * region: 148 pages read, against 8,849 for all the category's rows through the CTE).
 */
async function countUpTo(db: Database, { where, words }: { where: SQL | undefined; words: boolean }, limit: number): Promise<number> {
  const result = words
    ? await db.execute(sql`${matchedCte(where, sql`${listings.id}`)} select count(*)::int as total from (select 1 from matched limit ${limit}) as firsts`)
    : await db.execute(sql`select count(*)::int as total from (select ${listings.id} from ${listings} where ${where ?? sql`true`} limit ${limit}) as firsts`);
  return (result as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
}

/** The conditions of a search, and whether it has words. */
function matchesOf(query: CatalogQuery): { where: SQL | undefined; words: boolean } {
  const filter = catalogFilter(query);
  return { where: and(...catalogConditions(filter)), words: filter.tsquery !== null };
}

/**
 * "Best match" reads each match's vector to rank it: it ranks the first RANKED_MATCHES found
 * (the search index's bitmap, or the table, read in the table's order, stopping there). The
 * matches are read once for the ranking and the count: the bitmap of common words' prefixes
 * costs more than the rest of the page (docs/decisions/029).
 */
async function rankedPage(db: Database, page: PageQuery, attributes: AttributeFacets | null): Promise<{ rows: PageRow[]; total: number; attributes?: number[] | null }> {
  const { id, search, hasPhotos, createdAt } = listings;
  const found = await pageOfMatches(db, page, { columns: [id, search, hasPhotos, createdAt], among: RANKED_MATCHES, countedTo: page.readLimit, attributes });
  return { rows: await rowsOf(db, page, found.ids), total: found.total, ...(attributes ? { attributes: found.attribute_counts ?? null } : {}) };
}

/** A search's words expected in at most this many listings have all their matches sorted in the buyer's order. */
const SORTED_WHEN_EXPECTED = 10_000;

/**
 * Words in an order other than "Best match". Reading the order's index and keeping the rows
 * with the words is the planner's choice with a LIMIT, and it holds only when the words are
 * spread along that order: a G650's year is among the newest, but not under $5M, so
 * `G650ER` newest first under $5M read most of the table (647 ms at 100,000 listings), and
 * every PC-12 is dearer than most aircraft, so `PC12 NGX` by lowest price read the price
 * index for 1.5 s at a million. So the planner's estimate of the matches is asked first:
 * expected in at most SORTED_WHEN_EXPECTED listings (`PC12`: 4,223 expected at 100,000;
 * 1,735 pages), all their matches are sorted in the one statement that counts them. Words in
 * more are met early along most orders (`FIKI` by lowest price, 178,000 matches at a
 * million: its twelfth about the 36,000th listing), so as many listings of the order as
 * matches are expected are read for the page when a sample of the matches says a page of them
 * likely lies there (likelyAlongOrder), and all the matches are sorted when it does not, or
 * when fewer than a page of those read has the words: at most about twice what the better of
 * the two reads (docs/decisions/050, 057, 060).
 */
async function sortedMatchesPage(db: Database, page: PageQuery, query: CatalogQuery): Promise<{ rows: PageRow[]; total: number }> {
  // Asked first, so that the matches are read once: a bitmap of many word prefixes costs more than the rest (`turbine` on PGlite).
  const expected = await expectedRows(db, sql`select 1 from ${listings} where ${page.where ?? sql`true`}`);
  // No plan, no estimate (expectedRows: infinite): all sorted.
  if (Number.isFinite(expected) && expected > SORTED_WHEN_EXPECTED && (await likelyAlongOrder(db, query, expected))) {
    const walked = await pageAlongOrder(db, query, Math.ceil(expected));
    if (walked !== null) return { rows: await rowsOf(db, page, walked), total: await countMatches(db, page) };
  }
  const found = await pageOfMatches(db, page, { columns: ORDER_COLUMNS, among: null, countedTo: page.readLimit });
  return { rows: await rowsOf(db, page, found.ids), total: found.total };
}

/** How many matches, the first found, tell where a page of them lies along the buyer's order. */
const SAMPLED_MATCHES = 256;

/**
 * The first column of the orders a sample of matches can judge, and its direction. Not the
 * newest first: the first matches found are the table's oldest rows (listings are added in
 * time order), no sample of their dates; that order's index is read as far as the matches
 * expected, as a common word's newest are met early.
 */
const LEADING: Partial<Record<CatalogSort, { column: Column; descending: boolean }>> = {
  "price-low": { column: listings.price, descending: false },
  "price-high": { column: listings.price, descending: true },
  "year-new": { column: listings.year, descending: true },
  "year-old": { column: listings.year, descending: false },
};

/**
 * Whether a page of the matches likely lies among the first `expected` listings of the order
 * that meet the other filters. The first SAMPLED_MATCHES found (in the table's order, not the
 * buyer's) say how far along the order a page of all the matches would reach if they were
 * spread as the sample is, with twice the margin; the planner's statistics say how many
 * listings come before that. Every PC-12 is dearer than half the listings, so `PC12` by lowest
 * price at a million (44,000 matches) sorts its matches at once instead of first reading
 * 44,000 cheaper listings along the price index for none (90 ms).
 */
export async function likelyAlongOrder(db: Database, query: CatalogQuery, expected: number): Promise<boolean> {
  const leading = LEADING[query.sort];
  if (leading === undefined) return true;
  const { column, descending } = leading;
  const reach = Math.ceil((2 * query.page * CATALOG_PAGE_SIZE * SAMPLED_MATCHES) / expected);
  if (reach > SAMPLED_MATCHES) return false;
  const filter = catalogFilter(query);
  const result = await db.execute(sql`${matchedCte(and(...catalogConditions(filter)), sql`${column} as lead`)}, sampled as (select lead from matched limit ${SAMPLED_MATCHES})
    select (select count(*)::int from sampled) as sampled, (select sampled.lead::text as bound from sampled order by sampled.lead ${descending ? sql`desc` : sql`asc`} offset ${reach - 1} limit 1) as bound`);
  const { sampled, bound } = (result as unknown as { rows: { sampled: number; bound: string | null }[] }).rows[0] ?? { sampled: 0, bound: null };
  // Fewer matches than sampled: sorting them all is cheap.
  if (sampled < SAMPLED_MATCHES || bound === null) return false;
  const before = and(...catalogConditions({ ...filter, tsquery: null }), descending ? sql`${column} >= ${bound}` : sql`${column} <= ${bound}`);
  return (await expectedRows(db, sql`select 1 from ${listings} where ${before}`)) <= expected;
}

/**
 * The ids of a page of a search with words (not near an airport) when at least a page of its
 * matches lies among the first `walked` listings of its order that meet its other filters:
 * then they are the order's first matches. Otherwise null. The LIMIT inside keeps the planner
 * from reading on past them.
 */
export async function pageAlongOrder(db: Database, query: CatalogQuery, walked: number): Promise<number[] | null> {
  const filter = catalogFilter(query);
  if (filter.tsquery === null) return null;
  const order = sql.join(orderOf(query.sort, filter.tsquery, null), sql`, `);
  const result = await db.execute(sql`
    select array(select ${listings.id} from (select ${sql.join([...ORDER_COLUMNS, listings.search], sql`, `)} from ${listings}
      where ${and(...catalogConditions({ ...filter, tsquery: null }))} order by ${order} limit ${walked}) as ${listings}
    where ${wordsMatch(filter.tsquery)} order by ${order} limit ${CATALOG_PAGE_SIZE} offset ${(query.page - 1) * CATALOG_PAGE_SIZE}) as ids`);
  const ids = (result as unknown as { rows: { ids: number[] }[] }).rows[0]?.ids ?? [];
  return ids.length === CATALOG_PAGE_SIZE ? ids : null;
}

/** The columns every order but "Best match" reads. */
const ORDER_COLUMNS = [listings.id, listings.price, listings.year, listings.hasPhotos, listings.createdAt];

/** The page's rows in its order, the planner choosing how (an order's index, mostly). */
function rowsInOrder(db: Database, page: PageQuery): Promise<PageRow[]> {
  return db.select(page.columns).from(listings).where(page.where).orderBy(...page.order).limit(CATALOG_PAGE_SIZE).offset(page.offset);
}

/**
 * One statement: the matches (matchedCte, with the columns the page's order reads), how many
 * there are up to `countedTo`, and the ids of the page among the first `among` found, in the
 * page's order (they go by the table's name, so the order reads them unchanged); `among` null: all of them.
 */
async function pageOfMatches(
  db: Database,
  page: PageQuery,
  { columns, among, countedTo, attributes = null }: { columns: Column[]; among: number | null; countedTo: number; attributes?: AttributeFacets | null },
) {
  const read = attributes ? [...columns, ...attributeColumns()] : columns;
  // The attribute choices' counts of the first matches, up to one more than they count (catalogAttributeCounts).
  const counted = attributes ? sql`, (select ${attributeCountsArray(attributes)} from (select * from matched limit ${RANKED_MATCHES + 1}) as matches) as attribute_counts` : sql``;
  const result = await db.execute(sql`${matchedCte(page.where, sql.join(read, sql`, `))}
    select (select count(*)::int from (select 1 from matched limit ${countedTo}) as firsts) as total,
      array(select ${listings.id} from (select * from matched ${among === null ? sql`` : sql`limit ${among}`}) as ${listings} order by ${sql.join(page.order, sql`, `)} limit ${CATALOG_PAGE_SIZE} offset ${page.offset}) as ids${counted}`);
  const [found] = (result as unknown as { rows: { total: number; ids: number[]; attribute_counts?: number[] }[] }).rows;
  return found ?? { total: 0, ids: [] };
}

/** The page's rows, by their ids, in its order. */
async function rowsOf(db: Database, page: PageQuery, ids: number[]): Promise<PageRow[]> {
  return ids.length === 0 ? [] : db.select(page.columns).from(listings).where(inArray(listings.id, ids)).orderBy(...page.order);
}

/** A search without words that matches at most this many listings has them sorted, not its order's index read. */
const FEW_MATCHES = 200;

/**
 * A page in one of the catalogue's orders, and the count of its matches. Near an airport, the
 * page's ids are ordered from the base index alone (it holds every filter's and order's
 * column), and only their rows are read: not every row in the box. Elsewhere the count comes
 * first (it stops at the page's limit): a search of a few matches, or none, has them sorted,
 * as the planner, trusting filters to be independent, would read its order's index hoping to
 * meet them early (`single engine` with six seats newest first: 24,744 pages at 100,000
 * listings for none); more have their order's index read.
 */
async function orderedPage(db: Database, page: PageQuery, nearAirport: boolean): Promise<{ rows: PageRow[]; total: number }> {
  if (nearAirport) {
    const nearest = db.select({ id: listings.id }).from(listings).where(page.where).orderBy(...page.order).limit(CATALOG_PAGE_SIZE).offset(page.offset);
    const [rows, total] = await Promise.all([db.select(page.columns).from(listings).where(inArray(listings.id, nearest)).orderBy(...page.order).limit(CATALOG_PAGE_SIZE), countMatches(db, page)]);
    return { rows, total };
  }
  const total = await countMatches(db, page);
  if (total <= page.offset) return { rows: [], total };
  if (total <= FEW_MATCHES) return { rows: await rowsOf(db, page, (await pageOfMatches(db, page, { columns: ORDER_COLUMNS, among: null, countedTo: 0 })).ids), total };
  return { rows: await rowsInOrder(db, page), total };
}

/** How many listings the catalogue would show for this search, on all its pages: for a buyer's few saved searches, exact. */
export async function countCatalog(db: Database, query: CatalogQuery): Promise<number> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(listings).where(and(...catalogConditions(catalogFilter(query))));
  return counted?.total ?? 0;
}

/** Whether the catalogue would show any aircraft for this search: one match is enough. */
export async function catalogHasAny(db: Database, query: CatalogQuery): Promise<boolean> {
  return (await countUpTo(db, matchesOf(query), 1)) > 0;
}

/** How many aircraft a search shows, counted up to the catalogue's cap ("1,000+"): what an empty result offers beside each filter it could drop. */
export async function countCatalogUpTo(db: Database, query: CatalogQuery): Promise<CatalogTotal> {
  const limit = catalogCountLimit(1);
  return catalogTotal(await countUpTo(db, matchesOf(query), limit), limit);
}
