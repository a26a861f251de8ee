-- The inventory version (docs/decisions/022-page-cache.md): a number that grows with every
-- committed change to what the home, catalogue and compare pages show, read by the page
-- cache (server/page-cache.js) before it reuses a stored page, in every server process.
INSERT INTO app_meta (key, value) VALUES ('inventory_version', '0') ON CONFLICT (key) DO NOTHING;--> statement-breakpoint
-- Once per transaction, at its commit (deferred constraint triggers run then): the row lock
-- is the last one the transaction takes, so it cannot deadlock with the rows it wrote, and
-- the new number is seen only with the change it stands for.
CREATE FUNCTION bump_inventory_version() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('aeromarket.inventory_bumped', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('aeromarket.inventory_bumped', 'yes', true);
    UPDATE app_meta SET value = to_jsonb(value::bigint + 1), updated_at = now() WHERE key = 'inventory_version';
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION inventory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_inventory_version();
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A listing's view count changes at every visit to its page: the cards show it, but the
-- cache's 30-second lifetime covers it, so a count alone does not throw every page away.
CREATE FUNCTION listing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR (to_jsonb(OLD) - 'views' - 'search') <> (to_jsonb(NEW) - 'views' - 'search') THEN
    PERFORM bump_inventory_version();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listings_inventory_version AFTER INSERT OR UPDATE OR DELETE ON listings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION listing_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listing_photos_inventory_version AFTER INSERT OR UPDATE OR DELETE ON listing_photos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listing_price_changes_inventory_version AFTER INSERT OR UPDATE OR DELETE ON listing_price_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profiles_inventory_version AFTER INSERT OR UPDATE OR DELETE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER seller_verifications_inventory_version AFTER INSERT OR UPDATE OR DELETE ON seller_verifications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory_changed();
