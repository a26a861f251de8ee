-- Issue 20: the aviation sections' engines and equipment in the search vector (weight B, with
-- the features), so G1000, ADS-B or PT6A find a listing that names them only there; and where
-- an aircraft is based, as an airport and its place, for "within 250 nm of KTEB".
-- The engines' makes and models, the equipment chosen (as its codes: "adsb-in", "synthetic-vision"),
-- the other equipment typed, and "ADS-B Out" when it has it.
CREATE FUNCTION aviation_search_text(a jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(', ',
    (SELECT string_agg(concat_ws(' ', e->>'make', e->>'model'), ', ') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(a->'engines') = 'array' THEN a->'engines' ELSE '[]'::jsonb END) AS e),
    (SELECT string_agg(i, ', ') FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(a->'equipment'->'items') = 'array' THEN a->'equipment'->'items' ELSE '[]'::jsonb END) AS i),
    (SELECT string_agg(o, ', ') FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(a->'equipment'->'other') = 'array' THEN a->'equipment'->'other' ELSE '[]'::jsonb END) AS o),
    CASE WHEN a->'equipment'->>'adsbOut' = 'yes' THEN 'ADS-B Out' END)
$$;--> statement-breakpoint
ALTER TABLE "listings" drop column "search";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_words(name || ', ' || manufacturer || ', ' || model || ', ' || registration || ', ' || serial_number)), 'A') || setweight(to_tsvector('simple', search_words_of(features) || ' ' || search_words(aviation_search_text(aviation))), 'B') || setweight(to_tsvector('simple', search_words(description || ', ' || location)), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "base_airport" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "base_latitude" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "base_longitude" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_near_latitude" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_near_longitude" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_radius_nm" integer;--> statement-breakpoint
CREATE INDEX "listings_active_base_idx" ON "listings" USING btree ("base_latitude","base_longitude") WHERE "listings"."status" = 'active' and "listings"."base_latitude" is not null;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
DROP TRIGGER listings_search_vocabulary ON listings;--> statement-breakpoint
CREATE TRIGGER listings_search_vocabulary AFTER INSERT OR UPDATE OF name, manufacturer, model, registration, serial_number, features, aviation, description, location
  ON listings FOR EACH ROW EXECUTE FUNCTION listings_add_search_vocabulary();--> statement-breakpoint
INSERT INTO search_vocabulary (word)
  SELECT DISTINCT word FROM listings, unnest(tsvector_to_array(search)) AS word WHERE word ~ '^[a-z]{4,}$'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The sample inventory's bases (app/server/db/sample-airports.ts), for databases seeded before them; a seller's own base is kept.
UPDATE "listings" SET "base_airport" = 'PAMR', "base_latitude" = 61.2135, "base_longitude" = -149.844 WHERE "location" = 'Anchorage, AK' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'KPDK', "base_latitude" = 33.8756, "base_longitude" = -84.302 WHERE "location" = 'Atlanta, GA' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'NZAA', "base_latitude" = -37.012, "base_longitude" = 174.7863 WHERE "location" = 'Auckland, New Zealand' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'EGKB', "base_latitude" = 51.3308, "base_longitude" = 0.0325 WHERE "location" = 'Biggin Hill, UK' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'FACT', "base_latitude" = -33.9648, "base_longitude" = 18.6017 WHERE "location" = 'Cape Town, South Africa' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'KDAL', "base_latitude" = 32.8471, "base_longitude" = -96.8518 WHERE "location" = 'Dallas, TX' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'KAPA', "base_latitude" = 39.5701, "base_longitude" = -104.849 WHERE "location" = 'Denver, CO' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'OMDB', "base_latitude" = 25.2528, "base_longitude" = 55.3644 WHERE "location" = 'Dubai, UAE' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'EIDW', "base_latitude" = 53.4287, "base_longitude" = -6.2621 WHERE "location" = 'Dublin, Ireland' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'EGLF', "base_latitude" = 51.2758, "base_longitude" = -0.7763 WHERE "location" = 'Farnborough, UK' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'LSGG', "base_latitude" = 46.2381, "base_longitude" = 6.109 WHERE "location" = 'Geneva, Switzerland' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'VHHH', "base_latitude" = 22.3089, "base_longitude" = 113.915 WHERE "location" = 'Hong Kong' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'KHOU', "base_latitude" = 29.6454, "base_longitude" = -95.2789 WHERE "location" = 'Houston, TX' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'VRMM', "base_latitude" = 4.1918, "base_longitude" = 73.5291 WHERE "location" = 'Malé, Maldives' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'YMEN', "base_latitude" = -37.7281, "base_longitude" = 144.902 WHERE "location" = 'Melbourne, Australia' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'KOPF', "base_latitude" = 25.907, "base_longitude" = -80.2784 WHERE "location" = 'Miami, FL' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'MMMY', "base_latitude" = 25.7786, "base_longitude" = -100.1136 WHERE "location" = 'Monterrey, Mexico' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'EDDM', "base_latitude" = 48.3538, "base_longitude" = 11.7861 WHERE "location" = 'Munich, Germany' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'HKNW', "base_latitude" = -1.3217, "base_longitude" = 36.8148 WHERE "location" = 'Nairobi, Kenya' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'KAPF', "base_latitude" = 26.1526, "base_longitude" = -81.7753 WHERE "location" = 'Naples, FL' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'LFMN', "base_latitude" = 43.6584, "base_longitude" = 7.2159 WHERE "location" = 'Nice, France' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'LFPB', "base_latitude" = 48.9694, "base_longitude" = 2.4414 WHERE "location" = 'Paris Le Bourget, France' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'LIRA', "base_latitude" = 41.7994, "base_longitude" = 12.5949 WHERE "location" = 'Rome, Italy' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'SBSP', "base_latitude" = -23.6277, "base_longitude" = -46.6546 WHERE "location" = 'São Paulo, Brazil' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'KPHX', "base_latitude" = 33.4353, "base_longitude" = -112.0059 WHERE "location" = 'Scottsdale, AZ' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'KBFI', "base_latitude" = 47.53, "base_longitude" = -122.302 WHERE "location" = 'Seattle, WA' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'WSSS', "base_latitude" = 1.3502, "base_longitude" = 103.994 WHERE "location" = 'Singapore' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'LSGS', "base_latitude" = 46.2192, "base_longitude" = 7.3269 WHERE "location" = 'Sion, Switzerland' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'YSBK', "base_latitude" = -33.9236, "base_longitude" = 150.9908 WHERE "location" = 'Sydney, Australia' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'KTEB', "base_latitude" = 40.8501, "base_longitude" = -74.0608 WHERE "location" = 'Teterboro, NJ' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'CYYZ', "base_latitude" = 43.6772, "base_longitude" = -79.6306 WHERE "location" = 'Toronto, Canada' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'LFBO', "base_latitude" = 43.6291, "base_longitude" = 1.3638 WHERE "location" = 'Toulouse, France' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'KVNY', "base_latitude" = 34.2098, "base_longitude" = -118.49 WHERE "location" = 'Van Nuys, CA' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'CYVR', "base_latitude" = 49.1939, "base_longitude" = -123.184 WHERE "location" = 'Vancouver, Canada' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'KVRB', "base_latitude" = 27.6556, "base_longitude" = -80.4179 WHERE "location" = 'Vero Beach, FL' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");--> statement-breakpoint
UPDATE "listings" SET "base_airport" = 'KICT', "base_latitude" = 37.6499, "base_longitude" = -97.4331 WHERE "location" = 'Wichita, KS' AND "base_airport" IS NULL AND "seller_id" IN (SELECT "id" FROM "profiles" WHERE "is_sample");
