/**
 * Value estimates for listings, read in two queries however many listings are valued:
 * the listings themselves, whose model families (app/domain/aircraft/model-families.ts)
 * say which model names to look for, then for each, among active listings built within
 * YEAR_WINDOW years, the MAX_COMPARABLES nearest of its family and the MAX_COMPARABLES
 * nearest of the families that trade alike (listings_active_model_key_year_time_idx), never a
 * sample listing for a real one; and the same of the aircraft sold through the deal room
 * within SOLD_COMPARABLE_DAYS whose buyer and seller both agreed to publish the price
 * (listings_sold_model_key_year_time_idx), at that price: a superset of what
 * app/domain/valuation/estimate.ts then picks from.
 */
import { type SQL, sql } from "drizzle-orm";
import { familyOf, modelKey, modelKeysOf, tradesAlikeWith } from "~/domain/aircraft/model-families";
import type { AircraftCategory } from "~/domain/catalog/categories";
import { type AviationFacts, engineHoursRemaining } from "~/domain/listings/aviation";
import { estimateValue, type ValuedAircraft } from "~/domain/valuation/estimate";
import { MAX_COMPARABLES, SOLD_COMPARABLE_DAYS, type ValueEstimate, YEAR_WINDOW } from "~/domain/valuation/estimate-rules";
import { type DealLabel, dealVerdict } from "~/domain/valuation/deal-label";
import type { SegmentErrors } from "~/domain/valuation/segment-errors";
import type { Database } from "../db/database";
import { perInventoryVersion } from "../listings/inventory-version.server";
import { visibleToBuyersAs } from "../listings/listings.server";
import { segmentOf } from "./segment-errors.server";

/** One aircraft as the valuation queries read it (snake_case, as the database answers). */
export type AircraftColumns = {
  id: number;
  name: string;
  manufacturer: string;
  model: string;
  category: AircraftCategory;
  year: number;
  price: number;
  total_time_hours: number;
  cruise_speed_kts: number;
  aviation: AviationFacts;
  sample: boolean;
  /** A comparable sold through the deal room: its price is then the sold price both sides published. */
  sold_at?: Date | string | null;
};
type ValuationRow = { [Key in keyof AircraftColumns as `subject_${Key}`]: AircraftColumns[Key] } & { [Key in keyof AircraftColumns]: AircraftColumns[Key] | null };

export function valuedAircraft(columns: AircraftColumns): ValuedAircraft {
  return {
    id: columns.id,
    name: columns.name,
    manufacturer: columns.manufacturer,
    model: columns.model,
    category: columns.category,
    year: columns.year,
    price: Number(columns.price),
    totalTimeHours: columns.total_time_hours,
    cruiseSpeedKts: columns.cruise_speed_kts,
    engineHoursRemaining: engineHoursRemaining(columns.aviation),
    engineCount: columns.aviation.engines?.length ?? 0,
    sample: columns.sample,
    ...(columns.sold_at ? { soldAt: new Date(columns.sold_at) } : {}),
  };
}

const COLUMNS = ["id", "name", "manufacturer", "model", "category", "year", "price", "total_time_hours", "cruise_speed_kts", "aviation"] as const;

/** Whether the listing `alias` belongs to a sample seller. */
export const sampleAs = (alias: string) => sql.raw(`exists (select 1 from profiles sp where sp.id = ${alias}.seller_id and sp.is_sample)`);
const columns = (alias: string, prefix: string) =>
  sql.join([sql.raw(COLUMNS.map((column) => `${alias}.${column}${column === "price" ? "::float8" : ""} AS ${prefix}${column}`).join(", ")), sql`, `, sampleAs(alias), sql.raw(` AS ${prefix}sample`)]);
/** A comparable's price: what it asks, or, sold, what it sold for. */
export const comparablePriceAs = (alias: string) => `(CASE WHEN ${alias}.status = 'sold' THEN ${alias}.sold_price ELSE ${alias}.price END)::float8`;
/** A comparable's sale date, if sold. */
export const comparableSoldAtAs = (alias: string) => `CASE WHEN ${alias}.status = 'sold' THEN ${alias}.sold_at END`;
const comparableColumns = (alias: string) =>
  sql.join([
    sql.raw(COLUMNS.map((column) => (column === "price" ? `${comparablePriceAs(alias)} AS price` : `${alias}.${column}`)).join(", ")),
    sql`, `,
    sampleAs(alias),
    sql.raw(` AS sample, ${comparableSoldAtAs(alias)} AS sold_at`),
  ]);
/** The model's letters and digits, as listings_active_model_key_year_time_idx holds them. */
export const modelKeyAs = (alias: string) => sql.raw(`upper(regexp_replace(${alias}.model, '[^A-Za-z0-9]', '', 'g'))`);
// What makes a listing `alias` a comparable of the listing s at all: for sale (or sold lately at a published price), public, the same category, near in year, no sample for a real listing.
export const FOR_SALE = (alias: string) => `${alias}.status = 'active'`;
/** Sold at a published price since `since` (by default SOLD_COMPARABLE_DAYS before the database's now). */
export const SOLD_AT_PUBLISHED_PRICE = (alias: string, since?: Date) =>
  `${alias}.status = 'sold' AND ${alias}.sold_price IS NOT NULL AND ${alias}.sold_at > ${since ? `'${since.toISOString()}'::timestamptz` : `now() - interval '${SOLD_COMPARABLE_DAYS} days'`}`;
const near = (alias: string, market: (alias: string) => string = FOR_SALE) =>
  sql.join([
    sql.raw(`${market(alias)} AND `),
    visibleToBuyersAs(alias),
    sql.raw(` AND ${alias}.category = s.category AND ${alias}.id <> s.id AND ${alias}.year BETWEEN s.year - ${YEAR_WINDOW} AND s.year + ${YEAR_WINDOW} AND (s_sample.sample OR NOT `),
    sampleAs(alias),
    sql.raw(")"),
  ]);
const nearest = sql.raw(`ORDER BY abs(c.year - s.year), abs(c.total_time_hours - s.total_time_hours), c.id LIMIT ${MAX_COMPARABLES}`);

/** A listing valued, with the model names of its family and of the families that trade alike. */
export type Subject = { id: number; family: string[]; group: string[] };

/** A text[] of these values, each a parameter. */
export const textArray = (values: readonly string[]) => sql`ARRAY[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
/** An int[] of these values, each a parameter. */
export const intArray = (values: readonly number[]) => sql`ARRAY[${sql.join(values.map((value) => sql`${value}::int`), sql`, `)}]::int[]`;

/** Whether the listing `alias` is valued at all: public, on the market or sold, with a year, category and price (its maker and model are read apart). */
export const valuedAs = (alias: string) =>
  sql.join([
    sql.raw(`${alias}.status IN ('active', 'pending', 'sold') AND `),
    visibleToBuyersAs(alias),
    sql.raw(` AND ${alias}.year IS NOT NULL AND ${alias}.category IS NOT NULL AND ${alias}.price IS NOT NULL`),
  ]);

/** Each listing's row with each of its candidates (or one row of nulls without any). */
export function comparablesQuery(subjects: readonly Subject[]): SQL {
  // '' first, as comparable-candidates.ts names them: a family with no group is still an array of text.
  const values = sql.join(subjects.map((subject) => sql`(${subject.id}::int, ${textArray(["", ...subject.family])}, ${textArray(["", ...subject.group])})`), sql`, `);
  return sql`
    SELECT ${columns("s", "subject_")}, candidate.*
    FROM (VALUES ${values}) AS k(id, family, grp)
    JOIN listings s ON s.id = k.id
    CROSS JOIN LATERAL (SELECT ${sampleAs("s")} AS sample) s_sample
    LEFT JOIN LATERAL (
      SELECT ${comparableColumns("c")}
      FROM (
        (SELECT c.id FROM listings c WHERE ${near("c")} AND ${modelKeyAs("c")} = ANY(k.family) ${nearest})
        UNION
        (SELECT c.id FROM listings c WHERE ${near("c")} AND ${modelKeyAs("c")} = ANY(k.grp) ${nearest})
        UNION
        (SELECT c.id FROM listings c WHERE ${near("c", SOLD_AT_PUBLISHED_PRICE)} AND ${modelKeyAs("c")} = ANY(k.family) ${nearest})
        UNION
        (SELECT c.id FROM listings c WHERE ${near("c", SOLD_AT_PUBLISHED_PRICE)} AND ${modelKeyAs("c")} = ANY(k.grp) ${nearest})
      ) picked
      JOIN listings c ON c.id = picked.id
    ) candidate ON true
    WHERE ${valuedAs("s")}
  `;
}

/** The model names a listing's comparables are looked for under. */
export function subjectOf(listing: { id: number; manufacturer: string; model: string }): Subject {
  const family = familyOf(listing);
  if (!family) return { id: listing.id, family: [modelKey(listing.model)], group: [] };
  return { id: listing.id, family: modelKeysOf(family), group: tradesAlikeWith(family).flatMap(modelKeysOf) };
}

// A listing's estimate in this process, for the inventory version it was worked out at:
// every row its comparables query reads (listings but their view counts, sellers'
// suspensions) bumps the version. "absent": not public or incomplete.
const MAX_REMEMBERED_ESTIMATES = 20_000;
const rememberedEstimates = perInventoryVersion(() => new Map<number, ValueEstimate | null | "absent">());

/**
 * Each public listing's estimate by id (null: not enough comparables); ids not public or
 * incomplete are absent. Only those this process has not valued at the current inventory
 * version are queried: their comparables are a scan of the model's listings, which grows
 * with the inventory.
 */
export async function valueEstimates(db: Database, ids: readonly number[]): Promise<Map<number, ValueEstimate | null>> {
  const estimates = new Map<number, ValueEstimate | null>();
  if (ids.length === 0) return estimates;
  const remembered = await rememberedEstimates.current(db);
  const missing = remembered === null ? ids : ids.filter((id) => !remembered.has(id));
  const worked = missing.length > 0 ? await estimatesOf(db, missing) : new Map<number, ValueEstimate | null>();
  if (remembered !== null && missing.length > 0) {
    if (remembered.size + missing.length > MAX_REMEMBERED_ESTIMATES) remembered.clear();
    for (const id of missing) remembered.set(id, worked.has(id) ? worked.get(id)! : "absent");
  }
  for (const id of ids) {
    const estimate = worked.has(id) ? worked.get(id)! : remembered?.get(id);
    if (estimate !== undefined && estimate !== "absent") estimates.set(id, estimate);
  }
  return estimates;
}

async function estimatesOf(db: Database, ids: readonly number[]): Promise<Map<number, ValueEstimate | null>> {
  const estimates = new Map<number, ValueEstimate | null>();
  const listed = (await db.execute(sql`SELECT id, manufacturer, model FROM listings WHERE id IN (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)}) AND manufacturer IS NOT NULL AND model IS NOT NULL`)) as unknown as {
    rows: { id: number; manufacturer: string; model: string }[];
  };
  if (listed.rows.length === 0) return estimates;
  const rows = ((await db.execute(comparablesQuery(listed.rows.map(subjectOf)))) as unknown as { rows: ValuationRow[] }).rows;
  const grouped = new Map<number, { subject: ValuedAircraft; candidates: ValuedAircraft[] }>();
  for (const row of rows) {
    const subject = grouped.get(row.subject_id) ?? {
      subject: valuedAircraft(Object.fromEntries([...COLUMNS, "sample" as const].map((column) => [column, row[`subject_${column}`]])) as unknown as AircraftColumns),
      candidates: [],
    };
    grouped.set(row.subject_id, subject);
    if (row.id !== null) subject.candidates.push(valuedAircraft(row as AircraftColumns));
  }
  for (const [id, { subject, candidates }] of grouped) estimates.set(id, estimateValue(subject, candidates));
  return estimates;
}

/** The label a card or a comparison row shows: none unless the estimate is sure enough (dealVerdict). */
export function labelOf(price: number, estimate: ValueEstimate | null, segments: SegmentErrors): DealLabel | null {
  return dealVerdict(price, estimate, segmentOf(estimate, segments)).label;
}
