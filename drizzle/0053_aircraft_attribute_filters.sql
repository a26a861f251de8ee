-- The hours left to TBO of the engine with the fewest (negative once past TBO), null without
-- engines: engineHoursRemaining of app/domain/listings/aviation.ts, over the listing's sections
-- (at most MAX_ENGINES, four, engines). One expression, without a FROM, so that the planner
-- inlines it. The catalogue's "1,000+ hours to TBO" filter reads it through the listing's
-- engine_hours_remaining (docs/decisions/049).
CREATE FUNCTION listing_engine_hours_remaining(aviation jsonb) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT least(
    floor((aviation #>> '{engines,0,tboHours}')::numeric - (aviation #>> '{engines,0,timeHours}')::numeric),
    floor((aviation #>> '{engines,1,tboHours}')::numeric - (aviation #>> '{engines,1,timeHours}')::numeric),
    floor((aviation #>> '{engines,2,tboHours}')::numeric - (aviation #>> '{engines,2,timeHours}')::numeric),
    floor((aviation #>> '{engines,3,tboHours}')::numeric - (aviation #>> '{engines,3,timeHours}')::numeric)
  )::integer
$$;--> statement-breakpoint
-- What the attribute filters ask of a listing's sections, kept beside it so that their counts
-- read four small columns, not every listing's sections (a seller who did not say: null).
ALTER TABLE "listings" ADD COLUMN "engine_hours_remaining" integer GENERATED ALWAYS AS (listing_engine_hours_remaining("aviation")) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "adsb_out" boolean GENERATED ALWAYS AS ((("aviation" -> 'equipment') ->> 'adsbOut') = 'yes') STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "no_damage_history" boolean GENERATED ALWAYS AS ((("aviation" -> 'history') ->> 'damage') = 'none') STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "complete_logbooks" boolean GENERATED ALWAYS AS ((("aviation" -> 'history') ->> 'logbooks') = 'yes') STORED;--> statement-breakpoint
-- The attribute counts, and the other facets' counts while an attribute filter is in force,
-- read every match's attributes and facets from this index alone (an index-only scan), not
-- from the wide rows, as listings_active_facets_idx serves a search without them.
CREATE INDEX "listings_active_attributes_idx" ON "listings" USING btree ("category","manufacturer","model","location","year","price","total_time_hours","seats","seller_id","has_photos","engine_hours_remaining","adsb_out","no_damage_history","complete_logbooks") WHERE "listings"."status" = 'active' and "listings"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_min_engine_hours" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_adsb_out" boolean;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_no_damage" boolean;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_complete_logbooks" boolean;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_verified_seller" boolean;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_has_photos" boolean;
