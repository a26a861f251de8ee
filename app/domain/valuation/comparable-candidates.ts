/**
 * The candidates an aircraft's estimate picks its comparables from (estimate.ts), chosen
 * from its model names' listings held in memory exactly as the comparables query
 * (app/server/valuation/valuations.server.ts, comparablesQuery) chooses them in SQL: for
 * its family's model names, then for its trade group's, the MAX_COMPARABLES nearest in year,
 * then total time, then id, of its category within YEAR_WINDOW years, never itself, never a
 * sample listing for a real one; as many again of those sold within SOLD_COMPARABLE_DAYS.
 * Both lists of names hold the empty name as the query's do.
 */
import type { ValuedAircraft } from "./estimate";
import { MAX_COMPARABLES, SOLD_COMPARABLE_DAYS, YEAR_WINDOW } from "./estimate-rules";

const DAY_MS = 86_400_000;

/** A listing buyers may see, for sale or sold at a published price (soldAt), with its model's letters and digits in capitals (the query's model key). */
export type PooledAircraft = ValuedAircraft & { modelKey: string };

/** What picking reads of a pooled listing. */
export type PooledCandidate = Pick<PooledAircraft, "id" | "category" | "year" | "totalTimeHours" | "sample" | "soldAt" | "modelKey">;

/** The model keys an aircraft's comparables are looked for under: its family's, and its trade group's. */
export type ModelKeys = { family: readonly string[]; group: readonly string[] };

/** The years an aircraft's comparables may be built in: its own, and YEAR_WINDOW either side. */
export const yearsNear = (year: number) => Array.from({ length: 2 * YEAR_WINDOW + 1 }, (_, index) => year - YEAR_WINDOW + index);

/** Every model key the query would look for: what a pool of listings must cover. */
export function pooledKeys(keys: ModelKeys): string[] {
  return [...new Set(["", ...keys.family, ...keys.group])];
}

export function comparableCandidates<Candidate extends PooledCandidate>(
  subject: ValuedAircraft,
  keys: ModelKeys,
  pool: readonly Candidate[],
  now: Date = new Date(),
): Omit<Candidate, "modelKey">[] {
  const near = pool.filter(
    (candidate) =>
      candidate.category === subject.category &&
      candidate.id !== subject.id &&
      Math.abs(candidate.year - subject.year) <= YEAR_WINDOW &&
      (subject.sample || !candidate.sample),
  );
  const forSale = near.filter((candidate) => !candidate.soldAt);
  // The comparables are held per inventory version; a sale ages out of the window without a new one.
  const soldLately = near.filter((candidate) => candidate.soldAt && now.getTime() - candidate.soldAt.getTime() < SOLD_COMPARABLE_DAYS * DAY_MS);
  const nearestOf = (market: readonly Candidate[], names: readonly string[]) => {
    const wanted = new Set(["", ...names]);
    return market
      .filter((candidate) => wanted.has(candidate.modelKey))
      .sort(
        (a, b) =>
          Math.abs(a.year - subject.year) - Math.abs(b.year - subject.year) ||
          Math.abs(a.totalTimeHours - subject.totalTimeHours) - Math.abs(b.totalTimeHours - subject.totalTimeHours) ||
          a.id - b.id,
      )
      .slice(0, MAX_COMPARABLES);
  };
  const picked = new Map<number, Omit<Candidate, "modelKey">>();
  for (const candidate of [...nearestOf(forSale, keys.family), ...nearestOf(forSale, keys.group), ...nearestOf(soldLately, keys.family), ...nearestOf(soldLately, keys.group)]) {
    const { modelKey: _key, ...aircraft } = candidate;
    picked.set(candidate.id, aircraft);
  }
  return [...picked.values()];
}
