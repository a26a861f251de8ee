import { describe, expect, it } from "vitest";
import { catalogFilterOf, parseCatalogQuery } from "~/domain/catalog/catalog";
import { SUMMARY_ENGINE_HOURS_CUTS, SUMMARY_HOURS_CUTS, SUMMARY_PRICE_CUTS, summaryCounts } from "~/domain/catalog/facet-summary";

const filterOf = (params: string) => catalogFilterOf(parseCatalogQuery(new URLSearchParams(params)));

describe("when the facets' summary of counts answers", () => {
  it("answers the form's own bounds and the attribute filters without words", () => {
    for (const params of [
      "",
      "category=helicopter&year_from=1987&seats_min=3",
      "price=500k-2m&price_from=1000000",
      "price_to=250000&hours_max=2000",
      "price=10m%2B&price_to=50000000",
      "adsb=1&no_damage=1&logbooks=1&verified=1&photos=1",
      "engine_min=1000&category=turboprop",
    ]) {
      expect(summaryCounts([filterOf(params)]), params).toBe(true);
    }
  });

  it("leaves words, an airport and a price, hours or hours-to-TBO bound the form does not offer to the listings", () => {
    expect(summaryCounts([filterOf("q=citation")])).toBe(false);
    expect(summaryCounts([filterOf("price_from=300000")])).toBe(false);
    expect(summaryCounts([filterOf("hours_max=2500")])).toBe(false);
    expect(summaryCounts([filterOf("engine_min=1200&adsb=1")])).toBe(false);
    expect(summaryCounts([catalogFilterOf(parseCatalogQuery(new URLSearchParams("near=KTEB")), { latitude: 40.85, longitude: -74.06 })])).toBe(false);
    expect(summaryCounts([filterOf(""), filterOf("price_to=300000")])).toBe(false);
  });

  it("cuts where the form's bounds turn: each 'or less' price answers one dollar above it", () => {
    expect(SUMMARY_PRICE_CUTS).toContain(250_000);
    expect(SUMMARY_PRICE_CUTS).toContain(250_001);
    expect(SUMMARY_PRICE_CUTS[0]).toBe(0);
    expect(SUMMARY_HOURS_CUTS).toEqual([501, 1_001, 2_001, 3_001, 5_001, 10_001, 20_001]);
    expect(SUMMARY_ENGINE_HOURS_CUTS).toEqual([250, 500, 1_000, 1_500, 2_000, 3_000, 5_000]);
  });
});
