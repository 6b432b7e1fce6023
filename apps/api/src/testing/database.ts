import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type DatabaseKind, fromPglite, fromPool, PGLITE_EXTENSIONS } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { adminQuery, dropPostgresDatabase, randomDatabaseName, withDatabaseName } from './templates.js';

/**
 * The database kinds a test runs on, for `describe.each(testDatabases())('… (%s)', (kind) => …)`.
 * - `testDatabases()` (`'one'`): the product's rules (validation, authorization, what each answer holds) send the
 *   same SQL to either engine (PGlite is PostgreSQL compiled to WebAssembly), so they run once: on PostgreSQL when
 *   `TEST_DATABASE_URL` is set, the engine production runs, and on PGlite otherwise. The end-to-end tests run the
 *   whole product on PGlite.
 * - `testDatabases('both')`: what can differ between the engines runs on PGlite and, when `TEST_DATABASE_URL` is
 *   set, on PostgreSQL too: concurrent writers and locks (PGlite has a single connection, PostgreSQL a pool),
 *   migrations, extensions and search, backups, and what several nodes share (rate limits, mail, sockets).
 */
export function testDatabases(engines: 'one' | 'both' = 'one'): DatabaseKind[] {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  return engines === 'both' ? ['pglite', 'postgres'] : ['postgres'];
}

export interface TestDatabaseOptions {
  /** Skip the migrations: an empty database, to test the migrations themselves. */
  empty?: boolean;
}

/**
 * A migrated database of the given kind with no rows, private to the caller until `close()`.
 * - PGlite: starting one costs ~0.7 s, so closed ones are kept per test worker, emptied (TRUNCATE) and
 *   handed out again; a new one is loaded from the run's migrated template when none is free. Tests must
 *   not change the schema of such a database; ask for `{ empty: true }` to test migrations.
 * - PostgreSQL: a new database `medhire_test_<random>` on TEST_DATABASE_URL's server, created from the run's
 *   migrated template and dropped on close.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<Database> {
  return kind === 'pglite' ? createPglite(options) : createPostgres(options);
}

const tarballs = new Map<string, Promise<Blob>>();

function tarball(file: string): Promise<Blob> {
  let loaded = tarballs.get(file);
  if (!loaded) {
    loaded = readFile(file).then((bytes) => new Blob([bytes]));
    tarballs.set(file, loaded);
  }
  return loaded;
}

async function loadPglite(empty: boolean): Promise<PGlite> {
  const templates = inject('pgliteTemplates');
  if (!templates) {
    // Without the global setup (another vitest config): initdb and migrate from scratch (~4 s).
    const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
    if (!empty) await migrate(fromPglite(client));
    return client;
  }
  return PGlite.create({
    loadDataDir: await tarball(empty ? templates.empty : templates.migrated),
    extensions: PGLITE_EXTENSIONS,
  });
}

/** Migrated PGlite instances free for the next test of this worker (vitest runs with isolate: false). */
const idle: PGlite[] = [];

/** Deletes every row of every table in `public`, keeping the schema and the migration journal. */
async function emptyTables(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  if (rows.length === 0) return;
  await client.exec(`truncate table ${rows.map((row) => row.name).join(', ')} restart identity cascade`);
}

async function createPglite({ empty = false }: TestDatabaseOptions): Promise<Database> {
  if (empty) return fromPglite(await loadPglite(true));

  let client = idle.pop();
  while (client?.closed) client = idle.pop();
  if (client) await emptyTables(client);
  else client = await loadPglite(false);

  const database = fromPglite(client);
  let released = false;
  return {
    ...database,
    close: async () => {
      if (released) return;
      released = true;
      if (!client.closed) idle.push(client);
    },
  };
}

async function createPostgres({ empty = false }: TestDatabaseOptions): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: PostgreSQL tests cannot run');
  // Without the global setup's template (another vitest config), migrate the new database itself.
  const template = empty ? null : inject('postgresTemplate');
  const name = randomDatabaseName('medhire_test');
  await adminQuery(url, `create database "${name}" template "${template ?? 'template0'}"`);
  const database = fromPool(new pg.Pool({ connectionString: withDatabaseName(url, name), max: 5 }));
  if (!empty && !template) await migrate(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropPostgresDatabase(url, name);
    },
  };
}
