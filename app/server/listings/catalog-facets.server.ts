/**
 * How many aircraft each choice of a facet would show, given every other filter in
 * force: a maker's count is of the search without the maker (and its model), and so on.
 */
import { and, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { CatalogQuery } from "~/domain/catalog/catalog";
import { type CatalogFacetCounts, type CatalogFacets, type FacetCount, withoutFacet } from "~/domain/catalog/facets";
import type { Database } from "../db/database";
import { listings } from "../db/schema";
import { catalogConditions, listingRegion } from "./listings.server";
import { catalogFilter } from "./near-airport.server";


export async function catalogFacetCounts(db: Database, query: CatalogQuery): Promise<CatalogFacetCounts> {
  const counts = (facets: CatalogFacets, column: SQL | PgColumn): Promise<FacetCount[]> =>
    db
      .select({ value: sql<string>`${column}`, count: sql<number>`count(*)::int` })
      .from(listings)
      .where(and(...catalogConditions(catalogFilter({ ...query, facets }))))
      .groupBy(column)
      .orderBy(column);
  const [manufacturers, models, regions] = await Promise.all([
    counts(withoutFacet(query.facets, "manufacturer"), listings.manufacturer),
    query.facets.manufacturer ? counts(withoutFacet(query.facets, "model"), listings.model) : Promise.resolve([]),
    counts(withoutFacet(query.facets, "region"), listingRegion),
  ]);
  return { manufacturers, models, regions };
}
