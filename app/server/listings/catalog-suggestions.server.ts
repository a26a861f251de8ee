/**
 * The search box's suggestions: the makers and models of the aircraft buyers can see, read
 * at most once every few minutes per process (a new model appears in suggestions a little
 * after its listing), and the airports the site knows.
 */
import { and, sql } from "drizzle-orm";
import { airportLabel } from "~/domain/airports/near-airport";
import { catalogFilterOf, DEFAULT_CATALOG_QUERY } from "~/domain/catalog/catalog";
import { matchingSuggestions, type Suggestion, SUGGESTIONS_SHOWN } from "~/domain/catalog/suggestions";
import { suggestAirports } from "../airports/airports.server";
import type { Database } from "../db/database";
import { listings } from "../db/schema";
import { catalogConditions } from "./listings.server";

const VOCABULARY_TTL_MS = 5 * 60 * 1000;
let cached: { words: string[]; readAt: number } | null = null;

/** Each maker, and each maker with its model, as the listings write them. */
export async function catalogVocabulary(db: Database, now = Date.now()): Promise<string[]> {
  if (cached && now - cached.readAt < VOCABULARY_TTL_MS) return cached.words;
  const rows = await db
    .selectDistinct({ manufacturer: listings.manufacturer, model: listings.model })
    .from(listings)
    .where(and(...catalogConditions(catalogFilterOf(DEFAULT_CATALOG_QUERY)), sql`${listings.manufacturer} <> ''`));
  const words = [...new Set(rows.flatMap((row) => [row.manufacturer, `${row.manufacturer} ${row.model}`.trim()]))];
  cached = { words, readAt: now };
  return words;
}


export type SuggestionKind = "words" | "airports";

export async function catalogSuggestions(db: Database, kind: SuggestionKind, typed: string): Promise<Suggestion[]> {
  if (kind === "airports") return suggestAirports(typed, SUGGESTIONS_SHOWN).map((airport) => ({ value: airport.ident, label: airportLabel(airport), place: airport.place }));
  return matchingSuggestions(await catalogVocabulary(db), typed);
}
