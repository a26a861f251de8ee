-- Issue 20: search finds what buyers type. search_words() is the rule of
-- app/domain/catalog/search-words.ts (tests/integration/search.test.ts holds both to one table):
-- accents folded, ASCII lower case, "+" after a designation spelt "plus", and each
-- designation's parts also joined ("PC-12" gives "pc 12 pc12").
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE FUNCTION search_words(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(folded, '[^a-z0-9]+', ' ', 'g') || ' ' ||
    regexp_replace(
      regexp_replace(regexp_replace(regexp_replace(folded, '([a-z0-9])[-./](?=[a-z0-9])', '\1', 'g'), '([a-z]) +(?=[0-9])', '\1', 'g'), '([0-9]) +(?=[a-z])', '\1', 'g'),
      '[^a-z0-9]+', ' ', 'g'),
    ' +', ' ', 'g'))
  FROM (SELECT regexp_replace(lower(translate(coalesce(t, ''), 'áÁàÀâÂäÄãÃåÅāĀăĂąĄçÇćĆčČďĎđĐéÉèÈêÊëËēĒėĖęĘěĚíÍìÌîÎïÏīĪįĮłŁñÑńŃňŇóÓòÒôÔöÖõÕøØōŌőŐŕŔřŘśŚšŠşŞťŤúÚùÙûÛüÜūŪůŮűŰųŲýÝÿŸźŹżŻžŽ', 'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeiiiiiiiiiiiillnnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz')), '([a-z0-9])\+', '\1plus', 'g') AS folded) AS f
$$;--> statement-breakpoint
-- array_to_string() is only STABLE (for arrays of any type); of text it cannot change.
CREATE FUNCTION search_words_of(t text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_words(array_to_string(t, ', '))
$$;--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" drop column "search";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_words(name || ', ' || manufacturer || ', ' || model || ', ' || registration || ', ' || serial_number)), 'A') || setweight(to_tsvector('simple', search_words_of(features)), 'B') || setweight(to_tsvector('simple', search_words(description || ', ' || location)), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_manufacturer" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_model" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_min_year" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_max_year" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_max_total_time" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_min_seats" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_region" text;--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION listings_add_search_vocabulary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
    SELECT DISTINCT word FROM unnest(tsvector_to_array(NEW.search)) AS word WHERE word ~ '^[a-z]{4,}$'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_search_vocabulary AFTER INSERT OR UPDATE OF name, manufacturer, model, registration, serial_number, features, description, location
  ON listings FOR EACH ROW EXECUTE FUNCTION listings_add_search_vocabulary();--> statement-breakpoint
INSERT INTO search_vocabulary (word)
  SELECT DISTINCT word FROM listings, unnest(tsvector_to_array(search)) AS word WHERE word ~ '^[a-z]{4,}$'
  ON CONFLICT DO NOTHING;
