-- The hours left to TBO of the engine with the fewest (negative once past TBO), null without
-- engines: engineHoursRemaining of app/domain/listings/aviation.ts, over the listing's sections.
-- The catalogue's "1,000+ hours to TBO" filter reads it (docs/decisions/049).
CREATE FUNCTION listing_engine_hours_remaining(aviation jsonb) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(min((engine->>'tboHours')::numeric - (engine->>'timeHours')::numeric))::integer
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(aviation->'engines') = 'array' THEN aviation->'engines' ELSE '[]'::jsonb END) AS engine
$$;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_min_engine_hours" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_adsb_out" boolean;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_no_damage" boolean;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_complete_logbooks" boolean;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_verified_seller" boolean;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_has_photos" boolean;
