CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_email_lower_case" CHECK ("people"."email" = lower("people"."email"))
);
--> statement-breakpoint
DROP INDEX "members_current_email_unique";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "person_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_unique" ON "people" USING btree ("email");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_person_id_index" ON "members" USING btree ("person_id");--> statement-breakpoint
-- Every member who has joined becomes a person with their password: where an email has several rows (a removed
-- membership and a current one), the current membership's password is the one kept.
INSERT INTO "people" ("email", "password_hash", "password_changed_at")
SELECT DISTINCT ON ("email") "email", "password_hash", "password_changed_at"
FROM "members"
WHERE "password_hash" IS NOT NULL
ORDER BY "email", ("removed_at" IS NULL) DESC, "joined_at" DESC NULLS LAST;--> statement-breakpoint
UPDATE "members" SET "person_id" = "people"."id"
FROM "people"
WHERE "people"."email" = "members"."email" AND "members"."password_hash" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "members_team_email_unique" ON "members" USING btree ("employer_id","email") WHERE "members"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "password_changed_at";