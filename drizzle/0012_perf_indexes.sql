DROP INDEX "listings_status_created_idx";--> statement-breakpoint
DROP INDEX "listings_status_category_idx";--> statement-breakpoint
CREATE INDEX "listings_active_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_price_idx" ON "listings" USING btree ("price","id") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_year_new_idx" ON "listings" USING btree ("year" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_year_old_idx" ON "listings" USING btree ("year","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_newest_idx" ON "listings" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_price_idx" ON "listings" USING btree ("category","price","id") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_year_new_idx" ON "listings" USING btree ("category","year" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_year_old_idx" ON "listings" USING btree ("category","year","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_featured_idx" ON "listings" USING btree ("price" DESC NULLS FIRST,"id") WHERE "listings"."is_featured" and "listings"."status" = 'active';