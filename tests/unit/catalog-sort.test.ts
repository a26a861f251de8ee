import { describe, expect, it } from "vitest";
import { parseCatalogQuery, sortFieldOptions, sortFieldValue } from "~/domain/catalog/catalog";

describe("the Sort by field", () => {
  it("posts the default order as blank, which reads back as the default for the words sent", () => {
    expect(sortFieldOptions("").find((option) => option.value === "")?.label).toBe("Newest First");
    expect(sortFieldOptions("pc 12").find((option) => option.value === "")?.label).toBe("Best match");
    expect(parseCatalogQuery(new URLSearchParams("q=pc+12&sort=")).sort).toBe("relevance");
    expect(parseCatalogQuery(new URLSearchParams("sort=")).sort).toBe("newest");
  });

  it("keeps an order the buyer chose", () => {
    const query = parseCatalogQuery(new URLSearchParams("q=pc+12&sort=newest"));
    expect(query.sort).toBe("newest");
    expect(sortFieldValue(query)).toBe("newest");
    expect(sortFieldValue(parseCatalogQuery(new URLSearchParams("q=pc+12")))).toBe("");
  });
});
