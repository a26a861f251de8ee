/** The buyer's results: the catalogue's active listings scored (matching.ts), best first. Pure: no I/O. */
import type { Listing } from "../listings/listing";
import type { MatchRequirements } from "./match-requirements-schema";
import { createListingScorer } from "./matching";

export type MatchResult = {
  listing: Listing;
  /** Integer 0..100. */
  matchScore: number;
  meetsRequirements: boolean;
  reasons: string[];
  /** 1-based position in the ranking. */
  rank: number;
};

/**
 * Ranks active listings for a buyer, best first: the matches (type and budget
 * met) before the alternatives, then higher score, then lower price, then lower id. Listings that are not active, or priced far over the
 * budget, are left out. The whole ranking, which rankingHead's results must equal (its tests
 * and bench:match compare them); pages ask rankingHead for the few they show.
 */
export function rankListings(requirements: MatchRequirements, listings: Listing[]): MatchResult[] {
  const score = createListingScorer(requirements);
  const results: MatchResult[] = [];
  for (const listing of listings) {
    if (listing.status !== "active") continue;
    const scored = score(listing);
    if (scored === null) continue;
    results.push({ listing, matchScore: scored.matchScore, meetsRequirements: scored.meetsRequirements, reasons: scored.reasons, rank: 0 });
  }
  results.sort(
    (a, b) =>
      Number(b.meetsRequirements) - Number(a.meetsRequirements) ||
      b.matchScore - a.matchScore ||
      a.listing.price - b.listing.price ||
      a.listing.id - b.listing.id,
  );
  for (let index = 0; index < results.length; index++) {
    const result = results[index];
    if (result !== undefined) result.rank = index + 1;
  }
  return results;
}

/** A ranking's best matches and close alternatives, and its counts. */
export type RankingHead = {
  /** How many listings are matches: the type asked for, within the budget. */
  matchCount: number;
  /** How many listings were ranked. */
  ranked: number;
  matches: MatchResult[];
  alternatives: MatchResult[];
};

/**
 * rankListings' first `matches` matches and the first `alternatives` alternatives after
 * them, the same results with the same reasons and ranks: every listing is scored, only the
 * best of each kind are kept as they come (not the whole ranking sorted), and only those kept
 * are explained (the reasons' words and figures were most of a ranking's time over thousands).
 */
export function rankingHead(requirements: MatchRequirements, listings: Listing[], matches: number, alternatives: number): RankingHead {
  const score = createListingScorer(requirements);
  const best = { matches: [] as Kept[], alternatives: [] as Kept[] };
  let matchCount = 0;
  let ranked = 0;
  for (const listing of listings) {
    if (listing.status !== "active") continue;
    const scored = score(listing, false);
    if (scored === null) continue;
    ranked++;
    if (scored.meetsRequirements) matchCount++;
    keepIfAmongBest(scored.meetsRequirements ? best.matches : best.alternatives, scored.meetsRequirements ? matches : alternatives, { listing, matchScore: scored.matchScore });
  }
  const explained = ({ listing, matchScore }: Kept, meetsRequirements: boolean, rank: number): MatchResult => ({
    listing,
    matchScore,
    meetsRequirements,
    reasons: score(listing)?.reasons ?? [],
    rank,
  });
  return {
    matchCount,
    ranked,
    // The ranking puts every match before the alternatives.
    matches: best.matches.map((kept, index) => explained(kept, true, index + 1)),
    alternatives: best.alternatives.map((kept, index) => explained(kept, false, matchCount + index + 1)),
  };
}

type Kept = { listing: Listing; matchScore: number };

/** rankListings' order among results of one kind (all matches, or all alternatives): higher score, then lower price, then lower id. */
function comesBefore(a: Kept, b: Kept): boolean {
  return a.matchScore !== b.matchScore ? a.matchScore > b.matchScore : a.listing.price !== b.listing.price ? a.listing.price < b.listing.price : a.listing.id < b.listing.id;
}

/** Inserts `result` in order into `best`, which keeps at most `size`; most results are turned away by the last one kept. */
function keepIfAmongBest(best: Kept[], size: number, result: Kept): void {
  const last = best[best.length - 1];
  if (best.length >= size && (last === undefined || !comesBefore(result, last))) return;
  let at = best.length;
  while (at > 0 && comesBefore(result, best[at - 1]!)) at--;
  best.splice(at, 0, result);
  if (best.length > size) best.pop();
}

/** How many results are matches: the type asked for, within the budget. */
export function countMatches(results: readonly { meetsRequirements: boolean }[]): number {
  let count = 0;
  for (const result of results) if (result.meetsRequirements) count++;
  return count;
}
