CREATE TABLE "conversation_reads" (
	"conversation_id" uuid NOT NULL,
	"member_id" uuid,
	"candidate_messages_read" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "conversation_reads_reader_unique" UNIQUE NULLS NOT DISTINCT("conversation_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "candidate_messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The candidate's messages so far (never fewer than the team's unread count, so that count carries over whole).
UPDATE "conversations" SET "candidate_messages" = greatest("conversations"."employer_unread", coalesce((
	SELECT count(*)::integer FROM "messages"
	WHERE "messages"."conversation_id" = "conversations"."id" AND "messages"."sender_kind" = 'candidate'
), 0));--> statement-breakpoint
-- The team's shared read and archive state becomes each person's own: the owner's and every current member's.
-- A conversation with nothing read and not archived needs no row (that is what no row means).
INSERT INTO "conversation_reads" ("conversation_id", "member_id", "candidate_messages_read", "archived_at")
SELECT "conversations"."id", "readers"."member_id",
	"conversations"."candidate_messages" - "conversations"."employer_unread", "conversations"."employer_archived_at"
FROM "conversations"
JOIN (
	SELECT "id" AS "employer_id", NULL::uuid AS "member_id" FROM "employers"
	UNION ALL
	SELECT "employer_id", "id" FROM "members" WHERE "removed_at" IS NULL
) AS "readers" ON "readers"."employer_id" = "conversations"."employer_id"
WHERE "conversations"."candidate_messages" > "conversations"."employer_unread"
	OR "conversations"."employer_archived_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "employer_unread";--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "employer_archived_at";
