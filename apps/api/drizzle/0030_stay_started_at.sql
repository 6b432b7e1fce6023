ALTER TABLE "activity" ADD COLUMN "stay_started_at" timestamp with time zone;--> statement-breakpoint
-- Each logged pipeline move's stay began with the match's move before it, or — for its first — with the match's
-- creation (as the time in each step used to work out on every read).
UPDATE "activity" AS "a" SET "stay_started_at" = "s"."stay_started_at"
FROM (
  SELECT "x"."id", coalesce(
    lag("x"."created_at") OVER (PARTITION BY "x"."employer_id", "x"."job_id", "x"."candidate_id" ORDER BY "x"."created_at", "x"."id"),
    "m"."created_at") AS "stay_started_at"
  FROM "activity" AS "x"
  LEFT JOIN "matches" AS "m" ON "m"."job_id" = "x"."job_id" AND "m"."candidate_id" = "x"."candidate_id"
  WHERE "x"."kind" = 'pipeline-moved'
) AS "s"
WHERE "a"."id" = "s"."id";
