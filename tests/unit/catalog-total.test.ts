import { describe, expect, it } from "vitest";
import {
  CATALOG_COUNT_CAP,
  CATALOG_PAGE_SIZE,
  catalogCountLimit,
  catalogTotal,
  formatCatalogTotal,
  totalPages,
} from "~/domain/catalog/catalog";
import { pageWindow } from "~/domain/pagination";

describe("the catalogue's count of matches", () => {
  it("counts one past the cap on the first pages, so reaching the limit means more than the cap", () => {
    expect(catalogCountLimit(1)).toBe(CATALOG_COUNT_CAP + 1);
    expect(catalogTotal(CATALOG_COUNT_CAP, catalogCountLimit(1))).toEqual({ total: CATALOG_COUNT_CAP, capped: false });
    expect(catalogTotal(CATALOG_COUNT_CAP + 1, catalogCountLimit(1))).toEqual({ total: CATALOG_COUNT_CAP, capped: true });
  });

  it("is exact below the cap", () => {
    expect(catalogTotal(0, catalogCountLimit(1))).toEqual({ total: 0, capped: false });
    expect(catalogTotal(66, catalogCountLimit(1))).toEqual({ total: 66, capped: false });
  });

  it("counts far enough for a page past the cap to link the pages after it", () => {
    const page = Math.ceil(CATALOG_COUNT_CAP / CATALOG_PAGE_SIZE) + 50;
    const limit = catalogCountLimit(page);
    const counted = catalogTotal(limit, limit);
    expect(counted.capped).toBe(true);
    const pages = totalPages(counted.total);
    expect(pages).toBeGreaterThanOrEqual(page + 2);
    expect(pageWindow(page, pages)).toEqual([page - 2, page - 1, page, page + 1, page + 2]);
  });

  it("reads as a number, with a plus once counting stopped", () => {
    expect(formatCatalogTotal({ total: 66, capped: false })).toBe("66");
    expect(formatCatalogTotal({ total: 1250, capped: false })).toBe("1,250");
    expect(formatCatalogTotal({ total: 1_000, capped: true })).toBe("1,000+");
  });
});
