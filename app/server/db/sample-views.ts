import { sql } from "drizzle-orm";

/**
 * Dated view records for the sample inventory, one per day since each sample listing
 * was listed, and totals that are their sum: the same statements as migration
 * drizzle/0024_sample_views.sql, which fixed databases seeded before it. Listings of
 * real sellers, and sample listings that already have records, are left alone.
 */
export const SAMPLE_VIEWS_STATEMENTS = [
  sql.raw(`INSERT INTO "listing_views_daily" ("listing_id", "day", "views")
SELECT l."id", d.day::date, 4 + ((l."id" * 7 + (d.day::date - date '2000-01-01') * 13) % 19) + (CASE WHEN l."is_featured" THEN 9 ELSE 0 END)
FROM "listings" l
JOIN "profiles" p ON p."id" = l."seller_id" AND p."is_sample"
CROSS JOIN LATERAL generate_series(l."created_at"::date, current_date - 1, interval '1 day') AS d(day)
WHERE l."status" <> 'draft'
  AND NOT EXISTS (SELECT 1 FROM "listing_views_daily" v WHERE v."listing_id" = l."id")
ON CONFLICT DO NOTHING`),
  sql.raw(`UPDATE "listings" l
SET "views" = totals.views
FROM (SELECT "listing_id", sum("views")::integer AS views FROM "listing_views_daily" GROUP BY "listing_id") totals
WHERE totals."listing_id" = l."id"
  AND l."views" <> totals.views
  AND EXISTS (SELECT 1 FROM "profiles" p WHERE p."id" = l."seller_id" AND p."is_sample")`),
];
