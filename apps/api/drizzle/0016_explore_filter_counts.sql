CREATE INDEX IF NOT EXISTS "candidates_experience_index" ON "candidates" USING btree ("years_of_experience");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "candidates_year_available_index" ON "candidates" USING btree ("year_available");
