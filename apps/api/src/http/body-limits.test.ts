import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { employers } from '../db/schema.js';
import { createSession } from '../modules/auth/sessions.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { testDatabases } from '../testing/database.js';
import { DEFAULT_BODY_LIMIT, JOB_BODY_LIMIT, PROFILE_BODY_LIMIT } from './body-limits.js';

const KiB = 1024;

/** A JSON body of about `bytes` bytes: one long text field. */
function bodyOf(bytes: number, field = 'note'): string {
  return JSON.stringify({ [field]: 'x'.repeat(bytes) });
}

describe.each(testDatabases())('body limits (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let employerId: string;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    const [row] = await testApp.database.db
      .insert(employers)
      // An active account (approved and paid), so the job routes take its requests.
      .values({
        email: 'owner@clinic.test',
        passwordHash: 'not-used',
        accountStatus: 'approved',
        subscriptionStatus: 'active',
        currentProfileStep: 5,
        organizationName: 'Lakeside Family Practice',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: employers.id });
    employerId = row?.id ?? '';
    token = (await createSession(testApp.database.db, employerId)).token;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const send = (method: 'POST' | 'PATCH', url: string, payload: string, signedIn = false) =>
    app.inject({
      method,
      url,
      payload,
      headers: {
        'content-type': 'application/json',
        ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  it('answers a 100 KiB login with 413 and the envelope, before reading it', async () => {
    const response = await send('POST', '/employer/auth/v1/login', bodyOf(100 * KiB, 'password'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
    });
  });

  it('takes a body just under the default limit', async () => {
    const response = await send('POST', '/employer/auth/v1/login', bodyOf(DEFAULT_BODY_LIMIT - 100, 'email'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('lets the profile and job routes take the larger bodies they need, up to their own limits', async () => {
    const profile = `/employer/auth/v1/update-profile/${employerId}`;
    const job = `/employer/auth/v1/create-job-v1/${employerId}`;
    // Over the default: read and validated (400 for the field), not refused for its size.
    const largeProfile = await send('PATCH', profile, bodyOf(200 * KiB, 'practiceManagerName'), true);
    expect(largeProfile.statusCode).not.toBe(413);
    const largeJob = await send('POST', job, bodyOf(200 * KiB, 'title'), true);
    expect(largeJob.statusCode).not.toBe(413);
    // Over their own limits: refused.
    const tooLargeProfile = await send('PATCH', profile, bodyOf(PROFILE_BODY_LIMIT + KiB), true);
    expect(tooLargeProfile.statusCode).toBe(413);
    const tooLargeJob = await send('POST', job, bodyOf(JOB_BODY_LIMIT + KiB), true);
    expect(tooLargeJob.statusCode).toBe(413);
    expect(tooLargeJob.json().error.message).toBe('The request is too large.');
  });
});
