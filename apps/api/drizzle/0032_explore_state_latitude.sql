-- Explore's home-state filter bounds the distance part with the lowest and highest home latitude in the state:
-- two probes of this index, which also serves the filter itself (as the index on home_state alone did).
CREATE INDEX IF NOT EXISTS "candidates_home_state_latitude_index" ON "candidates" USING btree ("home_state","latitude");--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_home_state_index";
