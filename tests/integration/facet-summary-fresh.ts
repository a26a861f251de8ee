/**
 * The summaries of counts (drizzle/0046 and 0056) beside the same counted afresh from the
 * listings, for the tests that check the triggers keep them through every change.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/database";

const FACETS = "category, manufacturer, model, location, year, price, total_time_hours, seats";
const ATTRIBUTES = "has_photos, verified_seller, adsb_out, no_damage_history, complete_logbooks";
const HOURS = [250, 500, 1000, 1500, 2000, 3000, 5000];
/** The facets' summary's counts of each attribute, as its columns and as counted from the listings. */
const TOTALS = ["with_photos", "with_verified_seller", "with_adsb_out", "with_no_damage_history", "with_complete_logbooks", ...HOURS.map((hours) => `engine_hours_${hours}`)];
const COUNTED = [...ATTRIBUTES.split(", ").map((flag) => `count(*) FILTER (WHERE ${flag})`), ...HOURS.map((hours) => `count(*) FILTER (WHERE hours_to_tbo >= ${hours})`)];

/** Each summary's non-zero rows (the facets' then the attributes'), and the findable listings counted afresh by the same keys. */
export async function summaryAndFreshCount(db: Database): Promise<[string[], string[]]> {
  const rows = async (statement: string) => ((await db.execute(sql.raw(statement))) as unknown as { rows: { row: string }[] }).rows.map((one) => one.row);
  const findable = `SELECT category, manufacturer, model, btrim(split_part(location, ',', -1)) AS location, year, catalog_facet_price(price) AS price,
      catalog_facet_hours(total_time_hours) AS total_time_hours, seats, has_photos,
      EXISTS (SELECT 1 FROM seller_verifications AS verification WHERE verification.seller_id = listings.seller_id AND verification.status = 'approved') AS verified_seller,
      coalesce(adsb_out, false) AS adsb_out, coalesce(no_damage_history, false) AS no_damage_history, coalesce(complete_logbooks, false) AS complete_logbooks,
      catalog_facet_engine_hours(engine_hours_remaining) AS engine_hours_remaining, engine_hours_remaining AS hours_to_tbo
    FROM listings WHERE catalog_facet_findable(status, hidden_at, seller_id)`;
  const keys = `${FACETS}, ${ATTRIBUTES}, engine_hours_remaining`;
  return [
    [
      ...(await rows(`SELECT (${FACETS}, listing_count, ${TOTALS.join(", ")})::text AS row FROM catalog_facet_summary WHERE listing_count <> 0 ORDER BY 1`)),
      ...(await rows(`SELECT (${keys}, listing_count)::text AS row FROM catalog_attribute_summary WHERE listing_count <> 0 ORDER BY 1`)),
    ],
    [
      ...(await rows(`SELECT (${FACETS}, count(*), ${COUNTED.join(", ")})::text AS row FROM (${findable}) AS findable GROUP BY ${FACETS} ORDER BY 1`)),
      ...(await rows(`SELECT (${keys}, count(*))::text AS row FROM (${findable}) AS findable GROUP BY ${keys} ORDER BY 1`)),
    ],
  ];
}
