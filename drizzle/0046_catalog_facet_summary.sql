CREATE TABLE "catalog_facet_summary" (
	"category" text,
	"manufacturer" text NOT NULL,
	"model" text NOT NULL,
	"location" text NOT NULL,
	"year" integer,
	"price" bigint,
	"total_time_hours" integer,
	"seats" integer,
	"listing_count" integer NOT NULL,
	CONSTRAINT "catalog_facet_summary_key" UNIQUE NULLS NOT DISTINCT("category","manufacturer","model","location","year","price","total_time_hours","seats")
);
--> statement-breakpoint
-- The counts of a search without words read this summary instead of every listing
-- (docs/decisions/026). A price or a total time is kept as the lowest value of its span
-- between two bounds the catalogue offers (app/domain/catalog/facet-summary.ts: the price
-- bands, and the price and hours choices of the form), so every offered bound counts it
-- as it counts the listing itself.
CREATE FUNCTION catalog_facet_price(price bigint) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT max(cut) FROM unnest('{0,100000,100001,250000,250001,500000,500001,1000000,1000001,2000000,2000001,5000000,5000001,10000000,10000001,25000000,25000001,50000000,50000001}'::bigint[]) AS cut WHERE cut <= price
$$;--> statement-breakpoint
CREATE FUNCTION catalog_facet_hours(hours integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN hours IS NULL THEN NULL ELSE coalesce(max(cut), 500) END
  FROM unnest('{501,1001,2001,3001,5001,10001,20001}'::integer[]) AS cut WHERE cut <= hours
$$;--> statement-breakpoint
-- What buyers may find, as catalogConditions says (app/server/listings/listings.server.ts):
-- judged with the profiles as they are when the trigger runs.
CREATE FUNCTION catalog_facet_findable(status text, hidden_at timestamptz, seller_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT status = 'active' AND hidden_at IS NULL AND NOT EXISTS (SELECT 1 FROM profiles WHERE profiles.id = seller_id AND profiles.suspended_at IS NOT NULL)
$$;--> statement-breakpoint
-- One listing's part in the counts: +1 for a listing now findable, -1 for one no longer.
CREATE TYPE catalog_facet_change AS (change integer, category text, manufacturer text, model text, location text, year integer, price bigint, total_time_hours integer, seats integer);--> statement-breakpoint
CREATE FUNCTION catalog_facet_change_of(change integer, listing listings) RETURNS catalog_facet_change LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(change, listing.category, listing.manufacturer, listing.model, listing.location, listing.year, listing.price, listing.total_time_hours, listing.seats)::catalog_facet_change
$$;--> statement-breakpoint
-- Adds the changes to their combinations' counts, keys in one order so that two writers
-- lock the summary's rows in the same order. (A trigger's transition tables cannot be
-- passed on, so the triggers pass their rows as an array.)
CREATE FUNCTION catalog_facet_add(changes catalog_facet_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalog_facet_summary AS summary (category, manufacturer, model, location, year, price, total_time_hours, seats, listing_count)
  SELECT category, manufacturer, model, btrim(split_part(location, ',', -1)), year, catalog_facet_price(price), catalog_facet_hours(total_time_hours), seats, sum(change)
  FROM unnest(changes)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  HAVING sum(change) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT catalog_facet_summary_key DO UPDATE SET listing_count = summary.listing_count + excluded.listing_count
$$;--> statement-breakpoint
CREATE FUNCTION catalog_facet_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalog_facet_add(array_agg(catalog_facet_change_of(1, added)))
    FROM added WHERE catalog_facet_findable(added.status, added.hidden_at, added.seller_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalog_facet_add(array_agg(catalog_facet_change_of(-1, removed)))
    FROM removed WHERE catalog_facet_findable(removed.status, removed.hidden_at, removed.seller_id);
  ELSE
    -- Only the rows whose counted columns changed: a view count's update changes none.
    PERFORM catalog_facet_add(array_agg(changed.change))
    FROM removed FULL JOIN added ON added.id = removed.id
    CROSS JOIN LATERAL (
      SELECT catalog_facet_change_of(-1, removed) AS change WHERE catalog_facet_findable(removed.status, removed.hidden_at, removed.seller_id)
      UNION ALL
      SELECT catalog_facet_change_of(1, added) WHERE catalog_facet_findable(added.status, added.hidden_at, added.seller_id)
    ) AS changed
    WHERE (removed.id, removed.status, removed.hidden_at IS NULL, removed.seller_id, removed.category, removed.manufacturer, removed.model, removed.location, removed.year, removed.price, removed.total_time_hours, removed.seats)
      IS DISTINCT FROM (added.id, added.status, added.hidden_at IS NULL, added.seller_id, added.category, added.manufacturer, added.model, added.location, added.year, added.price, added.total_time_hours, added.seats);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_facet_summary_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_listings_changed();--> statement-breakpoint
CREATE TRIGGER listings_facet_summary_update AFTER UPDATE ON listings REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_listings_changed();--> statement-breakpoint
CREATE TRIGGER listings_facet_summary_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_listings_changed();--> statement-breakpoint
-- A seller suspended or restored takes all their findable listings out of the counts or
-- puts them back.
CREATE FUNCTION catalog_facet_sellers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_facet_add(array_agg(catalog_facet_change_of(CASE WHEN turned.suspended_at IS NULL THEN 1 ELSE -1 END, listings)))
  FROM added AS turned
  JOIN removed AS was ON was.id = turned.id AND (was.suspended_at IS NULL) <> (turned.suspended_at IS NULL)
  JOIN listings ON listings.seller_id = turned.id AND listings.status = 'active' AND listings.hidden_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_facet_summary_update AFTER UPDATE ON profiles REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_sellers_changed();--> statement-breakpoint
-- A deleted seller's listings stay, with no seller (listings.seller_id ON DELETE SET NULL), and
-- the listings' trigger then judges them with the profile already gone: findable before and
-- after. So a suspended seller's findable listings are counted here, before the profile goes.
CREATE FUNCTION catalog_facet_seller_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.suspended_at IS NOT NULL THEN
    PERFORM catalog_facet_add(array_agg(catalog_facet_change_of(1, listings)))
    FROM listings WHERE listings.seller_id = OLD.id AND listings.status = 'active' AND listings.hidden_at IS NULL;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_facet_summary_delete BEFORE DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION catalog_facet_seller_deleted();--> statement-breakpoint
-- Counts every findable listing afresh: here, and after a bulk load that turned the triggers off (scripts/bench/inventory.ts).
CREATE FUNCTION catalog_facet_summary_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_facet_summary;
  INSERT INTO catalog_facet_summary (category, manufacturer, model, location, year, price, total_time_hours, seats, listing_count)
  SELECT category, manufacturer, model, btrim(split_part(location, ',', -1)), year, catalog_facet_price(price), catalog_facet_hours(total_time_hours), seats, count(*)
  FROM listings WHERE catalog_facet_findable(status, hidden_at, seller_id)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
END
$$;--> statement-breakpoint
SELECT catalog_facet_summary_rebuild();
