import type { AircraftCategory } from "./categories";

/**
 * The drawing that stands in for a listing without photos. Six category drawings
 * once stood for every aircraft, so a King Air showed as a single and a G650ER as a
 * light jet; a drawing is now chosen by configuration (engines, wing, size), read
 * from the category and the model, and captioned as what it is.
 */
export type AircraftConfiguration =
  | "high-wing-single"
  | "low-wing-single"
  | "single-turboprop"
  | "low-wing-twin"
  | "high-wing-twin"
  | "light-jet"
  | "large-jet"
  | "airliner"
  | "helicopter";

export type AircraftDrawing = {
  src: string;
  /** What the drawing shows, for its caption and alt text: "a low-wing twin". */
  shows: string;
};

const SHOWS: Record<AircraftConfiguration, string> = {
  "high-wing-single": "a high-wing single-engine aircraft",
  "low-wing-single": "a low-wing single-engine aircraft",
  "single-turboprop": "a single-engine turboprop",
  "low-wing-twin": "a low-wing twin-engine aircraft",
  "high-wing-twin": "a high-wing twin-engine aircraft",
  "light-jet": "a light or midsize business jet",
  "large-jet": "a large-cabin business jet",
  airliner: "a jet airliner",
  helicopter: "a helicopter",
};

/** Words in a make and model that mark a configuration other than the category's usual one. */
const HIGH_WING_SINGLES = /\b(skyhawk|skylane|stationair|caravan|kodiak|cub|husky|maule|beaver|kitfox)\b/i;
const CESSNA_LOW_WING_SINGLES = /\b(corvalis|ttx|350|400)\b/i;
const HIGH_WING_TWINS = /\b(twin otter|dhc-6|p2012|p68|islander|skyvan|atr|dash 8|dhc-8|q400)\b/i;
const LOW_WING_TWIN_TURBOPROPS = /\b(king air|avanti|p\.180|conquest|cheyenne|mu-2)\b/i;
const LARGE_JETS = /\b(g[3-8]\d\d\w*|global|falcon (?:7x|8x|6x|900\w*|2000\w*)|challenger 6\d\d|legacy 6\d\d|lineage|bbj|acj)\b/i;

/** The configuration a listing's aircraft most likely has: its category, refined by the model. */
export function aircraftConfiguration(listing: { category: AircraftCategory; manufacturer: string; model: string }): AircraftConfiguration {
  const name = `${listing.manufacturer} ${listing.model}`;
  switch (listing.category) {
    case "helicopter":
      return "helicopter";
    case "commercial":
      return HIGH_WING_TWINS.test(name) ? "high-wing-twin" : "airliner";
    case "business-jet":
      return LARGE_JETS.test(name) ? "large-jet" : "light-jet";
    case "turboprop":
      if (HIGH_WING_TWINS.test(name)) return "high-wing-twin";
      if (LOW_WING_TWIN_TURBOPROPS.test(name)) return "low-wing-twin";
      if (HIGH_WING_SINGLES.test(name)) return "high-wing-single";
      return "single-turboprop";
    case "multi-engine":
      return HIGH_WING_TWINS.test(name) ? "high-wing-twin" : "low-wing-twin";
    case "single-engine":
      // Cessna's singles are high-winged but for the composite Corvalis line.
      if (/\bcessna\b/i.test(listing.manufacturer)) return CESSNA_LOW_WING_SINGLES.test(listing.model) ? "low-wing-single" : "high-wing-single";
      return HIGH_WING_SINGLES.test(name) ? "high-wing-single" : "low-wing-single";
  }
}

export function aircraftDrawing(listing: { category: AircraftCategory; manufacturer: string; model: string }): AircraftDrawing {
  const configuration = aircraftConfiguration(listing);
  return { src: `/aircraft/${configuration}.svg`, shows: SHOWS[configuration] };
}

/** What a drawing's address shows ("a low-wing twin-engine aircraft"), or null for an address that is not one of the drawings. */
export function drawingShows(src: string): string | null {
  const configuration = /^\/aircraft\/([a-z-]+)\.svg$/.exec(src)?.[1];
  return configuration && configuration in SHOWS ? SHOWS[configuration as AircraftConfiguration] : null;
}
