CREATE TABLE "faa_registry_aircraft" (
	"n_number" text PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"model_code" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faa_registry_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faa_registry_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"files" text NOT NULL,
	"aircraft" integer NOT NULL,
	"skipped" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" uuid NOT NULL,
	"legal_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"country" text NOT NULL,
	"business_address" text NOT NULL,
	"phone" text NOT NULL,
	"document_key" text NOT NULL,
	"document_name" text NOT NULL,
	"document_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"refusal_reason" text,
	CONSTRAINT "seller_verifications_document_key_unique" UNIQUE("document_key"),
	CONSTRAINT "seller_verifications_refusal_reason" CHECK ("seller_verifications"."status" <> 'refused' or "seller_verifications"."refusal_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "seller_verifications" ADD CONSTRAINT "seller_verifications_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_verifications_open_idx" ON "seller_verifications" USING btree ("seller_id") WHERE "seller_verifications"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "seller_verifications_queue_idx" ON "seller_verifications" USING btree ("status","submitted_at","id");