import { type AnyColumn, sql, type SQL } from "drizzle-orm";

/**
 * A listing column only a draft may leave null (the listings_complete_unless_draft
 * check), read where no draft can be: the catalogue, alerts, buyers' saved aircraft,
 * the market around a listing. Typed as never null, decoded as the column decodes.
 */
export function completeColumn<Column extends AnyColumn>(column: Column): SQL<NonNullable<Column["_"]["data"]>> {
  return sql`${column}`.mapWith(column) as SQL<NonNullable<Column["_"]["data"]>>;
}
