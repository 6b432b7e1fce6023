import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employers } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { hashPassword } from '../auth/password.js';

const ADMIN_TOKEN = 'operator-token-operator-token-operator-token';
const PASSWORD = 'Correct-Horse-9';

describe.each(testDatabases())('operator API (%s)', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { config: { adminToken: ADMIN_TOKEN } });
  });
  afterAll(async () => testApp?.close());

  function setStatus(accountStatus: string, token: string | undefined, email = 'owner@clinic.test') {
    return testApp.app.inject({
      method: 'PATCH',
      url: '/admin/employers/account-status',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { email, accountStatus },
    });
  }

  it('rejects an account, which then can neither sign in nor use its session', async () => {
    await testApp.database.db.insert(employers).values({
      email: 'owner@clinic.test',
      passwordHash: await hashPassword(PASSWORD),
      accountStatus: 'approved',
    });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/employer/auth/login',
      payload: { email: 'owner@clinic.test', password: PASSWORD },
    });
    const { token, user } = login.json().data;

    const response = await setStatus('rejected', ADMIN_TOKEN, 'Owner@Clinic.test');
    expect(response.json()).toEqual({
      success: true,
      data: { email: 'owner@clinic.test', accountStatus: 'rejected' },
    });

    const sync = await testApp.app.inject({
      method: 'GET',
      url: `/employer/auth/sync-user-detail/${user._id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sync.statusCode).toBe(401);
  });

  it('refuses a missing or wrong operator token, and names an unknown account', async () => {
    expect((await setStatus('approved', undefined)).statusCode).toBe(401);
    expect((await setStatus('approved', `${ADMIN_TOKEN}x`)).statusCode).toBe(401);
    const unknown = await setStatus('approved', ADMIN_TOKEN, 'nobody@clinic.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No account uses this email.');
  });

  it('does not exist without ADMIN_TOKEN', async () => {
    const plain = await createTestApp(kind);
    try {
      const response = await plain.app.inject({
        method: 'PATCH',
        url: '/admin/employers/account-status',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { email: 'owner@clinic.test', accountStatus: 'approved' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
