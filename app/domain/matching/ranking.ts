/** The buyer's results: the catalogue's active listings scored (matching.ts), best first. Pure: no I/O. */
import type { Listing } from "../listings/listing";
import type { MatchRequirements } from "./match-requirements-schema";
import { createListingScorer, type ListingScorer } from "./matching";

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
 * budget, are left out.
 */
export function rankListings(requirements: MatchRequirements, listings: Listing[]): MatchResult[] {
  return ranked(createListingScorer(requirements), listings, true);
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
 * them, the same results with the same reasons: every listing is scored, and only those kept
 * are explained (the reasons' words and figures were most of a ranking's time over thousands).
 */
export function rankingHead(requirements: MatchRequirements, listings: Listing[], matches: number, alternatives: number): RankingHead {
  const score = createListingScorer(requirements);
  const all = ranked(score, listings, false);
  const matchCount = countMatches(all);
  // The ranking puts every match before the alternatives.
  const explained = (result: MatchResult): MatchResult => ({ ...result, reasons: score(result.listing)?.reasons ?? [] });
  return {
    matchCount,
    ranked: all.length,
    matches: all.slice(0, Math.min(matches, matchCount)).map(explained),
    alternatives: all.slice(matchCount, matchCount + alternatives).map(explained),
  };
}

function ranked(score: ListingScorer, listings: Listing[], explain: boolean): MatchResult[] {
  const results: MatchResult[] = [];
  for (const listing of listings) {
    if (listing.status !== "active") continue;
    const scored = score(listing, explain);
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

/** How many results are matches: the type asked for, within the budget. */
export function countMatches(results: readonly { meetsRequirements: boolean }[]): number {
  let count = 0;
  for (const result of results) if (result.meetsRequirements) count++;
  return count;
}
