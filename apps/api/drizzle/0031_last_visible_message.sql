ALTER TABLE "conversations" ADD COLUMN "last_visible_seq" integer;--> statement-breakpoint
-- Backfill: the seq of each conversation's last message not deleted (src/modules/conversations/service.ts keeps it
-- from now on); null for a conversation without one (none written: a conversation without messages stays null).
UPDATE "conversations" AS c SET "last_visible_seq" = (
  SELECT max(m."seq") FROM "messages" m WHERE m."conversation_id" = c."id" AND NOT m."is_deleted"
)
WHERE c."last_seq" > 0;
