import { describe, expect, it } from "vitest";
import { activeFilterCount } from "~/domain/catalog/active-filters";
import { type CatalogQuery, DEFAULT_CATALOG_QUERY } from "~/domain/catalog/catalog";

describe("the count of active filters shown on the phone's Filters control", () => {
  it("is 0 for the whole catalogue, whatever is searched and however it is sorted", () => {
    expect(activeFilterCount(DEFAULT_CATALOG_QUERY)).toBe(0);
    const searched: CatalogQuery = { ...DEFAULT_CATALOG_QUERY, q: "citation", sort: "price-low" };
    expect(activeFilterCount(searched)).toBe(0);
  });

  it("counts the category, the price range and each facet in force", () => {
    const query: CatalogQuery = {
      ...DEFAULT_CATALOG_QUERY,
      category: "helicopter",
      price: "0-500k",
      facets: { ...DEFAULT_CATALOG_QUERY.facets, manufacturer: "Robinson", yearFrom: 2015, near: "KTEB" },
    };
    expect(activeFilterCount(query)).toBe(5);
  });
});
