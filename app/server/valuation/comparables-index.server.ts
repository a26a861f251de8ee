/**
 * One listing's estimate without a query of its own: every active listing buyers may see,
 * and every one sold lately at a price both sides published (at that price), is read once per inventory version (one query, the valuation's columns and model key), held
 * by model key, and each listing's candidates are picked from its model names' listings in
 * memory as the comparables query picks them (domain/valuation/comparable-candidates.ts).
 * Every row it holds is one the inventory version follows (listings but their view counts,
 * sellers' suspensions and sample flags). Past INDEX_LIMIT active listings nothing is held:
 * then each listing's own query (valueEstimates) reads less than the whole inventory would,
 * as at a million listings.
 */
import { sql } from "drizzle-orm";
import { engineHoursRemaining } from "~/domain/listings/aviation";
import type { Listing } from "~/domain/listings/listing";
import { comparableCandidates, type ModelKeys, pooledKeys, type PooledAircraft } from "~/domain/valuation/comparable-candidates";
import { estimateValue, type ValuedAircraft } from "~/domain/valuation/estimate";
import type { ValueEstimate } from "~/domain/valuation/estimate-rules";
import type { Database } from "../db/database";
import { perInventoryVersion } from "../listings/inventory-version.server";
import { visibleToBuyersAs } from "../listings/listings.server";
import { type AircraftColumns, FOR_SALE, modelKeyAs, SOLD_AT_PUBLISHED_PRICE, sampleAs, subjectOf, valuedAircraft, valueEstimates } from "./valuations.server";

// About 300 bytes a listing held: 15 MB at most.
const INDEX_LIMIT = 50_000;

type ComparablesIndex = Map<string, PooledAircraft[]>;

/** The index being read for an inventory version, and once read, what it held (null: nothing, past INDEX_LIMIT). */
type HeldIndex = { reading: Promise<ComparablesIndex | null>; read?: ComparablesIndex | null };

const held = perInventoryVersion((db): HeldIndex => {
  const index: HeldIndex = { reading: readIndex(db) };
  index.reading.then(
    (read) => (index.read = read),
    // A failed read is not kept: the next page reads again.
    () => held.forget(db, index),
  );
  return index;
});

/**
 * The estimate of a public listing the caller has read, as valueEstimates would give it. While
 * the index of a new inventory version is being read (0.3 to 0.6 s at 10,000 listings), pages
 * do not wait for it: they ask the listing's own query meanwhile.
 */
export async function valueEstimateOf(db: Database, listing: Listing, sample: boolean): Promise<ValueEstimate | null> {
  const subject = valuedListing(listing, sample);
  const byKey = (await held.current(db))?.read;
  if (!byKey) return (await valueEstimates(db, [subject.id])).get(subject.id) ?? null;
  const { family, group } = subjectOf(subject);
  const keys: ModelKeys = { family, group };
  return estimateValue(subject, comparableCandidates(subject, keys, pooledKeys(keys).flatMap((key) => byKey.get(key) ?? [])));
}

/** Settles once the current inventory version's index is read (or failed to read): for a caller that must have it, as tests. */
export async function comparablesIndexRead(db: Database): Promise<void> {
  await (await held.current(db))?.reading.catch(() => undefined);
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

/**
 * The listings buyers may see that can be comparables, by model key; null past INDEX_LIMIT. In one JSON value:
 * thousands of rows read back several times faster so on PGlite (as the match snapshot's).
 */
async function readIndex(db: Database): Promise<ComparablesIndex | null> {
  const { rows } = (await db.execute(sql`
    SELECT json_agg(json_build_object(${sql.raw(FIELDS.map((field) => `'${field}', c.${field}`).join(", "))},
      'price', (CASE WHEN c.status = 'sold' THEN c.sold_price ELSE c.price END)::float8, 'sold_at', CASE WHEN c.status = 'sold' THEN c.sold_at END,
      'sample', ${sampleAs("c")}, 'model_key', ${modelKeyAs("c")})) AS listings
    FROM (
      SELECT ${sql.raw([...FIELDS, "price", "seller_id", "status", "sold_price", "sold_at"].map((field) => `l.${field}`).join(", "))} FROM listings l
      WHERE (${sql.raw(FOR_SALE("l"))} OR ${sql.raw(SOLD_AT_PUBLISHED_PRICE("l"))}) AND ${visibleToBuyersAs("l")} LIMIT ${INDEX_LIMIT + 1}
    ) c
  `)) as unknown as { rows: [{ listings: (AircraftColumns & { model_key: string })[] | null }] };
  const listings = rows[0].listings ?? [];
  if (listings.length > INDEX_LIMIT) return null;
  const index: ComparablesIndex = new Map();
  for (const row of listings) {
    const pooled: PooledAircraft = { ...valuedAircraft(row), modelKey: row.model_key };
    const same = index.get(pooled.modelKey);
    if (same) same.push(pooled);
    else index.set(pooled.modelKey, [pooled]);
  }
  return index;
}
