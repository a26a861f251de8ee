import type { CatalogQuery } from "./catalog";
import { describeFacets } from "./facets";

/**
 * How many filters narrow the catalogue: the category, the price range and each facet in
 * force. The words searched and the order are not filters: they stay in view on a phone.
 */
export function activeFilterCount(query: Pick<CatalogQuery, "category" | "price" | "facets">): number {
  return (query.category === "all" ? 0 : 1) + (query.price === "all" ? 0 : 1) + describeFacets(query.facets).length;
}
