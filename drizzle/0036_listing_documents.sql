CREATE TABLE "listing_document_grants" (
	"document_id" integer NOT NULL,
	"inquiry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_document_grants_document_id_inquiry_id_pk" PRIMARY KEY("document_id","inquiry_id")
);
--> statement-breakpoint
CREATE TABLE "listing_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"bytes" integer NOT NULL,
	"access" text NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_documents_storage_path_unique" UNIQUE("storage_path"),
	CONSTRAINT "listing_documents_bytes_check" CHECK ("listing_documents"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "listing_document_grants" ADD CONSTRAINT "listing_document_grants_document_id_listing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."listing_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_document_grants" ADD CONSTRAINT "listing_document_grants_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_document_grants_inquiry_idx" ON "listing_document_grants" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "listing_documents_listing_idx" ON "listing_documents" USING btree ("listing_id","id");