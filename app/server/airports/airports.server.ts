/**
 * The airports a seller may name as an aircraft's base and a buyer may search near: the
 * 5,209 medium and large airports of OurAirports (public domain data), shipped in
 * airports.json (`npm run airports:data` rebuilds it). Smaller fields are not among them.
 * Read once into memory: a lookup is a map access, a suggestion a scan of a few thousand rows.
 */
import type { Airport } from "~/domain/airports/near-airport";
import { parseAirportCode } from "~/domain/catalog/suggestions";
import rows from "./airports.json" with { type: "json" };

type Row = [ident: string, iata: string, faa: string, name: string, place: string, latitude: number, longitude: number];

let index: { airports: Airport[]; byCode: Map<string, Airport> } | null = null;

function airportIndex() {
  if (index) return index;
  const airports = (rows as Row[]).map(([ident, iata, faa, name, place, latitude, longitude]) => ({ ident, iata, faa, name, place, latitude, longitude }));
  const byCode = new Map<string, Airport>();
  // An ICAO code first, then an IATA code, then an FAA identifier: a code that is one airport's IATA and another's FAA finds the first.
  for (const airport of airports) byCode.set(airport.ident, airport);
  for (const airport of airports) if (airport.iata && !byCode.has(airport.iata)) byCode.set(airport.iata, airport);
  for (const airport of airports) if (airport.faa && !byCode.has(airport.faa)) byCode.set(airport.faa, airport);
  index = { airports, byCode };
  return index;
}

/** The airport with this ICAO, IATA or FAA code, or null when the code is malformed or unknown. */
export function findAirport(raw: string): Airport | null {
  const code = parseAirportCode(raw);
  return code ? (airportIndex().byCode.get(code) ?? null) : null;
}

/** Airports whose code starts with what was typed, then those whose name or place has a word starting with it. */
export function suggestAirports(typed: string, limit: number): Airport[] {
  const text = typed.trim().toLowerCase();
  if (text.length < 2) return [];
  const { airports } = airportIndex();
  const upper = text.toUpperCase();
  const byCode = airports.filter((airport) => airport.ident.startsWith(upper) || airport.iata.startsWith(upper) || airport.faa.startsWith(upper));
  const byWord = airports.filter((airport) => !byCode.includes(airport) && ` ${airport.name} ${airport.place}`.toLowerCase().includes(` ${text}`));
  return [...byCode.sort((a, b) => Number(b.iata === upper || b.ident === upper) - Number(a.iata === upper || a.ident === upper)), ...byWord].slice(0, limit);
}
