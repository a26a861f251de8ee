import type { Listing } from "~/domain/listings/listing";
import type { MatchRequirements } from "~/domain/matching/match-requirements-schema";
import type { MatchResult } from "~/domain/matching/ranking";
import type { Database } from "../db/database";
import { inventoryVersion } from "../listings/inventory-version.server";

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
export type KeptRanking = {
  matchCount: number;
  ranked: number;
  /** The best matches, in order, at most as many as were asked for (all when fewer exist). */
  matches: MatchResult[];
  /** The best close alternatives, in order. */
  alternatives: MatchResult[];
};

/** Rankings kept per version: the most recent sets of requirements first out when full. */
const MAX_KEPT_RANKINGS = 256;

// One snapshot per database a process opened (tests open several), replaced when the version moves on.
const snapshots = new WeakMap<Database, { version: bigint; loading: Promise<MatchSnapshot> }>();

/**
 * A snapshot at least as new as the inventory version current now, loading the
 * candidates when the version moved on since the last one; null when the database keeps
 * no version (then nothing may be reused). The version is read before the candidates, as
 * the page cache does: a change committed meanwhile makes a newer version, so candidates
 * possibly older than it are never used under it. Requests that find the same new version
 * share one load.
 */
export async function currentSnapshot(db: Database, loadCandidates: () => Promise<Listing[]>): Promise<MatchSnapshot | null> {
  const read = await inventoryVersion(db);
  if (read === null) return null;
  const version = BigInt(read);
  const known = snapshots.get(db);
  if (known !== undefined && known.version >= version) return known.loading;
  const loading = loadCandidates().then((candidates) => ({
    version: read,
    candidates: candidates.sort((a, b) => a.price - b.price),
    rankings: new Map<string, KeptRanking>(),
  }));
  const entry = { version, loading };
  snapshots.set(db, entry);
  try {
    return await loading;
  } catch (error) {
    if (snapshots.get(db) === entry) snapshots.delete(db);
    throw error;
  }
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
