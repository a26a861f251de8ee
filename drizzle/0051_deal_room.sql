CREATE TABLE "deal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"made_by" text NOT NULL,
	"price_usd" integer NOT NULL,
	"deposit_usd" integer NOT NULL,
	"escrow_agent" text NOT NULL,
	"inspection_scope" text NOT NULL,
	"inspection_place" text NOT NULL,
	"who_pays_what" text NOT NULL,
	"delivery_place" text NOT NULL,
	"target_closing" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"buyer_id" uuid NOT NULL,
	"state" text NOT NULL,
	"held_state" text,
	"last_offer_by" text NOT NULL,
	"moves" integer DEFAULT 1 NOT NULL,
	"turbine" boolean NOT NULL,
	"state_entered_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"terms_version" integer DEFAULT 0 NOT NULL,
	"squawks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmed_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_moves_check" CHECK ("deals"."moves" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_offers" ADD CONSTRAINT "deal_offers_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_events_deal_idx" ON "deal_events" USING btree ("deal_id","id");--> statement-breakpoint
CREATE INDEX "deal_offers_deal_idx" ON "deal_offers" USING btree ("deal_id","id");--> statement-breakpoint
CREATE INDEX "deals_inquiry_idx" ON "deals" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "deals_due_idx" ON "deals" USING btree ("due_at") WHERE "deals"."due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_open_round_idx" ON "deals" USING btree ("listing_id","buyer_id") WHERE "deals"."state" not in ('sold', 'declined', 'withdrawn', 'expired', 'lapsed', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_pending_per_listing_idx" ON "deals" USING btree ("listing_id") WHERE coalesce("deals"."held_state", "deals"."state") in ('terms_agreed', 'deposit_held', 'inspection', 'acceptance', 'squawks', 'closing');--> statement-breakpoint
-- The history of a deal is written once: a step is a new row, never a change to an old one.
CREATE FUNCTION deal_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'deal_events are append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER deal_events_append_only BEFORE UPDATE ON "deal_events" FOR EACH ROW EXECUTE FUNCTION deal_events_append_only();
--> statement-breakpoint
CREATE TABLE "escrow_agents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "escrow_agents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"phone_source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "escrow_agents_active_name_idx" ON "escrow_agents" USING btree (lower("name")) WHERE "escrow_agents"."retired_at" is null;
