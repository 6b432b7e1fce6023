CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"location" text,
	"note" text,
	"scheduled_at" timestamp with time zone,
	"scheduled_minutes" integer,
	"sequence" integer DEFAULT 0 NOT NULL,
	"proposed_by_member_id" uuid,
	"proposed_by_name" text,
	"proposed_by_email" text NOT NULL,
	"proposed_by_role" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_proposed_by_member_id_members_id_fk" FOREIGN KEY ("proposed_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_slots_interview_index" ON "interview_slots" USING btree ("interview_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_employer_match_index" ON "interviews" USING btree ("employer_id","match_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_open_per_match_unique" ON "interviews" USING btree ("match_id") WHERE "interviews"."status" in ('proposed', 'scheduled');