import { DEFAULT_RADIUS_NM, parseRadius } from "../airports/near-airport";
import { regionLabel } from "./us-states";
import { parseAirportCode } from "./suggestions";
import { ATTRIBUTE_PARAMS, type AttributeFacets, type AttributeProblem, attributeParams, describeAttributes, NO_ATTRIBUTES, parseAttributes } from "./aircraft-attributes";
import { withoutControlCharacters } from "~/domain/control-characters";
import { formatNumber } from "~/domain/format-number";

/**
 * The catalogue's narrower filters, beside the spec's category and price bands: maker,
 * model, year, price, total time, seats, country or region, distance from an airport, and the
 * attribute filters (hours to TBO, ADS-B Out, ...: aircraft-attributes.ts). Each lives in the URL
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
} & AttributeFacets;

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
  ...NO_ATTRIBUTES,
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
  ...ATTRIBUTE_PARAMS,
} as const satisfies Record<keyof CatalogFacets, string>;

export type FacetKey = keyof CatalogFacets;

/** Each number facet's bounds, inclusive; the notices' words for them are in facet-notices.ts. */
const NUMBER_RANGES = {
  yearFrom: { min: 1900, max: 2100 },
  yearTo: { min: 1900, max: 2100 },
  priceFrom: { min: 0, max: 10_000_000_000 },
  priceTo: { min: 0, max: 10_000_000_000 },
  maxHours: { min: 0, max: 1_000_000 },
  minSeats: { min: 1, max: 1_000 },
} as const;

/** The facets a buyer sets as a number: each is one bound of a range. */
export type NumberFacet = keyof typeof NUMBER_RANGES;
export const NUMBER_FACETS = /* @__PURE__ */ Object.keys(NUMBER_RANGES) as NumberFacet[];
const TEXT_MAX = 80;

/** A number as buyers type it ("1,500,000", "$500k" is not one): digits, commas and spaces. */
function readNumber(raw: string): number | null {
  const cleaned = raw.replace(/[\s,$]/g, "");
  if (!/^\d{1,13}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * What reading a URL's facets left out or changed: catalogNotices puts each in a sentence
 * (facet-notices.ts), on the server; the browser reads a changed dropdown's form without them.
 */
export type FacetProblem =
  | { kind: "number"; key: NumberFacet; raw: string }
  | { kind: "near"; raw: string }
  | { kind: "radius"; raw: string }
  | { kind: "swapped"; key: "yearFrom" | "priceFrom" }
  | AttributeProblem;

/** The facets of a URL, and each value that was left out or changed. */
export function parseFacets(params: URLSearchParams): { facets: CatalogFacets; problems: FacetProblem[] } {
  const { attributes, problems: attributeProblems } = parseAttributes(params);
  const problems: FacetProblem[] = [];
  const text = (key: "manufacturer" | "model" | "region") => withoutControlCharacters(params.get(FACET_PARAMS[key]) ?? "").trim().replace(/\s+/g, " ").slice(0, TEXT_MAX);
  const number = (key: NumberFacet): number | null => {
    const raw = (params.get(FACET_PARAMS[key]) ?? "").trim();
    if (!raw) return null;
    const range = NUMBER_RANGES[key];
    const value = readNumber(raw);
    if (value === null || value < range.min || value > range.max) {
      problems.push({ kind: "number", key, raw });
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
    ...attributes,
  };
  const near = (params.get(FACET_PARAMS.near) ?? "").trim();
  if (near) {
    facets.near = parseAirportCode(near) ?? "";
    if (!facets.near) problems.push({ kind: "near", raw: near });
  }
  if (facets.near) {
    const radius = (params.get(FACET_PARAMS.radiusNm) ?? "").trim();
    facets.radiusNm = parseRadius(radius) ?? DEFAULT_RADIUS_NM;
    if (radius && parseRadius(radius) === null) problems.push({ kind: "radius", raw: radius });
  }
  // A model is chosen within its maker.
  facets.model = facets.manufacturer ? text("model") : "";
  if (facets.yearFrom !== null && facets.yearTo !== null && facets.yearFrom > facets.yearTo) {
    [facets.yearFrom, facets.yearTo] = [facets.yearTo, facets.yearFrom];
    problems.push({ kind: "swapped", key: "yearFrom" });
  }
  if (facets.priceFrom !== null && facets.priceTo !== null && facets.priceFrom > facets.priceTo) {
    [facets.priceFrom, facets.priceTo] = [facets.priceTo, facets.priceFrom];
    problems.push({ kind: "swapped", key: "priceFrom" });
  }
  return { facets, problems: [...problems, ...attributeProblems] };
}

/** The facets as URL parameters, unset ones left out. */
export function facetParams(facets: CatalogFacets): [string, string][] {
  const entries: [string, string][] = [];
  for (const key of Object.keys(FACET_PARAMS) as FacetKey[]) {
    const value = facets[key];
    // The attribute filters' flags are written as 1 by attributeParams.
    if (!(key in NO_ATTRIBUTES) && value !== null && value !== "") entries.push([FACET_PARAMS[key], String(value)]);
  }
  return [...entries, ...attributeParams(facets)];
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
  if (facets.region) parts.push({ key: "region", label: `in ${regionLabel(facets.region)}` });
  if (facets.near) parts.push({ key: "near", label: `within ${formatNumber(facets.radiusNm ?? DEFAULT_RADIUS_NM)} nm of ${facets.near}` });
  return [...parts, ...describeAttributes(facets)];
}

/** How many aircraft a facet's choice would show with every other filter in force. */
export type FacetCount = { value: string; count: number };
/** How many aircraft a number facet's choice (`2015`: "2015 or newer") would show. */
export type NumberCount = { value: number; count: number };
/** `counted`: false when the buyer's words match too many aircraft to count (RANKED_MATCHES): the choices are those of the search without its words, and show no count. */
export type CatalogFacetCounts = { manufacturers: FacetCount[]; models: FacetCount[]; regions: FacetCount[]; numbers: Record<NumberFacet, NumberCount[]>; counted: boolean };
