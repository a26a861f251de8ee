/**
 * Places a buyer types, kept as data: a US state (by name, or its code in capitals) or a
 * country is the catalogue's region (what follows the last comma of a listing's location:
 * "Dallas, TX", "Munich, Germany"); a major city after "near" or "in" is its main airport, so
 * the search is "within 100 nm" of it. docs/decisions/044-categories-places-and-a-fallback-that-helps.md.
 */
import { phraseKey } from "./search-synonyms";
import { US_STATES } from "./us-states";

/**
 * State codes that are also everyday words or parts of designations when written in
 * capitals ("IN", "OR", "ME", "OK", "HI", "PA" for Piper's PA): read as a state only after
 * "in" or "near".
 */
const AMBIGUOUS_CODES = new Set(["IN", "OR", "ME", "OK", "HI", "PA", "DE", "MS", "AL", "LA", "CO"]);

/** Countries as buyers name them, and the region the marketplace's listings write ("UK", "UAE"). */
export const COUNTRIES: [names: string[], region: string][] = [
  [["United Kingdom", "UK", "U.K.", "Great Britain", "Britain", "England", "Scotland", "Wales"], "UK"],
  [["United Arab Emirates", "UAE", "U.A.E.", "Emirates"], "UAE"],
  [["Switzerland", "Swiss", "Schweiz", "Suisse"], "Switzerland"],
  [["Germany", "Deutschland"], "Germany"],
  [["France"], "France"],
  [["Italy", "Italia"], "Italy"],
  [["Spain", "España"], "Spain"],
  [["Portugal"], "Portugal"],
  [["Netherlands", "Holland"], "Netherlands"],
  [["Belgium"], "Belgium"],
  [["Austria"], "Austria"],
  [["Ireland"], "Ireland"],
  [["Sweden"], "Sweden"],
  [["Norway"], "Norway"],
  [["Denmark"], "Denmark"],
  [["Finland"], "Finland"],
  [["Poland"], "Poland"],
  [["Czech Republic", "Czechia"], "Czech Republic"],
  [["Greece"], "Greece"],
  [["Turkey", "Türkiye"], "Turkey"],
  [["Canada"], "Canada"],
  [["Mexico"], "Mexico"],
  [["Brazil", "Brasil"], "Brazil"],
  [["Argentina"], "Argentina"],
  [["Chile"], "Chile"],
  [["Colombia"], "Colombia"],
  [["Australia"], "Australia"],
  [["New Zealand"], "New Zealand"],
  [["South Africa"], "South Africa"],
  [["Kenya"], "Kenya"],
  [["Nigeria"], "Nigeria"],
  [["Egypt"], "Egypt"],
  [["Saudi Arabia"], "Saudi Arabia"],
  [["Qatar"], "Qatar"],
  [["Israel"], "Israel"],
  [["India"], "India"],
  [["China"], "China"],
  [["Japan"], "Japan"],
  [["South Korea", "Korea"], "South Korea"],
  [["Singapore"], "Singapore"],
  [["Hong Kong"], "Hong Kong"],
  [["Malaysia"], "Malaysia"],
  [["Thailand"], "Thailand"],
  [["Indonesia"], "Indonesia"],
  [["Philippines"], "Philippines"],
  [["Maldives"], "Maldives"],
];

/** Major cities and the airport a search "near" them measures from (ICAO codes of app/server/airports). */
export const CITIES: [names: string[], airport: string][] = [
  [["Denver"], "KDEN"], [["Dallas", "Fort Worth", "Dallas Fort Worth", "DFW"], "KDFW"], [["Houston"], "KIAH"], [["Austin"], "KAUS"],
  [["San Antonio"], "KSAT"], [["Miami"], "KMIA"], [["Orlando"], "KMCO"], [["Tampa"], "KTPA"], [["Naples"], "KAPF"],
  [["New York", "NYC", "New York City"], "KJFK"], [["Teterboro"], "KTEB"], [["Boston"], "KBOS"], [["Philadelphia"], "KPHL"],
  [["Washington DC", "Washington D.C."], "KIAD"], [["Atlanta"], "KATL"], [["Charlotte"], "KCLT"], [["Nashville"], "KBNA"],
  [["Chicago"], "KORD"], [["Detroit"], "KDTW"], [["Minneapolis"], "KMSP"], [["Wichita"], "KICT"], [["Phoenix"], "KPHX"],
  [["Scottsdale"], "KPHX"], [["Las Vegas"], "KLAS"], [["Salt Lake City"], "KSLC"], [["Los Angeles", "LA"], "KLAX"],
  [["Van Nuys"], "KVNY"], [["San Diego"], "KSAN"], [["San Francisco", "SF"], "KSFO"], [["Seattle"], "KSEA"], [["Portland"], "KPDX"],
  [["Anchorage"], "PANC"], [["Toronto"], "CYYZ"], [["Vancouver"], "CYVR"], [["Montreal", "Montréal"], "CYUL"],
  [["Mexico City"], "MMMX"], [["Monterrey"], "MMMY"], [["São Paulo", "Sao Paulo"], "SBGR"], [["London"], "EGLL"],
  [["Farnborough"], "EGLF"], [["Paris"], "LFPG"], [["Nice"], "LFMN"], [["Toulouse"], "LFBO"], [["Geneva", "Genève"], "LSGG"],
  [["Zurich", "Zürich"], "LSZH"], [["Sion"], "LSGS"], [["Munich", "München"], "EDDM"], [["Frankfurt"], "EDDF"], [["Berlin"], "EDDB"],
  [["Rome", "Roma"], "LIRF"], [["Milan", "Milano"], "LIMC"], [["Madrid"], "LEMD"], [["Barcelona"], "LEBL"], [["Amsterdam"], "EHAM"],
  [["Vienna", "Wien"], "LOWW"], [["Dublin"], "EIDW"], [["Dubai"], "OMDB"], [["Doha"], "OTHH"], [["Istanbul"], "LTFM"],
  [["Nairobi"], "HKJK"], [["Cape Town"], "FACT"], [["Johannesburg"], "FAOR"], [["Sydney"], "YSSY"], [["Melbourne"], "YMML"],
  [["Auckland"], "NZAA"], [["Tokyo"], "RJTT"], [["Singapore"], "WSSS"], [["Hong Kong"], "VHHH"], [["Male", "Malé"], "VRMM"],
];

/** How far from a city's or an airport's code read in the words a search reaches. */
export const PLACE_RADIUS_NM = 100;

/** A place read from words: a region (a US state's code, or a country), or an airport's code. */
export type Place = { kind: "region"; region: string; label: string } | { kind: "airport"; code: string; label: string };

const fold = (name: string) => phraseKey(name.normalize("NFD").replace(/[\u0300-\u036f]/g, ""));

const regions = new Map<string, Place>();
for (const [name, code] of US_STATES) regions.set(fold(name), { kind: "region", region: code, label: name });
for (const [names, region] of COUNTRIES) for (const name of names) regions.set(fold(name), { kind: "region", region, label: names[0]! });
const stateCodes = new Map(US_STATES.map(([name, code]) => [code, { kind: "region", region: code, label: name } as const]));
const cities = new Map<string, Place>();
for (const [names, code] of CITIES) for (const name of names) cities.set(fold(name), { kind: "airport", code, label: names[0]! });

/** The most words a place's name has. */
export const LONGEST_PLACE = Math.max(...[...US_STATES.map(([name]) => name), ...COUNTRIES.flatMap(([names]) => names), ...CITIES.flatMap(([names]) => names)].map((name) => name.split(" ").length));

/**
 * The place some words name, or null. `typed`: the words as written (a state's code counts
 * in capitals, "TX", or after "in" or "near"); `after`: the word before them ("near", "in"), which a
 * city needs and which lets an ambiguous state code count.
 */
export function placeOf(typed: string, after: "near" | "in" | null): Place | null {
  const key = fold(typed);
  const region = regions.get(key);
  if (region) return region;
  const code = stateCodes.get(after ? typed.toUpperCase() : typed);
  if (code && (!AMBIGUOUS_CODES.has(code.region) || after !== null)) return code;
  if (after !== null) return cities.get(key) ?? null;
  return null;
}
