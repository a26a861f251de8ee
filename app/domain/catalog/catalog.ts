import type { GeoPoint } from "../airports/near-airport";
import { AIRCRAFT_CATEGORIES, type AircraftCategory } from "./categories";
import { facetNotice } from "./facet-notices";
import { type CatalogFacets, facetParams, NO_FACETS, parseFacets } from "./facets";
import { searchTsquery } from "./search-words";
import { withoutControlCharacters } from "~/domain/control-characters";
import { formatNumber } from "~/domain/format-number";

/** The catalogue's options: the spec's values, in the spec's order. */
export const CATEGORY_OPTIONS = [{ value: "all", label: "All Categories" }, ...AIRCRAFT_CATEGORIES] as const;

export const PRICE_OPTIONS = [
  { value: "all", label: "All Prices", min: null, max: null },
  { value: "0-500k", label: "Under $500K", min: 0, max: 500_000 },
  { value: "500k-2m", label: "$500K - $2M", min: 500_000, max: 2_000_000 },
  { value: "2m-10m", label: "$2M - $10M", min: 2_000_000, max: 10_000_000 },
  { value: "10m+", label: "$10M+", min: 10_000_000, max: null },
] as const;

/** The spec's five orders, "Best match", the default when the buyer typed words, and nearest first, near an airport. */
export const SORT_OPTIONS = [
  { value: "relevance", label: "Best match" },
  { value: "distance", label: "Distance: Nearest first" },
  { value: "newest", label: "Newest First" },
  { value: "price-low", label: "Price: Low to High" },
  { value: "price-high", label: "Price: High to Low" },
  { value: "year-new", label: "Year: Newest First" },
  { value: "year-old", label: "Year: Oldest First" },
] as const;

export const VIEW_OPTIONS = ["grid", "list"] as const;

export const CATALOG_PAGE_SIZE = 12;
/** A longer query is cut, not refused: no aircraft is found by its 101st letter. */
export const MAX_QUERY_LENGTH = 100;

export type CategoryFilter = (typeof CATEGORY_OPTIONS)[number]["value"];
export type PriceFilter = (typeof PRICE_OPTIONS)[number]["value"];
export type CatalogSort = (typeof SORT_OPTIONS)[number]["value"];
export type CatalogView = (typeof VIEW_OPTIONS)[number];

export type CatalogQuery = {
  q: string;
  category: CategoryFilter;
  price: PriceFilter;
  sort: CatalogSort;
  view: CatalogView;
  page: number;
  facets: CatalogFacets;
};

export const DEFAULT_CATALOG_QUERY: CatalogQuery = {
  q: "",
  category: "all",
  price: "all",
  sort: "newest",
  view: "grid",
  page: 1,
  facets: NO_FACETS,
};

/** "Best match" with words to match, "Newest First" without. */
export function defaultSort(q: string): CatalogSort {
  return q ? "relevance" : "newest";
}

/** The orders a buyer may choose: "Best match" only when there are words to match, nearest first only near an airport. */
export function sortOptionsFor(q: string, near = "") {
  return SORT_OPTIONS.filter((option) => (option.value !== "relevance" || q) && (option.value !== "distance" || near));
}

/**
 * The Sort by field's options, the default order posting "" (read back as the default
 * for the words then sent): a buyer who types new words into a page in its default
 * order gets Best match, not the Newest First the page was in without words.
 */
export function sortFieldOptions(q: string, near = "") {
  const fallback = defaultSort(q);
  return sortOptionsFor(q, near).map((option) => (option.value === fallback ? { ...option, value: "" } : option));
}

/** The Sort by field's value for a query: "" while the order is the default. */
export function sortFieldValue(query: { q: string; sort: CatalogSort }): string {
  return query.sort === defaultSort(query.q) ? "" : query.sort;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

/**
 * Reads the catalogue's state from its URL. Anything unknown or malformed falls
 * back to the default, so a hand-edited address never breaks the page.
 */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const q = withoutControlCharacters(params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH).trim();
  const facets = parseFacets(params).facets;
  return {
    q,
    category: oneOf(
      CATEGORY_OPTIONS.map((option) => option.value),
      params.get("category"),
      DEFAULT_CATALOG_QUERY.category,
    ),
    price: oneOf(
      PRICE_OPTIONS.map((option) => option.value),
      params.get("price"),
      DEFAULT_CATALOG_QUERY.price,
    ),
    sort: oneOf(
      sortOptionsFor(q, facets.near).map((option) => option.value),
      params.get("sort"),
      defaultSort(q),
    ),
    view: oneOf(VIEW_OPTIONS, params.get("view"), DEFAULT_CATALOG_QUERY.view),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    facets,
  };
}

/** What the catalogue tells the buyer about their URL: the parts it cut, swapped or left out. */
export function catalogNotices(params: URLSearchParams): string[] {
  const q = (params.get("q") ?? "").trim().replace(/\s+/g, " ");
  const cut = q.length > MAX_QUERY_LENGTH ? [`Only the first ${MAX_QUERY_LENGTH} characters of your search were used.`] : [];
  return [...cut, ...parseFacets(params).problems.map(facetNotice)];
}

/** The catalogue URL for a state, leaving defaults out so links stay short. */
export function catalogHref(query: CatalogQuery, changes: Partial<CatalogQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  const defaults = { ...DEFAULT_CATALOG_QUERY, sort: defaultSort(next.q) };
  for (const key of ["q", "category", "price"] as const) {
    if (next[key] !== defaults[key]) params.set(key, next[key]);
  }
  for (const [name, value] of facetParams(next.facets)) params.set(name, value);
  for (const key of ["sort", "view", "page"] as const) {
    const value = String(next[key]);
    if (value !== String(defaults[key])) params.set(key, value);
  }
  const search = params.toString();
  return search ? `/catalog?${search}` : "/catalog";
}

export function priceBand(price: PriceFilter): { min: number | null; max: number | null } {
  const band = PRICE_OPTIONS.find((option) => option.value === price) ?? PRICE_OPTIONS[0];
  return { min: band.min, max: band.max };
}

export function selectedCategory(category: CategoryFilter): AircraftCategory | null {
  return category === "all" ? null : category;
}

/**
 * The catalogue's filters as the database applies them: the prefix tsquery of the
 * buyer's words ("cess:* & cita:*"), the category, the price band and the facets, each
 * null when not set. The catalogue builds its query from it, and a saved search keeps it, so a
 * new listing is matched to saved searches by the very same rule.
 */
export type CatalogFilter = {
  tsquery: string | null;
  category: AircraftCategory | null;
  /** The band and the buyer's own range together: at least minPrice, under maxPrice. */
  minPrice: number | null;
  maxPrice: number | null;
  manufacturer: string | null;
  model: string | null;
  minYear: number | null;
  maxYear: number | null;
  maxTotalTime: number | null;
  minSeats: number | null;
  region: string | null;
  /** "Within radiusNm of the airport": its place and the radius, all null when not set. */
  nearLatitude: number | null;
  nearLongitude: number | null;
  radiusNm: number | null;
  /** The attribute filters (aircraft-attributes.ts): hours to TBO at least, and each flag true when required; null when not set. */
  minEngineHours: number | null;
  adsbOut: true | null;
  noDamage: true | null;
  completeLogbooks: true | null;
  verifiedSeller: true | null;
  hasPhotos: true | null;
};

const tighter = (pick: (a: number, b: number) => number, a: number | null, b: number | null) => (a === null ? b : b === null ? a : pick(a, b));

/** `airport`: where the search's `near` airport is (the server knows the airports), or null when it sets none. */
export function catalogFilterOf(search: Pick<CatalogQuery, "q" | "category" | "price"> & { facets?: CatalogFacets }, airport: GeoPoint | null = null): CatalogFilter {
  const band = priceBand(search.price);
  const facets = search.facets ?? NO_FACETS;
  const near = airport && facets.near && facets.radiusNm !== null ? { ...airport, radiusNm: facets.radiusNm } : null;
  return {
    tsquery: searchTsquery(search.q),
    category: selectedCategory(search.category),
    minPrice: tighter(Math.max, band.min, facets.priceFrom),
    maxPrice: tighter(Math.min, band.max, facets.priceTo === null ? null : facets.priceTo + 1),
    manufacturer: facets.manufacturer || null,
    model: facets.model || null,
    minYear: facets.yearFrom,
    maxYear: facets.yearTo,
    maxTotalTime: facets.maxHours,
    minSeats: facets.minSeats,
    region: facets.region || null,
    nearLatitude: near?.latitude ?? null,
    nearLongitude: near?.longitude ?? null,
    radiusNm: near?.radiusNm ?? null,
    minEngineHours: facets.minEngineHours,
    adsbOut: facets.adsbOut || null,
    noDamage: facets.noDamage || null,
    completeLogbooks: facets.completeLogbooks || null,
    verifiedSeller: facets.verifiedSeller || null,
    hasPhotos: facets.hasPhotos || null,
  };
}

/**
 * Past this many matches the catalogue stops counting and says "1,000+": counting every
 * match of a large inventory costs more than the rest of the page (some 10,000 index
 * entries cost more than the whole page on PGlite), and no buyer pages through more.
 */
export const CATALOG_COUNT_CAP = 1_000;
/**
 * "Best match" ranks at most this many of the matches of a buyer's words, the first found in
 * the table's order: a word in a tenth of a million listings would otherwise read 100,000
 * rows to rank them, and the facets' counts read them all again (docs/decisions/026). Above
 * every query of the golden set at 10,000 listings (G3000: 1,149), so a search that finds
 * fewer is ranked and counted whole, as before.
 */
export const RANKED_MATCHES = 2_000;

/** What the buyer is told when their words found more than RANKED_MATCHES; `ranked`: the page is in "Best match" order. */
export function rankedMatchesNotice(ranked: boolean): string {
  const most = formatNumber(RANKED_MATCHES);
  const what = ranked ? `Best match orders the first ${most} it finds, and the filters show no counts` : "the filters show no counts";
  return `Your words match more than ${most} aircraft: ${what}. Add words or filters to narrow the search.`;
}

/** The pages linked after the current one (see pageWindow, domain/pagination.ts). */
const PAGES_LINKED_AHEAD = 2;

/**
 * How many matches to count at most for a page: one more than the cap, or than a far
 * page needs to link the pages after it, so reaching the limit means "at least".
 */
export function catalogCountLimit(page: number): number {
  return Math.max(CATALOG_COUNT_CAP, (page + PAGES_LINKED_AHEAD) * CATALOG_PAGE_SIZE) + 1;
}

/** The count the catalogue shows: exact, or "at least" once counting stopped at its limit. */
export type CatalogTotal = { total: number; capped: boolean };

export function catalogTotal(counted: number, limit: number): CatalogTotal {
  return counted >= limit ? { total: limit - 1, capped: true } : { total: counted, capped: false };
}

/** "66", "1,250" or, when counting stopped, "10,000+". */
export function formatCatalogTotal({ total, capped }: CatalogTotal): string {
  return `${formatNumber(total)}${capped ? "+" : ""}`;
}

export function totalPages(total: number): number {
  return Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));
}
