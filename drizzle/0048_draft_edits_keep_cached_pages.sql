-- A listing no buyer can see (a draft, a deleted or an expired one) is on no public page, so
-- a seller saving a draft again and again must not throw every cached page away (the page
-- cache, docs/decisions/022-page-cache.md): only a change to a listing that is public before
-- or after it moves the inventory version. Its publication, withdrawal or expiry does.
CREATE OR REPLACE FUNCTION listing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- PUBLIC_STATUSES in app/domain/listings/listing.ts.
  public_statuses CONSTANT text[] := ARRAY['active', 'pending', 'sold'];
  was_public boolean := false;
  is_public boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_public := OLD.status::text = ANY (public_statuses);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_public := NEW.status::text = ANY (public_statuses);
  END IF;
  IF NOT (was_public OR is_public) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'UPDATE' OR (to_jsonb(OLD) - 'views' - 'search') <> (to_jsonb(NEW) - 'views' - 'search') THEN
    PERFORM bump_inventory_version();
  END IF;
  RETURN NULL;
END
$$;
