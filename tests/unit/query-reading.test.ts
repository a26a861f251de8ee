import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG_QUERY, parseCatalogQuery } from "~/domain/catalog/catalog";
import { nearestDesignations, similarity } from "~/domain/catalog/nearest-designations";
import { readQuery } from "~/domain/catalog/query-reading";
import { CITIES, COUNTRIES, placeOf } from "~/domain/catalog/search-places";
import { regionLabel, US_STATES } from "~/domain/catalog/us-states";
import { phraseKey, SEARCH_SYNONYMS, synonymOf } from "~/domain/catalog/search-synonyms";
import { searchTsquery } from "~/domain/catalog/search-words";

// The airports these tests know, as the server's findAirport would answer.
const AIRPORTS: Record<string, string> = { KAPA: "KAPA", APA: "KAPA", TEB: "KTEB", KTEB: "KTEB", KDEN: "KDEN", KIAH: "KIAH" };
const airportCode = (code: string) => AIRPORTS[code] ?? null;
const read = (params: string) => readQuery(parseCatalogQuery(new URLSearchParams(params)), airportCode);

describe("the synonyms' table", () => {
  it("gives each phrase one meaning", () => {
    const keys = SEARCH_SYNONYMS.flatMap((synonym) => [...new Set(synonym.phrases.map(phraseKey))]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("stands only for words a tsquery can hold: letters and digits, a prefix marked by a final *", () => {
    for (const word of SEARCH_SYNONYMS.flatMap((synonym) => synonym.words ?? [])) expect(word).toMatch(/^[a-z0-9]+\*?$/);
  });

  it.each([
    ["business jet", "business-jet"],
    ["Business-Jet", "business-jet"],
    ["bizjet", "business-jet"],
    ["jet", "business-jet"],
    ["turboprop", "turboprop"],
    ["helicopter", "helicopter"],
    ["helo", "helicopter"],
    ["rotorcraft", "helicopter"],
    ["airliner", "commercial"],
    ["twin", "multi-engine"],
    ["single engine", "single-engine"],
  ])("reads %s as the category %s", (phrase, category) => {
    expect(synonymOf(phraseKey(phrase))?.category).toBe(category);
  });
});

describe("jargon in a search", () => {
  it.each([
    ["glass cockpit", /^\(glass:\* \| efis:\* \| g1000:\* .*\)$/],
    ["IFR", /^\(ifr \| waas:\* .*\)$/],
    ["autopilot", /^\(autopilot:\* \| gfc:\* .*\)$/],
    ["pressurized", /^\(pressuri:\*\)$/],
    ["pressurised", /^\(pressuri:\*\)$/],
    ["floats", /^\(float:\* \| amphib:\* \| seaplane:\*\)$/],
    ["taildragger", /^\(taildragger:\* \| tailwheel:\*\)$/],
    ["turbine", /^\(turbine:\* \| turboprop:\* .*\)$/],
    ["piston", /^\(piston:\* \| lycoming:\* .*\)$/],
    ["cessna glass cockpit", /^cessna:\* & \(glass:\* .*\)$/],
  ])("%s finds any of the words it stands for", (q, tsquery) => {
    expect(searchTsquery(q)).toMatch(tsquery);
  });

  it("leaves a designation that holds a category word as its words", () => {
    expect(searchTsquery("twin otter")).toBe("twin:* & otter:*");
    expect(searchTsquery("jet ranger")).toBe("jet:* & ranger:*");
  });
});

describe("the places' table", () => {
  it("knows every US state by name and code, and names each", () => {
    expect(US_STATES).toHaveLength(52);
    for (const [name, code] of US_STATES) {
      expect(placeOf(name, null)).toEqual({ kind: "region", region: code, label: name });
      expect(regionLabel(code)).toBe(name);
    }
  });

  it("reads a state's code in capitals, or after “in”, and a code that is also a word only after “in” or “near”", () => {
    expect(placeOf("TX", null)).toMatchObject({ region: "TX" });
    expect(placeOf("tx", null)).toBeNull();
    expect(placeOf("tx", "in")).toMatchObject({ region: "TX" });
    expect(placeOf("PA", null)).toBeNull();
    expect(placeOf("CO", "in")).toMatchObject({ region: "CO" });
  });

  it("reads a country by its names as the region listings write", () => {
    expect(placeOf("Germany", null)).toMatchObject({ region: "Germany" });
    expect(placeOf("united kingdom", null)).toMatchObject({ region: "UK" });
    expect(placeOf("England", null)).toMatchObject({ region: "UK" });
    expect(placeOf("UAE", null)).toMatchObject({ region: "UAE" });
    for (const [names, region] of COUNTRIES) for (const name of names) expect(placeOf(name, null), name).toMatchObject({ region });
  });

  it("reads a city only after “near” or “in”, as its airport", () => {
    expect(placeOf("Denver", null)).toBeNull();
    expect(placeOf("Denver", "near")).toEqual({ kind: "airport", code: "KDEN", label: "Denver" });
    expect(placeOf("sao paulo", "in")).toMatchObject({ code: "SBGR" });
    for (const [, code] of CITIES) expect(code).toMatch(/^[A-Z]{4}$/);
  });
});

describe("a query read as filters", () => {
  it("reads a category word as the category, leaving the other words", () => {
    const { query, read: parts } = read("q=business jet");
    expect(query).toMatchObject({ q: "", category: "business-jet", sort: "newest" });
    expect(parts).toEqual([{ words: "business jet", kind: "category", label: "Business Jet" }]);
    expect(read("q=cessna bizjet").query).toMatchObject({ q: "cessna", category: "business-jet", sort: "relevance" });
  });

  it("keeps a kind of jet's words: the category and the models of that kind", () => {
    expect(read("q=light jet").query).toMatchObject({ q: "light jet", category: "business-jet" });
  });

  it("never overrides a category the buyer chose", () => {
    const { query, read: parts } = read("q=helicopter&category=turboprop");
    expect(query).toMatchObject({ q: "helicopter", category: "turboprop" });
    expect(parts).toEqual([]);
  });

  it("reads a state, a country, a city after near and an airport's code as the location", () => {
    expect(read("q=Texas").query.facets.region).toBe("TX");
    expect(read("q=king air TX").query).toMatchObject({ q: "king air", facets: { region: "TX" } });
    expect(read("q=aircraft for sale in florida").query).toMatchObject({ q: "", facets: { region: "FL" } });
    expect(read("q=Germany").query.facets.region).toBe("Germany");
    const denver = read("q=cirrus near Denver");
    expect(denver.query).toMatchObject({ q: "cirrus", facets: { near: "KDEN", radiusNm: 100 } });
    expect(denver.read).toEqual([{ words: "near Denver", kind: "near", label: "Denver" }]);
    expect(read("q=KAPA").query).toMatchObject({ q: "", facets: { near: "KAPA", radiusNm: 100 } });
    expect(read("q=near TEB").query.facets.near).toBe("KTEB");
  });

  it("leaves words alone that name no place, or a place that contradicts the filters set", () => {
    expect(read("q=geneva").read).toEqual([]);
    expect(read("q=kapa").read).toEqual([]);
    expect(read("q=texas&region=FL").query).toMatchObject({ q: "texas", facets: { region: "FL" } });
    expect(read("q=PA-28").read).toEqual([]);
  });

  it("reads a category and a place together", () => {
    const { query, read: parts } = read("q=turboprop in Texas");
    expect(query).toMatchObject({ q: "", category: "turboprop", facets: { region: "TX" } });
    expect(parts.map((part) => part.label)).toEqual(["Turboprop", "Texas"]);
  });

  it("leaves out filler beside other words, and changes nothing when nothing else is read", () => {
    expect(read("q=citation for sale")).toMatchObject({ query: { q: "citation" }, read: [] });
    expect(read("q=aircraft citaton").query.q).toBe("citaton");
    expect(read("q=a 36 bonanza").query.q).toBe("a 36 bonanza");
    const query = parseCatalogQuery(new URLSearchParams("q=aircraft for sale"));
    expect(readQuery(query, airportCode).query).toBe(query);
    expect(readQuery(DEFAULT_CATALOG_QUERY, airportCode)).toEqual({ query: DEFAULT_CATALOG_QUERY, read: [] });
  });
});

describe("a designation with its maker's letters", () => {
  it("is also searched as the maker and the model", () => {
    expect(searchTsquery("C182T")).toBe("(c182t:* | cessna:* & 182t:*)");
    expect(searchTsquery("BE58")).toBe("(be58:* | beechcraft:* & 58:*)");
    expect(searchTsquery("CJ4")).toBe("cj4:*");
  });
});

describe("the makers and models nearest a word", () => {
  it("are those with a word alike by trigrams, nearest first, and none for nonsense", () => {
    const vocabulary = ["Cessna", "Cessna Citation CJ4 Gen2", "Pilatus", "Pilatus PC-12 NGX", "Robinson R44 Raven II"];
    expect(similarity("citation", "citation")).toBe(1);
    expect(nearestDesignations(vocabulary, ["citaton"])).toEqual(["Cessna Citation CJ4 Gen2"]);
    expect(nearestDesignations(vocabulary, ["pilatis"])[0]).toBe("Pilatus");
    expect(nearestDesignations(vocabulary, ["zzzz"])).toEqual([]);
  });
});
