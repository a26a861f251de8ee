-- The sample inventory's view totals were round figures unrelated to each listing's age
-- (3,180 views on a listing posted yesterday, none of them in the last 30 days). Each
-- sample listing without dated view records gets one record per day from the day it was listed to yesterday,
-- a steady few to a few dozen a day, and its total becomes the sum of its records.
-- Listings of real sellers are left as they are. The seed runs the same statement
-- (app/server/db/sample-views.ts) on databases created after this migration.
INSERT INTO "listing_views_daily" ("listing_id", "day", "views")
SELECT l."id", d.day::date, 4 + ((l."id" * 7 + (d.day::date - date '2000-01-01') * 13) % 19) + (CASE WHEN l."is_featured" THEN 9 ELSE 0 END)
FROM "listings" l
JOIN "profiles" p ON p."id" = l."seller_id" AND p."is_sample"
CROSS JOIN LATERAL generate_series(l."created_at"::date, current_date - 1, interval '1 day') AS d(day)
WHERE l."status" <> 'draft'
  AND NOT EXISTS (SELECT 1 FROM "listing_views_daily" v WHERE v."listing_id" = l."id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "listings" l
SET "views" = totals.views
FROM (SELECT "listing_id", sum("views")::integer AS views FROM "listing_views_daily" GROUP BY "listing_id") totals
WHERE totals."listing_id" = l."id"
  AND l."views" <> totals.views
  AND EXISTS (SELECT 1 FROM "profiles" p WHERE p."id" = l."seller_id" AND p."is_sample");
