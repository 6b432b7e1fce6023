DROP INDEX "notifications_employer_index";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_index" ON "notifications" USING btree ("employer_id","member_id","created_at");