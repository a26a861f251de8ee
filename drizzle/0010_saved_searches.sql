CREATE TABLE "job_leases" (
	"job" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_aircraft_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_aircraft_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buyer_id" uuid NOT NULL,
	"listing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_price" bigint,
	"new_price" bigint,
	"alert_state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"alert_state" text DEFAULT 'pending' NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buyer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"q" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'all' NOT NULL,
	"price" text DEFAULT 'all' NOT NULL,
	"sort" text DEFAULT 'newest' NOT NULL,
	"requirements" jsonb,
	"criteria_key" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "aircraft_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_aircraft_alerts" ADD CONSTRAINT "saved_aircraft_alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_aircraft_alerts_pending_idx" ON "saved_aircraft_alerts" USING btree ("buyer_id") WHERE "saved_aircraft_alerts"."alert_state" = 'pending';--> statement-breakpoint
CREATE INDEX "saved_search_matches_pending_idx" ON "saved_search_matches" USING btree ("saved_search_id") WHERE "saved_search_matches"."alert_state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_buyer_criteria_idx" ON "saved_searches" USING btree ("buyer_id","criteria_key");--> statement-breakpoint
CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency");