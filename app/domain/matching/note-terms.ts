import type { Listing } from "../listings/listing";

/**
 * The buyer's free-text notes against a listing's words: which words of a note
 * are worth looking for, and whether a listing mentions each, singular or plural.
 */

/** Words too common in notes to say anything about an aircraft. */
const STOP_WORDS = new Set([
  "the", "and", "for", "with", "that", "this", "from", "have", "has", "had", "are", "was",
  "were", "will", "would", "should", "could", "can", "need", "needs", "want", "wants",
  "looking", "look", "like", "prefer", "preferred", "preferably", "please", "our", "ours",
  "you", "your", "its", "not", "but", "any", "all", "some", "also", "must", "very", "more",
  "less", "than", "then", "into", "about", "just", "only", "well", "good", "nice", "plus",
  "aircraft", "airplane", "plane", "one", "who", "what", "when", "where", "which", "there",
  "their", "them", "they", "been", "being", "ideally", "really", "etc",
]);

const MIN_NOTE_WORD_LENGTH = 3;
/**
 * At most this many distinct note words are looked for (the first ones written),
 * so a pasted essay cannot slow the ranking of thousands of listings down.
 */
const MAX_NOTE_WORDS = 12;

export type NoteTerm = { word: string; stem: string; yPlural: boolean };

/**
 * The note's words worth looking for: lower-cased runs of letters and digits of
 * 3+ characters, inner hyphens and apostrophes dropped ("wi-fi" is "wifi"),
 * stop words skipped, each once. A plural is looked for by its singular stem.
 */
export function noteTermsOf(notes: string | undefined): NoteTerm[] {
  if (notes === undefined) return [];
  const words = notes
    .toLowerCase()
    .replace(/([\p{L}\p{N}])['’-](?=[\p{L}\p{N}])/gu, "$1")
    .match(/[\p{L}\p{N}]+/gu);
  if (words === null) return [];
  const terms: NoteTerm[] = [];
  const seen = new Set<string>();
  for (const word of words) {
    if (word.length < MIN_NOTE_WORD_LENGTH || STOP_WORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    terms.push(noteTerm(word));
    if (terms.length >= MAX_NOTE_WORDS) break;
  }
  return terms;
}

/** "winglets" is looked for as "winglet" (+s/es), "batteries" and "battery" as "batter" + y/ies. */
function noteTerm(word: string): NoteTerm {
  if (word.length >= 5 && word.endsWith("ies")) return { word, stem: word.slice(0, -3), yPlural: true };
  if (word.length >= 4 && word.endsWith("y")) return { word, stem: word.slice(0, -1), yPlural: true };
  if (word.length >= 5 && word.endsWith("s") && !word.endsWith("ss")) {
    return { word, stem: word.slice(0, -1), yPlural: false };
  }
  return { word, stem: word, yPlural: false };
}

/**
 * The listing's words in one lower-case string: name, manufacturer, model,
 * description, features and location. Hyphenated words also appear joined, so
 * "Wi-Fi" is found as "wifi".
 */
export function searchableText(listing: Listing): string {
  let text = `${listing.name} ${listing.manufacturer} ${listing.model} ${listing.description} ${listing.location}`;
  for (const feature of listing.features) text += ` ${feature}`;
  text = text.toLowerCase();
  if (text.includes("-")) text += ` ${text.replaceAll("-", "")}`;
  return text;
}

function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
}

/** The length of the ending at `at` that keeps the term a whole word, or -1 if none does. */
function wordEnd(text: string, at: number, yPlural: boolean): number {
  const endings = yPlural ? Y_ENDINGS : PLAIN_ENDINGS;
  for (const ending of endings) {
    if (ending !== "" && !text.startsWith(ending, at)) continue;
    const next = at + ending.length;
    if (next >= text.length || !isWordChar(text.charCodeAt(next))) return ending.length;
  }
  return -1;
}

const PLAIN_ENDINGS = ["", "s", "es"] as const;
const Y_ENDINGS = ["y", "ies", "ys"] as const;

/** Whether the term occurs in the lower-case text as a whole word, singular or plural. */
export function containsTerm(text: string, term: NoteTerm): boolean {
  const stem = term.stem;
  let at = text.indexOf(stem);
  while (at >= 0) {
    if ((at === 0 || !isWordChar(text.charCodeAt(at - 1))) && wordEnd(text, at + stem.length, term.yPlural) >= 0) {
      return true;
    }
    at = text.indexOf(stem, at + 1);
  }
  return false;
}
