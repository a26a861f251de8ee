-- The value estimate's comparables are the aircraft of the same model family, found by their
-- model's letters and digits (modelKey, app/domain/aircraft/model-families.ts), not by maker and model as typed.
DROP INDEX "listings_active_model_year_idx";--> statement-breakpoint
CREATE INDEX "listings_active_model_key_year_idx" ON "listings" USING btree (upper(regexp_replace("model", '[^A-Za-z0-9]', '', 'g')),"year") WHERE "listings"."status" = 'active';