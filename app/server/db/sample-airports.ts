/**
 * Where the sample inventory's aircraft (and a generated inventory's) are based: the airport
 * of each place its listings name, from the airports the site knows (app/server/airports).
 * Scottsdale's own field is not among them (only medium and large airports are), so its
 * aircraft are based at Phoenix Sky Harbor. drizzle/0039 gives databases seeded before it the same.
 */
import { findAirport } from "../airports/airports.server";

export const SAMPLE_BASE_AIRPORTS: Record<string, string> = {
  "Anchorage, AK": "PAMR",
  "Atlanta, GA": "KPDK",
  "Auckland, New Zealand": "NZAA",
  "Biggin Hill, UK": "EGKB",
  "Cape Town, South Africa": "FACT",
  "Dallas, TX": "KDAL",
  "Denver, CO": "KAPA",
  "Dubai, UAE": "OMDB",
  "Dublin, Ireland": "EIDW",
  "Farnborough, UK": "EGLF",
  "Geneva, Switzerland": "LSGG",
  "Hong Kong": "VHHH",
  "Houston, TX": "KHOU",
  "Malé, Maldives": "VRMM",
  "Melbourne, Australia": "YMEN",
  "Miami, FL": "KOPF",
  "Monterrey, Mexico": "MMMY",
  "Munich, Germany": "EDDM",
  "Nairobi, Kenya": "HKNW",
  "Naples, FL": "KAPF",
  "Nice, France": "LFMN",
  "Paris Le Bourget, France": "LFPB",
  "Rome, Italy": "LIRA",
  "São Paulo, Brazil": "SBSP",
  "Scottsdale, AZ": "KPHX",
  "Seattle, WA": "KBFI",
  "Singapore": "WSSS",
  "Sion, Switzerland": "LSGS",
  "Sydney, Australia": "YSBK",
  "Teterboro, NJ": "KTEB",
  "Toronto, Canada": "CYYZ",
  "Toulouse, France": "LFBO",
  "Van Nuys, CA": "KVNY",
  "Vancouver, Canada": "CYVR",
  "Vero Beach, FL": "KVRB",
  "Wichita, KS": "KICT",
};

/** A sample listing's base columns for its place; none for a place without one. */
export function sampleBase(location: string): { baseAirport: string; baseLatitude: number; baseLongitude: number } | Record<string, never> {
  const ident = SAMPLE_BASE_AIRPORTS[location];
  const airport = ident ? findAirport(ident) : null;
  return airport ? { baseAirport: airport.ident, baseLatitude: airport.latitude, baseLongitude: airport.longitude } : {};
}
