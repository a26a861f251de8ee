import type { Listing } from "~/domain/listings/listing";
import type { MatchRequirements } from "~/domain/matching/match-requirements-schema";
import type { RankingHead } from "~/domain/matching/ranking";
import type { Database } from "../db/database";
import { perInventoryVersion } from "../listings/inventory-version.server";

/**
 * What this process already knows of one inventory version (docs/decisions/025-match-snapshot.md):
 * every listing a buyer's ranking may read, cheapest first, loaded once, and the rankings
 * already worked out from it, one per set of requirements.
 */
export type MatchSnapshot = {
  version: string;
  /** Active listings on show, with the engine's columns only, by price ascending. */
  candidates: Listing[];
  rankings: Map<string, KeptRanking>;
};

/** The head of one ranking: enough for the buyer's page and its "Show more", and its counts. */
export type KeptRanking = RankingHead;

/** Rankings kept per version: the most recent sets of requirements first out when full. */
const MAX_KEPT_RANKINGS = 256;

/**
 * The snapshot at least as new as the inventory version current now: its candidates are
 * loaded by the first request that finds a new version, and shared by those that find it
 * too. Null when the database keeps no version (then nothing may be reused).
 */
export function matchSnapshots(loadCandidates: (db: Database) => Promise<Listing[]>): (db: Database) => Promise<MatchSnapshot | null> {
  const versions = perInventoryVersion((db, version) => ({
    loading: loadCandidates(db).then((candidates): MatchSnapshot => ({ version, candidates: candidates.sort((a, b) => a.price - b.price), rankings: new Map() })),
  }));
  return async (db) => {
    const held = await versions.current(db);
    if (held === null) return null;
    try {
      return await held.loading;
    } catch (error) {
      versions.forget(db, held);
      throw error;
    }
  };
}

/** The candidates priced at most `maxPrice` (all of them for null): a prefix, as they are by price. */
export function candidatesUpTo(snapshot: MatchSnapshot, maxPrice: number | null): Listing[] {
  if (maxPrice === null) return snapshot.candidates;
  const candidates = snapshot.candidates;
  let low = 0;
  let high = candidates.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (candidates[middle]!.price <= maxPrice) low = middle + 1;
    else high = middle;
  }
  return candidates.slice(0, low);
}

/** One key per distinct set of requirements, whatever order its fields came in. */
export function requirementsKey(requirements: MatchRequirements): string {
  return JSON.stringify([
    requirements.aircraftType,
    requirements.budget,
    requirements.passengerCapacity ?? null,
    requirements.range ?? null,
    requirements.usage ?? null,
    requirements.timeline ?? null,
    requirements.additionalNotes ?? null,
  ]);
}

/** A kept ranking that holds at least `matches` matches and `alternatives` alternatives (or every one there is). */
export function keptRanking(snapshot: MatchSnapshot, key: string, matches: number, alternatives: number): KeptRanking | undefined {
  const kept = snapshot.rankings.get(key);
  if (kept === undefined) return undefined;
  const enoughMatches = kept.matches.length >= Math.min(matches, kept.matchCount);
  const enoughAlternatives = kept.alternatives.length >= Math.min(alternatives, kept.ranked - kept.matchCount);
  if (!enoughMatches || !enoughAlternatives) return undefined;
  snapshot.rankings.delete(key);
  snapshot.rankings.set(key, kept);
  return kept;
}

export function keepRanking(snapshot: MatchSnapshot, key: string, ranking: KeptRanking): void {
  snapshot.rankings.delete(key);
  snapshot.rankings.set(key, ranking);
  for (const [oldest] of snapshot.rankings) {
    if (snapshot.rankings.size <= MAX_KEPT_RANKINGS) break;
    snapshot.rankings.delete(oldest);
  }
}
