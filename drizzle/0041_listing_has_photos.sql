DROP INDEX "listings_active_year_new_idx";--> statement-breakpoint
DROP INDEX "listings_active_year_old_idx";--> statement-breakpoint
DROP INDEX "listings_active_category_year_new_idx";--> statement-breakpoint
DROP INDEX "listings_active_category_year_old_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "has_photos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_active_year_new_idx" ON "listings" USING btree ("year" DESC NULLS FIRST,"has_photos" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_year_old_idx" ON "listings" USING btree ("year","has_photos" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_year_new_idx" ON "listings" USING btree ("category","year" DESC NULLS FIRST,"has_photos" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_year_old_idx" ON "listings" USING btree ("category","year","has_photos" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
UPDATE "listings" SET "has_photos" = true WHERE EXISTS (SELECT 1 FROM "listing_photos" WHERE "listing_photos"."listing_id" = "listings"."id");--> statement-breakpoint
CREATE FUNCTION listing_has_photos_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.listing_id ELSE NEW.listing_id END;
BEGIN
  UPDATE listings SET has_photos = EXISTS (SELECT 1 FROM listing_photos WHERE listing_id = changed) WHERE id = changed;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER listing_photos_has_photos AFTER INSERT OR DELETE ON "listing_photos" FOR EACH ROW EXECUTE FUNCTION listing_has_photos_sync();
