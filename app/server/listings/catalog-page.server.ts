/**
 * A page of the catalogue and how many it holds: in the order the buyer chose, "Best match"
 * when words are typed (docs/decisions/029), nearest first near an airport. Which listings
 * match is listings.server.ts's (catalogConditions); this module picks how to read the page of
 * them: the reads themselves are catalog-matches.server.ts's, words in another order than
 * "Best match" words-in-order.server.ts's.
 */
import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { AttributeCounts, AttributeFacets } from "~/domain/catalog/aircraft-attributes";
import { CATALOG_PAGE_SIZE, type CatalogQuery, type CatalogTotal, catalogCountLimit, catalogTotal, RANKED_MATCHES } from "~/domain/catalog/catalog";
import type { ListingCardData } from "~/domain/listings/listing";
import type { Database } from "../db/database";
import { listings } from "../db/schema";
import { attributeCountsOf } from "./attribute-counts.server";
import { countMatches, countUpTo, ORDER_COLUMNS, orderOf, type PageQuery, type PageRow, pageOfMatches, rowsOf } from "./catalog-matches.server";
import { withAttributes } from "./facet-summary.server";
import { withCovers } from "./listing-photos.server";
import { CARD_COLUMNS, catalogConditions, toCard } from "./listings.server";
import { catalogFilter, distanceFromBase, nearAirportOf } from "./near-airport.server";
import { sortedMatchesPage } from "./words-in-order.server";

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
  // Only "Best match" reads what the attribute counts read (pageCountsAttributes).
  const counted = attributeCounts && pageCountsAttributes(query) ? query.facets : null;
  const { rows, total, attributeCounts: countedAttributes }: { rows: PageRow[]; total: number; attributeCounts?: AttributeCounts | null } = ranked
    ? await rankedPage(db, page, counted)
    : sorted
      ? await sortedMatchesPage(db, page, query)
      : await orderedPage(db, page, distance !== null);
  const cards = rows.map(({ distanceNm, ...row }) => toCard(airport && distanceNm != null ? { ...row, distance: { nm: distanceNm, from: airport.ident } } : row));
  return {
    listings: await withCovers(db, cards),
    ...catalogTotal(Math.min(total, countLimit), countLimit),
    rankedAmong: ranked && total > RANKED_MATCHES ? RANKED_MATCHES : null,
    ...(countedAttributes !== undefined ? { attributeCounts: countedAttributes } : {}),
  };
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
async function rankedPage(db: Database, page: PageQuery, attributes: AttributeFacets | null): Promise<{ rows: PageRow[]; total: number; attributeCounts?: AttributeCounts | null }> {
  const { id, search, hasPhotos, createdAt } = listings;
  const found = await pageOfMatches(db, page, { columns: [id, search, hasPhotos, createdAt], among: RANKED_MATCHES, countedTo: page.readLimit, attributes });
  const rows = await rowsOf(db, page, found.ids);
  if (!attributes) return { rows, total: found.total };
  // Past RANKED_MATCHES matches the choices are not counted, as catalogAttributeCounts leaves them.
  return { rows, total: found.total, attributeCounts: found.total > RANKED_MATCHES || !found.attribute_counts ? null : attributeCountsOf(attributes, found.attribute_counts) };
}

/** The page's rows in its order, the planner choosing how (an order's index, mostly). */
function rowsInOrder(db: Database, page: PageQuery): Promise<PageRow[]> {
  return db.select(page.columns).from(listings).where(page.where).orderBy(...page.order).limit(CATALOG_PAGE_SIZE).offset(page.offset);
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
