/**
 * The makers and models nearest to a word that matched nothing ("Citaton" is near "Cessna
 * Citation CJ4"), by the trigram similarity pg_trgm uses for corrections: the share of
 * three-letter pieces two words have in common, each word padded as pg_trgm pads it.
 */
import { foldText } from "./search-words";

/** Below this a word is not near: pg_trgm's own default threshold. */
const NEAR = 0.3;

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const pieces = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) pieces.add(padded.slice(index, index + 3));
  return pieces;
}

/** How alike two words are, 0 to 1, as pg_trgm's similarity(). */
export function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const piece of left) if (right.has(piece)) shared += 1;
  return shared / (left.size + right.size - shared);
}

const wordsOf = (text: string) => foldText(text).split(/[^a-z0-9]+/).filter(Boolean);

/**
 * The entries of the vocabulary (makers, and makers with a model) with a word nearest to
 * any of `words`, the nearest first, at most `limit`; none when no word is near.
 */
export function nearestDesignations(vocabulary: readonly string[], words: readonly string[], limit = 3): string[] {
  const wanted = words.flatMap(wordsOf).filter((word) => word.length >= 3);
  if (wanted.length === 0) return [];
  const scored = vocabulary.flatMap((entry) => {
    const score = Math.max(0, ...wordsOf(entry).flatMap((word) => wanted.map((typed) => similarity(word, typed))));
    return score >= NEAR ? [{ entry, score }] : [];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.entry.length - b.entry.length || a.entry.localeCompare(b.entry))
    .slice(0, limit)
    .map(({ entry }) => entry);
}
