CREATE TABLE "operator_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" uuid,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE FUNCTION "operator_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_actions is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_actions_no_rewrite" BEFORE UPDATE OR DELETE ON "operator_actions" FOR EACH ROW EXECUTE FUNCTION "operator_actions_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_actions_no_truncate" BEFORE TRUNCATE ON "operator_actions" FOR EACH STATEMENT EXECUTE FUNCTION "operator_actions_append_only"();
