import { describe, expect, it } from "vitest";
import { numberChoiceLabel, numberFacetChoices } from "~/domain/catalog/facet-choices";
import { NO_FACETS } from "~/domain/catalog/facets";

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
