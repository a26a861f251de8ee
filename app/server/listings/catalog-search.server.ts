/**
 * The catalogue as a buyer meets it: the exact search, and when its words find nothing,
 * the same search with each unknown word replaced by the nearest word the listings use
 * (pg_trgm similarity against search_vocabulary), so `citaton` still finds the Citations.
 */
import { like, or, sql } from "drizzle-orm";
import { type CatalogQuery, catalogHref } from "~/domain/catalog/catalog";
import { catalogRelaxations, type EmptyAdvice } from "~/domain/catalog/relaxations";
import { correctableWord, queryTerms } from "~/domain/catalog/search-words";
import type { Database } from "../db/database";
import { searchVocabulary } from "../db/schema";
import { type CatalogPage, countCatalog, searchCatalog } from "./catalog-page.server";

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


const NEAREST_SHOWN = 3;

/** For a search that found nothing: what dropping each filter would show, and the first aircraft of the widest of those. */
export async function emptyAdvice(db: Database, query: CatalogQuery): Promise<EmptyAdvice> {
  const drops = await Promise.all(
    catalogRelaxations(query).map(async (relaxation) => ({
      label: relaxation.label,
      query: relaxation.query,
      href: catalogHref(relaxation.query),
      total: await countCatalog(db, relaxation.query),
    })),
  );
  const widest = drops.reduce<(typeof drops)[number] | null>((best, drop) => (drop.total > (best?.total ?? 0) ? drop : best), null);
  const nearest = widest
    ? { label: widest.label, href: widest.href, listings: (await searchCatalog(db, widest.query)).listings.slice(0, NEAREST_SHOWN) }
    : null;
  return { drops: drops.map(({ label, href, total }) => ({ label, href, total })), nearest };
}
