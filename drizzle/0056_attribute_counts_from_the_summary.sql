-- A second summary of counts (docs/decisions/056), the first's (drizzle/0046, docs/decisions/026)
-- keyed also by what the attribute filters ask: photos, a verified seller, ADS-B Out, no damage
-- history, complete logbooks, and the hours to TBO as the lowest value of the span between two
-- of the form's choices. The attribute counts, and the other facets' counts with an attribute
-- filter in force, sum its rows instead of reading every listing; the facets' counts without
-- one keep reading the first, which has fewer rows. A flag a seller left unsaid is kept as
-- false: no filter tells it from a no. The same triggers keep both, in the same statement.
CREATE TABLE "catalog_attribute_summary" (
	"category" text,
	"manufacturer" text NOT NULL,
	"model" text NOT NULL,
	"location" text NOT NULL,
	"year" integer,
	"price" bigint,
	"total_time_hours" integer,
	"seats" integer,
	"has_photos" boolean NOT NULL,
	"verified_seller" boolean NOT NULL,
	"adsb_out" boolean NOT NULL,
	"no_damage_history" boolean NOT NULL,
	"complete_logbooks" boolean NOT NULL,
	"engine_hours_remaining" integer,
	"listing_count" integer NOT NULL,
	CONSTRAINT "catalog_attribute_summary_key" UNIQUE NULLS NOT DISTINCT("category","manufacturer","model","location","year","price","total_time_hours","seats","has_photos","verified_seller","adsb_out","no_damage_history","complete_logbooks","engine_hours_remaining")
);
--> statement-breakpoint
-- The first summary keeps, beside each combination's count, how many of its listings have
-- each attribute (and at least each of the form's hours to TBO): the attribute counts of a
-- search with no attribute filter in force, the most common, sum these over its fewer rows.
ALTER TABLE "catalog_facet_summary" ADD COLUMN "with_photos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_facet_summary" ADD COLUMN "with_verified_seller" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_facet_summary" ADD COLUMN "with_adsb_out" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_facet_summary" ADD COLUMN "with_no_damage_history" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_facet_summary" ADD COLUMN "with_complete_logbooks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_facet_summary" ADD COLUMN "engine_hours_250" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_facet_summary" ADD COLUMN "engine_hours_500" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_facet_summary" ADD COLUMN "engine_hours_1000" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_facet_summary" ADD COLUMN "engine_hours_1500" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_facet_summary" ADD COLUMN "engine_hours_2000" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_facet_summary" ADD COLUMN "engine_hours_3000" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_facet_summary" ADD COLUMN "engine_hours_5000" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The hours to TBO kept as the lowest value of their span between two of the form's choices
-- (ENGINE_HOURS_PRESETS, app/domain/catalog/aircraft-attributes.ts), and 0 below the first:
-- every choice's "at least" treats a span's values alike.
CREATE FUNCTION catalog_facet_engine_hours(hours integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN hours IS NULL THEN NULL ELSE coalesce(max(cut), 0) END
  FROM unnest('{250,500,1000,1500,2000,3000,5000}'::integer[]) AS cut WHERE cut <= hours
$$;--> statement-breakpoint
-- The seller's "Verified seller" badge, as the filter reads it (FLAG_RULES, attribute-filters.server.ts),
-- judged with the verifications as they are when a trigger runs.
CREATE FUNCTION catalog_facet_verified(seller_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM seller_verifications WHERE seller_verifications.seller_id = $1 AND seller_verifications.status = 'approved')
$$;--> statement-breakpoint
DROP FUNCTION catalog_facet_add(catalog_facet_change[]);--> statement-breakpoint
DROP FUNCTION catalog_facet_change_of(integer, listings);--> statement-breakpoint
DROP TYPE catalog_facet_change;--> statement-breakpoint
CREATE TYPE catalog_facet_change AS (change integer, category text, manufacturer text, model text, location text, year integer, price bigint, total_time_hours integer, seats integer, has_photos boolean, verified_seller boolean, adsb_out boolean, no_damage_history boolean, complete_logbooks boolean, engine_hours_remaining integer);--> statement-breakpoint
CREATE FUNCTION catalog_facet_change_of(change integer, listing listings, verified boolean) RETURNS catalog_facet_change LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(change, listing.category, listing.manufacturer, listing.model, listing.location, listing.year, listing.price, listing.total_time_hours, listing.seats,
    listing.has_photos, verified, coalesce(listing.adsb_out, false), coalesce(listing.no_damage_history, false), coalesce(listing.complete_logbooks, false), listing.engine_hours_remaining)::catalog_facet_change
$$;--> statement-breakpoint
-- Adds the changes to their combinations' counts in both summaries. Keys in one order so that two writers
-- lock the summaries' rows in the same order.
CREATE FUNCTION catalog_facet_add(changes catalog_facet_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalog_facet_summary AS summary (category, manufacturer, model, location, year, price, total_time_hours, seats, listing_count,
    with_photos, with_verified_seller, with_adsb_out, with_no_damage_history, with_complete_logbooks,
    engine_hours_250, engine_hours_500, engine_hours_1000, engine_hours_1500, engine_hours_2000, engine_hours_3000, engine_hours_5000)
  SELECT * FROM (
    SELECT category, manufacturer, model, btrim(split_part(location, ',', -1)) AS location, year, catalog_facet_price(price) AS price, catalog_facet_hours(total_time_hours) AS total_time_hours, seats,
      sum(change)::integer AS listing_count,
      coalesce(sum(change) FILTER (WHERE has_photos), 0)::integer AS with_photos, coalesce(sum(change) FILTER (WHERE verified_seller), 0)::integer AS with_verified_seller,
      coalesce(sum(change) FILTER (WHERE adsb_out), 0)::integer AS with_adsb_out, coalesce(sum(change) FILTER (WHERE no_damage_history), 0)::integer AS with_no_damage_history,
      coalesce(sum(change) FILTER (WHERE complete_logbooks), 0)::integer AS with_complete_logbooks,
      coalesce(sum(change) FILTER (WHERE engine_hours_remaining >= 250), 0)::integer AS engine_hours_250, coalesce(sum(change) FILTER (WHERE engine_hours_remaining >= 500), 0)::integer AS engine_hours_500,
      coalesce(sum(change) FILTER (WHERE engine_hours_remaining >= 1000), 0)::integer AS engine_hours_1000, coalesce(sum(change) FILTER (WHERE engine_hours_remaining >= 1500), 0)::integer AS engine_hours_1500,
      coalesce(sum(change) FILTER (WHERE engine_hours_remaining >= 2000), 0)::integer AS engine_hours_2000, coalesce(sum(change) FILTER (WHERE engine_hours_remaining >= 3000), 0)::integer AS engine_hours_3000,
      coalesce(sum(change) FILTER (WHERE engine_hours_remaining >= 5000), 0)::integer AS engine_hours_5000
    FROM unnest(changes)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  ) AS sums
  -- A change that moves no count (a listing's photos added and taken off) writes nothing.
  WHERE (listing_count, with_photos, with_verified_seller, with_adsb_out, with_no_damage_history, with_complete_logbooks,
      engine_hours_250, engine_hours_500, engine_hours_1000, engine_hours_1500, engine_hours_2000, engine_hours_3000, engine_hours_5000) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT catalog_facet_summary_key DO UPDATE SET listing_count = summary.listing_count + excluded.listing_count,
    with_photos = summary.with_photos + excluded.with_photos, with_verified_seller = summary.with_verified_seller + excluded.with_verified_seller,
    with_adsb_out = summary.with_adsb_out + excluded.with_adsb_out, with_no_damage_history = summary.with_no_damage_history + excluded.with_no_damage_history,
    with_complete_logbooks = summary.with_complete_logbooks + excluded.with_complete_logbooks,
    engine_hours_250 = summary.engine_hours_250 + excluded.engine_hours_250, engine_hours_500 = summary.engine_hours_500 + excluded.engine_hours_500,
    engine_hours_1000 = summary.engine_hours_1000 + excluded.engine_hours_1000, engine_hours_1500 = summary.engine_hours_1500 + excluded.engine_hours_1500,
    engine_hours_2000 = summary.engine_hours_2000 + excluded.engine_hours_2000, engine_hours_3000 = summary.engine_hours_3000 + excluded.engine_hours_3000,
    engine_hours_5000 = summary.engine_hours_5000 + excluded.engine_hours_5000;
  INSERT INTO catalog_attribute_summary AS summary (category, manufacturer, model, location, year, price, total_time_hours, seats, has_photos, verified_seller, adsb_out, no_damage_history, complete_logbooks, engine_hours_remaining, listing_count)
  SELECT category, manufacturer, model, btrim(split_part(location, ',', -1)), year, catalog_facet_price(price), catalog_facet_hours(total_time_hours), seats,
    has_photos, verified_seller, adsb_out, no_damage_history, complete_logbooks, catalog_facet_engine_hours(engine_hours_remaining), sum(change)
  FROM unnest(changes)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
  HAVING sum(change) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
  ON CONFLICT ON CONSTRAINT catalog_attribute_summary_key DO UPDATE SET listing_count = summary.listing_count + excluded.listing_count;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facet_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalog_facet_add(array_agg(catalog_facet_change_of(1, added, catalog_facet_verified(added.seller_id))))
    FROM added WHERE catalog_facet_findable(added.status, added.hidden_at, added.seller_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalog_facet_add(array_agg(catalog_facet_change_of(-1, removed, catalog_facet_verified(removed.seller_id))))
    FROM removed WHERE catalog_facet_findable(removed.status, removed.hidden_at, removed.seller_id);
  ELSE
    -- Only the rows whose counted columns changed: a view count's update changes none.
    PERFORM catalog_facet_add(array_agg(changed.change))
    FROM removed FULL JOIN added ON added.id = removed.id
    CROSS JOIN LATERAL (
      SELECT catalog_facet_change_of(-1, removed, catalog_facet_verified(removed.seller_id)) AS change WHERE catalog_facet_findable(removed.status, removed.hidden_at, removed.seller_id)
      UNION ALL
      SELECT catalog_facet_change_of(1, added, catalog_facet_verified(added.seller_id)) WHERE catalog_facet_findable(added.status, added.hidden_at, added.seller_id)
    ) AS changed
    WHERE (removed.id, removed.status, removed.hidden_at IS NULL, removed.seller_id, removed.category, removed.manufacturer, removed.model, removed.location, removed.year, removed.price, removed.total_time_hours, removed.seats,
        removed.has_photos, removed.adsb_out, removed.no_damage_history, removed.complete_logbooks, removed.engine_hours_remaining)
      IS DISTINCT FROM (added.id, added.status, added.hidden_at IS NULL, added.seller_id, added.category, added.manufacturer, added.model, added.location, added.year, added.price, added.total_time_hours, added.seats,
        added.has_photos, added.adsb_out, added.no_damage_history, added.complete_logbooks, added.engine_hours_remaining);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facet_sellers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_facet_add(array_agg(catalog_facet_change_of(CASE WHEN turned.suspended_at IS NULL THEN 1 ELSE -1 END, listings, catalog_facet_verified(listings.seller_id))))
  FROM added AS turned
  JOIN removed AS was ON was.id = turned.id AND (was.suspended_at IS NULL) <> (turned.suspended_at IS NULL)
  JOIN listings ON listings.seller_id = turned.id AND listings.status IN ('active', 'pending') AND listings.hidden_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A deleted seller's verifications go with the profile (on delete cascade) and their listings
-- stay with no seller (set null), in an order the counts cannot rely on. So the verifications
-- go first, here, while the listings still name their seller (their trigger moves them out of
-- "Verified seller"); then a suspended seller's findable listings are counted, before the
-- listings' trigger sees them findable before and after.
CREATE OR REPLACE FUNCTION catalog_facet_seller_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM seller_verifications WHERE seller_verifications.seller_id = OLD.id;
  IF OLD.suspended_at IS NOT NULL THEN
    PERFORM catalog_facet_add(array_agg(catalog_facet_change_of(1, listings, false)))
    FROM listings WHERE listings.seller_id = OLD.id AND listings.status IN ('active', 'pending') AND listings.hidden_at IS NULL;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
-- A seller whose verification is approved, or no longer (refused after review, deleted), moves
-- their findable listings from one side of "Verified seller" to the other. `sellers`: those the
-- statement wrote; `approved_before`: those with an approved row among the rows it replaced or
-- deleted; `written`: the ids of the rows it inserted or updated (the rest are as before).
CREATE FUNCTION catalog_facet_reverify(sellers uuid[], approved_before uuid[], written integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT catalog_facet_add(array_agg(changes.change))
  FROM (SELECT DISTINCT unnest(sellers) AS seller_id) AS seller
  CROSS JOIN LATERAL (
    SELECT seller.seller_id = ANY (coalesce(approved_before, '{}'))
        OR EXISTS (SELECT 1 FROM seller_verifications AS kept WHERE kept.seller_id = seller.seller_id AND kept.status = 'approved' AND NOT kept.id = ANY (coalesce(written, '{}'))) AS was,
      catalog_facet_verified(seller.seller_id) AS now
  ) AS verified
  JOIN listings ON listings.seller_id = seller.seller_id AND catalog_facet_findable(listings.status, listings.hidden_at, listings.seller_id)
  CROSS JOIN LATERAL (VALUES (catalog_facet_change_of(-1, listings, verified.was)), (catalog_facet_change_of(1, listings, verified.now))) AS changes(change)
  WHERE verified.was <> verified.now
$$;--> statement-breakpoint
CREATE FUNCTION catalog_facet_verifications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalog_facet_reverify(array_agg(added.seller_id), '{}', array_agg(added.id)) FROM added;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalog_facet_reverify(array_agg(removed.seller_id), array_agg(removed.seller_id) FILTER (WHERE removed.status = 'approved'), '{}') FROM removed;
  ELSE
    PERFORM catalog_facet_reverify(
      (SELECT array_agg(seller_id) FROM (SELECT seller_id FROM added UNION SELECT seller_id FROM removed) AS written),
      (SELECT array_agg(seller_id) FROM removed WHERE removed.status = 'approved'),
      (SELECT array_agg(id) FROM added));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER seller_verifications_facet_summary_insert AFTER INSERT ON seller_verifications REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_verifications_changed();--> statement-breakpoint
CREATE TRIGGER seller_verifications_facet_summary_update AFTER UPDATE ON seller_verifications REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_verifications_changed();--> statement-breakpoint
CREATE TRIGGER seller_verifications_facet_summary_delete AFTER DELETE ON seller_verifications REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_verifications_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facet_summary_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_facet_summary;
  INSERT INTO catalog_facet_summary (category, manufacturer, model, location, year, price, total_time_hours, seats, listing_count,
    with_photos, with_verified_seller, with_adsb_out, with_no_damage_history, with_complete_logbooks,
    engine_hours_250, engine_hours_500, engine_hours_1000, engine_hours_1500, engine_hours_2000, engine_hours_3000, engine_hours_5000)
  SELECT category, manufacturer, model, btrim(split_part(location, ',', -1)), year, catalog_facet_price(price), catalog_facet_hours(total_time_hours), seats, count(*),
    count(*) FILTER (WHERE has_photos), count(*) FILTER (WHERE verified.seller_id IS NOT NULL), count(*) FILTER (WHERE adsb_out), count(*) FILTER (WHERE no_damage_history),
    count(*) FILTER (WHERE complete_logbooks), count(*) FILTER (WHERE engine_hours_remaining >= 250), count(*) FILTER (WHERE engine_hours_remaining >= 500),
    count(*) FILTER (WHERE engine_hours_remaining >= 1000), count(*) FILTER (WHERE engine_hours_remaining >= 1500), count(*) FILTER (WHERE engine_hours_remaining >= 2000),
    count(*) FILTER (WHERE engine_hours_remaining >= 3000), count(*) FILTER (WHERE engine_hours_remaining >= 5000)
  FROM listings
  LEFT JOIN (SELECT DISTINCT seller_verifications.seller_id FROM seller_verifications WHERE seller_verifications.status = 'approved') AS verified ON verified.seller_id = listings.seller_id
  WHERE catalog_facet_findable(status, hidden_at, listings.seller_id)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  DELETE FROM catalog_attribute_summary;
  INSERT INTO catalog_attribute_summary (category, manufacturer, model, location, year, price, total_time_hours, seats, has_photos, verified_seller, adsb_out, no_damage_history, complete_logbooks, engine_hours_remaining, listing_count)
  SELECT category, manufacturer, model, btrim(split_part(location, ',', -1)), year, catalog_facet_price(price), catalog_facet_hours(total_time_hours), seats,
    has_photos, verified.seller_id IS NOT NULL, coalesce(adsb_out, false), coalesce(no_damage_history, false), coalesce(complete_logbooks, false), catalog_facet_engine_hours(engine_hours_remaining), count(*)
  FROM listings
  LEFT JOIN (SELECT DISTINCT seller_verifications.seller_id FROM seller_verifications WHERE seller_verifications.status = 'approved') AS verified ON verified.seller_id = listings.seller_id
  WHERE catalog_facet_findable(status, hidden_at, listings.seller_id)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14;
END
$$;--> statement-breakpoint
SELECT catalog_facet_summary_rebuild();
