import { describe, expect, it } from "vitest";
import { activeFilterCount } from "~/domain/catalog/active-filters";
import { engineHoursChoices } from "~/domain/catalog/aircraft-attributes";
import { meetsAviationFilter } from "~/domain/catalog/aviation-filter";
import { catalogFilterOf, catalogHref, catalogNotices, parseCatalogQuery } from "~/domain/catalog/catalog";
import { catalogRelaxations } from "~/domain/catalog/relaxations";
import { summaryCounts } from "~/domain/catalog/facet-summary";
import { criteriaKey, describeCriteria, suggestedSearchName } from "~/domain/alerts/saved-search";
import type { AviationFacts, Engine } from "~/domain/listings/aviation";

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));
const engine = (timeHours: number, tboHours: number): Engine => ({ make: "Lycoming", model: "IO-540", timeHours, tboHours, basis: "SMOH" });

describe("the attribute filters in the catalogue's URL", () => {
  it("read a ticked box and the hours to TBO, and write them back as a short link", () => {
    const query = parse("adsb=1&no_damage=on&logbooks=1&verified=1&photos=1&engine_min=1,000");
    expect(query.facets).toMatchObject({ adsbOut: true, noDamage: true, completeLogbooks: true, verifiedSeller: true, hasPhotos: true, minEngineHours: 1000 });
    expect(catalogHref(query)).toBe("/catalog?engine_min=1000&adsb=1&no_damage=1&logbooks=1&verified=1&photos=1");
    expect(catalogHref(parse("adsb="))).toBe("/catalog");
  });

  it("leave out a value they do not take and say so, as the other filters do", () => {
    const params = new URLSearchParams("adsb=maybe&engine_min=lots&photos=1");
    expect(parseCatalogQuery(params).facets).toMatchObject({ adsbOut: false, minEngineHours: null, hasPhotos: true });
    expect(catalogNotices(params)).toEqual([
      "ADS-B Out “maybe” is not 1 (ticked), so it was left out.",
      "Hours to TBO “lots” is not a number of hours such as 1000, so it was left out.",
    ]);
    expect(catalogNotices(new URLSearchParams("engine_min=0"))).toHaveLength(1);
    expect(catalogNotices(new URLSearchParams("engine_min=30001"))).toHaveLength(1);
  });

  it("are chips that each take one off, count on the phone's Filters control, and are kept in the catalogue's filter", () => {
    const query = parse("category=turboprop&adsb=1&engine_min=1500");
    expect(catalogRelaxations(query).map((relaxation) => [relaxation.label, catalogHref(relaxation.query)])).toEqual([
      ["Turboprop", "/catalog?engine_min=1500&adsb=1"],
      ["1,500+ hours to TBO", "/catalog?category=turboprop&adsb=1"],
      ["ADS-B Out", "/catalog?category=turboprop&engine_min=1500"],
    ]);
    expect(activeFilterCount(query)).toBe(3);
    expect(catalogFilterOf(query)).toMatchObject({ minEngineHours: 1500, adsbOut: true, noDamage: null, verifiedSeller: null });
    // The summaries keep the flags and the form's hours-to-TBO choices (decision 056); a typed value is counted from the listings.
    expect(summaryCounts([catalogFilterOf(parse("category=turboprop"))])).toBe(true);
    expect(summaryCounts([catalogFilterOf(query)])).toBe(true);
    expect(summaryCounts([catalogFilterOf(parse("category=turboprop&adsb=1&engine_min=1200"))])).toBe(false);
  });

  it("are named by a saved search, and make a search of their own", () => {
    const search = { q: "", category: "all" as const, price: "all" as const, sort: "newest" as const, facets: parse("logbooks=1&verified=1").facets };
    expect(describeCriteria({ kind: "catalog", search })).toEqual(["All Categories", "All Prices", "Complete logbooks", "Verified seller", "Newest First"]);
    expect(suggestedSearchName({ kind: "catalog", search })).toBe("Complete logbooks · Verified seller");
    expect(criteriaKey({ kind: "catalog", search })).not.toBe(criteriaKey({ kind: "catalog", search: { ...search, facets: parse("logbooks=1").facets } }));
  });

  it("offer the round hours to TBO and the one in force", () => {
    expect(engineHoursChoices(null)).toEqual([250, 500, 1000, 1500, 2000, 3000, 5000]);
    expect(engineHoursChoices(1200)).toEqual([250, 500, 1000, 1200, 1500, 2000, 3000, 5000]);
  });
});

describe("a listing under the filters on its sections", () => {
  const facts: AviationFacts = {
    engines: [engine(450, 2000), engine(1200, 2000)],
    equipment: { items: [], other: [], adsbOut: "yes" },
    history: { damage: "none", logbooks: "partial" },
  };

  it("has the hours to TBO of its engine with the fewest", () => {
    expect(meetsAviationFilter(facts, { minEngineHours: 800 })).toBe(true);
    expect(meetsAviationFilter(facts, { minEngineHours: 801 })).toBe(false);
    expect(meetsAviationFilter({ engines: [engine(2100, 2000)] }, { minEngineHours: 1 })).toBe(false);
  });

  it("meets only what its seller said: ADS-B Out yes, no damage, complete logbooks", () => {
    expect(meetsAviationFilter(facts, { adsbOut: true, noDamage: true })).toBe(true);
    expect(meetsAviationFilter(facts, { completeLogbooks: true })).toBe(false);
    expect(meetsAviationFilter({}, { adsbOut: true })).toBe(false);
    expect(meetsAviationFilter({}, { noDamage: true })).toBe(false);
    expect(meetsAviationFilter({}, { minEngineHours: 250 })).toBe(false);
    expect(meetsAviationFilter({ history: { damage: "unknown", logbooks: "yes" } }, { noDamage: true })).toBe(false);
    expect(meetsAviationFilter({}, {})).toBe(true);
  });
});
