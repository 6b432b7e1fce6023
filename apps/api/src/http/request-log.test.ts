import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { employers } from '../db/schema.js';
import { createSession } from '../modules/auth/sessions.js';
import { createTestConfig, removeTestDataDir } from '../testing/app.js';
import { createTestDatabase, testDatabases } from '../testing/database.js';
import { REDACTED, redactUrl } from './request-log.js';

describe('redactUrl', () => {
  it.each([
    ['/set-up-password?token=abc123&email=a%40b.co', '/set-up-password?token=[redacted]&email=a%40b.co'],
    ['/setupPassword?email=a%40b.co&token=abc123', '/setupPassword?email=a%40b.co&token=[redacted]'],
    [
      '/employee/auth/exchange-code-with-token/dox-code-1',
      '/employee/auth/exchange-code-with-token/[redacted]',
    ],
    [
      '/employee/auth/exchange-code-with-token/dox-code-1?x=1',
      '/employee/auth/exchange-code-with-token/[redacted]?x=1',
    ],
    ['//employee/auth/Exchange-Code-With-Token/dox', '//employee/auth/Exchange-Code-With-Token/[redacted]'],
    ['/auth/doximity/success?code=c1&state=s1', '/auth/doximity/success?code=[redacted]&state=[redacted]'],
    ['/reset?resetToken=r1&otp=123456', '/reset?resetToken=[redacted]&otp=[redacted]'],
    ['/x?%74oken=t1', '/x?%74oken=[redacted]'],
    ['/x?TOKEN', '/x?TOKEN=[redacted]'],
    ['/x?token=a=b=c&page=2', '/x?token=[redacted]&page=2'],
    ['/employer/jobs?page=2&pageSize=10', '/employer/jobs?page=2&pageSize=10'],
    ['/health', '/health'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe.each(testDatabases())('the request log (%s)', (kind) => {
  const lines: string[] = [];
  let app: App;
  let database: Database;
  const config = createTestConfig({ logLevel: 'trace' });
  let sessionToken: string;
  let employerId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({ config, database, logStream: { write: (line: string) => lines.push(line) } });
    const [row] = await database.db
      .insert(employers)
      .values({ email: 'owner@clinic.test', passwordHash: 'not-used' })
      .returning({ id: employers.id });
    employerId = row?.id ?? '';
    sessionToken = (await createSession(database.db, employerId)).token;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await removeTestDataDir(config);
  });

  it('carries no claim token, Doximity code, reset token, OTP, password or authorization header', async () => {
    const secrets = {
      claimToken: 'claim-token-4f1d9a',
      legacyClaimToken: 'legacy-claim-token-77c2',
      doximityCode: 'doximity-code-b81e0c',
      resetToken: 'reset-token-0c9e55',
      otp: '731942',
      malformedOtp: '86420x',
      password: 'Sup3r-Secret-Passw0rd',
      newPassword: 'An0ther-Secret-Passw0rd',
    };
    await app.inject({ method: 'GET', url: `/set-up-password?token=${secrets.claimToken}&email=a%40b.co` });
    await app.inject({ method: 'GET', url: `/setupPassword?token=${secrets.legacyClaimToken}` });
    await app.inject({
      method: 'GET',
      url: `/employee/auth/exchange-code-with-token/${secrets.doximityCode}`,
    });
    await app.inject({
      method: 'POST',
      url: '/employer/auth/v1/verify-otp-password-recovery',
      payload: { email: 'nobody@clinic.test', otp: secrets.otp },
    });
    // A refused one too: the validation failure is logged, never the value.
    const malformed = await app.inject({
      method: 'POST',
      url: '/employer/auth/v1/verify-otp',
      payload: { email: 'nobody@clinic.test', otp: secrets.malformedOtp },
    });
    expect(malformed.statusCode).toBe(400);
    await app.inject({
      method: 'POST',
      url: '/employer/auth/v1/update-password-by-otp',
      payload: { email: 'nobody@clinic.test', password: secrets.newPassword, resetToken: secrets.resetToken },
    });
    await app.inject({
      method: 'POST',
      url: '/employer/auth/v1/login',
      payload: { email: 'owner@clinic.test', password: secrets.password },
    });
    const signedIn = await app.inject({
      method: 'GET',
      url: `/employer/auth/sync-user-detail/${employerId}?token=${secrets.resetToken}`,
      headers: { authorization: `Bearer ${sessionToken}` },
    });

    expect(signedIn.statusCode).toBe(200);
    const log = lines.join('');
    for (const [name, secret] of Object.entries({ ...secrets, sessionToken })) {
      expect(log, name).not.toContain(secret);
    }
    expect(log.toLowerCase()).not.toContain('authorization');
    // The requests were logged all the same, with their paths.
    expect(log).toContain('/set-up-password?token=[redacted]&email=a%40b.co');
    expect(log).toContain('/setupPassword?token=[redacted]');
    expect(log).toContain(`/employee/auth/exchange-code-with-token/${REDACTED}`);
    expect(log).toContain('/employer/auth/v1/verify-otp-password-recovery');
  });
});
