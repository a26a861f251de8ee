DROP INDEX "listings_search_idx";--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search") WITH (fastupdate=false);