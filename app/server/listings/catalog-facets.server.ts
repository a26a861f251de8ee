/**
 * How many aircraft each choice of a facet would show, given every other filter in
 * force: a maker's count is of the search without the maker (and its model), and so on.
 *
 * One statement, one pass over listings: the search's matches with every counted facet
 * left open are read once into a CTE, then grouped for the makers, models and regions
 * (GROUPING SETS) and counted for every number facet's choices (FILTER clauses). Each
 * count adds back the other facets' conditions exactly as catalogFilterOf sets them, so
 * a count is what the catalogue shows once that choice is made.
 *
 * Without words or an airport, and with the price, hours and hours-to-TBO bounds the form
 * offers, the same statement reads the summary of counts (catalog_facet_summary: a row per
 * combination, the catalogue's own conditions reading its columns) instead of every listing,
 * and sums its counts (docs/decisions/026), the attribute filters in force too (056). Words that match more than RANKED_MATCHES listings are
 * not counted: the choices are the search's without its words, with no count.
 */
import { and, type SQL, sql } from "drizzle-orm";
import { type CatalogFilter, type CatalogQuery, RANKED_MATCHES } from "~/domain/catalog/catalog";
import { numberFacetChoices } from "~/domain/catalog/facet-choices";
import { summaryCounts } from "~/domain/catalog/facet-summary";
import {
  type CatalogFacetCounts,
  type CatalogFacets,
  type FacetCount,
  type FacetKey,
  NUMBER_FACETS,
  type NumberCount,
  type NumberFacet,
  withoutFacet,
} from "~/domain/catalog/facets";
import type { Database } from "../db/database";
import { listings } from "../db/schema";
import { summaryMatches, summedWhere } from "./facet-summary.server";
import { catalogConditions, filterConditions, listingRegion } from "./listings.server";
import { catalogFilter } from "./near-airport.server";

export async function catalogFacetCounts(db: Database, query: CatalogQuery): Promise<CatalogFacetCounts> {
  const open = catalogFilter({ ...query, facets: without(query.facets, ["manufacturer", "region", ...NUMBER_FACETS]) });
  const inForce = catalogFilter(query);
  const byModel = query.facets.manufacturer !== "";
  const namedFacets: FacetKey[] = ["manufacturer", "region", ...(byModel ? (["model"] as const) : [])];
  const withoutFilters = Object.fromEntries(namedFacets.map((key) => [key, catalogFilter({ ...query, facets: withoutFacet(query.facets, key) })])) as Partial<Record<FacetKey, CatalogFilter>>;
  const choices = NUMBER_FACETS.flatMap((key) =>
    numberFacetChoices(query.facets, key).map((value) => ({ key, value, filter: catalogFilter({ ...query, facets: { ...query.facets, [key]: value } }) })),
  );
  const fromSummary = summaryCounts([open, inForce, ...Object.values(withoutFilters), ...choices.map((choice) => choice.filter)]);
  const countWhere = fromSummary ? summedWhere : countedWhere;
  // Words are counted only when they match at most RANKED_MATCHES listings: the matches are
  // read up to one more, and past that left uncounted.
  const bounded = !fromSummary && open.tsquery !== null;
  // Each named facet in force is met or not once per match (a column of the CTE), not once per count.
  const flag = (key: NamedBound) => sql.identifier(`in_${key}`);
  const namedInForce = NAMED_BOUNDS.filter((key) => inForce[key] !== null);
  const flags = namedInForce.map((key) => sql`${sql.join(conditionsOn(inForce, [key]), sql` and `)} as ${flag(key)}`);
  const flagged = (filter: CatalogFilter) => namedInForce.filter((key) => filter[key] !== null).map((key) => sql`${flag(key)}`);
  // A maker's, model's or region's count needs every number bound in force (the WHERE of its
  // branch) and the named facets the count keeps; a number choice's count needs every named
  // facet in force (the WHERE of its branch) and its own bounds.
  const countWithout = (key: FacetKey) => countWhere(flagged(withoutFilters[key] ?? inForce));
  const sets = [sql`(${listings.manufacturer})`, sql`(${listingRegion})`, ...(byModel ? [sql`(${listings.model})`] : [])];
  const choiceCounts = choices.map(({ filter }) => countWhere(conditionsOn(filter, NUMBER_BOUNDS)));
  const where = (conditions: SQL[]) => (conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`);
  const { manufacturer, model, location, year, price, totalTimeHours, seats } = listings;
  const columns = [manufacturer, model, location, year, price, totalTimeHours, seats].map((column) => sql.identifier(column.name));
  // The matches go by the table's own name, so the catalogue's conditions read them unchanged;
  // the summary's rows too, each standing for listing_count listings.
  const matches = fromSummary
    ? summaryMatches(open, [...columns, ...flags])
    : sql`select ${sql.join([...columns, ...flags], sql`, `)} from ${listings} where ${and(...catalogConditions(open))}`;
  // Words' matches are read up to one more than counted, from a CTE planned for all of them
  // (a LIMIT in it would have the planner read the table hoping to stop early: see matchedCte).
  const read = bounded ? sql`with matched as materialized (${matches}), ${listings} as materialized (select * from matched limit ${RANKED_MATCHES + 1})` : sql`with ${listings} as materialized (${matches})`;
  const result = await db.execute(sql`
    ${read}
    select grouping(${manufacturer}) as "byMaker", grouping(${listingRegion}) as "byRegion",
      coalesce(${manufacturer}, ${listingRegion}${byModel ? sql`, ${model}` : sql``}) as "value",
      ${countWithout("manufacturer")} as "makers", ${countWithout("region")} as "regions", ${byModel ? countWithout("model") : sql`0`} as "models",
      null::int[] as "choices", 0 as "matched"
    from ${listings} ${where(conditionsOn(inForce, NUMBER_BOUNDS))} group by grouping sets (${sql.join(sets, sql`, `)})
    union all
    select 1, 1, null, 0, 0, 0, array[${sql.join(choiceCounts, sql`, `)}], (select count(*)::int from ${listings}) from ${listings} ${where(flagged(inForce))}
    order by 3`);
  const rows = (result as unknown as { rows: FacetRow[] }).rows;
  const totals = rows.find((row) => row.choices !== null);
  if (bounded && (totals?.matched ?? 0) > RANKED_MATCHES) return { ...(await catalogFacetCounts(db, { ...query, q: "" })), counted: false };
  // A value the other filters leave nothing for is not offered (the form adds back one in force).
  const named = (pick: (row: FacetRow) => boolean, count: (row: FacetRow) => number): FacetCount[] =>
    rows.filter(pick).flatMap((row) => (count(row) > 0 && row.value !== null ? [{ value: row.value, count: count(row) }] : []));
  const choiceTotals = totals?.choices ?? [];
  const numbers = Object.fromEntries(NUMBER_FACETS.map((key) => [key, [] as NumberCount[]])) as Record<NumberFacet, NumberCount[]>;
  choices.forEach(({ key, value }, index) => numbers[key].push({ value, count: choiceTotals[index] ?? 0 }));
  return {
    manufacturers: named((row) => row.byMaker === 0, (row) => row.makers),
    regions: named((row) => row.byRegion === 0, (row) => row.regions),
    models: byModel ? named((row) => row.byMaker === 1 && row.byRegion === 1 && row.choices === null, (row) => row.models) : [],
    numbers,
    counted: true,
  };
}

type FacetRow = { byMaker: number; byRegion: number; value: string | null; makers: number; regions: number; models: number; choices: number[] | null; matched: number };

const NAMED_BOUNDS = ["manufacturer", "model", "region"] as const satisfies (keyof CatalogFilter)[];
type NamedBound = (typeof NAMED_BOUNDS)[number];
/** The bounds a filter takes from the number facets (and the price band, which they narrow). */
const NUMBER_BOUNDS = ["minPrice", "maxPrice", "minYear", "maxYear", "maxTotalTime", "minSeats"] as const satisfies (keyof CatalogFilter)[];

/** The filter's conditions on `keys` alone: what a count adds back to the open search. */
function conditionsOn(filter: CatalogFilter, keys: readonly (keyof CatalogFilter)[]): SQL[] {
  const unset = Object.fromEntries(Object.keys(filter).map((key) => [key, null])) as { [Key in keyof CatalogFilter]: null };
  return filterConditions({ ...unset, ...Object.fromEntries(keys.map((key) => [key, filter[key]])) });
}

/** How many of the listings read also meet `conditions`. */
function countedWhere(conditions: SQL[]): SQL<number> {
  return conditions.length === 0 ? sql<number>`count(*)::int` : sql<number>`(count(*) filter (where ${sql.join(conditions, sql` and `)}))::int`;
}

const without = (facets: CatalogFacets, keys: readonly FacetKey[]) => keys.reduce(withoutFacet, facets);
