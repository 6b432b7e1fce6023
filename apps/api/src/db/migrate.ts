import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './client.js';

/** Any number that is ours alone: several API nodes starting together migrate one after another. */
const MIGRATION_LOCK_ID = 72_640_511;

/**
 * The committed `drizzle/` folder. Found by walking up from this file, so it resolves the same from
 * `src/db/migrate.ts` (tsx, vitest) and from the bundled `dist/main.js`.
 */
export function migrationsFolder(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let directory = from;
  for (;;) {
    const candidate = path.join(directory, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(directory);
    if (parent === directory) {
      throw new Error(`No drizzle/meta/_journal.json found above ${from}: the migrations are missing`);
    }
    directory = parent;
  }
}

/** Applies the committed migrations that have not run yet. Safe to call at every start. */
export async function migrate(database: Database, folder: string = migrationsFolder()): Promise<void> {
  const { driver } = database;
  if (driver.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: driver.client }), { migrationsFolder: folder });
    return;
  }
  // A session-level advisory lock lives on one connection: hold one client for the whole run.
  const client = await driver.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/** Explore's text search indexes (migration 0009), built only where the server lets the migration create pg_trgm. */
export const TRIGRAM_INDEXES = [
  'candidates_first_name_trigram_index',
  'candidates_last_name_trigram_index',
  'candidates_bio_trigram_index',
] as const;

/**
 * Which of {@link TRIGRAM_INDEXES} the database lacks: the migration goes on without them where pg_trgm may not be
 * created (docs/deploy.md, "PostgreSQL extensions"), and the API says so at every start.
 */
export async function missingTrigramIndexes(db: Db): Promise<string[]> {
  const found = await db.execute<{ indexname: string }>(
    sql`select indexname from pg_indexes where tablename = 'candidates' and indexname like '%_trigram_index'`,
  );
  const present = new Set(found.rows.map((row) => row.indexname));
  return TRIGRAM_INDEXES.filter((name) => !present.has(name));
}
