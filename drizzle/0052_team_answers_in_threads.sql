ALTER TABLE "inquiry_messages" ADD COLUMN "by_team" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The team's answers so far, found by their audit entries (one per answer, with the answer as its reason): they stay the team's once a real seller takes the listing over.
UPDATE "inquiry_messages" SET "by_team" = true
WHERE "author" = 'seller'
  AND EXISTS (
    SELECT 1 FROM "operator_actions"
    WHERE "operator_actions"."action" = 'answer-sample-inquiry'
      AND "operator_actions"."target_type" = 'inquiry'
      AND "operator_actions"."target_id" = "inquiry_messages"."inquiry_id"::text
      AND "operator_actions"."reason" = "inquiry_messages"."body"
  );
