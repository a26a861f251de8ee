import { describe, expect, it } from "vitest";
import { catalogFilterOf } from "~/domain/catalog/catalog";

describe("a catalogue search's filter", () => {
  it("is unset for the whole catalogue", () => {
    expect(catalogFilterOf({ q: "", category: "all", price: "all" })).toEqual({ tsquery: null, category: null, minPrice: null, maxPrice: null });
  });

  it("searches each word as a prefix, all of them, with nothing but letters and digits", () => {
    expect(catalogFilterOf({ q: "Cess  cita & !(CJ4) | Zürich", category: "all", price: "all" }).tsquery).toBe("cess:* & cita:* & cj4:* & zürich:*");
    expect(catalogFilterOf({ q: "&|!():*", category: "all", price: "all" }).tsquery).toBeNull();
  });

  it("keeps the category, and each price band's bounds (the upper one excluded)", () => {
    expect(catalogFilterOf({ q: "", category: "helicopter", price: "0-500k" })).toEqual({ tsquery: null, category: "helicopter", minPrice: 0, maxPrice: 500_000 });
    expect(catalogFilterOf({ q: "", category: "all", price: "500k-2m" })).toMatchObject({ minPrice: 500_000, maxPrice: 2_000_000 });
    expect(catalogFilterOf({ q: "", category: "all", price: "2m-10m" })).toMatchObject({ minPrice: 2_000_000, maxPrice: 10_000_000 });
    expect(catalogFilterOf({ q: "", category: "all", price: "10m+" })).toMatchObject({ minPrice: 10_000_000, maxPrice: null });
  });
});
