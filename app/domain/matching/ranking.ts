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
 * budget, are left out.
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

/** How many results are matches: the type asked for, within the budget. */
export function countMatches(results: readonly { meetsRequirements: boolean }[]): number {
  let count = 0;
  for (const result of results) if (result.meetsRequirements) count++;
  return count;
}
