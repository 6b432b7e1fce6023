-- Explore's text search uses pg_trgm's trigram indexes. PostgreSQL 13+ lets a database owner (or anyone with
-- CREATE on the database) create this trusted extension; where the server refuses (a managed service that
-- allows only some extensions, an older server), the migration goes on without it: the search answers the
-- same, only without the indexes (docs/deploy.md says how to add them later).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'pg_trgm could not be created (%): explore''s text search runs without trigram indexes', SQLERRM;
END
$$;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "sin_half_latitude" double precision GENERATED ALWAYS AS (sin(((latitude * 0.017453292519943295::float8) / 2::float8))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "cos_half_latitude" double precision GENERATED ALWAYS AS (cos(((latitude * 0.017453292519943295::float8) / 2::float8))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "sin_half_longitude" double precision GENERATED ALWAYS AS (sin(((longitude * 0.017453292519943295::float8) / 2::float8))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "cos_half_longitude" double precision GENERATED ALWAYS AS (cos(((longitude * 0.017453292519943295::float8) / 2::float8))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "cos_latitude" double precision GENERATED ALWAYS AS (cos((latitude * 0.017453292519943295::float8))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "candidates_sub_specialty_index" ON "candidates" USING btree ("sub_specialty");--> statement-breakpoint
CREATE INDEX "candidates_latitude_index" ON "candidates" USING btree ("latitude");--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "candidates_first_name_trigram_index" ON "candidates" USING gin ("first_name" gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX "candidates_last_name_trigram_index" ON "candidates" USING gin ("last_name" gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX "candidates_bio_trigram_index" ON "candidates" USING gin ((bio collate "C") gin_trgm_ops) WITH (fastupdate = off);
  END IF;
END
$$;
