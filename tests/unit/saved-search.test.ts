import { describe, expect, it } from "vitest";
import { parseCatalogQuery } from "~/domain/catalog/catalog";
import { NO_FACETS } from "~/domain/catalog/facets";
import { matchRequirementsSchema } from "~/domain/matching/match-requirements-schema";
import {
  catalogSearchOf,
  criteriaFields,
  criteriaKey,
  describeCriteria,
  FREQUENCY_INVALID,
  parseSavedSearchId,
  SEARCH_NAME_REQUIRED,
  SEARCH_NAME_TOO_LONG,
  savedSearchHref,
  type SearchCriteria,
  suggestedSearchName,
} from "~/domain/alerts/saved-search";
import { criteriaFromFields, editSavedSearchSchema, saveSearchSchema } from "~/domain/alerts/saved-search-schema";

const jets: SearchCriteria = {
  kind: "catalog",
  search: catalogSearchOf(parseCatalogQuery(new URLSearchParams("q=Citation&category=business-jet&price=2m-10m&sort=price-low&page=3&view=list"))),
};
const mission: SearchCriteria = {
  kind: "match",
  requirements: matchRequirementsSchema.parse({ aircraftType: "business-jet", budget: "5000000", passengerCapacity: "5-8", additionalNotes: "Garmin G1000" }),
};

describe("a saved search's fields", () => {
  it("carry a catalogue search through a form and back, without its page and view", () => {
    const fields = criteriaFields(jets);
    expect(fields).toEqual([
      ["kind", "catalog"],
      ["q", "Citation"],
      ["category", "business-jet"],
      ["price", "2m-10m"],
      ["sort", "price-low"],
    ]);
    expect(criteriaFromFields(new URLSearchParams(fields))).toEqual(jets);
  });

  it("carry a mission through a form and back, leaving out what the buyer did not answer", () => {
    const fields = criteriaFields(mission);
    expect(fields.map(([name]) => name)).toEqual(["kind", "aircraftType", "budget", "passengerCapacity", "additionalNotes"]);
    expect(criteriaFromFields(new URLSearchParams(fields))).toEqual(mission);
  });

  it("refuse a mission the /ai-match form would refuse, and an unknown kind", () => {
    expect(criteriaFromFields(new URLSearchParams({ kind: "match", aircraftType: "rocket" }))).toBeNull();
    expect(criteriaFromFields(new URLSearchParams({ kind: "match", aircraftType: "helicopter", budget: "123" }))).toBeNull();
    expect(criteriaFromFields(new URLSearchParams({ kind: "listing" }))).toBeNull();
    expect(criteriaFromFields(new URLSearchParams())).toBeNull();
  });

  it("read an edited catalogue filter as the catalogue does: unknown values fall back to the default", () => {
    expect(criteriaFromFields(new URLSearchParams({ kind: "catalog", category: "spaceship", price: "free" }))).toEqual({
      kind: "catalog",
      search: { q: "", category: "all", price: "all", sort: "newest", facets: NO_FACETS },
    });
  });

  it("carry the facets through a form and back, and say what they narrow", () => {
    const narrowed = parseCatalogQuery(new URLSearchParams("q=pc-12&manufacturer=Pilatus&year_from=2010&price_to=6000000&seats_min=6&region=Switzerland"));
    const criteria = { kind: "catalog" as const, search: catalogSearchOf(narrowed) };
    expect(criteriaFromFields(new URLSearchParams(criteriaFields(criteria)))).toEqual(criteria);
    expect(savedSearchHref(criteria)).toBe("/catalog?q=pc-12&manufacturer=Pilatus&year_from=2010&price_to=6000000&seats_min=6&region=Switzerland");
    expect(describeCriteria(criteria)).toEqual(["“pc-12”", "All Categories", "All Prices", "Pilatus", "from 2010", "up to $6,000,000", "6+ seats", "in Switzerland", "Best match"]);
    expect(criteriaKey(criteria)).not.toBe(criteriaKey({ kind: "catalog", search: { ...criteria.search, facets: NO_FACETS } }));
  });
});

describe("running a saved search", () => {
  it("opens the catalogue with its filters and sort, on page one", () => {
    expect(savedSearchHref(jets)).toBe("/catalog?q=Citation&category=business-jet&price=2m-10m&sort=price-low");
  });

  it("opens the /ai-match results for the mission, which the page reads back as the same answers", () => {
    const href = savedSearchHref(mission);
    expect(href).toBe("/ai-match?role=buyer&aircraftType=business-jet&budget=5000000&passengerCapacity=5-8&additionalNotes=Garmin+G1000&run=1");
    const params = new URL(href, "http://aeromarket.invalid").searchParams;
    expect(matchRequirementsSchema.parse(Object.fromEntries(params))).toEqual(mission.requirements);
  });
});

describe("the same search saved twice", () => {
  it("has one key whatever the case of its words", () => {
    const shouted: SearchCriteria = { kind: "catalog", search: { ...jets.search, q: "CITATION" } } as SearchCriteria;
    expect(criteriaKey(shouted)).toBe(criteriaKey(jets));
  });

  it("differs when a filter or the sort differs", () => {
    if (jets.kind !== "catalog") throw new Error("a catalogue search");
    expect(criteriaKey({ kind: "catalog", search: { ...jets.search, sort: "newest" } })).not.toBe(criteriaKey(jets));
    expect(criteriaKey({ kind: "catalog", search: { ...jets.search, price: "10m+" } })).not.toBe(criteriaKey(jets));
  });

  it("counts a mission's notes, which the engine scores, but not their case or spacing", () => {
    if (mission.kind !== "match") throw new Error("a mission");
    const winglets = { kind: "match" as const, requirements: { ...mission.requirements, additionalNotes: "winglets" } };
    const spaced = { kind: "match" as const, requirements: { ...mission.requirements, additionalNotes: "  garmin   g1000 " } };
    expect(criteriaKey(winglets)).not.toBe(criteriaKey(mission));
    expect(criteriaKey(spaced)).toBe(criteriaKey(mission));
  });
});

describe("what a saved search says about itself", () => {
  it("suggests a name from the filters, and describes every part", () => {
    expect(suggestedSearchName(jets)).toBe("Business Jet · $2M - $10M · “Citation”");
    expect(describeCriteria(jets)).toEqual(["“Citation”", "Business Jet", "$2M - $10M", "Price: Low to High"]);
    expect(suggestedSearchName(mission)).toBe("AI Match: Business Jet · up to $5.0M");
    expect(describeCriteria(mission)).toEqual(["Business Jet", "Budget $5.0M", "5-8 passengers", "Your notes"]);
  });
});

describe("the save and edit forms", () => {
  it("take a trimmed name of 1 to 80 characters and a listed frequency", () => {
    expect(saveSearchSchema.parse({ name: "  Citations  ", frequency: "weekly" })).toEqual({ name: "Citations", frequency: "weekly" });
    const blank = saveSearchSchema.safeParse({ name: "   ", frequency: "daily" });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual([SEARCH_NAME_REQUIRED]);
    const long = editSavedSearchSchema.safeParse({ name: "x".repeat(81), frequency: "daily" });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([SEARCH_NAME_TOO_LONG]);
    expect(editSavedSearchSchema.safeParse({ name: "x".repeat(80), frequency: "off" }).success).toBe(true);
    const hourly = editSavedSearchSchema.safeParse({ name: "Jets", frequency: "hourly" });
    expect(hourly.error?.issues.map((issue) => issue.message)).toEqual([FREQUENCY_INVALID]);
  });

  it("read a saved search's id from its URL only when it is a whole number an id can be", () => {
    expect(parseSavedSearchId("12")).toBe(12);
    expect(parseSavedSearchId("2147483647")).toBe(2_147_483_647);
    for (const bad of [undefined, "", "0", "012", "1.5", "-3", "2147483648", "12abc"]) expect(parseSavedSearchId(bad)).toBeNull();
  });
});

describe("a saved search's name", () => {
  it("is one line: a break inside is refused", () => {
    expect(saveSearchSchema.safeParse({ name: "Jets\nunder $5M", frequency: "daily" }).success).toBe(false);
    expect(saveSearchSchema.safeParse({ name: "Jets under $5M\n", frequency: "daily" }).success).toBe(true);
  });
});
