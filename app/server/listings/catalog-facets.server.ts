/**
 * How many aircraft each choice of a facet would show, given every other filter in
 * force: a maker's count is of the search without the maker (and its model), and so on.
 *
 * Two statements, each one pass over the search's matches with the facets it counts left
 * open: the makers, models and regions by GROUPING SETS, and every number facet's choices
 * by FILTER clauses. Each count adds back the other facets' conditions, exactly as
 * catalogFilterOf sets them, so a count is what the catalogue shows once it is chosen.
 */
import { and, type SQL, sql } from "drizzle-orm";
import type { CatalogFilter, CatalogQuery } from "~/domain/catalog/catalog";
import { numberFacetChoices } from "~/domain/catalog/facet-choices";
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
import { catalogConditions, filterConditions, listingRegion } from "./listings.server";
import { catalogFilter } from "./near-airport.server";

export async function catalogFacetCounts(db: Database, query: CatalogQuery): Promise<CatalogFacetCounts> {
  const [named, numbers] = await Promise.all([namedFacetCounts(db, query), numberFacetCounts(db, query)]);
  return { ...named, numbers };
}

/** The filter's conditions on `keys` alone: what a count adds back to the pass's open search. */
function conditionsOn(filter: CatalogFilter, keys: readonly (keyof CatalogFilter)[]): SQL[] {
  const unset = Object.fromEntries(Object.keys(filter).map((key) => [key, null])) as { [Key in keyof CatalogFilter]: null };
  return filterConditions({ ...unset, ...Object.fromEntries(keys.map((key) => [key, filter[key]])) });
}

/** count(*) of the rows that also meet `conditions`. */
function countWhere(conditions: SQL[]): SQL<number> {
  return conditions.length === 0 ? sql<number>`count(*)::int` : sql<number>`(count(*) filter (where ${sql.join(conditions, sql` and `)}))::int`;
}

const without = (facets: CatalogFacets, keys: readonly FacetKey[]) => keys.reduce(withoutFacet, facets);

const NAMED_BOUNDS = ["manufacturer", "model", "region"] as const satisfies (keyof CatalogFilter)[];

/** Makers, the chosen maker's models, and regions, with their counts, in one grouped pass. */
async function namedFacetCounts(db: Database, query: CatalogQuery): Promise<Omit<CatalogFacetCounts, "numbers">> {
  const countWithout = (key: FacetKey) => countWhere(conditionsOn(catalogFilter({ ...query, facets: withoutFacet(query.facets, key) }), NAMED_BOUNDS));
  // A model is counted within its maker, so only once a maker is chosen.
  const byModel = query.facets.manufacturer !== "";
  const sets = [sql`(${listings.manufacturer})`, sql`(${listingRegion})`, ...(byModel ? [sql`(${listings.model})`] : [])];
  const rows = await db
    .select({
      byMaker: sql<number>`grouping(${listings.manufacturer})`,
      byRegion: sql<number>`grouping(${listingRegion})`,
      value: byModel ? sql<string>`coalesce(${listings.manufacturer}, ${listingRegion}, ${listings.model})` : sql<string>`coalesce(${listings.manufacturer}, ${listingRegion})`,
      makers: countWithout("manufacturer"),
      regions: countWithout("region"),
      models: byModel ? countWithout("model") : sql<number>`0`,
    })
    .from(listings)
    .where(and(...catalogConditions(catalogFilter({ ...query, facets: without(query.facets, ["manufacturer", "region"]) }))))
    .groupBy(sql`grouping sets (${sql.join(sets, sql`, `)})`)
    .orderBy(sql`3`);
  // A value the other filters leave nothing for is not offered (the form adds back one in force).
  const counted = (rows: { value: string; count: number }[]): FacetCount[] => rows.filter((row) => row.count > 0);
  return {
    manufacturers: counted(rows.filter((row) => row.byMaker === 0).map((row) => ({ value: row.value, count: row.makers }))),
    regions: counted(rows.filter((row) => row.byRegion === 0).map((row) => ({ value: row.value, count: row.regions }))),
    models: counted(rows.filter((row) => row.byMaker === 1 && row.byRegion === 1).map((row) => ({ value: row.value, count: row.models }))),
  };
}

/** The bounds a filter takes from the number facets (and the price band, which they narrow). */
const NUMBER_BOUNDS = ["minPrice", "maxPrice", "minYear", "maxYear", "maxTotalTime", "minSeats"] as const satisfies (keyof CatalogFilter)[];

/** Every choice of every number facet, in one pass over the search's matches with no number facet set. */
async function numberFacetCounts(db: Database, query: CatalogQuery): Promise<Record<NumberFacet, NumberCount[]>> {
  const choices = NUMBER_FACETS.flatMap((key) => numberFacetChoices(query.facets, key).map((value) => ({ key, value })));
  const columns = Object.fromEntries(
    choices.map(({ key, value }, index) => [`c${index}`, countWhere(conditionsOn(catalogFilter({ ...query, facets: { ...query.facets, [key]: value } }), NUMBER_BOUNDS))]),
  );
  const [row] = await db
    .select(columns)
    .from(listings)
    .where(and(...catalogConditions(catalogFilter({ ...query, facets: without(query.facets, NUMBER_FACETS) }))));
  const counts = Object.fromEntries(NUMBER_FACETS.map((key) => [key, [] as NumberCount[]])) as Record<NumberFacet, NumberCount[]>;
  choices.forEach(({ key, value }, index) => counts[key].push({ value, count: row?.[`c${index}`] ?? 0 }));
  return counts;
}
