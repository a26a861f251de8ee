/**
 * Reading the summary of counts (catalog_facet_summary, docs/decisions/026 and 056) as if it
 * were the listings: its rows go by the listings' name, and its columns are named as theirs,
 * so the catalogue's own conditions read them unchanged. All but one: whether the seller is
 * verified, which a listing does not hold (FLAG_RULES reads the verifications) and the
 * summary keeps as a column of its own.
 */
import { and, getTableName, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CatalogFilter } from "~/domain/catalog/catalog";
import type { AttributeFlag } from "~/domain/catalog/aircraft-attributes";
import { catalogFacetSummary, listings } from "../db/schema";
import { FLAG_RULES } from "./attribute-filters.server";
import { filterConditions } from "./listings.server";

const summary = alias(catalogFacetSummary, getTableName(listings));
const listingCount = sql.identifier(catalogFacetSummary.listingCount.name);

/** The summary, read under the listings' name. */
export const summaryTable = sql`${catalogFacetSummary} as ${listings}`;

/** What each attribute flag asks of a summary's row. */
export const SUMMARY_FLAG_RULES: Record<AttributeFlag, SQL> = { ...FLAG_RULES, verifiedSeller: sql`${summary.verifiedSeller}` };

/**
 * The rows of the summary that count some listing meeting the search's own filters
 * (filterConditions, the verified seller read from the summary's column).
 */
export function summaryWhere(filter: CatalogFilter): SQL | undefined {
  const verified = filter.verifiedSeller ? [SUMMARY_FLAG_RULES.verifiedSeller] : [];
  return and(sql`${listingCount} > 0`, ...filterConditions({ ...filter, verifiedSeller: null }), ...verified);
}

/** How many listings the rows read that also meet `conditions` stand for: the sum of their counts. */
export function summedWhere(conditions: SQL[]): SQL<number> {
  const filter = conditions.length === 0 ? sql`` : sql` filter (where ${sql.join(conditions, sql` and `)})`;
  return sql<number>`coalesce(sum(${listingCount})${filter}, 0)::int`;
}

/** The summary's count column, for a statement that reads its rows through a CTE. */
export const summaryCount = listingCount;
