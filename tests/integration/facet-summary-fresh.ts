/**
 * The summaries of counts (drizzle/0046 and 0056) beside the same counted afresh from the
 * listings, for the tests that check the triggers keep them through every change.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/database";

const FACETS = "category, manufacturer, model, location, year, price, total_time_hours, seats";
const ATTRIBUTES = `${FACETS}, has_photos, verified_seller, adsb_out, no_damage_history, complete_logbooks, engine_hours_remaining`;

/** Each summary's non-zero rows (the facets' then the attributes'), and the findable listings counted afresh by the same keys. */
export async function summaryAndFreshCount(db: Database): Promise<[string[], string[]]> {
  const rows = async (statement: string) => ((await db.execute(sql.raw(statement))) as unknown as { rows: { row: string }[] }).rows.map((one) => one.row);
  const kept = (key: string, table: string) => rows(`SELECT (${key}, listing_count)::text AS row FROM ${table} WHERE listing_count <> 0 ORDER BY 1`);
  const fresh = (key: string) =>
    rows(`SELECT (${key}, count(*))::text AS row FROM (
      SELECT category, manufacturer, model, btrim(split_part(location, ',', -1)) AS location, year, catalog_facet_price(price) AS price,
        catalog_facet_hours(total_time_hours) AS total_time_hours, seats, has_photos,
        EXISTS (SELECT 1 FROM seller_verifications AS verification WHERE verification.seller_id = listings.seller_id AND verification.status = 'approved') AS verified_seller,
        coalesce(adsb_out, false) AS adsb_out, coalesce(no_damage_history, false) AS no_damage_history, coalesce(complete_logbooks, false) AS complete_logbooks,
        catalog_facet_engine_hours(engine_hours_remaining) AS engine_hours_remaining
      FROM listings WHERE catalog_facet_findable(status, hidden_at, seller_id)
    ) AS findable GROUP BY ${key} ORDER BY 1`);
  return [
    [...(await kept(FACETS, "catalog_facet_summary")), ...(await kept(ATTRIBUTES, "catalog_attribute_summary"))],
    [...(await fresh(FACETS)), ...(await fresh(ATTRIBUTES))],
  ];
}
