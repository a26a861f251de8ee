-- Only what buyers may find is searched (catalogConditions: active, not hidden), so the
-- GIN index holds only that: with the whole table the planner ANDed it with a bitmap of
-- every active listing (900,000 entries at 1M listings; decision note 023).
DROP INDEX "listings_search_idx";--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search") WITH (fastupdate=false) WHERE "listings"."status" = 'active' and "listings"."hidden_at" is null;