import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmployer } from '../modules/matches/test-support.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { testDatabases } from '../testing/database.js';
import { containsNul, NUL_MESSAGE } from './nul-guard.js';

describe('containsNul', () => {
  it('finds U+0000 in values and keys at any depth, and survives deep nesting', () => {
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['x', 1, null, true] })).toBe(false);
    expect(containsNul(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe(false);
  });

  it('walks a long array without overflowing an argument list (it was a 500 from a 260 KB body)', () => {
    expect(containsNul({ x: new Array(200_000).fill(0) })).toBe(false);
    expect(containsNul({ x: [...new Array(200_000).fill(0), 'end\u0000'] })).toBe(true);
  });

  it('skips a raw body in a blink (the webhook’s bytes: walking them cost seconds per megabyte)', () => {
    const started = performance.now();
    expect(containsNul(Buffer.alloc(1024 * 1024))).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe.each(testDatabases())('requests the router or the database cannot take (%s)', (kind) => {
  let testApp: TestApp;
  let employer: { id: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    employer = await insertEmployer(testApp.database.db);
  });
  afterAll(async () => testApp?.close());

  it('refuses U+0000 in a body with a 400 that says why (PostgreSQL text cannot hold it: it was a 500)', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/employer/auth/v1/update-profile/${employer.id}`,
      headers: { authorization: `Bearer ${employer.token}` },
      payload: { organizationName: 'Lakeside\u0000 Clinic' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: NUL_MESSAGE },
    });
  });

  it('answers a path parameter over the router’s limit and a broken escape with the error envelope', async () => {
    const tooLong = await testApp.app.inject({ method: 'GET', url: `/employer/jobs/${'x'.repeat(200)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({
      success: false,
      error: { code: 'URI_TOO_LONG', message: 'The address is too long.' },
    });
    const broken = await testApp.app.inject({ method: 'GET', url: '/employer/jobs/%zz' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      success: false,
      error: { code: 'BAD_REQUEST', message: 'The address is not valid.' },
    });
  });
});
