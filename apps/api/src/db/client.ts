import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Assume, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.js';
import { cachePglitePlans } from './pglite-plan-cache.js';
import * as schema from './schema.js';

/** What `db.execute()` resolves to on both engines: PGlite's and node-postgres' results both carry `rows`. */
export interface ExecuteResult<Row> {
  rows: Row[];
}

export interface QueryResultHKT extends PgQueryResultHKT {
  type: ExecuteResult<Assume<this['row'], Record<string, unknown>>>;
}

/** The Drizzle database every module queries, whichever engine is behind it. */
export type Db = PgDatabase<QueryResultHKT, typeof schema>;

type WarnLogger = { warn(object: object, message: string): void };

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the Drizzle handle, which engine it is, and how to close it. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The engine's own client, for the few things Drizzle does not cover (migrations, dumps). */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  /** Resolves once a trivial query has run: use it to check the database is reachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The extensions every PGlite instance loads: the migrations create `pg_trgm` (explore's trigram indexes), and a
 * database holding those indexes can only be opened with it loaded.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Opens the database the configuration names: PostgreSQL through a pool when `databaseUrl` is set,
 * otherwise PGlite (PostgreSQL in WebAssembly) on disk at `pgliteDataDir`, or in memory for `memory://`.
 */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'pgliteDataDir'>,
  options: { logger?: WarnLogger } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    return fromPool(new pg.Pool({ connectionString: config.databaseUrl, max: 10 }), options.logger);
  }
  if (config.pgliteDataDir !== 'memory://') mkdirSync(config.pgliteDataDir, { recursive: true });
  return fromPglite(await PGlite.create({ dataDir: config.pgliteDataDir, extensions: PGLITE_EXTENSIONS }));
}

/** Wraps an open PGlite client (the test helpers use it for databases loaded from a template). */
export function fromPglite(client: PGlite): Database {
  cachePglitePlans(client);
  const db: Db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Wraps a node-postgres pool. */
export function fromPool(pool: pg.Pool, logger?: WarnLogger): Database {
  // An idle client losing its connection (database restart) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => logger?.warn({ err: error }, 'An idle PostgreSQL connection failed'));
  const db: Db = drizzleNodePostgres({ client: pool, schema, casing: 'snake_case' });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
