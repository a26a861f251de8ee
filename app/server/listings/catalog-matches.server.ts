/**
 * How a page of the catalogue reads a search's matches: the catalogue's orders, the matches as
 * one materialized CTE (matchedCte), how many there are up to a limit, a page of their ids in
 * the page's order, and the rows of those ids. catalog-page.server.ts picks the way for each
 * search; words-in-order.server.ts the way for words in another order than "Best match".
 */
import { asc, type Column, desc, inArray, sql, type SQL } from "drizzle-orm";
import type { AttributeFacets } from "~/domain/catalog/aircraft-attributes";
import { CATALOG_PAGE_SIZE, type CatalogSort, RANKED_MATCHES } from "~/domain/catalog/catalog";
import type { Database } from "../db/database";
import { listings } from "../db/schema";
import { attributeColumns, attributeCountsArray } from "./attribute-counts.server";
import type { CARD_COLUMNS, CardRow } from "./listings.server";

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
export function orderOf(sort: CatalogSort, tsquery: string | null, distance: SQL | null): SQL[] {
  if (sort === "distance") return distance ? [sql`${distance} asc`, photosFirst, asc(listings.id)] : ORDER_BY.newest;
  if (sort !== "relevance") return ORDER_BY[sort];
  if (tsquery === null) return ORDER_BY.newest;
  return [sql`ts_rank(${listings.search}, to_tsquery('simple', ${tsquery})) desc`, photosFirst, desc(listings.createdAt), desc(listings.id)];
}

export type PageRow = CardRow & { distanceNm?: number | null };

/** A page of a search as its reads take it: its conditions, whether they hold words, how far to count, its columns, order and offset. */
export type PageQuery = { where: SQL | undefined; words: boolean; readLimit: number; columns: typeof CARD_COLUMNS; order: SQL[]; offset: number };

/** How many listings match, counted up to the page's limit. */
export async function countMatches(db: Database, { where, readLimit, words }: PageQuery): Promise<number> {
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
export function matchedCte(where: SQL | undefined, columns: SQL): SQL {
  return sql`with matched as materialized (select ${columns} from ${listings} where ${where ?? sql`true`})`;
}

/**
 * How many listings meet `where`, up to `limit`. Only words need the CTE: without them the
 * planner's estimates hold, and an index of the filters stops at the limit (a category and a
 * region: 148 pages read, against 8,849 for all the category's rows through the CTE).
 */
export async function countUpTo(db: Database, { where, words }: { where: SQL | undefined; words: boolean }, limit: number): Promise<number> {
  const result = words
    ? await db.execute(sql`${matchedCte(where, sql`${listings.id}`)} select count(*)::int as total from (select 1 from matched limit ${limit}) as firsts`)
    : await db.execute(sql`select count(*)::int as total from (select ${listings.id} from ${listings} where ${where ?? sql`true`} limit ${limit}) as firsts`);
  return (result as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
}

/** The columns every order but "Best match" reads. */
export const ORDER_COLUMNS = [listings.id, listings.price, listings.year, listings.hasPhotos, listings.createdAt];

/**
 * One statement: the matches (matchedCte, with the columns the page's order reads), how many
 * there are up to `countedTo`, and the ids of the page among the first `among` found, in the
 * page's order (they go by the table's name, so the order reads them unchanged); `among` null: all of them.
 */
export async function pageOfMatches(
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
export async function rowsOf(db: Database, page: PageQuery, ids: number[]): Promise<PageRow[]> {
  return ids.length === 0 ? [] : db.select(page.columns).from(listings).where(inArray(listings.id, ids)).orderBy(...page.order);
}
