/**
 * Estimates without a query per listing: the listings that can be comparables (active ones
 * buyers may see, and those sold lately at a price both sides published, at that price)
 * are held per inventory version by model key and year, read as estimates ask for them (one
 * query for every model key and year a page's estimates need that is not held yet), and each
 * listing's candidates are picked from its model names' listings of the years near its own
 * in memory as the comparables query picks them (domain/valuation/comparable-candidates.ts).
 * What is held of each is what picking reads (id, category, year, total time, sample flag,
 * sale date); the few picked are then read whole, once per version. Every row held is one
 * the inventory version follows (listings but their view counts, sellers' suspensions and
 * sample flags). A model key's year is the unit, not its whole family, so a million
 * listings hold only what pages ask for: a G650's eleven years are 1,951 listings at
 * 100,000, all G650s several times that. Past HELD_LIMIT listings held, what is held is
 * dropped and read again as asked.
 */
import { type SQL, sql } from "drizzle-orm";
import { engineHoursRemaining } from "~/domain/listings/aviation";
import type { Listing } from "~/domain/listings/listing";
import { comparableCandidates, type ModelKeys, type PooledCandidate, pooledKeys, yearsNear } from "~/domain/valuation/comparable-candidates";
import { estimateValue, type ValuedAircraft } from "~/domain/valuation/estimate";
import type { ValueEstimate } from "~/domain/valuation/estimate-rules";
import type { Database } from "../db/database";
import { expectedRows } from "../db/expected-rows.server";
import { perInventoryVersion } from "../listings/inventory-version.server";
import { nearestPools, POOLED_ARRAY, pooledCandidate, type PooledRow, type Valued } from "./nearest-comparables.server";
import { visibleToBuyersAs } from "../listings/listings.server";
import { type AircraftColumns, comparablePriceAs, comparableSoldAtAs, FOR_SALE, intArray, modelKeyAs, SOLD_AT_PUBLISHED_PRICE, sampleAs, subjectOf, textArray, valuedAircraft, valueEstimates } from "./valuations.server";

// About 100 bytes a listing held: 20 MB at most.
const HELD_LIMIT = 200_000;
// A page whose slots not held are expected to hold more has its pools read by index (poolsOf):
// reading 10,000 listings' slots took about 120 ms at a million, their pools by index 50 ms.
const SLOTS_READ_LIMIT = 2_000;
// Estimates, and comparables read whole, remembered per inventory version: a page's cards are valued once, not on each page that shows them.
const REMEMBERED_LIMIT = 20_000;

/** A model key and a year: `${key} ${year}`. */
type Slot = string;
const slotOf = (key: string, year: number): Slot => `${key} ${year}`;

/**
 * Estimates are remembered by what they were worked out from (subjectKey), not by id: the
 * caller read its listings before this version's memo was found, perhaps at an older version,
 * and a listing changed since must not leave its old estimate for the pages after.
 */
type Held = { slots: Map<Slot, Promise<PooledCandidate[]>>; listings: number; estimates: Map<string, ValueEstimate | null>; aircraft: Map<number, ValuedAircraft> };

/** Every field of the subject an estimate reads, in one fixed order. */
const subjectKey = (subject: ValuedAircraft) =>
  [subject.id, subject.name, subject.manufacturer, subject.model, subject.category, subject.year, subject.price, subject.totalTimeHours, subject.cruiseSpeedKts, subject.engineHoursRemaining, subject.engineCount, subject.sample, subject.soldAt?.getTime()].join("\u0000");

const held = perInventoryVersion((): Held => ({ slots: new Map(), listings: 0, estimates: new Map(), aircraft: new Map() }));

/** The estimate of a public listing the caller has read, as valueEstimates would give it. */
export async function valueEstimateOf(db: Database, listing: Listing, sample: boolean): Promise<ValueEstimate | null> {
  return (await heldEstimates(db, [valuedListing(listing, sample)])).get(listing.id) ?? null;
}

/**
 * Each listing's estimate by id (null: not enough comparables), picked from the listings held:
 * the caller has read them and knows them valued (valuedAs). With no inventory version to
 * hold them by, each is queried (valueEstimates).
 */
export async function heldEstimates(db: Database, subjects: readonly ValuedAircraft[]): Promise<Map<number, ValueEstimate | null>> {
  const memo = await held.current(db);
  if (memo === null) return valueEstimates(db, subjects.map((subject) => subject.id));
  const estimates = new Map<number, ValueEstimate | null>();
  const wanted = subjects.filter((subject) => {
    const known = memo.estimates.get(subjectKey(subject));
    if (known !== undefined) estimates.set(subject.id, known);
    return known === undefined;
  });
  if (wanted.length === 0) return estimates;
  const keyed = wanted.map((subject) => {
    const { family, group } = subjectOf(subject);
    const keys: ModelKeys = { family, group };
    return { subject, keys, slots: pooledKeys(keys).flatMap((key) => yearsNear(subject.year).map((year) => slotOf(key, year))) };
  });
  const slots = [...new Set(keyed.flatMap(({ slots }) => slots))];
  const now = new Date();
  const poolOf = await poolsOf(db, memo, keyed, slots, now);
  const picked = keyed.map((entry) => ({ subject: entry.subject, candidates: comparableCandidates(entry.subject, entry.keys, poolOf(entry), now) }));
  const aircraft = await aircraftHeld(db, memo, [...new Set(picked.flatMap(({ candidates }) => candidates.map((candidate) => candidate.id)))]);
  if (memo.estimates.size + wanted.length > REMEMBERED_LIMIT) memo.estimates.clear();
  for (const { subject, candidates } of picked) {
    // A candidate deleted since its slot was held is left out.
    const estimate = estimateValue(subject, candidates.flatMap((candidate) => aircraft.get(candidate.id) ?? []));
    memo.estimates.set(subjectKey(subject), estimate);
    estimates.set(subject.id, estimate);
  }
  return estimates;
}

/**
 * Where each aircraft's candidates are picked from: its slots, held; or, when the slots not
 * held yet are expected to hold more than SLOTS_READ_LIMIT listings (the planner's estimate),
 * only the listings of them that picking could take, read by index (nearest-comparables.server.ts)
 * and not held. At 100,000 listings a page's slots held up to 9,464 (`Texas`: 200 ms under
 * load to read and hold); at a million a page of new models, ten times as many.
 */
async function poolsOf(db: Database, memo: Held, keyed: readonly (Valued & { slots: Slot[] })[], slots: readonly Slot[], now: Date): Promise<(entry: Valued & { slots: Slot[] }) => PooledCandidate[]> {
  if (await tooManyToHold(db, memo, slots)) {
    const pools = await nearestPools(db, keyed, now);
    return ({ subject }) => pools.get(subject.id) ?? [];
  }
  const pooled = await slotsHeld(db, memo, slots);
  return ({ slots }) => slots.flatMap((slot) => pooled.get(slot) ?? []);
}

async function tooManyToHold(db: Database, memo: Held, slots: readonly Slot[]): Promise<boolean> {
  const missing = slots.filter((slot) => !memo.slots.has(slot));
  return missing.length > 0 && (await expectedRows(db, slotsStatement(missing, sql`1`))) > SLOTS_READ_LIMIT;
}

/** The comparables picked, read whole: those not yet read at this version in one query. */
async function aircraftHeld(db: Database, memo: Held, ids: readonly number[]): Promise<Map<number, ValuedAircraft>> {
  const known = new Map(ids.flatMap((id) => (memo.aircraft.has(id) ? [[id, memo.aircraft.get(id)!] as const] : [])));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length === 0) return known;
  const read = await readAircraft(db, missing);
  if (memo.aircraft.size + read.length > REMEMBERED_LIMIT) memo.aircraft.clear();
  for (const aircraft of read) {
    memo.aircraft.set(aircraft.id, aircraft);
    known.set(aircraft.id, aircraft);
  }
  return known;
}

/** The listings of each slot, reading in one query those not held yet. */
async function slotsHeld(db: Database, memo: Held, slots: readonly Slot[]): Promise<Map<Slot, PooledCandidate[]>> {
  const unheld = () => slots.filter((slot) => !memo.slots.has(slot));
  let missing = unheld();
  if (missing.length > 0 && memo.listings > HELD_LIMIT) {
    memo.slots.clear();
    memo.listings = 0;
    missing = unheld();
  }
  if (missing.length > 0) {
    const reading = readSlots(db, missing);
    for (const slot of missing) memo.slots.set(slot, reading.then((read) => read.get(slot) ?? []));
    // A failed read is not kept: the next page reads again.
    reading.then(
      (read) => (memo.listings += [...read.values()].reduce((sum, listings) => sum + listings.length, 0)),
      () => missing.forEach((slot) => memo.slots.delete(slot)),
    );
  }
  return new Map(await Promise.all(slots.map(async (slot) => [slot, await memo.slots.get(slot)!] as const)));
}

/** The listing as the comparables query reads its `s` row (valuedAircraft). */
function valuedListing(listing: Listing, sample: boolean): ValuedAircraft {
  return {
    id: listing.id,
    name: listing.name,
    manufacturer: listing.manufacturer,
    model: listing.model,
    category: listing.category,
    year: listing.year,
    price: listing.price,
    totalTimeHours: listing.totalTimeHours,
    cruiseSpeedKts: listing.specifications.cruiseSpeedKts,
    engineHoursRemaining: engineHoursRemaining(listing.aviation),
    engineCount: listing.aviation.engines?.length ?? 0,
    sample,
  };
}

const FIELDS = ["id", "name", "manufacturer", "model", "category", "year", "total_time_hours", "cruise_speed_kts", "aviation"] as const;
const PRICE = comparablePriceAs("c");
const SOLD_AT = comparableSoldAtAs("c");

/** Comparables read whole, by id. In one JSON value: thousands of rows read back several times faster so on PGlite (as the match snapshot's). */
async function readAircraft(db: Database, ids: readonly number[]): Promise<ValuedAircraft[]> {
  const { rows } = (await db.execute(sql`
    SELECT json_agg(json_build_object(${sql.raw(FIELDS.map((field) => `'${field}', c.${field}`).join(", "))},
      'price', ${sql.raw(PRICE)}, 'sold_at', ${sql.raw(SOLD_AT)}, 'sample', ${sampleAs("c")})) AS listings
    FROM listings c WHERE c.id = ANY(${intArray(ids)})
  `)) as unknown as { rows: [{ listings: AircraftColumns[] | null }] };
  return (rows[0].listings ?? []).map(valuedAircraft);
}

/**
 * What picking reads of the listings buyers may see that can be comparables, of these model
 * keys and years (by listings_active_model_key_year_time_idx and listings_sold_model_key_year_time_idx),
 * by slot: each an array, the smallest JSON. Keys and years are asked as two lists; rows of a
 * slot not asked are left out.
 */
async function readSlots(db: Database, slots: readonly Slot[]): Promise<Map<Slot, PooledCandidate[]>> {
  const asked = new Set(slots);
  const { rows } = (await db.execute(slotsStatement(slots, sql`json_agg(${POOLED_ARRAY}) AS listings`))) as unknown as { rows: [{ listings: PooledRow[] | null }] };
  const read = new Map<Slot, PooledCandidate[]>();
  for (const row of rows[0].listings ?? []) {
    const pooled = pooledCandidate(row);
    const slot = slotOf(pooled.modelKey, pooled.year);
    if (!asked.has(slot)) continue;
    const same = read.get(slot);
    if (same) same.push(pooled);
    else read.set(slot, [pooled]);
  }
  return read;
}

/** The listings of these slots that can be comparables, as `selected`. */
function slotsStatement(slots: readonly Slot[], selected: SQL): SQL {
  const keys = [...new Set(slots.map((slot) => slot.slice(0, slot.lastIndexOf(" "))))];
  const years = [...new Set(slots.map((slot) => Number(slot.slice(slot.lastIndexOf(" ") + 1))))];
  return sql`
    SELECT ${selected} FROM listings c
    WHERE (${sql.raw(FOR_SALE("c"))} OR ${sql.raw(SOLD_AT_PUBLISHED_PRICE("c"))}) AND ${visibleToBuyersAs("c")}
      AND ${modelKeyAs("c")} = ANY(${textArray(keys)}) AND c.year = ANY(${intArray(years)})`;
}

