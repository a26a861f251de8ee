/**
 * The value estimate's measured error per segment on this site's own inventory
 * (app/domain/valuation/segment-errors.ts: leave one out), kept in app_meta with the
 * inventory version it was measured at. Measured in the background when the server starts
 * and the inventory changed since, then by the alert round (the site's background job) at
 * most once an hour while it keeps changing. Writing it bumps the inventory version, so
 * cached pages show the labels it allows.
 */
import { eq, sql } from "drizzle-orm";
import { segmentsOf } from "~/domain/valuation/estimate";
import { SOLD_COMPARABLE_DAYS, type ValueEstimate } from "~/domain/valuation/estimate-rules";
import { measureSegments, type SegmentError, type SegmentErrors } from "~/domain/valuation/segment-errors";
import type { Database } from "../db/database";
import { appMeta } from "../db/schema";
import { inventoryVersion, perInventoryVersion } from "../listings/inventory-version.server";
import { visibleToBuyersAs } from "../listings/listings.server";
import { type AircraftColumns, sampleAs, valuedAircraft } from "./valuations.server";

export const SEGMENT_ERRORS_KEY = "valuation_segment_errors";
export const SEGMENT_ERRORS_INTERVAL_MS = 60 * 60 * 1000;

export type MeasuredSegments = { inventoryVersion: string | null; measuredAt: string; segments: SegmentErrors };

type Row = AircraftColumns & { status: string };

async function stored(db: Database): Promise<MeasuredSegments | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SEGMENT_ERRORS_KEY));
  return (row?.value as MeasuredSegments | undefined) ?? null;
}

/**
 * Measures every public listing on the market against the others, as their pages value
 * them: from the active listings and those sold lately at a price both sides published (at that price).
 */
export async function measureInventory(db: Database): Promise<SegmentErrors> {
  const result = (await db.execute(sql`
    SELECT l.id, l.name, l.manufacturer, l.model, l.category, l.year, (CASE WHEN l.status = 'sold' THEN l.sold_price ELSE l.price END)::float8 AS price,
      l.total_time_hours, l.cruise_speed_kts, l.aviation, l.status, ${sampleAs("l")} AS sample, CASE WHEN l.status = 'sold' THEN l.sold_at END AS sold_at
    FROM listings l
    WHERE (l.status IN ('active', 'pending') OR (l.status = 'sold' AND l.sold_price IS NOT NULL AND l.sold_at > now() - make_interval(days => ${SOLD_COMPARABLE_DAYS})))
      AND ${visibleToBuyersAs("l")}
      AND l.year IS NOT NULL AND l.category IS NOT NULL AND l.price IS NOT NULL AND l.manufacturer IS NOT NULL AND l.model IS NOT NULL
  `)) as unknown as { rows: Row[] };
  const all = result.rows.map((row) => ({ ...valuedAircraft(row), status: row.status }));
  const candidates = all.filter((listing) => listing.status === "active" || listing.status === "sold");
  const listings = all.filter((listing) => listing.status !== "sold");
  // A trade group's families at a time (their segments never cross), letting the requests waiting meanwhile run between them.
  const chunks = Map.groupBy(listings, (listing) => {
    const own = segmentsOf(listing);
    return (own.group ?? own.family).key;
  });
  const segments: SegmentErrors = {};
  for (const subjects of chunks.values()) {
    Object.assign(segments, measureSegments({ subjects, candidates }).segments);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return segments;
}

/**
 * Measures again when the inventory changed since the last measure and that is at least
 * `intervalMs` old (0 at start: whenever it changed); whether it did.
 */
export async function refreshSegmentErrors(db: Database, { now = new Date(), intervalMs = SEGMENT_ERRORS_INTERVAL_MS } = {}): Promise<boolean> {
  const [last, version] = [await stored(db), await inventoryVersion(db)];
  if (last && last.inventoryVersion === version) return false;
  if (last && now.getTime() - Date.parse(last.measuredAt) < intervalMs) return false;
  const segments = await measureInventory(db);
  await db.transaction(async (tx) => {
    if (version !== null) await tx.execute(sql`SELECT bump_inventory_version()`);
    const [current] = await tx.select({ version: sql<string>`${appMeta.value}::text` }).from(appMeta).where(eq(appMeta.key, "inventory_version"));
    const value: MeasuredSegments = { inventoryVersion: current?.version ?? null, measuredAt: now.toISOString(), segments };
    await tx.insert(appMeta).values({ key: SEGMENT_ERRORS_KEY, value, updatedAt: now }).onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: now } });
  });
  return true;
}

// Read once per inventory version in each process: a new measure bumps the version.
const remembered = perInventoryVersion((db) => stored(db));

/** The segments' errors as last measured (empty before the first measure). */
export async function segmentErrors(db: Database): Promise<SegmentErrors> {
  const read = (await remembered.current(db)) ?? stored(db);
  return (await read)?.segments ?? {};
}

/** The measured error that applies to an estimate: its segment's. */
export function segmentOf(estimate: ValueEstimate | null | undefined, segments: SegmentErrors): SegmentError | null {
  return estimate ? (segments[estimate.segment] ?? null) : null;
}
