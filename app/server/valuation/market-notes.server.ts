/**
 * The cards' market notes (the catalogue's and the home page's): one query for a whole page
 * of cards, which reads each listing as its estimate needs it; the estimates are then picked
 * from the comparables held per inventory version (comparables-index.server.ts), as the
 * aircraft page's is, not read again listing by listing.
 */
import { sql } from "drizzle-orm";
import { REFERENCE_PERIOD_DAYS } from "~/domain/listings/price-reduction";
import { marketNote, type MarketNote, RECENT_REDUCTION_DAYS } from "~/domain/valuation/market-note";
import type { Database } from "../db/database";
import { heldEstimates } from "./comparables-index.server";
import { segmentErrors } from "./segment-errors.server";
import { type AircraftColumns, labelOf, sampleAs, valuedAircraft, valuedAs } from "./valuations.server";

type MarketRow = AircraftColumns & {
  status: string;
  created_at: Date | string;
  /** Whether the listing is valued at all (valuedAs), with a maker and a model. */
  valued: boolean;
  changes: { old_price: number; new_price: number; changed_at: string }[] | null;
};

/** How far back a card reads price changes: a recent reduction, and the 30 days its reference price is the low of. */
const MARKET_NOTE_CHANGE_DAYS = RECENT_REDUCTION_DAYS + REFERENCE_PERIOD_DAYS;

/** The cards' market notes by listing id. */
export async function marketNotes(db: Database, ids: readonly number[], now: Date): Promise<Map<number, MarketNote>> {
  const notes = new Map<number, MarketNote>();
  if (ids.length === 0) return notes;
  const since = new Date(now.getTime() - MARKET_NOTE_CHANGE_DAYS * 86_400_000);
  const [segments, result] = await Promise.all([
    segmentErrors(db),
    db.execute(sql`
      SELECT l.id, l.status, l.created_at, l.name, l.manufacturer, l.model, l.category, l.year, l.price::float8 AS price,
        l.total_time_hours, l.cruise_speed_kts, l.aviation, ${sampleAs("l")} AS sample,
        (${valuedAs("l")} AND l.manufacturer IS NOT NULL AND l.model IS NOT NULL) AS valued,
        (SELECT json_agg(json_build_object('old_price', c.old_price::float8, 'new_price', c.new_price::float8, 'changed_at', c.changed_at))
         FROM listing_price_changes c WHERE c.listing_id = l.id AND c.changed_at > ${since.toISOString()}::timestamptz) AS changes
      FROM listings l
      WHERE l.id IN (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)}) AND l.price IS NOT NULL
    `),
  ]);
  const rows = (result as unknown as { rows: MarketRow[] }).rows;
  const estimates = await heldEstimates(db, rows.filter((row) => row.valued).map(valuedAircraft));
  for (const row of rows) {
    const changes = (row.changes ?? []).map((change) => ({ oldPrice: Number(change.old_price), newPrice: Number(change.new_price), changedAt: new Date(change.changed_at) }));
    notes.set(row.id, marketNote({ status: row.status, createdAt: new Date(row.created_at), sample: row.sample }, changes, labelOf(row.price, estimates.get(row.id) ?? null, segments), now));
  }
  return notes;
}
