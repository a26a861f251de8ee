/**
 * The catalogue as a buyer meets it: their words read as filters where they name a
 * category or a place (query-reading.ts), the exact search, and when its words find
 * nothing, the same search with each unknown word replaced by the nearest word the
 * listings use (pg_trgm similarity against search_vocabulary), so `citaton` still finds
 * the Citations; failing that, the search without the words that match nothing.
 */
import { and, like, notInArray, or, sql } from "drizzle-orm";
import { type CatalogQuery, catalogHref, defaultSort } from "~/domain/catalog/catalog";
import { nearestDesignations } from "~/domain/catalog/nearest-designations";
import { type QueryReading, readQuery } from "~/domain/catalog/query-reading";
import { catalogRelaxations, type EmptyAdvice } from "~/domain/catalog/relaxations";
import { correctableWord, queryTerms, STOP_WORDS } from "~/domain/catalog/search-words";
import { findAirport } from "../airports/airports.server";
import { timedInRequest } from "../platform/server-timing.server";
import type { Database } from "../db/database";
import { searchVocabulary } from "../db/schema";
import { type CatalogPage, catalogHasAny, countCatalogUpTo, pageCountsAttributes, searchCatalog } from "./catalog-page.server";
import { catalogFacetCounts } from "./catalog-facets.server";
import { catalogAttributeCounts } from "./attribute-counts.server";
import { catalogVocabulary } from "./catalog-suggestions.server";

/** The buyer's words read as the filters they name (the server knows the airports). */
export function readSearch(query: CatalogQuery): QueryReading {
  return readQuery(query, (code) => findAirport(code)?.ident ?? null);
}

/** What was searched instead of the buyer's words, or null when their own words found aircraft. */
export type CatalogCorrection = { q: string } | null;

/** Words that matched nothing, left out, and the words searched instead. */
export type DroppedWords = { words: string; q: string } | null;

export type CatalogResult = CatalogPage & { correction: CatalogCorrection; dropped: DroppedWords };

/** `attributeCounts`: count the attribute choices with the buyer's own search where it can (pageCountsAttributes). */
export async function findAircraft(db: Database, query: CatalogQuery, { attributeCounts = false } = {}): Promise<CatalogResult> {
  const page = await searchCatalog(db, query, { attributeCounts });
  if (page.total > 0 || !query.q) return { ...page, correction: null, dropped: null };
  const corrected = await correctedQuery(db, query.q);
  if (corrected !== null) {
    const correctedPage = await searchCatalog(db, { ...query, q: corrected });
    if (correctedPage.total > 0) return { ...correctedPage, correction: { q: corrected }, dropped: null };
  }
  const dropped = await withoutUnmatchedWords(db, query);
  if (dropped) {
    const keptPage = await searchCatalog(db, { ...query, q: dropped.q, sort: query.sort === defaultSort(query.q) ? defaultSort(dropped.q) : query.sort });
    if (keptPage.total > 0) return { ...keptPage, correction: null, dropped };
  }
  return { ...page, correction: null, dropped: null };
}

/**
 * What the catalogue page reads for a search: its aircraft, the filters' counts (of what
 * the page shows: the corrected words, or those that matched something), the empty result's
 * advice, and the makers and models nearest to words left out. `npm run bench:search` times it.
 */
export async function catalogSearchPage(db: Database, query: CatalogQuery) {
  // Each part is named in the page's Server-Timing (on PGlite, one waits behind the other).
  // "Best match" counts the attribute choices from the matches it reads (pageCountsAttributes).
  const together = pageCountsAttributes(query);
  const [result, counts, attributes] = await Promise.all([
    timedInRequest("search", findAircraft(db, query, { attributeCounts: together })),
    timedInRequest("facets", catalogFacetCounts(db, query)),
    together ? null : timedInRequest("attribute-counts", catalogAttributeCounts(db, query)),
  ]);
  const shown = shownQuery(query, result);
  const [facetCounts, attributeCounts, advice, designations] = await Promise.all([
    shown === query ? counts : timedInRequest("facets-shown", catalogFacetCounts(db, shown)),
    shown === query ? (together ? (result.attributeCounts ?? null) : attributes) : timedInRequest("attribute-counts-shown", catalogAttributeCounts(db, shown)),
    result.total === 0 ? timedInRequest("empty-advice", emptyAdvice(db, query)) : null,
    result.dropped ? timedInRequest("designations", designationsNear(db, query, result.dropped.words)) : [],
  ]);
  return { result, facetCounts, attributeCounts, advice, dropped: result.dropped ? { ...result.dropped, designations } : null };
}

/** The search the page shows: the buyer's, or the corrected one, or the one without the words that matched nothing. */
export function shownQuery(query: CatalogQuery, result: Pick<CatalogResult, "correction" | "dropped">): CatalogQuery {
  const q = result.correction?.q ?? result.dropped?.q;
  return q === undefined ? query : { ...query, q, sort: query.sort === defaultSort(query.q) ? defaultSort(q) : query.sort };
}

/**
 * The words of a query that each find aircraft with the other filters in force, and those
 * that find none, or null when every word finds some or none does.
 */
async function withoutUnmatchedWords(db: Database, query: CatalogQuery): Promise<DroppedWords> {
  const words = query.q.split(" ").filter(Boolean);
  if (words.length < 2) return null;
  // Whether each finds any, not how many: a word as common as "air" matches a tenth of the catalogue.
  const finds = await Promise.all(words.map((word) => catalogHasAny(db, { ...query, q: word })));
  const kept = words.filter((_, index) => finds[index]);
  // Words that tell no aircraft apart ("engine") are no search to show instead.
  if (kept.length === words.length || kept.every((word) => STOP_WORDS.has(word.toLowerCase()))) return null;
  return { words: words.filter((_, index) => !finds[index]).join(" "), q: kept.join(" ") };
}

/** The query with each word no listing uses replaced by the nearest one that is, or null when none is. */
export async function correctedQuery(db: Database, q: string): Promise<string | null> {
  let changed = false;
  const words: string[] = [];
  for (const term of queryTerms(q)) {
    const nearest = correctableWord(term.joined) ? await nearestWord(db, term.joined) : null;
    changed ||= nearest !== null;
    words.push(nearest ?? term.parts.join(" "));
  }
  return changed ? words.join(" ") : null;
}

/** The listings' word nearest to `word` by trigrams, or null when `word` starts one of them already or none is near. */
async function nearestWord(db: Database, word: string): Promise<string | null> {
  const known = like(searchVocabulary.word, `${word}%`);
  const [nearest] = await db
    .select({ word: searchVocabulary.word, known: sql<boolean>`${known}` })
    .from(searchVocabulary)
    // A word most listings use ("aircraft") tells no aircraft apart: never offered as a correction.
    .where(and(or(sql`${searchVocabulary.word} % ${word}`, known), notInArray(searchVocabulary.word, [...STOP_WORDS])))
    .orderBy(sql`${known} desc`, sql`similarity(${searchVocabulary.word}, ${word}) desc`, searchVocabulary.word)
    .limit(1);
  return nearest && !nearest.known ? nearest.word : null;
}


const NEAREST_SHOWN = 3;

/**
 * For a search that found nothing: what dropping each filter would show, the first aircraft
 * of the widest of those unless that leaves no filter at all, and the makers and models
 * nearest the words.
 */
export async function emptyAdvice(db: Database, query: CatalogQuery): Promise<EmptyAdvice> {
  const drops = await Promise.all(
    catalogRelaxations(query).map(async (relaxation) => ({
      label: relaxation.label,
      query: relaxation.query,
      href: catalogHref(relaxation.query),
      ...(await countCatalogUpTo(db, relaxation.query)),
    })),
  );
  const widest = drops.reduce<(typeof drops)[number] | null>((best, drop) => (drop.total > (best?.total ?? 0) ? drop : best), null);
  const nearest =
    // Without any filter the widest is the newest aircraft, nothing like what was asked.
    widest && catalogRelaxations(widest.query).length > 0
      ? { label: widest.label, href: widest.href, listings: (await searchCatalog(db, widest.query)).listings.slice(0, NEAREST_SHOWN) }
      : null;
  return { drops: drops.map(({ label, href, total, capped }) => ({ label, href, total, capped })), nearest, designations: await designationsNear(db, query, query.q) };
}

/** The makers and models nearest to some words, each a link to the search of it with the same filters. */
export async function designationsNear(db: Database, query: CatalogQuery, words: string): Promise<{ label: string; href: string }[]> {
  if (!words) return [];
  return nearestDesignations(await catalogVocabulary(db), words.split(" ")).map((designation) => ({
    label: designation,
    href: catalogHref({ ...query, q: designation, page: 1, sort: defaultSort(designation) }),
  }));
}
