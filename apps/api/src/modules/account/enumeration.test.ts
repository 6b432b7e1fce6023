import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { ORGANIZATION_DIRECTORY, seedOrganizationDirectory } from './seed.js';
import {
  addEmployer,
  employerByEmail,
  latestCode,
  otherCode,
  PASSWORD,
  post,
  tokenFor,
} from './test-support.js';

/** What a caller can compare: the status, the error or data code, and the message. */
async function answerOf(response: Awaited<ReturnType<typeof post>>, email: string) {
  const body = response.json();
  const message: string = body.error?.message ?? body.data?.message ?? '';
  return {
    status: response.statusCode,
    code: body.error?.code ?? (body.success ? 'ok' : undefined),
    // An answer may name the address it was given: compare it as a template.
    message: message.split(email).join('{email}'),
  };
}

describe.each(testDatabases())('the same answer for known and unknown emails (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    await seedOrganizationDirectory(db);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('verify-otp: a registered email whose code expired answers like an unknown one', async () => {
    const email = 'registered-late@example.test';
    await post(app, '/employer/auth/v1/register', { email, password: PASSWORD });
    const code = await latestCode(db, email);
    const employer = await employerByEmail(db, email);
    await db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.employerId, employer?.id ?? ''));
    const known = await post(app, '/employer/auth/v1/verify-otp', { email, otp: otherCode(code) });
    const unknown = await post(app, '/employer/auth/v1/verify-otp', {
      email: 'never-here@example.test',
      otp: otherCode(code),
    });
    expect(await answerOf(known, email)).toEqual(await answerOf(unknown, 'never-here@example.test'));
    expect(known.statusCode).toBe(400);

    // A verified account (its code used long ago) answers alike too.
    await addEmployer(db, { email: 'verified-long-ago@example.test' });
    const verified = await post(app, '/employer/auth/v1/verify-otp', {
      email: 'verified-long-ago@example.test',
      otp: '123456',
    });
    expect(await answerOf(verified, 'verified-long-ago@example.test')).toEqual(
      await answerOf(unknown, 'never-here@example.test'),
    );
  });

  it('verify-otp: a code voided by wrong tries answers a wrong code like an unknown email', async () => {
    const email = 'voided@example.test';
    await post(app, '/employer/auth/v1/register', { email, password: PASSWORD });
    const code = await latestCode(db, email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await post(app, '/employer/auth/v1/verify-otp', { email, otp: otherCode(code) });
    }
    const known = await post(app, '/employer/auth/v1/verify-otp', { email, otp: otherCode(code) });
    const unknown = await post(app, '/employer/auth/v1/verify-otp', {
      email: 'nobody-voided@example.test',
      otp: '000001',
    });
    expect(await answerOf(known, email)).toEqual(await answerOf(unknown, 'nobody-voided@example.test'));
  });

  it('verify-otp-password-recovery: an account whose code expired answers like an unknown email', async () => {
    const email = 'recovering@example.test';
    await addEmployer(db, { email });
    await post(app, '/employer/auth/v1/send-otp-password-recovery', { email });
    const code = await latestCode(db, email);
    const employer = await employerByEmail(db, email);
    await db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.employerId, employer?.id ?? ''));
    const known = await post(app, '/employer/auth/v1/verify-otp-password-recovery', {
      email,
      otp: otherCode(code),
    });
    const unknown = await post(app, '/employer/auth/v1/verify-otp-password-recovery', {
      email: 'ghost-recovery@example.test',
      otp: otherCode(code),
    });
    expect(await answerOf(known, email)).toEqual(await answerOf(unknown, 'ghost-recovery@example.test'));
  });

  it('register and send-otp-password-recovery: an account’s email answers like a new one', async () => {
    await addEmployer(db, { email: 'has-account@example.test' });
    for (const url of ['/employer/auth/v1/register', '/employer/auth/v1/send-otp-password-recovery']) {
      const known = await post(app, url, {
        email: 'has-account@example.test',
        password: 'Brand-New-Pass-77',
      });
      const unknown = await post(app, url, {
        email: `fresh-${url.length}@example.test`,
        password: 'Brand-New-Pass-77',
      });
      expect(await answerOf(known, 'has-account@example.test'), url).toEqual(
        await answerOf(unknown, `fresh-${url.length}@example.test`),
      );
      expect(known.statusCode).toBe(200);
    }
  });

  it('update-email: an address another account uses answers like a free one', async () => {
    await addEmployer(db, { email: 'occupied@example.test' });
    const first = await addEmployer(db, { email: 'asker-one@example.test' });
    const second = await addEmployer(db, { email: 'asker-two@example.test' });
    const taken = await post(
      app,
      `/employer/auth/v1/update-email/${first}`,
      { email: 'occupied@example.test', password: PASSWORD },
      { token: await tokenFor(app, 'asker-one@example.test') },
    );
    const free = await post(
      app,
      `/employer/auth/v1/update-email/${second}`,
      { email: 'vacant@example.test', password: PASSWORD },
      { token: await tokenFor(app, 'asker-two@example.test') },
    );
    expect(await answerOf(taken, 'occupied@example.test')).toEqual(
      await answerOf(free, 'vacant@example.test'),
    );
    expect(taken.statusCode).toBe(200);
  });

  it('claim: the typed email, known or not, never changes the answer', async () => {
    await addEmployer(db, { email: 'claimer-known@example.test' });
    const entry = ORGANIZATION_DIRECTORY[7];
    const details = { npiNumber: entry?.npiNumber, organization: 'Not This Name' };
    const known = await post(app, '/employer/auth/claim', {
      email: 'claimer-known@example.test',
      ...details,
    });
    const unknown = await post(app, '/employer/auth/claim', {
      email: 'claimer-unknown@example.test',
      ...details,
    });
    expect(await answerOf(known, 'claimer-known@example.test')).toEqual(
      await answerOf(unknown, 'claimer-unknown@example.test'),
    );
  });
});
