/**
 * The catalogue as a buyer meets it: the exact search, and when its words find nothing,
 * the same search with each unknown word replaced by the nearest word the listings use
 * (pg_trgm similarity against search_vocabulary), so `citaton` still finds the Citations.
 */
import { like, or, sql } from "drizzle-orm";
import type { CatalogQuery } from "~/domain/catalog/catalog";
import { correctableWord, queryTerms } from "~/domain/catalog/search-words";
import type { Database } from "../db/database";
import { searchVocabulary } from "../db/schema";
import { type CatalogPage, searchCatalog } from "./listings.server";

/** What was searched instead of the buyer's words, or null when their own words found aircraft. */
export type CatalogCorrection = { q: string } | null;

export type CatalogResult = CatalogPage & { correction: CatalogCorrection };

export async function findAircraft(db: Database, query: CatalogQuery): Promise<CatalogResult> {
  const page = await searchCatalog(db, query);
  if (page.total > 0 || !query.q) return { ...page, correction: null };
  const corrected = await correctedQuery(db, query.q);
  if (corrected === null) return { ...page, correction: null };
  const correctedPage = await searchCatalog(db, { ...query, q: corrected });
  return correctedPage.total > 0 ? { ...correctedPage, correction: { q: corrected } } : { ...page, correction: null };
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
    .where(or(sql`${searchVocabulary.word} % ${word}`, known))
    .orderBy(sql`${known} desc`, sql`similarity(${searchVocabulary.word}, ${word}) desc`, searchVocabulary.word)
    .limit(1);
  return nearest && !nearest.known ? nearest.word : null;
}
