-- The aircraft page is now kept by the page cache too (docs/decisions/022-page-cache.md):
-- every table it shows must move the inventory version. Its documents, and the FAA registry
-- an import replaces in one transaction that also writes its faa_registry_imports row (one
-- deferred event per import, not one per aircraft of the registry).
CREATE CONSTRAINT TRIGGER listing_documents_inventory_version AFTER INSERT OR UPDATE OR DELETE ON listing_documents
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER faa_registry_imports_inventory_version AFTER INSERT OR UPDATE OR DELETE ON faa_registry_imports
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory_changed();
