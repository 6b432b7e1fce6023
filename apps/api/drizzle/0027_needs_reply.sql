ALTER TABLE "conversations" ADD COLUMN "awaiting_reply_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "reply_target_seconds" integer DEFAULT 86400 NOT NULL;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "stale_after_days" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "conversations_awaiting_reply_index" ON "conversations" USING btree ("employer_id","awaiting_reply_since") WHERE "conversations"."awaiting_reply_since" is not null;--> statement-breakpoint
-- Backfill: a match entered its step at its last change (moves are its only later changes but for an invite's answer).
UPDATE "matches" SET "stage_entered_at" = coalesce("updated_at", "created_at");--> statement-breakpoint
-- Backfill: while the last message not deleted is the candidate's, the wait started with the candidate's first
-- message after the team's last one (src/modules/conversations/service.ts keeps it from now on).
UPDATE "conversations" AS c SET "awaiting_reply_since" = (
  SELECT min(m."sent_time") FROM "messages" m
  WHERE m."conversation_id" = c."id" AND NOT m."is_deleted" AND m."sender_kind" = 'candidate'
    AND m."seq" > coalesce((SELECT max(e."seq") FROM "messages" e
      WHERE e."conversation_id" = c."id" AND NOT e."is_deleted" AND e."sender_kind" = 'employer'), 0)
)
WHERE (SELECT l."sender_kind" FROM "messages" l WHERE l."conversation_id" = c."id" AND NOT l."is_deleted"
  ORDER BY l."seq" DESC LIMIT 1) = 'candidate';
