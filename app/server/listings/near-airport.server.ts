/**
 * "Within 250 nm of KTEB" as the database applies it: a listing's base within the radius of
 * the airport by great-circle distance (the domain's distanceNm), narrowed first to the
 * bounding box so the base index is used. A search names the airport by its code; the
 * server knows the airports (app/server/airports), so it turns the code into a place here.
 */
import { Column, is, type SQL, sql } from "drizzle-orm";
import { boundingBox, EARTH_RADIUS_NM, type GeoPoint } from "~/domain/airports/near-airport";
import { type CatalogFilter, catalogFilterOf, type CatalogQuery, defaultSort } from "~/domain/catalog/catalog";
import { type CatalogFacets, NO_FACETS, withoutFacet } from "~/domain/catalog/facets";
import { findAirport } from "../airports/airports.server";
import { listings } from "../db/schema";

type Operand = number | Column;
const degrees = (operand: Operand) => (is(operand, Column) ? sql`${operand}` : sql`${operand}::float8`);

/** The great-circle distance in nautical miles from a place (values, or a saved search's columns) to each listing's base; null without a base. */
export function distanceFromBase(latitude: Operand, longitude: Operand): SQL<number | null> {
  const lat = degrees(latitude);
  const lon = degrees(longitude);
  return sql<number | null>`(2 * ${EARTH_RADIUS_NM}::float8 * asin(least(1, sqrt(power(sin(radians(${listings.baseLatitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${listings.baseLatitude})) * power(sin(radians(${listings.baseLongitude} - ${lon}) / 2), 2)))))`;
}

/** The condition that a listing's base is within the filter's radius: the bounding box first when the place is a value. */
export function nearConditions({ nearLatitude, nearLongitude, radiusNm }: { nearLatitude: Operand | null; nearLongitude: Operand | null; radiusNm: Operand | null }): SQL[] {
  if (nearLatitude === null || nearLongitude === null || radiusNm === null) return [];
  const within = sql`${distanceFromBase(nearLatitude, nearLongitude)} <= ${degrees(radiusNm)}`;
  if (is(radiusNm, Column) || is(nearLatitude, Column) || is(nearLongitude, Column)) return [sql`(${radiusNm} is null or ${within})`];
  const box = boundingBox({ latitude: nearLatitude, longitude: nearLongitude }, radiusNm);
  const longitudes = box.longitudes.map(([west, east]) => sql`${listings.baseLongitude} between ${west}::float8 and ${east}::float8`);
  return [
    sql`${listings.baseLatitude} between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8`,
    sql`(${sql.join(longitudes, sql` or `)})`,
    within,
  ];
}

/** Where the search's airport is, or null when it names none or one the site does not know. */
export function nearAirportOf(facets: CatalogFacets | undefined): (GeoPoint & { ident: string }) | null {
  const code = (facets ?? NO_FACETS).near;
  return code ? findAirport(code) : null;
}

/** The catalogue's filter for a search, with its airport's place. */
export function catalogFilter(search: Parameters<typeof catalogFilterOf>[0]): CatalogFilter {
  return catalogFilterOf(search, nearAirportOf(search.facets));
}

/** Facets with an airport the site does not know left out: a saved search keeps only what it can match. */
export function withKnownAirportFacets(facets: CatalogFacets): CatalogFacets {
  return facets.near && !findAirport(facets.near) ? withoutFacet(facets, "near") : facets;
}

/**
 * The search with an airport the site does not know left out, and the sentence that says so,
 * so that the page, its counts and a search saved from it all ignore it alike.
 */
export function withKnownAirport(query: CatalogQuery): { query: CatalogQuery; notice: string | null } {
  if (!query.facets.near || findAirport(query.facets.near)) return { query, notice: null };
  const sort = query.sort === "distance" ? defaultSort(query.q) : query.sort;
  return {
    query: { ...query, sort, facets: withoutFacet(query.facets, "near") },
    notice: `No airport “${query.facets.near}” is known to AeroMarket (it knows the world's medium and large airports), so distance was left out.`,
  };
}
