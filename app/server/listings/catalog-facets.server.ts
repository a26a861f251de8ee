/**
 * How many aircraft each choice of a facet would show, given every other filter in
 * force: a maker's count is of the search without the maker (and its model), and so on.
 */
import { and, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { CatalogFilter, CatalogQuery } from "~/domain/catalog/catalog";
import { numberFacetChoices } from "~/domain/catalog/facet-choices";
import {
  type CatalogFacetCounts,
  type CatalogFacets,
  type FacetCount,
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
  const counts = (facets: CatalogFacets, column: SQL | PgColumn): Promise<FacetCount[]> =>
    db
      .select({ value: sql<string>`${column}`, count: sql<number>`count(*)::int` })
      .from(listings)
      .where(and(...catalogConditions(catalogFilter({ ...query, facets }))))
      .groupBy(column)
      .orderBy(column);
  const [manufacturers, models, regions, numbers] = await Promise.all([
    counts(withoutFacet(query.facets, "manufacturer"), listings.manufacturer),
    query.facets.manufacturer ? counts(withoutFacet(query.facets, "model"), listings.model) : Promise.resolve([]),
    counts(withoutFacet(query.facets, "region"), listingRegion),
    numberFacetCounts(db, query),
  ]);
  return { manufacturers, models, regions, numbers };
}

/** The bounds a filter takes from the number facets (and the price band, which they narrow). */
const NUMBER_BOUNDS = ["minPrice", "maxPrice", "minYear", "maxYear", "maxTotalTime", "minSeats"] as const satisfies (keyof CatalogFilter)[];

function boundsOnly(filter: CatalogFilter): CatalogFilter {
  const unset = Object.fromEntries(Object.keys(filter).map((key) => [key, null])) as { [Key in keyof CatalogFilter]: null };
  return { ...unset, ...Object.fromEntries(NUMBER_BOUNDS.map((key) => [key, filter[key]])) };
}

/**
 * Every choice of every number facet in one pass over the search's matches with no number
 * facet set: each choice's count is filtered by its own bounds and the other facets' bounds,
 * exactly as catalogFilterOf would set them were it chosen.
 */
async function numberFacetCounts(db: Database, query: CatalogQuery): Promise<Record<NumberFacet, NumberCount[]>> {
  const open = NUMBER_FACETS.reduce<CatalogFacets>((facets, key) => withoutFacet(facets, key), query.facets);
  const choices = NUMBER_FACETS.flatMap((key) => numberFacetChoices(query.facets, key).map((value) => ({ key, value })));
  const columns = Object.fromEntries(
    choices.map(({ key, value }, index) => {
      const bounds = filterConditions(boundsOnly(catalogFilter({ ...query, facets: { ...query.facets, [key]: value } })));
      return [`c${index}`, sql<number>`count(*) filter (where ${sql.join(bounds, sql` and `)})::int`];
    }),
  );
  const [row] = await db.select(columns).from(listings).where(and(...catalogConditions(catalogFilter({ ...query, facets: open }))));
  const counts = Object.fromEntries(NUMBER_FACETS.map((key) => [key, [] as NumberCount[]])) as Record<NumberFacet, NumberCount[]>;
  choices.forEach(({ key, value }, index) => counts[key].push({ value, count: row?.[`c${index}`] ?? 0 }));
  return counts;
}
