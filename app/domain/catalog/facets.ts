import { DEFAULT_RADIUS_NM, parseAirportCode, parseRadius } from "../airports/near-airport";
import { formatNumber } from "~/domain/format-number";

/**
 * The catalogue's narrower filters, beside the spec's category and price bands: maker,
 * model, year, price, total time, seats, country or region, and distance from an airport. Each lives in the URL
 * under its own name, so a narrowed search is a link; anything malformed is left out,
 * and the buyer is told (catalogNotices).
 */

export type CatalogFacets = {
  manufacturer: string;
  model: string;
  yearFrom: number | null;
  yearTo: number | null;
  priceFrom: number | null;
  priceTo: number | null;
  maxHours: number | null;
  minSeats: number | null;
  region: string;
  /** An airport code as typed (KTEB, TEB, EGLL); whether the site knows it is the server's to say. */
  near: string;
  /** Nautical miles from `near`; set whenever `near` is. */
  radiusNm: number | null;
};

export const NO_FACETS: CatalogFacets = {
  manufacturer: "",
  model: "",
  yearFrom: null,
  yearTo: null,
  priceFrom: null,
  priceTo: null,
  maxHours: null,
  minSeats: null,
  region: "",
  near: "",
  radiusNm: null,
};

/** Each facet's name in the URL and the GET form, in the form's order. */
export const FACET_PARAMS = {
  manufacturer: "manufacturer",
  model: "model",
  yearFrom: "year_from",
  yearTo: "year_to",
  priceFrom: "price_from",
  priceTo: "price_to",
  maxHours: "hours_max",
  minSeats: "seats_min",
  region: "region",
  near: "near",
  radiusNm: "radius",
} as const satisfies Record<keyof CatalogFacets, string>;

export type FacetKey = keyof CatalogFacets;

const NUMBER_RULES = {
  yearFrom: { min: 1900, max: 2100, label: "Year from", example: "a year such as 2015" },
  yearTo: { min: 1900, max: 2100, label: "Year to", example: "a year such as 2015" },
  priceFrom: { min: 0, max: 10_000_000_000, label: "Price from", example: "a price in US dollars such as 500000" },
  priceTo: { min: 0, max: 10_000_000_000, label: "Price to", example: "a price in US dollars such as 500000" },
  maxHours: { min: 0, max: 1_000_000, label: "Total time up to", example: "a number of hours such as 2000" },
  minSeats: { min: 1, max: 1_000, label: "Seats at least", example: "a number of seats such as 4" },
} as const;

/** The facets a buyer sets as a number: each is one bound of a range. */
export type NumberFacet = keyof typeof NUMBER_RULES;
export const NUMBER_FACETS = Object.keys(NUMBER_RULES) as NumberFacet[];
const TEXT_MAX = 80;

/** A number as buyers type it ("1,500,000", "$500k" is not one): digits, commas and spaces. */
function readNumber(raw: string): number | null {
  const cleaned = raw.replace(/[\s,$]/g, "");
  if (!/^\d{1,13}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The facets of a URL, and a sentence for each value that was left out or changed. */
export function parseFacets(params: URLSearchParams): { facets: CatalogFacets; notices: string[] } {
  const notices: string[] = [];
  const text = (key: "manufacturer" | "model" | "region") => (params.get(FACET_PARAMS[key]) ?? "").trim().replace(/\s+/g, " ").slice(0, TEXT_MAX);
  const number = (key: NumberFacet): number | null => {
    const raw = (params.get(FACET_PARAMS[key]) ?? "").trim();
    if (!raw) return null;
    const rule = NUMBER_RULES[key];
    const value = readNumber(raw);
    if (value === null || value < rule.min || value > rule.max) {
      notices.push(`${rule.label} “${raw.slice(0, 20)}” is not ${rule.example}, so it was left out.`);
      return null;
    }
    return value;
  };
  const facets: CatalogFacets = {
    manufacturer: text("manufacturer"),
    model: "",
    yearFrom: number("yearFrom"),
    yearTo: number("yearTo"),
    priceFrom: number("priceFrom"),
    priceTo: number("priceTo"),
    maxHours: number("maxHours"),
    minSeats: number("minSeats"),
    region: text("region"),
    near: "",
    radiusNm: null,
  };
  const near = (params.get(FACET_PARAMS.near) ?? "").trim();
  if (near) {
    facets.near = parseAirportCode(near) ?? "";
    if (!facets.near) notices.push(`“${near.slice(0, 20)}” is not an airport code such as KTEB, TEB or EGLL, so distance was left out.`);
  }
  if (facets.near) {
    const radius = (params.get(FACET_PARAMS.radiusNm) ?? "").trim();
    facets.radiusNm = parseRadius(radius) ?? DEFAULT_RADIUS_NM;
    if (radius && parseRadius(radius) === null) notices.push(`A radius of “${radius.slice(0, 20)}” is not one offered, so ${DEFAULT_RADIUS_NM} nm was used.`);
  }
  // A model is chosen within its maker.
  facets.model = facets.manufacturer ? text("model") : "";
  if (facets.yearFrom !== null && facets.yearTo !== null && facets.yearFrom > facets.yearTo) {
    [facets.yearFrom, facets.yearTo] = [facets.yearTo, facets.yearFrom];
    notices.push("Year from was after year to, so the two were swapped.");
  }
  if (facets.priceFrom !== null && facets.priceTo !== null && facets.priceFrom > facets.priceTo) {
    [facets.priceFrom, facets.priceTo] = [facets.priceTo, facets.priceFrom];
    notices.push("Price from was above price to, so the two were swapped.");
  }
  return { facets, notices };
}

/** The facets as URL parameters, unset ones left out. */
export function facetParams(facets: CatalogFacets): [string, string][] {
  const entries: [string, string][] = [];
  for (const key of Object.keys(FACET_PARAMS) as FacetKey[]) {
    const value = facets[key];
    if (value !== null && value !== "") entries.push([FACET_PARAMS[key], String(value)]);
  }
  return entries;
}

/** The facet a filter removes, with what it removes with it: a maker takes its model. */
export function withoutFacet(facets: CatalogFacets, key: FacetKey): CatalogFacets {
  return {
    ...facets,
    [key]: NO_FACETS[key],
    ...(key === "manufacturer" ? { model: "" } : {}),
    ...(key === "near" || key === "radiusNm" ? { near: "", radiusNm: null } : {}),
  };
}

const usd = (value: number) => `$${formatNumber(value)}`;

/** Each facet in force, in words, as the empty result and a saved search describe it. */
export function describeFacets(facets: CatalogFacets): { key: FacetKey; label: string }[] {
  const parts: { key: FacetKey; label: string }[] = [];
  if (facets.manufacturer) parts.push({ key: "manufacturer", label: facets.manufacturer });
  if (facets.model) parts.push({ key: "model", label: facets.model });
  if (facets.yearFrom !== null) parts.push({ key: "yearFrom", label: `from ${facets.yearFrom}` });
  if (facets.yearTo !== null) parts.push({ key: "yearTo", label: `up to ${facets.yearTo}` });
  if (facets.priceFrom !== null) parts.push({ key: "priceFrom", label: `from ${usd(facets.priceFrom)}` });
  if (facets.priceTo !== null) parts.push({ key: "priceTo", label: `up to ${usd(facets.priceTo)}` });
  if (facets.maxHours !== null) parts.push({ key: "maxHours", label: `up to ${formatNumber(facets.maxHours)} hours total time` });
  if (facets.minSeats !== null) parts.push({ key: "minSeats", label: `${facets.minSeats}+ seats` });
  if (facets.region) parts.push({ key: "region", label: `in ${facets.region}` });
  if (facets.near) parts.push({ key: "near", label: `within ${formatNumber(facets.radiusNm ?? DEFAULT_RADIUS_NM)} nm of ${facets.near}` });
  return parts;
}

/** How many aircraft a facet's choice would show with every other filter in force. */
export type FacetCount = { value: string; count: number };
/** How many aircraft a number facet's choice (`2015`: "2015 or newer") would show. */
export type NumberCount = { value: number; count: number };
/** `counted`: false when the buyer's words match too many aircraft to count (RANKED_MATCHES): the choices are those of the search without its words, and show no count. */
export type CatalogFacetCounts = { manufacturers: FacetCount[]; models: FacetCount[]; regions: FacetCount[]; numbers: Record<NumberFacet, NumberCount[]>; counted: boolean };
