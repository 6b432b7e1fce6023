import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases } from '../testing/database.js';
import type { Database } from './client.js';
import { migrate, migrationsFolder, missingTrigramIndexes, TRIGRAM_INDEXES } from './migrate.js';
import { employers } from './schema.js';

const apiRoot = path.resolve(import.meta.dirname, '../..');

describe('migrationsFolder', () => {
  it('finds apps/api/drizzle from src/db and from dist', () => {
    expect(migrationsFolder()).toBe(path.join(apiRoot, 'drizzle'));
    expect(migrationsFolder(path.join(apiRoot, 'dist'))).toBe(path.join(apiRoot, 'drizzle'));
  });
});

describe.each(testDatabases('both'))('migrations on a fresh database (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { empty: true });
  });

  afterAll(async () => {
    await database.close();
  });

  it('create the tables, and running them again changes nothing', async () => {
    await migrate(database);
    await migrate(database);

    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'activity',
      'candidate_notes',
      'candidate_sessions',
      'candidates',
      'conversation_reads',
      'conversations',
      'employers',
      'job_hiring_managers',
      'jobs',
      'mail_outbox',
      'matches',
      'members',
      'messages',
      'notifications',
      'oauth_states',
      'one_time_codes',
      'organization_claims',
      'organization_directory',
      'password_tokens',
      'payment_events',
      'plans',
      'preference_probes',
      'push_tokens',
      'rate_limit_hits',
      'saved_candidates',
      'sessions',
      'socket_io_attachments',
      'subscriptions',
      'uploads',
    ]);

    const applied = await database.db.execute(sql`select hash from drizzle.__drizzle_migrations`);
    expect(applied.rows.length).toBeGreaterThan(0);
  });

  it('keep emails unique regardless of case and stored in lower case', async () => {
    await database.db.insert(employers).values({ email: 'owner@clinic.test', passwordHash: 'x' });
    await expect(
      database.db.insert(employers).values({ email: 'owner@clinic.test', passwordHash: 'y' }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(employers).values({ email: 'Owner@Clinic.test', passwordHash: 'y' }),
    ).rejects.toThrow();
    const [row] = await database.db.select().from(employers);
    expect(row).toMatchObject({ accountStatus: 'pending', subscriptionStatus: null, currentProfileStep: 1 });
    expect(row?.preferenceProbe).toEqual([]);
  });

  it("build explore's trigram indexes, and the start-up check names one that is missing", async () => {
    expect(await missingTrigramIndexes(database.db)).toEqual([]);
    await database.db.execute(sql.raw(`drop index ${TRIGRAM_INDEXES[2]}`));
    expect(await missingTrigramIndexes(database.db)).toEqual([TRIGRAM_INDEXES[2]]);
  });
});
