-- Explore's single-filter totals: per-value candidate counts kept by statement triggers on candidates.
CREATE TABLE "candidate_counts" (
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "candidate_counts_dimension_value_pk" PRIMARY KEY("dimension","value")
);
--> statement-breakpoint
-- The keys a candidate counts under: every candidate under ('all', ''), and one per column explore filters on
-- (a candidate without a sub-specialty has none for it), and the whole degree of the home's latitude (explore
-- estimates from it how many candidates live within a distance).
CREATE OR REPLACE FUNCTION "candidate_count_keys"(home_state text, board_status text, years_of_experience integer, year_available integer, specialty text, sub_specialty text, latitude double precision)
RETURNS TABLE ("dimension" text, "value" text) LANGUAGE sql IMMUTABLE AS $$
  SELECT k.dimension, k.value FROM (VALUES
    ('all', ''),
    ('home_state', home_state),
    ('board_status', board_status),
    ('years_of_experience', years_of_experience::text),
    ('year_available', year_available::text),
    ('specialty', specialty),
    ('sub_specialty', sub_specialty),
    ('latitude', floor(latitude)::integer::text)
  ) AS k (dimension, value)
  WHERE k.value IS NOT NULL
$$;--> statement-breakpoint
-- One statement's changes, added up per key: rows whose counted columns did not change touch nothing. The keys
-- are written in order, so concurrent writers lock them in the same order.
CREATE OR REPLACE FUNCTION "candidate_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "candidate_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "candidate_counts" ("dimension", "value", "count")
    SELECT k.dimension, k.value, count(*)
    FROM new_rows r, candidate_count_keys(r.home_state, r.board_status, r.years_of_experience, r.year_available, r.specialty, r.sub_specialty, r.latitude) k
    GROUP BY k.dimension, k.value ORDER BY k.dimension, k.value
    ON CONFLICT ("dimension", "value") DO UPDATE SET "count" = "candidate_counts"."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    -- As an insert, so that the keys are locked in order too (an UPDATE … FROM locks them in the join's order).
    INSERT INTO "candidate_counts" ("dimension", "value", "count")
    SELECT k.dimension, k.value, -count(*)
    FROM old_rows r, candidate_count_keys(r.home_state, r.board_status, r.years_of_experience, r.year_available, r.specialty, r.sub_specialty, r.latitude) k
    GROUP BY k.dimension, k.value ORDER BY k.dimension, k.value
    ON CONFLICT ("dimension", "value") DO UPDATE SET "count" = "candidate_counts"."count" + excluded."count";
  ELSE
    INSERT INTO "candidate_counts" ("dimension", "value", "count")
    SELECT changes.dimension, changes.value, sum(changes.delta)
    FROM (
      SELECT k.dimension, k.value, 1 AS delta
      FROM new_rows r, candidate_count_keys(r.home_state, r.board_status, r.years_of_experience, r.year_available, r.specialty, r.sub_specialty, r.latitude) k
      UNION ALL
      SELECT k.dimension, k.value, -1 AS delta
      FROM old_rows r, candidate_count_keys(r.home_state, r.board_status, r.years_of_experience, r.year_available, r.specialty, r.sub_specialty, r.latitude) k
    ) changes
    GROUP BY changes.dimension, changes.value HAVING sum(changes.delta) <> 0
    ORDER BY changes.dimension, changes.value
    ON CONFLICT ("dimension", "value") DO UPDATE SET "count" = "candidate_counts"."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidate_counts_insert" AFTER INSERT ON "candidates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_counts_change"();--> statement-breakpoint
CREATE TRIGGER "candidate_counts_update" AFTER UPDATE ON "candidates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_counts_change"();--> statement-breakpoint
CREATE TRIGGER "candidate_counts_delete" AFTER DELETE ON "candidates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_counts_change"();--> statement-breakpoint
CREATE TRIGGER "candidate_counts_truncate" AFTER TRUNCATE ON "candidates" FOR EACH STATEMENT EXECUTE FUNCTION "candidate_counts_change"();--> statement-breakpoint
-- The candidates already there.
INSERT INTO "candidate_counts" ("dimension", "value", "count")
SELECT k.dimension, k.value, count(*)
FROM "candidates" r, candidate_count_keys(r.home_state, r.board_status, r.years_of_experience, r.year_available, r.specialty, r.sub_specialty, r.latitude) k
GROUP BY k.dimension, k.value;
