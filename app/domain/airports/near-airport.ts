/**
 * "Within 250 nm of KTEB": the radii a buyer picks and the great-circle distance the
 * catalogue filters and sorts by (the codes buyers and sellers type are read in
 * catalog/suggestions.ts, beside the airports suggested as they type). The database
 * applies the same distance (nearAirportDistance in app/server/listings/near-airport.server.ts),
 * and a test holds the two together.
 */

/** A place on the earth, in degrees. */
export type GeoPoint = { latitude: number; longitude: number };
import { formatNumber } from "~/domain/format-number";

/** An airport a listing may be based at: its codes, name, place and where it is. */
export type Airport = GeoPoint & { ident: string; iata: string; faa: string; name: string; place: string };

/** The earth's mean radius in nautical miles, as aviation measures distance. */
export const EARTH_RADIUS_NM = 3440.065;

export const RADIUS_OPTIONS = [50, 100, 250, 500, 1_000] as const;
export type RadiusNm = (typeof RADIUS_OPTIONS)[number];
export const DEFAULT_RADIUS_NM: RadiusNm = 250;

/** A radius the catalogue offers, or null. */
export function parseRadius(raw: string): RadiusNm | null {
  const value = Number(raw.replace(/[\s,]/g, "").replace(/nm$/i, ""));
  return RADIUS_OPTIONS.find((option) => option === value) ?? null;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** The great-circle (haversine) distance between two places, in nautical miles. */
export function distanceNm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitudes and longitudes every place within `radiusNm` of `origin` lies in, so the
 * database can narrow by its index before measuring. Near a pole every longitude is in;
 * across the date line the longitudes are two ranges.
 */
export type BoundingBox = { minLatitude: number; maxLatitude: number; longitudes: [min: number, max: number][] };

export function boundingBox(origin: GeoPoint, radiusNm: number): BoundingBox {
  const angle = radiusNm / EARTH_RADIUS_NM;
  const minLatitude = origin.latitude - degrees(angle);
  const maxLatitude = origin.latitude + degrees(angle);
  if (minLatitude <= -90 || maxLatitude >= 90 || angle >= Math.PI / 2) {
    return { minLatitude: Math.max(-90, minLatitude), maxLatitude: Math.min(90, maxLatitude), longitudes: [[-180, 180]] };
  }
  // The widest longitude a circle of this radius reaches (at a latitude nearer the pole than its centre).
  const spread = degrees(Math.asin(Math.min(1, Math.sin(angle) / Math.cos(radians(origin.latitude)))));
  const west = origin.longitude - spread;
  const east = origin.longitude + spread;
  const longitudes: [number, number][] =
    west < -180 ? [[west + 360, 180], [-180, east]] : east > 180 ? [[west, 180], [-180, east - 360]] : [[west, east]];
  return { minLatitude, maxLatitude, longitudes };
}

/** "12 nm", "1,250 nm": whole nautical miles, as the cards show them. */
export function formatDistance(nm: number): string {
  return `${formatNumber(Math.round(nm))} nm`;
}

/** "KTEB (TEB), Teterboro Airport, Teterboro, NJ": an airport as a suggestion names it. */
export function airportLabel(airport: Pick<Airport, "ident" | "iata" | "name" | "place">): string {
  return `${airport.ident}${airport.iata && airport.iata !== airport.ident ? ` (${airport.iata})` : ""}, ${airport.name}, ${airport.place}`;
}
