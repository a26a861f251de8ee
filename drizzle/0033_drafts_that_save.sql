ALTER TABLE "listings" ALTER COLUMN "year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "category" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "total_time_hours" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "max_speed_kts" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "cruise_speed_kts" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "range_nm" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "ceiling_ft" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "fuel_capacity_gal" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "baggage_cu_ft" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "seats" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "useful_load_lbs" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_complete_unless_draft" CHECK ("listings"."status" in ('draft', 'deleted') or ("listings"."year" is not null and "listings"."category" is not null and "listings"."price" is not null and "listings"."total_time_hours" is not null and "listings"."seats" is not null and "listings"."useful_load_lbs" is not null and "listings"."max_speed_kts" is not null and "listings"."cruise_speed_kts" is not null and "listings"."range_nm" is not null and "listings"."ceiling_ft" is not null and "listings"."fuel_capacity_gal" is not null and "listings"."baggage_cu_ft" is not null));