import { CATEGORY_OPTIONS, type CatalogQuery, DEFAULT_CATALOG_QUERY, defaultSort, PRICE_OPTIONS } from "./catalog";
import type { ListingCardData } from "../listings/listing";
import { describeFacets, withoutFacet } from "./facets";

/** One thing a search has set, and the same search without it. */
export type Relaxation = { label: string; query: CatalogQuery };

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) => options.find((option) => option.value === value)?.label ?? value;

/**
 * Each thing the buyer set (their words, the category, the price band, each facet), in
 * the form's order, with the search that drops it: what an empty result offers.
 */
export function catalogRelaxations(query: CatalogQuery): Relaxation[] {
  const first = { page: 1 };
  const relaxations: Relaxation[] = [];
  if (query.q) relaxations.push({ label: `the words “${query.q}”`, query: { ...query, ...first, q: "", sort: query.sort === defaultSort(query.q) ? defaultSort("") : query.sort } });
  if (query.category !== DEFAULT_CATALOG_QUERY.category) relaxations.push({ label: labelOf(CATEGORY_OPTIONS, query.category), query: { ...query, ...first, category: "all" } });
  if (query.price !== DEFAULT_CATALOG_QUERY.price) relaxations.push({ label: labelOf(PRICE_OPTIONS, query.price), query: { ...query, ...first, price: "all" } });
  for (const facet of describeFacets(query.facets)) {
    // Nearest first means nothing without the airport.
    const sort = facet.key === "near" && query.sort === "distance" ? defaultSort(query.q) : query.sort;
    relaxations.push({ label: facet.label, query: { ...query, ...first, sort, facets: withoutFacet(query.facets, facet.key) } });
  }
  return relaxations;
}

/** What an empty result offers: each thing set, a link without it and how many that shows, and the nearest aircraft. */
export type EmptyAdvice = {
  /** `capped`: counting stopped at the catalogue's cap, so `total` means "at least". */
  drops: { label: string; href: string; total: number; capped: boolean }[];
  nearest: { label: string; href: string; listings: ListingCardData[] } | null;
  /** The makers and models nearest to the words, each a link to its search. */
  designations: { label: string; href: string }[];
};
