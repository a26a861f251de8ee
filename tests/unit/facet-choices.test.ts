import { describe, expect, it } from "vitest";
import { facetSelects, numberChoiceLabel, numberFacetChoices } from "~/domain/catalog/facet-choices";
import { type CatalogFacetCounts, NO_FACETS } from "~/domain/catalog/facets";

describe("a number facet's choices", () => {
  it("are round bounds, in order, with the value in force among them", () => {
    expect(numberFacetChoices(NO_FACETS, "minSeats")).toEqual([2, 4, 6, 8, 10, 14, 20, 50, 100]);
    expect(numberFacetChoices({ ...NO_FACETS, minSeats: 5 }, "minSeats")).toEqual([2, 4, 5, 6, 8, 10, 14, 20, 50, 100]);
  });

  it("keep a range the right way round, the other end's value still offered", () => {
    expect(numberFacetChoices({ ...NO_FACETS, yearFrom: 2012 }, "yearTo")).toEqual([2015, 2020]);
    expect(numberFacetChoices({ ...NO_FACETS, yearTo: 2015 }, "yearFrom")).toEqual([1970, 1980, 1990, 2000, 2005, 2010, 2015]);
    expect(numberFacetChoices({ ...NO_FACETS, priceFrom: 2_000_000, priceTo: 1_500_000 }, "priceTo")).toEqual([1_500_000, 2_000_000, 5_000_000, 10_000_000, 25_000_000, 50_000_000]);
  });
});

describe("a choice's words", () => {
  it.each([
    ["yearFrom", 2015, "2015 or newer"],
    ["yearTo", 2000, "2000 or older"],
    ["priceFrom", 500_000, "$500K or more"],
    ["priceTo", 2_500_000, "$2.5M or less"],
    ["priceTo", 1_234_567, "$1,234,567 or less"],
    ["maxHours", 2_000, "Up to 2,000 hours"],
    ["minSeats", 6, "6 or more seats"],
  ] as const)("%s %d reads “%s”", (key, value, label) => {
    expect(numberChoiceLabel(key, value)).toBe(label);
  });
});

describe("the facets' dropdowns", () => {
  const numbers = { yearFrom: [{ value: 2015, count: 4 }], yearTo: [], priceFrom: [], priceTo: [{ value: 2_500_000, count: 0 }], maxHours: [], minSeats: [] };
  const counts: CatalogFacetCounts = {
    manufacturers: [{ value: "Cessna", count: 7 }, { value: "Pilatus", count: 2 }],
    models: [{ value: "Citation CJ4", count: 3 }],
    regions: [{ value: "Europe", count: 5 }],
    numbers,
    counted: true,
  };

  it("offer each choice with its count, after the choice of none, in the form's order", () => {
    const selects = facetSelects(NO_FACETS, counts);
    expect(selects.map((select) => select.name)).toEqual(["manufacturer", "region", "year_from", "year_to", "price_from", "price_to", "hours_max", "seats_min"]);
    expect(selects[0]).toEqual({ name: "manufacturer", label: "Manufacturer", value: "", options: [["", "All"], ["Cessna", "Cessna (7)"], ["Pilatus", "Pilatus (2)"]] });
    expect(selects[2]).toEqual({ name: "year_from", label: "Year from", value: "", options: [["", "Any year"], ["2015", "2015 or newer (4)"]] });
    expect(selects[5]?.options).toEqual([["", "Any price"], ["2500000", "$2.5M or less (0)"]]);
  });

  it("show a maker's models once a maker is chosen, keep a chosen value the counts lack, and match it in any case", () => {
    const selects = facetSelects({ ...NO_FACETS, manufacturer: "cessna", region: "Mars", yearFrom: 2015 }, counts);
    expect(selects[0]?.value).toBe("Cessna");
    expect(selects[1]).toMatchObject({ name: "model", label: "Model", value: "", options: [["", "All models"], ["Citation CJ4", "Citation CJ4 (3)"]] });
    expect(selects[2]).toMatchObject({ name: "region", value: "Mars", options: [["", "Anywhere"], ["Europe", "Europe (5)"], ["Mars", "Mars (0)"]] });
    expect(selects[3]?.value).toBe("2015");
  });

  it("give no counts when the buyer's words matched too many to count", () => {
    expect(facetSelects(NO_FACETS, { ...counts, counted: false })[0]?.options).toEqual([["", "All"], ["Cessna", "Cessna"], ["Pilatus", "Pilatus"]]);
  });
});
