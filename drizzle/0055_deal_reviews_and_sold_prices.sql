-- After a sale: each side reviews the other once (deal_reviews), written once and never changed.
CREATE TABLE "deal_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deal_reviews_rating_check" CHECK ("deal_reviews"."rating" between 1 and 5),
	CONSTRAINT "deal_reviews_author_check" CHECK ("deal_reviews"."author" in ('buyer', 'seller'))
);
--> statement-breakpoint
ALTER TABLE "deal_reviews" ADD CONSTRAINT "deal_reviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_reviews_one_per_side_idx" ON "deal_reviews" USING btree ("deal_id","author");--> statement-breakpoint
CREATE INDEX "deal_reviews_subject_idx" ON "deal_reviews" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE FUNCTION deal_reviews_written_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a review is not changed once posted';
END
$$;--> statement-breakpoint
CREATE TRIGGER deal_reviews_written_once BEFORE UPDATE ON "deal_reviews" FOR EACH ROW EXECUTE FUNCTION deal_reviews_written_once();--> statement-breakpoint
-- The aircraft page's seller card counts the seller's reviews: a new one is a change to what cached pages show.
CREATE CONSTRAINT TRIGGER deal_reviews_inventory_version AFTER INSERT OR UPDATE OR DELETE ON deal_reviews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory_changed();--> statement-breakpoint
-- Each side's agreement to publish the sold price; public only when both agreed.
ALTER TABLE "deals" ADD COLUMN "price_public_by" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_price" bigint;--> statement-breakpoint
UPDATE "listings" l SET "sold_at" = d."state_entered_at" FROM "deals" d WHERE d."listing_id" = l."id" AND d."state" = 'sold' AND l."status" = 'sold';--> statement-breakpoint
-- A value estimate's comparables sold through the site at a price both sides published (valuations.server.ts).
CREATE INDEX "listings_sold_model_key_year_idx" ON "listings" USING btree (upper(regexp_replace("model", '[^A-Za-z0-9]', '', 'g')),"year") WHERE "listings"."status" = 'sold' AND "listings"."sold_price" IS NOT NULL;
