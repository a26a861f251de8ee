/**
 * A buyer's words read as the catalogue's filters: "business jet" is the category, "Texas"
 * or "TX" the region, "near Denver" or "KAPA" within 100 nm of an airport. What is read
 * leaves the words and becomes a filter the page shows and can take off; the rest is
 * searched as words. A filter the buyer set is never overridden: a word that would
 * contradict it stays a word. docs/decisions/044-categories-places-and-a-fallback-that-helps.md.
 */
import { type CatalogQuery, defaultSort } from "./catalog";
import { categoryLabel } from "./categories";
import { LONGEST_PLACE, PLACE_RADIUS_NM, type Place, placeOf } from "./search-places";
import { LONGEST_PHRASE, phraseKey, synonymOf } from "./search-synonyms";

/** Words read as a filter: the words as typed, and the filter in words ("Business Jet", "Texas"). */
export type ReadFilter = { words: string; kind: "category" | "region" | "near"; label: string };

export type QueryReading = { query: CatalogQuery; read: ReadFilter[] };

/** Words that say nothing about an aircraft ("Cessna for sale", "aircraft in Texas"); not "a", which starts designations ("A 36"). */
const FILLER = new Set(["for", "sale", "forsale", "aircraft", "airplane", "airplanes", "plane", "planes", "the", "an", "and", "with", "used", "buy"]);
const PLACE_WORDS = { near: "near", around: "near", in: "in", at: "in" } as const;

/**
 * `airportCode`: the ICAO code of the airport a code names, or null (the server knows the
 * airports). A word of four capitals that is an airport's code ("KAPA") is read as one; after
 * "near", any code ("near TEB").
 */
export function readQuery(query: CatalogQuery, airportCode: (code: string) => string | null): QueryReading {
  const words = query.q.split(" ").filter(Boolean);
  const kept: string[] = [];
  const read: ReadFilter[] = [];
  let next = query;
  let index = 0;
  while (index < words.length) {
    const word = words[index]!;
    const after = PLACE_WORDS[phraseKey(word) as keyof typeof PLACE_WORDS] ?? null;
    const placeStart = after ? index + 1 : index;
    const place = placeAt(words, placeStart, after, airportCode);
    const placed = place ? applyPlace(next, place.place) : null;
    if (place && placed) {
      next = placed;
      read.push({ words: words.slice(index, placeStart + place.length).join(" "), kind: place.place.kind === "region" ? "region" : "near", label: place.place.label });
      index = placeStart + place.length;
      continue;
    }
    const phrase = phraseAt(words, index);
    if (phrase) {
      const { synonym, length } = phrase;
      const typed = words.slice(index, index + length);
      const category = synonym.category;
      if (category && (next.category === "all" || next.category === category)) {
        next = { ...next, category };
        read.push({ words: typed.join(" "), kind: "category", label: categoryLabel(category) });
        // A kind of jet is the category and the models that are that kind: its words stay.
        if (synonym.words) kept.push(...typed);
      } else {
        kept.push(...typed);
      }
      index += length;
      continue;
    }
    if (!FILLER.has(phraseKey(word)) && !(after && index === words.length - 1)) kept.push(word);
    index += 1;
  }
  // Filler goes when other words stay ("aircraft citaton" is "citaton"); alone it is searched.
  if (read.length === 0 && (kept.length === words.length || kept.length === 0)) return { query, read };
  const q = kept.join(" ");
  // "Best match" needs words to match.
  const sort = query.sort === "relevance" && !q ? defaultSort(q) : query.sort;
  return { query: { ...next, q, sort, page: query.page }, read };
}

/** The longest phrase of the synonyms' table that starts at `index`. */
function phraseAt(words: string[], index: number) {
  for (let length = Math.min(LONGEST_PHRASE, words.length - index); length >= 1; length -= 1) {
    const synonym = synonymOf(phraseKey(words.slice(index, index + length).join(" ")));
    if (synonym) return { synonym, length };
  }
  return null;
}

/** The longest place named at `index`: a region, a city after "near"/"in", or an airport's code. */
function placeAt(words: string[], index: number, after: "near" | "in" | null, airportCode: (code: string) => string | null) {
  for (let length = Math.min(LONGEST_PLACE, words.length - index); length >= 1; length -= 1) {
    const place = placeOf(words.slice(index, index + length).join(" "), after);
    if (place) return { place, length };
  }
  const code = words[index];
  if (code && (after === "near" ? /^[A-Za-z0-9]{3,4}$/.test(code) : /^[A-Z]{4}$/.test(code))) {
    const ident = airportCode(code.toUpperCase());
    if (ident) return { place: { kind: "airport", code: ident, label: ident } satisfies Place, length: 1 };
  }
  return null;
}

/** The query with the place as its filter, or null when it already has another region or airport. */
function applyPlace(query: CatalogQuery, place: Place): CatalogQuery | null {
  const { facets } = query;
  if (place.kind === "region") {
    if (facets.near || (facets.region && facets.region.toLowerCase() !== place.region.toLowerCase())) return null;
    return { ...query, facets: { ...facets, region: place.region } };
  }
  if (facets.region || (facets.near && facets.near !== place.code)) return null;
  return { ...query, facets: { ...facets, near: place.code, radiusNm: facets.radiusNm ?? PLACE_RADIUS_NM } };
}
