/**
 * Reading a summary of counts (docs/decisions/026 and 056) as if it were the listings: its
 * rows go by the listings' name, and its columns are named as theirs, so the catalogue's own
 * conditions read them unchanged. All but one: whether the seller is verified, which a
 * listing does not hold (FLAG_RULES reads the verifications) and the attribute summary keeps
 * as a column of its own.
 *
 * Two summaries: catalog_facet_summary by the facets alone, and catalog_attribute_summary
 * by the attribute filters too (more rows: a search with none in force reads the first).
 */
import { and, getTableName, type SQL, type SQLChunk, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CatalogFilter } from "~/domain/catalog/catalog";
import { ATTRIBUTE_FLAGS, type AttributeFlag } from "~/domain/catalog/aircraft-attributes";
import { catalogAttributeSummary, catalogFacetSummary, listings } from "../db/schema";
import { FLAG_RULES } from "./attribute-filters.server";
import { filterConditions } from "./listings.server";

const attributeSummary = alias(catalogAttributeSummary, getTableName(listings));
const listingCount = sql.identifier(catalogFacetSummary.listingCount.name);

/** What each attribute flag asks of a row of the attribute summary. */
export const SUMMARY_FLAG_RULES: Record<AttributeFlag, SQL> = { ...FLAG_RULES, verifiedSeller: sql`${attributeSummary.verifiedSeller}` };

const summed = (column: { name: string }) => sql`coalesce(sum(${sql.identifier(column.name)}), 0)::int`;
const totals = catalogFacetSummary;

/**
 * The attribute counts from the facets' summary, which keeps, for each combination, how many
 * of its listings have each flag and at least each of the form's hours to TBO
 * (ENGINE_HOURS_PRESETS): with no attribute filter in force, each choice's count is the sum
 * of its column over the rows the search reads.
 */
export const SUMMARY_TOTALS: { flags: Record<AttributeFlag, SQL>; engineHours: ReadonlyMap<number, SQL> } = {
  flags: {
    adsbOut: summed(totals.withAdsbOut),
    noDamage: summed(totals.withNoDamageHistory),
    completeLogbooks: summed(totals.withCompleteLogbooks),
    verifiedSeller: summed(totals.withVerifiedSeller),
    hasPhotos: summed(totals.withPhotos),
  },
  engineHours: new Map([
    [250, summed(totals.engineHours250)],
    [500, summed(totals.engineHours500)],
    [1_000, summed(totals.engineHours1000)],
    [1_500, summed(totals.engineHours1500)],
    [2_000, summed(totals.engineHours2000)],
    [3_000, summed(totals.engineHours3000)],
    [5_000, summed(totals.engineHours5000)],
  ]),
};

/** Whether any attribute filter is in force: then only the attribute summary answers. */
export const withAttributes = (filter: CatalogFilter) => filter.minEngineHours !== null || ATTRIBUTE_FLAGS.some((flag) => filter[flag] !== null);

/**
 * The summary that keeps what `filter` asks, read under the listings' name: its rows that
 * count some listing meeting the search's own filters (filterConditions, the verified seller
 * read from the attribute summary's column). `attributes`: the attribute summary whatever
 * the filter (the attribute counts read it).
 */
export function summaryMatches(filter: CatalogFilter, columns: SQLChunk[], attributes = withAttributes(filter)): SQL {
  if (!attributes) return sql`select ${sql.join([...columns, listingCount], sql`, `)} from ${catalogFacetSummary} as ${listings} where ${summaryWhere(filter)}`;
  // The attribute summary has several rows for each of the first's: once its own conditions are
  // met, the rows alike in the columns asked are added up, so the counts read fewer (a fifth at 100,000).
  const positions = sql.raw(columns.map((_, index) => index + 1).join(", "));
  return sql`select ${sql.join([...columns, sql`sum(${listingCount})::int as ${listingCount}`], sql`, `)}
    from ${catalogAttributeSummary} as ${listings} where ${summaryWhere(filter)} group by ${positions}`;
}

/** The attribute counts of a search with no attribute filter in force, from the facets' summary: SUMMARY_TOTALS' sums, as an array "counts". */
export function summaryTotals(filter: CatalogFilter, totals: SQL[]): SQL {
  return sql`select array[${sql.join(totals, sql`, `)}] as "counts", 0 as "matched" from ${catalogFacetSummary} as ${listings} where ${summaryWhere(filter)}`;
}

function summaryWhere(filter: CatalogFilter): SQL | undefined {
  const verified = filter.verifiedSeller ? [SUMMARY_FLAG_RULES.verifiedSeller] : [];
  return and(sql`${listingCount} > 0`, ...filterConditions({ ...filter, verifiedSeller: null }), ...verified);
}

/** How many listings the rows read that also meet `conditions` stand for: the sum of their counts. */
export function summedWhere(conditions: SQL[]): SQL<number> {
  const filter = conditions.length === 0 ? sql`` : sql` filter (where ${sql.join(conditions, sql` and `)})`;
  return sql<number>`coalesce(sum(${listingCount})${filter}, 0)::int`;
}
