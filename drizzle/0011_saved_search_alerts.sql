ALTER TABLE "saved_searches" ADD COLUMN "filter_tsquery" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_category" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_min_price" bigint;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filter_max_price" bigint;