CREATE TABLE "listing_price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"old_price" bigint NOT NULL,
	"new_price" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_price_changes_differ" CHECK ("listing_price_changes"."old_price" <> "listing_price_changes"."new_price")
);
--> statement-breakpoint
ALTER TABLE "listing_price_changes" ADD CONSTRAINT "listing_price_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_price_changes_listing_idx" ON "listing_price_changes" USING btree ("listing_id","changed_at" DESC NULLS LAST);