import { sessionSchema } from '@medhire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '../auth/service.js';
import {
  EXPIRED_CODE_MESSAGE,
  RESEND_TOO_SOON_MESSAGE,
  TOO_MANY_WRONG_CODES_MESSAGE,
  WRONG_CODE_MESSAGE,
} from './otp.js';
import { PASSWORD_IS_EMAIL_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from './password-policy.js';
import { REGISTER_MESSAGE } from './service.js';
import {
  addEmployer,
  employerByEmail,
  latestCode,
  mailsTo,
  NEW_PASSWORD,
  otherCode,
  PASSWORD,
  post,
  signIn,
  syncStatus,
} from './test-support.js';

const REGISTER = '/employer/auth/v1/register';
const VERIFY = '/employer/auth/v1/verify-otp';

/** Moves the in-memory rate limits past their one-minute window, and the stored codes with them. */
async function aMinuteLater(db: Db, employerId: string): Promise<void> {
  const realNow = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(realNow + 61_000);
  await db
    .update(oneTimeCodes)
    .set({ createdAt: new Date(realNow - 61_000) })
    .where(eq(oneTimeCodes.employerId, employerId));
}

describe.each(testDatabases())('registration (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('creates a draft account at step 1 and mails a 6-digit code, stored only as a hash', async () => {
    const response = await post(app, REGISTER, { email: ' New.Clinic@Example.test ', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { message: REGISTER_MESSAGE } });

    const employer = await employerByEmail(db, 'new.clinic@example.test');
    expect(employer).toMatchObject({ accountStatus: 'draft', currentProfileStep: 1, emailVerifiedAt: null });
    expect(employer?.passwordHash).toMatch(/^scrypt\$/);

    const [mail] = await mailsTo(db, 'new.clinic@example.test');
    expect(mail?.subject).toMatch(/^Your MedHire code: \d{6}$/);
    const code = await latestCode(db, 'new.clinic@example.test');
    expect(mail?.text).toContain(code);
    expect(mail?.html).toContain(code);
    const stored = await db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.employerId, employer?.id ?? ''));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.purpose).toBe('register');
    expect(stored[0]?.codeHash).not.toContain(code);
    const ttl = (stored[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('a draft account cannot sign in; verify-otp proves the email and signs in with code 201', async () => {
    const email = 'verify-me@example.test';
    await post(app, REGISTER, { email, password: PASSWORD });
    const early = await signIn(app, email, PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(EMAIL_NOT_VERIFIED_MESSAGE);

    const response = await post(app, VERIFY, { email, otp: await latestCode(db, email) });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      code: 201,
      user: { email, accountStatus: 'pending', currentProfileStep: 1, subscriptionStatus: null },
    });
    expect(sessionSchema.safeParse(data).success).toBe(true);
    expect(await syncStatus(app, data.user._id, data.token)).toBe(200);
    expect((await employerByEmail(db, email))?.emailVerifiedAt).toBeInstanceOf(Date);

    // The code is used up, and the password now signs in.
    const again = await post(app, VERIFY, { email, otp: await latestCode(db, email) });
    expect(again.statusCode).toBe(400);
    expect((await signIn(app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a common password, one equal to the email, and a short one', async () => {
    const common = await post(app, REGISTER, { email: 'weak@example.test', password: 'Password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    const sameAsEmail = await post(app, REGISTER, {
      email: 'me.myself@example.test',
      password: 'Me.Myself@example.test',
    });
    expect(sameAsEmail.statusCode).toBe(400);
    expect(sameAsEmail.json().error.message).toBe(PASSWORD_IS_EMAIL_MESSAGE);
    const short = await post(app, REGISTER, { email: 'short@example.test', password: 'a1-b2' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('at least 8 characters');
    expect(await employerByEmail(db, 'weak@example.test')).toBeUndefined();
    expect(await mailsTo(db, 'weak@example.test')).toEqual([]);
  });

  it('answers an existing account’s email exactly as a new one, mailing a note instead of a code', async () => {
    const email = 'taken@example.test';
    const id = await addEmployer(db, { email });
    const existing = await post(app, REGISTER, { email, password: NEW_PASSWORD });
    const fresh = await post(app, REGISTER, { email: 'untaken@example.test', password: NEW_PASSWORD });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.json()).toEqual(fresh.json());

    const [note] = await mailsTo(db, email);
    expect(note?.subject).toBe('You already have a MedHire account');
    expect(note?.subject).not.toMatch(/code/i);
    // Nothing about the account changed: the old password still signs in.
    expect((await signIn(app, email, PASSWORD)).json().data.user._id).toBe(id);
    expect((await signIn(app, email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('registering a draft again with its password mails a new code, at most once a minute', async () => {
    const email = 'again@example.test';
    await post(app, REGISTER, { email, password: PASSWORD });
    const firstCode = await latestCode(db, email);

    const tooSoon = await post(app, REGISTER, { email, password: PASSWORD });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toBe(RESEND_TOO_SOON_MESSAGE);

    const employer = await employerByEmail(db, email);
    await aMinuteLater(db, employer?.id ?? '');
    const again = await post(app, REGISTER, { email, password: PASSWORD });
    expect(again.statusCode).toBe(200);
    const secondCode = await latestCode(db, email);
    expect(await mailsTo(db, email)).toHaveLength(2);

    // The new code replaces the previous one.
    if (secondCode !== firstCode) {
      const old = await post(app, VERIFY, { email, otp: firstCode });
      expect(old.json().error.message).toBe(WRONG_CODE_MESSAGE);
    }
    expect((await post(app, VERIFY, { email, otp: secondCode })).statusCode).toBe(200);
    expect((await signIn(app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('while a code is out, someone registering the address with another password changes nothing', async () => {
    const email = 'pending-owner@example.test';
    await post(app, REGISTER, { email, password: PASSWORD });
    const ownersCode = await latestCode(db, email);
    const employer = await employerByEmail(db, email);
    await aMinuteLater(db, employer?.id ?? '');

    // The same answer as ever, but no password is replaced and no code is mailed.
    const intruder = await post(app, REGISTER, { email, password: NEW_PASSWORD });
    expect(intruder.statusCode).toBe(200);
    expect(intruder.json().data.message).toBe(REGISTER_MESSAGE);
    expect(await mailsTo(db, email)).toHaveLength(1);

    expect((await post(app, VERIFY, { email, otp: ownersCode })).statusCode).toBe(200);
    expect((await signIn(app, email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('once the code has expired, registering the draft again with a new password replaces it', async () => {
    const email = 'forgot-pending@example.test';
    await post(app, REGISTER, { email, password: PASSWORD });
    const employer = await employerByEmail(db, email);
    await db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000), expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(oneTimeCodes.employerId, employer?.id ?? ''));
    await aMinuteLater(db, employer?.id ?? '');
    expect((await post(app, REGISTER, { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await mailsTo(db, email)).toHaveLength(2);
    expect((await post(app, VERIFY, { email, otp: await latestCode(db, email) })).statusCode).toBe(200);
    expect((await signIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a wrong code answers 400; the fifth wrong try voids the code, even for the right one after', async () => {
    const email = 'guesser@example.test';
    await post(app, REGISTER, { email, password: PASSWORD });
    const code = await latestCode(db, email);
    // Every wrong try answers as for an unknown email, the fifth (which voids the code) too.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const wrong = await post(app, VERIFY, { email, otp: otherCode(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(WRONG_CODE_MESSAGE);
    }
    // Only the right code learns that it was voided.
    const right = await post(app, VERIFY, { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().error.message).toBe(TOO_MANY_WRONG_CODES_MESSAGE);
    expect((await employerByEmail(db, email))?.accountStatus).toBe('draft');
  });

  it('an expired code answers 400 with its own message', async () => {
    const email = 'slow@example.test';
    await post(app, REGISTER, { email, password: PASSWORD });
    const employer = await employerByEmail(db, email);
    await db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.employerId, employer?.id ?? ''));
    const response = await post(app, VERIFY, { email, otp: await latestCode(db, email) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(EXPIRED_CODE_MESSAGE);
  });

  it('an unknown email answers like a wrong code', async () => {
    const response = await post(app, VERIFY, { email: 'nobody@example.test', otp: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(WRONG_CODE_MESSAGE);
  });
});
