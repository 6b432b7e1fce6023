import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';

describe.each(testDatabases())('GET /health (%s)', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('reports ok and which database answered', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok', database: kind } });
  });

  it('answers 503 when the database does not', async () => {
    const unreachable: Database = {
      ...testApp.database,
      ping: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    };
    const app = await buildApp({ config: testApp.config, database: unreachable });
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        error: { message: 'The database is not reachable right now.', code: 'DATABASE_UNAVAILABLE' },
      });
    } finally {
      await app.close();
    }
  });
});
