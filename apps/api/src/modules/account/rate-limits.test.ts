import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { ACCOUNT_RATE_LIMITS, TOO_MANY_ATTEMPTS_MESSAGE } from './routes.js';
import { ORGANIZATION_DIRECTORY } from './seed.js';
import { nextIp, PASSWORD, post } from './test-support.js';

const npiNumber = ORGANIZATION_DIRECTORY[0]?.npiNumber ?? '';

/** Each limited route, with its payload for a given email. */
const routes = [
  { url: '/employer/auth/v1/register', payload: (email: string) => ({ email, password: PASSWORD }) },
  { url: '/employer/auth/v1/verify-otp', payload: (email: string) => ({ email, otp: '123456' }) },
  { url: '/employer/auth/v1/send-otp-password-recovery', payload: (email: string) => ({ email }) },
  {
    url: '/employer/auth/v1/verify-otp-password-recovery',
    payload: (email: string) => ({ email, otp: '123456' }),
  },
  { url: '/employer/auth/claim', payload: (email: string) => ({ email, npiNumber, organization: 'Nobody' }) },
];

describe.each(testDatabases())('account rate limits (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each(routes)('$url: limited per client IP', async ({ url, payload }) => {
    const ip = nextIp();
    for (let attempt = 0; attempt < ACCOUNT_RATE_LIMITS.perIpPerMinute; attempt += 1) {
      const response = await post(app, url, payload(`ip-${attempt}-${Math.random()}@example.test`), { ip });
      expect(response.statusCode).not.toBe(429);
    }
    const limited = await post(app, url, payload(`ip-last-${Math.random()}@example.test`), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await post(app, url, payload(`ip-other-${Math.random()}@example.test`))).statusCode).not.toBe(
      429,
    );
  });

  it.each(routes.filter((route) => /verify-otp|claim/.test(route.url)))(
    '$url: limited per email from any IP',
    async ({ url, payload }) => {
      const email = `one-account-${Math.random().toString(36).slice(2)}@example.test`;
      for (let attempt = 0; attempt < ACCOUNT_RATE_LIMITS.perAccount; attempt += 1) {
        expect((await post(app, url, payload(email))).statusCode).not.toBe(429);
      }
      const limited = await post(app, url, payload(email));
      expect(limited.statusCode).toBe(429);
      // Wrong codes say when to try again (see code-attempts.test.ts).
      if (url.includes('verify-otp')) {
        expect(limited.json().error.message).toMatch(/^Too many wrong codes\. Try again in \d+ minutes\.$/);
      } else {
        expect(limited.json().error.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
      }
    },
  );

  it.each(routes.filter((route) => /register|send-otp/.test(route.url)))(
    '$url: one code mail per email per minute, from any IP',
    async ({ url, payload }) => {
      const email = `mail-once-${Math.random().toString(36).slice(2)}@example.test`;
      expect((await post(app, url, payload(email))).statusCode).toBe(200);
      expect((await post(app, url, payload(email))).statusCode).toBe(429);
    },
  );
});
