/**
 * Each aircraft's pool of candidates read by index, for a page whose model slots are too many
 * to read whole (comparables-index.server.ts): at a million listings a page of PC-12s' eleven
 * years is tens of thousands of listings, and the comparables query reads all of them for each
 * card (90 ms a card). Picking takes, for each list, the MAX_COMPARABLES nearest in year, then
 * total time, then id (comparable-candidates.ts), so of each model key's year only the
 * MAX_COMPARABLES nearest in total time above the aircraft's and below it can be picked, with
 * their ties: listings_active_model_key_year_time_idx gives each in a few index entries. The
 * aircraft's own year is read first; the other years only for a list that year leaves short
 * (a list of its own year's listings is settled by them). Sales, few, are read for all years.
 * The pool is a superset of what picking takes from the whole slots, so the estimates are the
 * same (tests/integration/valuation.test.ts).
 */
import { type SQL, sql } from "drizzle-orm";
import type { AircraftCategory } from "~/domain/catalog/categories";
import { type ModelKeys, type PooledCandidate, pooledKeys, yearsNear } from "~/domain/valuation/comparable-candidates";
import type { ValuedAircraft } from "~/domain/valuation/estimate";
import { MAX_COMPARABLES, SOLD_COMPARABLE_DAYS } from "~/domain/valuation/estimate-rules";
import type { Database } from "../db/database";
import { visibleToBuyersAs } from "../listings/listings.server";
import { comparableSoldAtAs, FOR_SALE, intArray, modelKeyAs, SOLD_AT_PUBLISHED_PRICE, sampleAs, textArray } from "./valuations.server";

export type Valued = { subject: ValuedAircraft; keys: ModelKeys };

/** One read: a model key's listings of one year, for sale or sold, near one aircraft. */
type Probe = { subject: ValuedAircraft; key: string; year: number; sold: boolean };

/**
 * Each aircraft's candidates by id: every one picking could take of its model names' slots,
 * with sales since SOLD_COMPARABLE_DAYS before `now`, the time picking is then given: a sale
 * the probes kept and picking left out would take one of the eight places.
 */
export async function nearestPools(db: Database, valued: readonly Valued[], now: Date): Promise<Map<number, PooledCandidate[]>> {
  const subjects = [...new Map(valued.map((entry) => [entry.subject.id, entry])).values()];
  const soldSince = new Date(now.getTime() - SOLD_COMPARABLE_DAYS * 86_400_000);
  const ownYear = await probed(
    db,
    subjects.flatMap(({ subject, keys }) =>
      pooledKeys(keys).flatMap((key) => [{ subject, key, year: subject.year, sold: false }, ...yearsNear(subject.year).map((year) => ({ subject, key, year, sold: true }))]),
    ),
    soldSince,
  );
  const otherYears = subjects.flatMap(({ subject, keys }) => {
    const forSale = (ownYear.get(subject.id) ?? []).filter((candidate) => !candidate.soldAt);
    const short = [keys.family, keys.group].filter((names) => {
      const wanted = new Set(["", ...names]);
      return forSale.filter((candidate) => wanted.has(candidate.modelKey)).length < MAX_COMPARABLES;
    });
    const keysShort = [...new Set(short.flatMap((names) => ["", ...names]))];
    return keysShort.flatMap((key) => yearsNear(subject.year).filter((year) => year !== subject.year).map((year) => ({ subject, key, year, sold: false })));
  });
  const more = await probed(db, otherYears, soldSince);
  return new Map(subjects.map(({ subject }) => [subject.id, [...(ownYear.get(subject.id) ?? []), ...(more.get(subject.id) ?? [])]]));
}

/** What picking reads of a comparable `c`, as one JSON array (the smallest JSON): read back by pooledCandidate. */
export const POOLED_ARRAY: SQL = sql`json_build_array(c.id, c.category, c.year, c.total_time_hours, ${sampleAs("c")}, ${sql.raw(comparableSoldAtAs("c"))}, ${modelKeyAs("c")})`;

export type PooledRow = [id: number, category: AircraftCategory, year: number, totalTimeHours: number, sample: boolean, soldAt: string | null, modelKey: string];

export function pooledCandidate([id, category, year, totalTimeHours, sample, soldAt, modelKey]: PooledRow): PooledCandidate {
  return { id, category, year, totalTimeHours, sample, modelKey, ...(soldAt ? { soldAt: new Date(soldAt) } : {}) };
}

/** The probes' candidates by aircraft id, in one statement. */
async function probed(db: Database, probes: readonly Probe[], soldSince: Date): Promise<Map<number, PooledCandidate[]>> {
  const pools = new Map<number, PooledCandidate[]>();
  if (probes.length === 0) return pools;
  const { rows } = (await db.execute(sql`
    SELECT json_agg(json_build_array(p.subject, c.pooled)) AS pooled
    FROM unnest(${intArray(probes.map((probe) => probe.subject.id))}, ${textArray(probes.map((probe) => probe.subject.category))},
      ${intArray(probes.map((probe) => probe.subject.totalTimeHours))}, ARRAY[${sql.join(probes.map((probe) => sql`${probe.subject.sample}::boolean`), sql`, `)}]::boolean[],
      ${textArray(probes.map((probe) => probe.key))}, ${intArray(probes.map((probe) => probe.year))}, ARRAY[${sql.join(probes.map((probe) => sql`${probe.sold}::boolean`), sql`, `)}]::boolean[])
      AS p(subject, category, total_time, sample, key, year, sold)
    CROSS JOIN LATERAL (
      (${nearest("above", null)}) UNION ALL (${nearest("below", null)}) UNION ALL (${nearest("above", soldSince)}) UNION ALL (${nearest("below", soldSince)})
    ) c
  `)) as unknown as { rows: [{ pooled: [number, PooledRow][] | null }] };
  for (const [subject, row] of rows[0].pooled ?? []) {
    const pool = pools.get(subject);
    if (pool) pool.push(pooledCandidate(row));
    else pools.set(subject, [pooledCandidate(row)]);
  }
  return pools;
}

/**
 * The MAX_COMPARABLES listings of the probe's key and year nearest the aircraft's total time on
 * one side (above: the same or more), with their ties, that could be its comparables: for sale,
 * or (soldSince) sold since then. Listing forms require a total time, so none is without one.
 */
function nearest(side: "above" | "below", soldSince: Date | null) {
  const market = soldSince ? SOLD_AT_PUBLISHED_PRICE("c", soldSince) : FOR_SALE("c");
  return sql`
    SELECT ${POOLED_ARRAY} AS pooled
    FROM listings c
    WHERE ${soldSince ? sql`p.sold` : sql`NOT p.sold`} AND ${sql.raw(market)} AND ${modelKeyAs("c")} = p.key AND c.year = p.year
      AND c.total_time_hours ${side === "above" ? sql`>=` : sql`<`} p.total_time
      AND ${visibleToBuyersAs("c")} AND c.category = p.category AND c.id <> p.subject AND (p.sample OR NOT ${sampleAs("c")})
    ORDER BY c.total_time_hours ${side === "above" ? sql`ASC` : sql`DESC`} FETCH FIRST ${sql.raw(String(MAX_COMPARABLES))} ROWS WITH TIES`;
}
