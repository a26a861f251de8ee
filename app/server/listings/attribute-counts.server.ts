/**
 * How many aircraft each attribute choice would show (ADS-B Out, no damage history, ...,
 * "1,000+ hours to TBO"), given every other filter in force: one statement reads the
 * search's matches with the attribute filters left open, works out each match's attributes
 * once, and counts every choice with the other attributes in force (FILTER clauses), so a
 * count is what the catalogue shows once that choice is made.
 *
 * Without words or an airport, and with bounds the form offers, the matches are the rows of
 * the attribute summary of counts, each standing for its count of listings (docs/decisions/056),
 * as for the other facets; else the listings themselves (docs/decisions/049). Words that match more
 * than RANKED_MATCHES listings are not counted, as for the other facets: null.
 */
import { and, type SQL, sql } from "drizzle-orm";
import { type CatalogQuery, RANKED_MATCHES } from "~/domain/catalog/catalog";
import { ATTRIBUTE_FLAGS, type AttributeCounts, type AttributeFacets, type AttributeFlag, engineHoursChoices, NO_ATTRIBUTES } from "~/domain/catalog/aircraft-attributes";
import { summaryCounts } from "~/domain/catalog/facet-summary";
import type { Database } from "../db/database";
import { listings } from "../db/schema";
import { engineHoursRemaining, FLAG_RULES } from "./attribute-filters.server";
import { SUMMARY_FLAG_RULES, SUMMARY_TOTALS, summaryMatches, summaryTotals, summedWhere, withAttributes } from "./facet-summary.server";
import { catalogConditions } from "./listings.server";
import { catalogFilter } from "./near-airport.server";

const HOURS = sql.identifier("engine_hours");

export async function catalogAttributeCounts(db: Database, query: CatalogQuery): Promise<AttributeCounts | null> {
  const facets = query.facets;
  const open = catalogFilter({ ...query, facets: { ...facets, ...NO_ATTRIBUTES } });
  const hours = engineHoursChoices(facets.minEngineHours);
  const fromSummary = summaryCounts([open, catalogFilter(query), ...hours.map((value) => catalogFilter({ ...query, facets: { ...facets, minEngineHours: value } }))]);
  const bounded = !fromSummary && open.tsquery !== null;
  const columns = attributeColumns(fromSummary ? SUMMARY_FLAG_RULES : FLAG_RULES);
  const counts = countsOf(facets, fromSummary ? summedWhere : countedWhere);
  const matches = fromSummary
    ? summaryMatches(open, columns, true)
    : sql`select ${sql.join(columns, sql`, `)} from ${listings} where ${and(...catalogConditions(open))} ${bounded ? sql`limit ${RANKED_MATCHES + 1}` : sql``}`;
  // With no attribute filter in force the facets' summary keeps each choice's count as a column of its own.
  const totals = [...ATTRIBUTE_FLAGS.map((key) => SUMMARY_TOTALS.flags[key]), ...hours.map((value) => SUMMARY_TOTALS.engineHours.get(value))];
  const result = await db.execute(
    fromSummary && !withAttributes(catalogFilter(query)) && totals.every((total) => total !== undefined)
      ? summaryTotals(open, totals)
      : sql`with matches as materialized (${matches}) select array[${sql.join(counts, sql`, `)}] as "counts", count(*)::int as "matched" from matches`,
  );
  const [row] = (result as unknown as { rows: { counts: number[]; matched: number }[] }).rows;
  if (!row || (bounded && row.matched > RANKED_MATCHES)) return null;
  return attributeCountsOf(facets, row.counts);
}

/** Each match's attributes, as the counts read them: columns of the statement's `matches`. */
export function attributeColumns(rules: Record<AttributeFlag, SQL> = FLAG_RULES): SQL[] {
  return [...ATTRIBUTE_FLAGS.map((key) => sql`${rules[key]} as ${sql.identifier(key)}`), sql`${engineHoursRemaining} as ${HOURS}`];
}

/** Every choice's count over matches read with attributeColumns, the other attribute filters in force, as one array. */
export function attributeCountsArray(facets: AttributeFacets): SQL {
  return sql`array[${sql.join(countsOf(facets, countedWhere), sql`, `)}]`;
}

function countsOf(facets: AttributeFacets, countWhere: (conditions: SQL[]) => SQL): SQL[] {
  return [
    ...ATTRIBUTE_FLAGS.map((key) => countWhere([...othersInForce(facets, key), sql`${sql.identifier(key)}`])),
    ...engineHoursChoices(facets.minEngineHours).map((value) => countWhere([...othersInForce(facets, "minEngineHours"), sql`${HOURS} >= ${value}`])),
  ];
}

/** The counts attributeCountsArray gave, by choice. */
export function attributeCountsOf(facets: AttributeFacets, counts: readonly number[]): AttributeCounts {
  const flags = Object.fromEntries(ATTRIBUTE_FLAGS.map((key, index) => [key, counts[index] ?? 0])) as Record<AttributeFlag, number>;
  return { flags, engineHours: engineHoursChoices(facets.minEngineHours).map((value, index) => ({ value, count: counts[ATTRIBUTE_FLAGS.length + index] ?? 0 })) };
}

/** The attribute filters in force but `except`, over the matches' columns. */
function othersInForce(facets: AttributeFacets, except: keyof AttributeFacets): SQL[] {
  const conditions = ATTRIBUTE_FLAGS.filter((key) => key !== except && facets[key]).map((key) => sql`${sql.identifier(key)}`);
  if (except !== "minEngineHours" && facets.minEngineHours !== null) conditions.push(sql`${HOURS} >= ${facets.minEngineHours}`);
  return conditions;
}

const countedWhere = (conditions: SQL[]): SQL => sql`(count(*) filter (where ${sql.join(conditions, sql` and `)}))::int`;
