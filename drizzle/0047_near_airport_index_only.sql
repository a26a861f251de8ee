-- A search near an airport reads the listings in the airport's box: the base index now holds
-- every column the page's order, its count and the facets' counts read, and only active, unhidden
-- listings, so all three are index-only scans, not reads of rows far apart (decision note 029).
DROP INDEX "listings_active_base_idx";--> statement-breakpoint
CREATE INDEX "listings_active_base_idx" ON "listings" USING btree ("base_latitude","base_longitude","category","manufacturer","model","location","year","price","total_time_hours","seats","seller_id","has_photos","created_at","id") WHERE "listings"."status" = 'active' and "listings"."hidden_at" is null and "listings"."base_latitude" is not null;