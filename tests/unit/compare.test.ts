import { describe, expect, it } from "vitest";
import {
  buildComparison,
  carriedSelection,
  compareHref,
  hasRoom,
  parseCompareIds,
  pickMoreHref,
  withCompared,
  withoutCompared,
} from "~/domain/catalog/compare";
import { betterFigures, COMPARED_FIGURES } from "~/domain/catalog/compared-figures";
import type { Listing } from "~/domain/listings/listing";

function listing(id: number, overrides: Partial<Listing> = {}): Listing {
  return {
    id,
    name: `Aircraft ${id}`,
    manufacturer: "Cessna",
    model: "172",
    year: 2010,
    category: "single-engine",
    price: 300_000,
    location: "Denver, CO",
    totalTimeHours: 1_200,
    seats: 4,
    usefulLoadLbs: 900,
    registration: `N${id}`,
    serialNumber: `S${id}`,
    description: "",
    features: [],
    specifications: { maxSpeedKts: 160, cruiseSpeedKts: 120, rangeNm: 600, ceilingFt: 14_000, fuelCapacityGal: 56, baggageCuFt: 20 },
    availableInMonths: 0,
    image: "/x.svg",
    status: "active",
    isFeatured: false,
    views: 0,
    contact: { name: "", phone: "", email: "", company: "" },
    aviation: {},
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...overrides,
  };
}

describe("parseCompareIds", () => {
  it("keeps well-formed distinct ids in order and counts what it drops", () => {
    expect(parseCompareIds("10, 1,abc,,10,0,-3,11")).toEqual({ ids: [10, 1, 11], malformed: 3, repeated: 1 });
  });

  it("reads a missing or empty list as no ids", () => {
    expect(parseCompareIds(null)).toEqual({ ids: [], malformed: 0, repeated: 0 });
    expect(parseCompareIds("")).toEqual({ ids: [], malformed: 0, repeated: 0 });
  });

  it("refuses ids beyond the database's integer", () => {
    expect(parseCompareIds("2147483648,5")).toEqual({ ids: [5], malformed: 1, repeated: 0 });
  });
});

describe("buildComparison", () => {
  it("keeps the buyer's order and leaves out what is not public, saying so", () => {
    const comparison = buildComparison({ ids: [11, 99, 1], malformed: 0, repeated: 0 }, [listing(1), listing(11)]);
    expect(comparison.listings.map((shown) => shown.id)).toEqual([11, 1]);
    expect(comparison.notes).toEqual(["1 aircraft is no longer for sale or not found, and was left out."]);
  });

  it("shows the first four of more and says so", () => {
    const available = [1, 2, 3, 4, 5].map((id) => listing(id));
    const comparison = buildComparison({ ids: [5, 4, 3, 2, 1], malformed: 0, repeated: 0 }, available);
    expect(comparison.listings.map((shown) => shown.id)).toEqual([5, 4, 3, 2]);
    expect(comparison.notes).toEqual(["You can compare up to 4 aircraft; the first 4 are shown."]);
  });

  it("explains malformed and repeated entries", () => {
    const comparison = buildComparison({ ids: [1, 2], malformed: 2, repeated: 1 }, [listing(1), listing(2)]);
    expect(comparison.notes).toEqual([
      "2 entries are not an aircraft number and were left out.",
      "1 aircraft was listed twice and is shown once.",
    ]);
  });
});

describe("betterFigures", () => {
  it("marks the lowest where lower is better", () => {
    expect(betterFigures([300, 200, 250], "lower")).toEqual([false, true, false]);
  });

  it("marks the highest where higher is better", () => {
    expect(betterFigures([2001, 2019, 2010], "higher")).toEqual([false, true, false]);
  });

  it("marks every aircraft that shares the best figure", () => {
    expect(betterFigures([6, 4, 6], "higher")).toEqual([true, false, true]);
  });

  it("marks none when all are equal", () => {
    expect(betterFigures([4, 4, 4], "higher")).toEqual([false, false, false]);
    expect(betterFigures([], "lower")).toEqual([]);
  });
});

describe("COMPARED_FIGURES", () => {
  it("puts lower price and total time first, and higher of everything else", () => {
    const directions = Object.fromEntries(COMPARED_FIGURES.map((figure) => [figure.label, figure.better]));
    expect(directions).toEqual({
      Price: "lower",
      Year: "higher",
      "Total Time": "lower",
      Seats: "higher",
      Range: "higher",
      "Max Speed": "higher",
      "Cruise Speed": "higher",
      "Useful Load": "higher",
    });
  });

  it("reads and formats each figure", () => {
    const shown = COMPARED_FIGURES.map((figure) => figure.format(figure.value(listing(1, { price: 1_250_000, usefulLoadLbs: 1_100 }))));
    expect(shown).toEqual(["$1,250,000", "2010", "1,200 hrs", "4", "600 nm", "160 kts", "120 kts", "1,100 lbs"]);
  });
});

describe("selection URLs", () => {
  it("adds an aircraft once and removes one", () => {
    expect(withCompared([1, 10], 11)).toEqual([1, 10, 11]);
    expect(withCompared([1, 10], 10)).toEqual([1, 10]);
    expect(withoutCompared([1, 10, 11], 10)).toEqual([1, 11]);
  });

  it("has room for up to four", () => {
    expect(hasRoom([1, 2, 3])).toBe(true);
    expect(hasRoom([1, 2, 3, 4])).toBe(false);
  });

  it("builds shareable links and reads the carried selection", () => {
    expect(compareHref([1, 10, 11])).toBe("/compare?ids=1,10,11");
    expect(compareHref([])).toBe("/compare");
    expect(pickMoreHref([1, 10])).toBe("/catalog?compare=1,10");
    expect(carriedSelection(new URLSearchParams("compare=1,x,10,1,2,3,4"))).toEqual([1, 10, 2, 3]);
  });
});
