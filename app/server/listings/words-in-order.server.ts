/**
 * A search's words in another order than "Best match" (newest first, by price or by year): all
 * their matches sorted, or the order's index read only as far as they are expected to match
 * (docs/decisions/057, 060).
 */
import { and, type Column, sql } from "drizzle-orm";
import { CATALOG_PAGE_SIZE, type CatalogQuery, type CatalogSort } from "~/domain/catalog/catalog";
import type { Database } from "../db/database";
import { expectedRows } from "../db/expected-rows.server";
import { listings } from "../db/schema";
import { countMatches, matchedCte, ORDER_COLUMNS, orderOf, type PageQuery, type PageRow, pageOfMatches, rowsOf } from "./catalog-matches.server";
import { catalogConditions, wordsMatch } from "./listings.server";
import { catalogFilter } from "./near-airport.server";

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
export async function sortedMatchesPage(db: Database, page: PageQuery, query: CatalogQuery): Promise<{ rows: PageRow[]; total: number }> {
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
