import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { createTestApp, createTestConfig, removeTestDataDir, type TestApp } from '../../testing/app.js';
import { createTestDatabase, testDatabases } from '../../testing/database.js';
import { checkReadiness, readJournal } from './readiness.js';

describe.each(testDatabases('both'))('GET /ready (%s)', (kind) => {
  let testApp: TestApp;
  const journal = readJournal();

  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('is ready when the database answers and has every migration of the build', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        status: 'ready',
        database: kind,
        migrations: { applied: journal.length, latest: journal.at(-1)?.tag },
      },
    });
  });

  it('is not ready when the build ships a migration the database lacks', async () => {
    const newer = { when: (journal.at(-1)?.when ?? 0) + 1000, tag: '9999_next_release' };
    await expect(checkReadiness(testApp.database, [...journal, newer])).rejects.toMatchObject({
      statusCode: 503,
      code: 'MIGRATIONS_PENDING',
      message:
        'The database is missing migration 9999_next_release: the server is not ready until it is applied.',
    });
  });

  it('keeps /health as liveness: a database that answers is healthy even before it is ready', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok', database: kind } });
  });
});

describe.each(testDatabases('both'))('GET /ready on a database that is behind or gone (%s)', (kind) => {
  let database: Database;
  let app: App;
  const config = createTestConfig();
  const journal = readJournal();

  beforeAll(async () => {
    // A database of its own (not one of the shared, reused test databases): this test takes it apart.
    database = await createTestDatabase(kind, { empty: true });
    app = await buildApp({ config, database });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await removeTestDataDir(config);
  });

  it('answers 503 naming every migration when none ran, and 200 once they did', async () => {
    const before = await app.inject({ method: 'GET', url: '/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      success: false,
      error: {
        code: 'MIGRATIONS_PENDING',
        message: `The database is missing ${journal.length} migrations (${journal.map((entry) => entry.tag).join(', ')}): the server is not ready until they are applied.`,
      },
    });

    await migrate(database);
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('answers 503 when the last migration is not recorded as applied', async () => {
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({
      code: 'MIGRATIONS_PENDING',
      message: `The database is missing migration ${journal.at(-1)?.tag}: the server is not ready until it is applied.`,
    });
  });

  it('answers 503 when the database is closed', async () => {
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable right now.' },
    });
  });
});
