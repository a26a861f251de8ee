/**
 * What the search box suggests as a buyer types: the makers, models and designations the
 * inventory itself uses ("Pilatus", "Pilatus PC-12 NGX"), those a word of which starts with
 * what was typed, folded as search folds it (`pc12` and `PC-12` suggest "Pilatus PC-12 NGX").
 */
import { searchWords } from "./search-words";

export const SUGGESTIONS_SHOWN = 8;
/** Fewer letters suggest too much to help. */
export const MIN_SUGGESTION_LENGTH = 2;

/** One suggestion: what fills the box, how it reads in the list, and for an airport its place ("Teterboro, NJ"). */
export type Suggestion = { value: string; label: string; place?: string };

/** The vocabulary's entries whose words start with what was typed: those that start with it first, then shorter ones. */
export function matchingSuggestions(vocabulary: readonly string[], typed: string, limit = SUGGESTIONS_SHOWN): Suggestion[] {
  const wanted = searchWords(typed).split(" ").filter(Boolean);
  if (typed.trim().length < MIN_SUGGESTION_LENGTH || wanted.length === 0) return [];
  const matches = vocabulary.filter((entry) => {
    const words = searchWords(entry).split(" ");
    return wanted.every((part) => words.some((word) => word.startsWith(part)));
  });
  const first = (entry: string) => (searchWords(entry).startsWith(wanted[0]!) ? 0 : 1);
  return matches
    .sort((a, b) => first(a) - first(b) || a.length - b.length || a.localeCompare(b))
    .slice(0, limit)
    .map((entry) => ({ value: entry, label: entry }));
}

/**
 * An ICAO (KTEB, EGLL), IATA (TEB, LHR) or FAA (APA, 0J4) code as typed into a box that
 * suggests airports (the catalogue's "Near airport", a listing's base airport), in
 * capitals, or null when it cannot be one: three or four letters and digits.
 */
export function parseAirportCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9]{3,4}$/.test(code) ? code : null;
}
