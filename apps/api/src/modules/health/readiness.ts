import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readiness } from '@medhire/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { migrationsFolder } from '../../db/migrate.js';
import { AppError } from '../../http/errors.js';

/** One migration of the build, as drizzle-kit records it in `drizzle/meta/_journal.json`. */
export interface JournalEntry {
  /** When it was generated (ms): drizzle stores it as the applied row's `created_at`. */
  when: number;
  tag: string;
}

/** The migrations this build ships, oldest first. */
export function readJournal(folder: string = migrationsFolder()): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return [...journal.entries].sort((a, b) => a.when - b.when);
}

/** The database's record of applied migrations (drizzle's default schema and table). */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/**
 * Which migrations of the journal the database has not applied yet, by drizzle's own rule: every entry newer
 * than the last applied one (its `created_at`). A database that never ran a migration has all of them pending.
 */
export async function pendingMigrations(
  database: Database,
  journal: JournalEntry[],
): Promise<JournalEntry[]> {
  const { db } = database;
  const exists = await db.execute<{ table: string | null }>(
    sql`select to_regclass(${MIGRATIONS_TABLE})::text as "table"`,
  );
  if (!exists.rows[0]?.table) return journal;
  const result = await db.execute<{ last: string | null }>(
    sql`select max(created_at)::text as "last" from drizzle.__drizzle_migrations`,
  );
  const last = result.rows[0]?.last;
  if (last === null || last === undefined) return journal;
  return journal.filter((entry) => entry.when > Number(last));
}

/** Why the server is not ready, in the 503's message. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now.';

export function migrationsPendingMessage(pending: JournalEntry[]): string {
  const names = pending.map((entry) => entry.tag).join(', ');
  return pending.length === 1
    ? `The database is missing migration ${names}: the server is not ready until it is applied.`
    : `The database is missing ${pending.length} migrations (${names}): the server is not ready until they are applied.`;
}

/**
 * Ready when the database answers a query and has every migration of `journal`; otherwise a 503 that says
 * which: DATABASE_UNAVAILABLE or MIGRATIONS_PENDING.
 */
export async function checkReadiness(database: Database, journal: JournalEntry[]): Promise<Readiness> {
  let pending: JournalEntry[];
  try {
    await database.ping();
    pending = await pendingMigrations(database, journal);
  } catch (error) {
    throw new AppError(503, 'DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { cause: error });
  }
  if (pending.length > 0) {
    throw new AppError(503, 'MIGRATIONS_PENDING', migrationsPendingMessage(pending));
  }
  return {
    status: 'ready',
    database: database.kind,
    migrations: { applied: journal.length, latest: journal.at(-1)?.tag ?? null },
  };
}
