-- The catalogue lists aircraft under agreement (Pending) beside those for sale, each card
-- marked "Sale Pending" (docs/decisions/054). Its indexes and its facet counts take in what
-- it lists: the same condition as catalogConditions (app/server/listings/listings.server.ts),
-- status IN ('active', 'pending'), which a query's status = 'active' implies too.
DROP INDEX "listings_search_idx";--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search") WITH (fastupdate=false) WHERE "listings"."status" in ('active', 'pending') and "listings"."hidden_at" is null;--> statement-breakpoint
DROP INDEX "listings_active_newest_idx";--> statement-breakpoint
CREATE INDEX "listings_active_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" in ('active', 'pending');--> statement-breakpoint
DROP INDEX "listings_active_price_idx";--> statement-breakpoint
CREATE INDEX "listings_active_price_idx" ON "listings" USING btree ("price","id") WHERE "listings"."status" in ('active', 'pending');--> statement-breakpoint
DROP INDEX "listings_active_year_new_idx";--> statement-breakpoint
CREATE INDEX "listings_active_year_new_idx" ON "listings" USING btree ("year" DESC NULLS FIRST,"has_photos" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" in ('active', 'pending');--> statement-breakpoint
DROP INDEX "listings_active_year_old_idx";--> statement-breakpoint
CREATE INDEX "listings_active_year_old_idx" ON "listings" USING btree ("year","has_photos" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" in ('active', 'pending');--> statement-breakpoint
DROP INDEX "listings_active_category_newest_idx";--> statement-breakpoint
CREATE INDEX "listings_active_category_newest_idx" ON "listings" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" in ('active', 'pending');--> statement-breakpoint
DROP INDEX "listings_active_category_price_idx";--> statement-breakpoint
CREATE INDEX "listings_active_category_price_idx" ON "listings" USING btree ("category","price","id") WHERE "listings"."status" in ('active', 'pending');--> statement-breakpoint
DROP INDEX "listings_active_category_year_new_idx";--> statement-breakpoint
CREATE INDEX "listings_active_category_year_new_idx" ON "listings" USING btree ("category","year" DESC NULLS FIRST,"has_photos" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" in ('active', 'pending');--> statement-breakpoint
DROP INDEX "listings_active_category_year_old_idx";--> statement-breakpoint
CREATE INDEX "listings_active_category_year_old_idx" ON "listings" USING btree ("category","year","has_photos" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" in ('active', 'pending');--> statement-breakpoint
DROP INDEX "listings_active_base_idx";--> statement-breakpoint
CREATE INDEX "listings_active_base_idx" ON "listings" USING btree ("base_latitude","base_longitude","category","manufacturer","model","location","year","price","total_time_hours","seats","seller_id","has_photos","created_at","id") WHERE "listings"."status" in ('active', 'pending') and "listings"."hidden_at" is null and "listings"."base_latitude" is not null;--> statement-breakpoint
DROP INDEX "listings_active_facets_idx";--> statement-breakpoint
CREATE INDEX "listings_active_facets_idx" ON "listings" USING btree ("category","manufacturer","model","location","year","price","total_time_hours","seats","seller_id") WHERE "listings"."status" in ('active', 'pending') and "listings"."hidden_at" is null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facet_findable(status text, hidden_at timestamptz, seller_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT status IN ('active', 'pending') AND hidden_at IS NULL AND NOT EXISTS (SELECT 1 FROM profiles WHERE profiles.id = seller_id AND profiles.suspended_at IS NOT NULL)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facet_sellers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_facet_add(array_agg(catalog_facet_change_of(CASE WHEN turned.suspended_at IS NULL THEN 1 ELSE -1 END, listings)))
  FROM added AS turned
  JOIN removed AS was ON was.id = turned.id AND (was.suspended_at IS NULL) <> (turned.suspended_at IS NULL)
  JOIN listings ON listings.seller_id = turned.id AND listings.status IN ('active', 'pending') AND listings.hidden_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facet_seller_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.suspended_at IS NOT NULL THEN
    PERFORM catalog_facet_add(array_agg(catalog_facet_change_of(1, listings)))
    FROM listings WHERE listings.seller_id = OLD.id AND listings.status IN ('active', 'pending') AND listings.hidden_at IS NULL;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
SELECT catalog_facet_summary_rebuild();
