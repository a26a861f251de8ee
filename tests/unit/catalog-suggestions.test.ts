import { describe, expect, it } from "vitest";
import { matchingSuggestions } from "~/domain/catalog/suggestions";

const VOCABULARY = ["Pilatus", "Pilatus PC-12 NGX", "Pilatus PC-24", "Piper", "Piper PA-28-181 Archer", "Cessna", "Cessna Citation CJ4", "Cessna 172S Skyhawk"];
const values = (typed: string) => matchingSuggestions(VOCABULARY, typed).map((suggestion) => suggestion.value);

describe("the search box's suggestions", () => {
  it("suggests the makers and models a word of which starts with what was typed, those starting with it first", () => {
    expect(values("pi")).toEqual(["Piper", "Pilatus", "Pilatus PC-24", "Pilatus PC-12 NGX", "Piper PA-28-181 Archer"]);
    expect(values("citation")).toEqual(["Cessna Citation CJ4"]);
    expect(values("sky")).toEqual(["Cessna 172S Skyhawk"]);
  });

  it("reads designations as search does", () => {
    expect(values("PC-12")).toEqual(["Pilatus PC-12 NGX"]);
    expect(values("pc12")).toEqual(["Pilatus PC-12 NGX"]);
    expect(values("pilatus pc 24")).toEqual(["Pilatus PC-24"]);
  });

  it("suggests nothing for fewer than two letters or nothing known, and at most eight", () => {
    expect(values("p")).toEqual([]);
    expect(values("zeppelin")).toEqual([]);
    expect(matchingSuggestions(Array.from({ length: 20 }, (_, index) => `Maker ${index}`), "ma")).toHaveLength(8);
  });
});
