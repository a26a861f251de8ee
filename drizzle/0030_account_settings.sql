ALTER TABLE "profiles" ADD COLUMN "search_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "inquiry_emails" boolean DEFAULT true NOT NULL;