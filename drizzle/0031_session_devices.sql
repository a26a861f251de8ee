ALTER TABLE "aeromarket_auth"."sessions" ADD COLUMN "refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aeromarket_auth"."sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "aeromarket_auth"."sessions" ADD COLUMN "ip" "inet";