/** Column types and index keys that several tables use; not tables, so index.ts does not export them. */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, customType, type ExtraConfigColumn } from "drizzle-orm/pg-core";

/** What the catalogue searches: a generated tsvector column (listings.search). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A descending index key that sorts as drizzle's desc() does: nulls first, Postgres's default for DESC. */
export const descending = (column: ExtraConfigColumn) => column.desc().nullsFirst();
/** A partial index's condition: the listing is active. */
export const active = (table: { status: AnyPgColumn }) => sql`${table.status} = 'active'`;
/**
 * The catalogue's condition, of its queries and its indexes alike: the listing is on the
 * market, for sale or under agreement (Pending, marked so on its card). Written out, not
 * as parameters, so the planner proves a query's condition implies an index's.
 */
export const onTheMarket = (table: { status: AnyPgColumn }) => sql`${table.status} in ('active', 'pending')`;
