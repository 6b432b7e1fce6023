-- Explore's score levels rank a region of candidates (a wanted specialty, say, with conditions on the other
-- factors): with every column the score and the order read in one index, that is an index-only scan of the
-- region's entries instead of a visit to each candidate's page. It replaces the index on (specialty,
-- sub_specialty), its first two columns.
CREATE INDEX IF NOT EXISTS "candidates_explore_index" ON "candidates" USING btree ("specialty","sub_specialty","board_status","year_available","years_of_experience","home_state","latitude","sin_half_latitude","cos_half_latitude","sin_half_longitude","cos_half_longitude","cos_latitude","last_name","first_name","id");--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_specialty_index";
