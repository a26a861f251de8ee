/**
 * One rule for the words of a listing and of a buyer's query, so that `PC-12`, `PC12` and
 * `PC 12`, `G-ABCD` and `GABCD`, `Sao Paulo` and `São Paulo` meet. The database applies the
 * same rule to every listing (`search_words()` in drizzle/0020_search.sql, which a test holds
 * to this module's table of cases); this module applies it to the query.
 */

import { LONGEST_PHRASE, makerAndModel, synonymOf, synonymOperand } from "./search-synonyms";

// Each plain letter, then the accented ones that fold to it.
const FOLDS = ["aáàâäãåāăą", "cçćč", "dďđ", "eéèêëēėęě", "iíìîïīį", "lł", "nñńň", "oóòôöõøōő", "rŕř", "sśšş", "tť", "uúùûüūůűų", "yýÿ", "zźżž"];
const pairs = FOLDS.flatMap(([plain, ...accented]) => accented.flatMap((letter) => [[letter, plain!], [letter.toUpperCase(), plain!]]));

/** Accented letters and the plain ones they fold to, position by position (both cases), as SQL's translate() takes them. */
export const ACCENTED_LETTERS = pairs.map(([letter]) => letter).join("");
export const PLAIN_LETTERS = pairs.map(([, plain]) => plain).join("");

const FOLD = new Map(pairs as [string, string][]);

/** Accents folded, ASCII lower case, and a `+` after a designation spelt `plus` (CJ3+ is not a CJ3). */
export function foldText(text: string): string {
  return [...text]
    .map((letter) => FOLD.get(letter) ?? letter)
    .join("")
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase())
    .replace(/([a-z0-9])\+/g, "$1plus");
}

/**
 * A designation's parts joined: across a hyphen, dot or slash always (`G-ABCD`, `525B-0123`),
 * across spaces where letters meet digits (`PC 12`, `G 650`, `TBM 960`).
 */
function joinDesignations(folded: string): string {
  return folded
    .replace(/([a-z0-9])[-./](?=[a-z0-9])/g, "$1")
    .replace(/([a-z]) +(?=[0-9])/g, "$1")
    .replace(/([0-9]) +(?=[a-z])/g, "$1");
}

const nonWord = /[^a-z0-9]+/g;

/**
 * The words a text is found by: each word as written, and each designation joined
 * (`Pilatus PC-12 NGX` gives `pilatus pc 12 ngx pilatus pc12ngx`). A query's word is a
 * prefix, so `pc12` and `pc` both find `pc12ngx`.
 */
export function searchWords(text: string): string {
  const folded = foldText(text);
  const plain = folded.replace(nonWord, " ");
  const joined = joinDesignations(folded).replace(nonWord, " ");
  return `${plain} ${joined}`.replace(/ +/g, " ").trim();
}

/** The most words of a query that count: a longer query is cut, not refused. */
export const MAX_QUERY_WORDS = 8;

/** A part of a query: a word, or a designation written in parts (`pc 12`: joined `pc12`). */
export type QueryTerm = { joined: string; parts: string[] };

const isLetters = (word: string) => /^[a-z]+$/.test(word);
const endsWithLetter = (word: string) => /[a-z]$/.test(word);
const endsWithDigit = (word: string) => /[0-9]$/.test(word);
// A maker's prefix (PC, G, CJ, TBM, Air) is written apart from its number but means one designation.
const DESIGNATION_PREFIX_MAX = 3;

/** The query's terms, in order: words, with designations written in parts brought together. */
export function queryTerms(q: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  let joinable = false;
  // Only words apart by spaces alone join: `cj4) | zurich` is two words.
  for (const chunk of joinHyphens(foldText(q)).split(/ +/)) {
    const words = chunk.split(nonWord);
    words.forEach((word, index) => {
      const last = terms.at(-1);
      const previous = last?.parts.at(-1);
      const meets =
        joinable && index === 0 && previous !== undefined && ((endsWithLetter(previous) && /^[0-9]/.test(word)) || (endsWithDigit(previous) && /^[a-z]/.test(word)));
      if (last && meets) {
        last.parts.push(word);
        last.joined += word;
      } else if (word) {
        terms.push({ joined: word, parts: [word] });
      }
      joinable = index === words.length - 1 && word !== "";
    });
  }
  return terms.slice(0, MAX_QUERY_WORDS);
}

function joinHyphens(folded: string): string {
  return folded.replace(/([a-z0-9])[-./](?=[a-z0-9])/g, "$1");
}

/**
 * The prefix tsquery of a query, or null when it has no words. Only letters and digits
 * reach it, so a query can never inject tsquery operators. A designation in parts finds
 * the joined designation, or, unless it starts with a maker's short prefix, its parts
 * anywhere (`skyhawk 172` finds "172 Skyhawk").
 */
export function searchTsquery(q: string): string | null {
  const terms = queryTerms(q);
  if (terms.length === 0) return null;
  const operands: string[] = [];
  for (let index = 0; index < terms.length; ) {
    const jargon = jargonAt(terms, index);
    operands.push(jargon ? jargon.operand : termTsquery(terms[index]!));
    index += jargon?.length ?? 1;
  }
  return operands.join(" & ");
}

/**
 * The jargon of the synonyms' table starting at a term ("glass cockpit", "IFR"): any of the
 * words it stands for, as one operand. The longest phrase wins; a phrase kept as typed
 * ("twin otter") is searched as its words.
 */
function jargonAt(terms: QueryTerm[], index: number): { operand: string; length: number } | null {
  for (let length = Math.min(LONGEST_PHRASE, terms.length - index); length >= 1; length -= 1) {
    const run = terms.slice(index, index + length);
    const synonym = synonymOf(run.map((term) => term.joined).join(""));
    if (!synonym) continue;
    if (!synonym.words) return { operand: run.map(termTsquery).join(" & "), length };
    return { operand: `(${synonym.words.map(synonymOperand).join(" | ")})`, length };
  }
  return null;
}

function termTsquery({ joined, parts }: QueryTerm): string {
  const first = parts[0]!;
  const lettered = parts.length === 1 ? makerAndModel(joined) : null;
  if (lettered) return `(${joined}:* | ${lettered.maker}:* & ${lettered.model}:*)`;
  if (parts.length === 1 || (isLetters(first) && first.length <= DESIGNATION_PREFIX_MAX)) return `${joined}:*`;
  return `(${joined}:* | ${parts.map((part) => `${part}:*`).join(" & ")})`;
}

/**
 * Words that tell no aircraft apart (most listings say "aircraft"): a typo is never
 * corrected into one, so nonsense never gets "Did you mean Aircraft?".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "aircraft", "airplane", "plane", "with", "from", "this", "that", "have", "been", "will", "sale", "hours", "since", "time",
  "engine", "engines", "total", "annual", "new", "price", "condition", "excellent", "very", "well", "only", "owner", "owners",
]);

/** Words a typo may be corrected in: letters only, long enough to tell one word from another. */
export function correctableWord(word: string): boolean {
  return isLetters(word) && word.length >= 4;
}
