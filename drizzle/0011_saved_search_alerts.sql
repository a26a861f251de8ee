ALTER TABLE "saved_searches" ADD COLUMN "filter_tsquery" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_category" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_min_price" bigint;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_max_price" bigint;--> statement-breakpoint
-- Catalogue searches saved before these columns: their filters as catalogFilterOf makes them (words of letters and digits, at most 8).
UPDATE "saved_searches" SET
	"filter_category" = nullif("category", 'all'),
	"filter_min_price" = CASE "price" WHEN '0-500k' THEN 0 WHEN '500k-2m' THEN 500000 WHEN '2m-10m' THEN 2000000 WHEN '10m+' THEN 10000000 END,
	"filter_max_price" = CASE "price" WHEN '0-500k' THEN 500000 WHEN '500k-2m' THEN 2000000 WHEN '2m-10m' THEN 10000000 END,
	"filter_tsquery" = (
		SELECT string_agg("word" || ':*', ' & ' ORDER BY "position")
		FROM (SELECT "match"[1] AS "word", row_number() OVER () AS "position" FROM regexp_matches(lower("q"), '([[:alnum:]]+)', 'g') AS "match" LIMIT 8) AS "words"
	)
WHERE "kind" = 'catalog';
