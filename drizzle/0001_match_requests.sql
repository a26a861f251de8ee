CREATE TABLE "match_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"aircraft_type" text NOT NULL,
	"budget" integer NOT NULL,
	"passenger_capacity" text,
	"range" text,
	"usage" text,
	"timeline" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_requests_budget_positive" CHECK ("match_requests"."budget" > 0)
);
--> statement-breakpoint
CREATE INDEX "match_requests_created_idx" ON "match_requests" USING btree ("created_at" DESC NULLS LAST);