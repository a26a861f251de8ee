import { describe, expect, it } from "vitest";
import { catalogFilterOf, catalogHref, catalogNotices, parseCatalogQuery } from "~/domain/catalog/catalog";
import { NO_FACETS } from "~/domain/catalog/facets";
import { catalogRelaxations } from "~/domain/catalog/relaxations";

const UNSET = {
  tsquery: null,
  category: null,
  minPrice: null,
  maxPrice: null,
  manufacturer: null,
  model: null,
  minYear: null,
  maxYear: null,
  maxTotalTime: null,
  minSeats: null,
  region: null,
  nearLatitude: null,
  nearLongitude: null,
  radiusNm: null,
  minEngineHours: null,
  adsbOut: null,
  noDamage: null,
  completeLogbooks: null,
  verifiedSeller: null,
  hasPhotos: null,
};

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));

describe("a catalogue search's filter", () => {
  it("is unset for the whole catalogue", () => {
    expect(catalogFilterOf({ q: "", category: "all", price: "all" })).toEqual(UNSET);
  });

  it("searches each word as a prefix, all of them, with nothing but letters and digits", () => {
    expect(catalogFilterOf({ q: "Cess  cita & !(CJ4) | Zürich", category: "all", price: "all" }).tsquery).toBe("cess:* & cita:* & cj4:* & zurich:*");
    expect(catalogFilterOf({ q: "&|!():*", category: "all", price: "all" }).tsquery).toBeNull();
  });

  it("keeps the category, and each price band's bounds (the upper one excluded)", () => {
    expect(catalogFilterOf({ q: "", category: "helicopter", price: "0-500k" })).toEqual({ ...UNSET, category: "helicopter", minPrice: 0, maxPrice: 500_000 });
    expect(catalogFilterOf({ q: "", category: "all", price: "500k-2m" })).toMatchObject({ minPrice: 500_000, maxPrice: 2_000_000 });
    expect(catalogFilterOf({ q: "", category: "all", price: "2m-10m" })).toMatchObject({ minPrice: 2_000_000, maxPrice: 10_000_000 });
    expect(catalogFilterOf({ q: "", category: "all", price: "10m+" })).toMatchObject({ minPrice: 10_000_000, maxPrice: null });
  });

  it("takes the narrower of a band and the buyer's own price range, both ends included", () => {
    expect(catalogFilterOf(parse("price=500k-2m&price_from=1000000&price_to=3000000"))).toMatchObject({ minPrice: 1_000_000, maxPrice: 2_000_000 });
    expect(catalogFilterOf(parse("price_to=750000"))).toMatchObject({ minPrice: null, maxPrice: 750_001 });
  });

  it("keeps each facet", () => {
    expect(catalogFilterOf(parse("manufacturer=Pilatus&model=PC-12 NGX&year_from=2010&year_to=2022&hours_max=2000&seats_min=6&region=Switzerland"))).toEqual({
      ...UNSET,
      manufacturer: "Pilatus",
      model: "PC-12 NGX",
      minYear: 2010,
      maxYear: 2022,
      maxTotalTime: 2000,
      minSeats: 6,
      region: "Switzerland",
    });
  });

  it("keeps the airport's place and the radius, when the server says where the airport is", () => {
    const near = parse("near=KTEB&radius=500");
    expect(catalogFilterOf(near, { latitude: 40.85, longitude: -74.06 })).toEqual({ ...UNSET, nearLatitude: 40.85, nearLongitude: -74.06, radiusNm: 500 });
    expect(catalogFilterOf(near)).toEqual(UNSET);
  });
});

describe("the catalogue's URL", () => {
  it("sorts by best match when there are words, newest first when there are none", () => {
    expect(parse("q=citation").sort).toBe("relevance");
    expect(parse("").sort).toBe("newest");
    expect(parse("sort=relevance").sort).toBe("newest");
    expect(parse("q=citation&sort=price-low").sort).toBe("price-low");
    expect(catalogHref(parse("q=citation"))).toBe("/catalog?q=citation");
    expect(catalogHref(parse("q=citation&sort=newest"))).toBe("/catalog?q=citation&sort=newest");
  });

  it("leaves out what is malformed, says so, and stays a working link", () => {
    const search = "q=" + "x".repeat(5000) + "&year_from=abc&price_from=9000000&price_to=100000&seats_min=-3&model=Caravan";
    const query = parse(search);
    expect(query.q).toHaveLength(100);
    expect(query.facets).toEqual({ ...NO_FACETS, priceFrom: 100_000, priceTo: 9_000_000 });
    expect(catalogNotices(new URLSearchParams(search))).toEqual([
      "Only the first 100 characters of your search were used.",
      "Year from “abc” is not a year such as 2015, so it was left out.",
      "Seats at least “-3” is not a number of seats such as 4, so it was left out.",
      "Price from was above price to, so the two were swapped.",
    ]);
    expect(parse(catalogHref(query).slice("/catalog?".length))).toEqual(query);
  });

  it("reads prices as buyers type them", () => {
    expect(parse("price_from=1,500,000&price_to=$2 000 000").facets).toMatchObject({ priceFrom: 1_500_000, priceTo: 2_000_000 });
  });
});

describe("an empty result's advice", () => {
  it("offers to drop exactly what is set, and nothing else", () => {
    const labels = catalogRelaxations(parse("q=citation&category=helicopter&manufacturer=Cessna&year_from=2020")).map((relaxation) => relaxation.label);
    expect(labels).toEqual(["the words “citation”", "Helicopter", "Cessna", "from 2020"]);
    expect(catalogRelaxations(parse(""))).toEqual([]);
  });

  it("drops a maker with its model", () => {
    const [dropMaker] = catalogRelaxations(parse("manufacturer=Cessna&model=Citation CJ4 Gen2"));
    expect(dropMaker?.query.facets).toEqual(NO_FACETS);
  });
});
