import { describe, expect, it } from "vitest";
import { queryTerms, searchTsquery, searchWords } from "~/domain/catalog/search-words";
import { SEARCH_WORD_CASES, tsqueryFinds as finds } from "../support/search-word-cases";

describe("the words a listing is found by", () => {
  it.each(SEARCH_WORD_CASES)("$text gives $words", ({ text, words }) => {
    expect(searchWords(text)).toBe(words);
  });
});

describe("a query as a buyer writes it", () => {
  it.each([
    { q: "PC-12", tsquery: "pc12:*" },
    { q: "PC12", tsquery: "pc12:*" },
    { q: "PC 12", tsquery: "pc12:*" },
    { q: "pc-12 ngx", tsquery: "(pc12ngx:* | pc12:* & ngx:*)" },
    { q: "Pilatus PC-12", tsquery: "pilatus:* & pc12:*" },
    { q: "G650ER", tsquery: "g650er:*" },
    { q: "G 650", tsquery: "g650:*" },
    { q: "King Air 350i", tsquery: "king:* & air350i:*" },
    { q: "CJ3+", tsquery: "cj3plus:*" },
    { q: "A320neo", tsquery: "a320neo:*" },
    { q: "TBM 960", tsquery: "tbm960:*" },
    { q: "Cessna 172", tsquery: "(cessna172:* | cessna:* & 172:*)" },
    { q: "G-ABCD", tsquery: "gabcd:*" },
    { q: "N414CJ", tsquery: "n414cj:*" },
    { q: "Sao Paulo", tsquery: "sao:* & paulo:*" },
    { q: "SÃO PAULO", tsquery: "sao:* & paulo:*" },
    { q: "Cess  cita & !(CJ4) | Zürich", tsquery: "cess:* & cita:* & cj4:* & zurich:*" },
    { q: "&|!():*", tsquery: null },
  ])("$q searches $tsquery", ({ q, tsquery }) => {
    expect(searchTsquery(q)).toBe(tsquery);
  });

  it.each([
    ["PC-12", "Pilatus PC-12 NGX"],
    ["PC12", "Pilatus PC-12 NGX"],
    ["PC 12", "Pilatus PC-12 NGX"],
    ["pc-12 ngx", "Pilatus PC-12 NGX"],
    ["G650ER", "Gulfstream G650ER"],
    ["G 650", "Gulfstream G650ER"],
    ["G650", "Gulfstream G650ER"],
    ["King Air 350i", "Beechcraft King Air 350i"],
    ["CJ3+", "Cessna Citation CJ3+"],
    ["CJ3", "Cessna Citation CJ3+"],
    ["A320neo", "Airbus A320neo"],
    ["R44", "Robinson R44 Raven II"],
    ["TBM 960", "Daher TBM 960"],
    ["172", "Cessna 172S Skyhawk"],
    ["skyhawk 172", "Cessna 172S Skyhawk"],
    ["N414CJ", "N414CJ"],
    ["N-414CJ", "N414CJ"],
    ["G-ABCD", "G-ABCD"],
    ["GABCD", "G-ABCD"],
    ["525B-0123", "525B0123"],
    ["525B0123", "525B-0123"],
    ["Sao Paulo", "São Paulo, Brazil"],
  ])("%s finds %s", (q, text) => {
    expect(finds(searchTsquery(q)!, searchWords(text))).toBe(true);
  });

  it.each([
    ["CJ3+", "Cessna Citation CJ3"],
    ["PC-12", "Pilatus PC-24"],
    ["G 650", "Gulfstream G550"],
  ])("%s does not find %s", (q, text) => {
    expect(finds(searchTsquery(q)!, searchWords(text))).toBe(false);
  });

  it("keeps eight words of a long query", () => {
    expect(queryTerms("a b c d e f g h i j ".repeat(500))).toHaveLength(8);
  });
});
