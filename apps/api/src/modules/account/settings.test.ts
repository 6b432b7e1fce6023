import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, oneTimeCodes, sessions } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { FORBIDDEN_ACCOUNT_MESSAGE, SESSION_ENDED_MESSAGE } from '../auth/authenticate.js';
import { INVALID_CREDENTIALS_MESSAGE } from '../auth/service.js';
import { RESEND_TOO_SOON_MESSAGE, WRONG_CODE_MESSAGE } from './otp.js';
import { PASSWORD_TOO_COMMON_MESSAGE } from './password-policy.js';
import { EMAIL_IN_USE_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE, WRONG_PASSWORD_MESSAGE } from './service.js';
import {
  addEmployer,
  employerByEmail,
  latestCode,
  mailsTo,
  NEW_PASSWORD,
  otherCode,
  PASSWORD,
  patch,
  post,
  signIn,
  syncStatus,
  tokenFor,
} from './test-support.js';

const resetPassword = (id: string) => `/employer/auth/v1/reset-password/${id}`;
const updateEmail = (id: string) => `/employer/auth/v1/update-email/${id}`;
const verifyUpdateEmail = (id: string) => `/employer/auth/v1/verify-otp-update-email/${id}`;
const archive = (id: string) => `/employer/auth/v1/archive-profile/${id}`;

describe.each(testDatabases())('account settings (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let otherId: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    otherId = await addEmployer(db, { email: 'other@example.test' });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('every {id} route', () => {
    const routes = [
      {
        name: 'reset-password',
        call: (id: string, token: string) =>
          post(app, resetPassword(id), { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }, { token }),
      },
      {
        name: 'update-email',
        call: (id: string, token: string) =>
          post(app, updateEmail(id), { email: 'fresh@example.test', password: PASSWORD }, { token }),
      },
      {
        name: 'verify-otp-update-email',
        call: (id: string, token: string) =>
          post(app, verifyUpdateEmail(id), { email: 'fresh@example.test', otp: '123456' }, { token }),
      },
      {
        name: 'archive-profile',
        call: (id: string, token: string) => patch(app, archive(id), { password: PASSWORD }, { token }),
      },
    ];

    it.each(routes)(
      '$name answers 403 for another employer’s id and 401 without a session',
      async ({ call }) => {
        const email = `guarded-${Math.random().toString(36).slice(2)}@example.test`;
        await addEmployer(db, { email });
        const token = await tokenFor(app, email);
        for (const id of [otherId, 'not-a-uuid']) {
          const response = await call(id, token);
          expect(response.statusCode, id).toBe(403);
          expect(response.json().error.message).toBe(FORBIDDEN_ACCOUNT_MESSAGE);
        }
        const signedOut = await call(otherId, '');
        expect(signedOut.statusCode).toBe(401);
        expect(signedOut.json().error.message).toBe(SESSION_ENDED_MESSAGE);
        // The other employer is untouched.
        expect((await signIn(app, 'other@example.test', PASSWORD)).statusCode).toBe(200);
        expect(await mailsTo(db, 'fresh@example.test')).toEqual([]);
      },
    );
  });

  it('documents the routes in OpenAPI, the {id} ones with bearer auth', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(paths['/employer/auth/v1/reset-password/{id}'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/employer/auth/v1/update-email/{id}'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/employer/auth/v1/verify-otp-update-email/{id}'].post.security).toEqual([
      { bearerAuth: [] },
    ]);
    expect(paths['/employer/auth/v1/archive-profile/{id}'].patch.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/employer/auth/v1/register'].post.requestBody).toBeDefined();
    expect(paths['/employer/auth/claim'].post.responses['429']).toBeDefined();
    expect(paths['/employee/auth/exchange-code-with-token/{code}'].get.responses['501']).toBeDefined();
  });

  it('voids the sessions started before the password last changed, whatever changed it', async () => {
    const email = 'stale@example.test';
    const id = await addEmployer(db, { email });
    const before = await tokenFor(app, email);
    await db
      .update(employers)
      .set({ passwordChangedAt: new Date(Date.now() + 1000) })
      .where(eq(employers.id, id));
    expect(await syncStatus(app, id, before)).toBe(401);
    await db
      .update(employers)
      .set({ passwordChangedAt: new Date(Date.now() - 60_000) })
      .where(eq(employers.id, id));
    expect(await syncStatus(app, id, before)).toBe(200);
  });

  it('ends the sessions of an archived account even if they were not revoked', async () => {
    const email = 'closed-elsewhere@example.test';
    const id = await addEmployer(db, { email });
    const token = await tokenFor(app, email);
    await db.update(employers).set({ archivedAt: new Date() }).where(eq(employers.id, id));
    expect(await syncStatus(app, id, token)).toBe(401);
  });

  describe('reset-password', () => {
    it('checks the current password and the policy, then ends every other session and keeps this one', async () => {
      const email = 'changer@example.test';
      const id = await addEmployer(db, { email });
      const [current, other] = [await tokenFor(app, email), await tokenFor(app, email)];

      const wrong = await post(
        app,
        resetPassword(id),
        { oldPassword: 'Not-My-Pass-1', newPassword: NEW_PASSWORD },
        { token: current },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(WRONG_CURRENT_PASSWORD_MESSAGE);
      const common = await post(
        app,
        resetPassword(id),
        { oldPassword: PASSWORD, newPassword: 'qwerty123' },
        { token: current },
      );
      expect(common.statusCode).toBe(400);
      expect(common.json().error.message).toBe(PASSWORD_TOO_COMMON_MESSAGE);
      expect(await syncStatus(app, id, other)).toBe(200);

      const response = await post(
        app,
        resetPassword(id),
        { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
        { token: current },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({ _id: id, email });
      expect(await syncStatus(app, id, current)).toBe(200);
      expect(await syncStatus(app, id, other)).toBe(401);
      expect((await signIn(app, email, PASSWORD)).statusCode).toBe(401);
      expect((await signIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('update-email', () => {
    it('needs the current password, mails a code to the new address and changes the email with it', async () => {
      const email = 'moving@example.test';
      const id = await addEmployer(db, { email });
      const token = await tokenFor(app, email);
      const elsewhere = await tokenFor(app, email);
      const newEmail = 'moved@example.test';

      const noPassword = await post(app, updateEmail(id), { email: newEmail }, { token });
      expect(noPassword.statusCode).toBe(400);
      const wrongPassword = await post(
        app,
        updateEmail(id),
        { email: newEmail, password: 'Not-My-Pass-1' },
        { token },
      );
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json()).toEqual({
        success: false,
        error: { code: 'WRONG_PASSWORD', message: WRONG_CURRENT_PASSWORD_MESSAGE },
      });
      expect(await mailsTo(db, newEmail)).toEqual([]);

      const asked = await post(
        app,
        updateEmail(id),
        { email: 'Moved@Example.test', password: PASSWORD },
        { token },
      );
      expect(asked.statusCode).toBe(200);
      const code = await latestCode(db, newEmail);
      expect(await mailsTo(db, email)).toEqual([]);
      const [stored] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.employerId, id));
      expect(stored).toMatchObject({ purpose: 'update-email', target: newEmail });

      const tooSoon = await post(app, updateEmail(id), { email: newEmail, password: PASSWORD }, { token });
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().error.message).toBe(RESEND_TOO_SOON_MESSAGE);

      // The code only confirms the address it was sent to.
      const otherAddress = await post(
        app,
        verifyUpdateEmail(id),
        { email: 'elsewhere@example.test', otp: code },
        { token },
      );
      expect(otherAddress.statusCode).toBe(400);
      const wrong = await post(
        app,
        verifyUpdateEmail(id),
        { email: newEmail, otp: otherCode(code) },
        { token },
      );
      expect(wrong.json().error.message).toBe(WRONG_CODE_MESSAGE);
      expect(await syncStatus(app, id, elsewhere)).toBe(200);

      const verified = await post(app, verifyUpdateEmail(id), { email: newEmail, otp: code }, { token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data.user).toMatchObject({ _id: id, email: newEmail });
      // Every other session ended (revoked in the table); this one carries on.
      expect(await syncStatus(app, id, token)).toBe(200);
      expect(await syncStatus(app, id, elsewhere)).toBe(401);
      const open = await db.select().from(sessions).where(eq(sessions.employerId, id));
      expect(open.filter((session) => session.revokedAt === null)).toHaveLength(1);
      expect((await signIn(app, newEmail, PASSWORD)).statusCode).toBe(200);
      expect((await signIn(app, email, PASSWORD)).statusCode).toBe(401);
      // The old address is told what happened and what to do if it was not them.
      const [notice] = await mailsTo(db, email);
      expect(notice?.subject).toBe('Your MedHire email was changed');
      expect(notice?.text).toContain(`changed to ${newEmail}`);
      expect(notice?.text).toContain('Every other device was signed out');
      expect(notice?.text).toContain('If you did not make this change');
    });

    it('answers an address another account uses exactly like a free one; that address gets a note, and the change can never be confirmed', async () => {
      const email = 'wants-taken@example.test';
      const id = await addEmployer(db, { email });
      const token = await tokenFor(app, email);
      const other = await tokenFor(app, 'other@example.test');
      const freeEmail = 'free-address@example.test';
      const freeId = await addEmployer(db, { email: 'wants-free@example.test' });
      const freeToken = await tokenFor(app, 'wants-free@example.test');

      const taken = await post(
        app,
        updateEmail(id),
        { email: 'OTHER@example.test', password: PASSWORD },
        { token },
      );
      const free = await post(
        app,
        updateEmail(freeId),
        { email: freeEmail, password: PASSWORD },
        { token: freeToken },
      );
      expect(taken.statusCode).toBe(200);
      expect(taken.statusCode).toBe(free.statusCode);
      expect(taken.json()).toEqual({
        success: true,
        data: { message: 'We emailed a 6-digit code to other@example.test.' },
      });
      expect(free.json()).toEqual({
        success: true,
        data: { message: `We emailed a 6-digit code to ${freeEmail}.` },
      });

      const [note] = await mailsTo(db, 'other@example.test');
      expect(note?.subject).toBe('Someone tried to use your email on MedHire');
      expect(note?.text).not.toMatch(/\d{6}/);
      // No six-digit code confirms it (the stored code is a decoy), and asking again is paced alike.
      const again = await post(
        app,
        updateEmail(id),
        { email: 'other@example.test', password: PASSWORD },
        { token },
      );
      expect(again.json()).toEqual(
        (
          await post(app, updateEmail(freeId), { email: freeEmail, password: PASSWORD }, { token: freeToken })
        ).json(),
      );
      for (const otp of ['000000', '123456', '999999']) {
        const tried = await post(app, verifyUpdateEmail(id), { email: 'other@example.test', otp }, { token });
        expect(tried.statusCode).toBe(400);
        expect(tried.json().error.message).toBe(WRONG_CODE_MESSAGE);
      }
      expect((await employerByEmail(db, email))?.id).toBe(id);
      expect(await syncStatus(app, otherId, other)).toBe(200);
    });

    it('refuses at verification an email another account took in the meantime', async () => {
      const email = 'racer@example.test';
      const id = await addEmployer(db, { email });
      const token = await tokenFor(app, email);
      await post(app, updateEmail(id), { email: 'contested@example.test', password: PASSWORD }, { token });
      const code = await latestCode(db, 'contested@example.test');
      await addEmployer(db, { email: 'contested@example.test' });
      const response = await post(
        app,
        verifyUpdateEmail(id),
        { email: 'contested@example.test', otp: code },
        { token },
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(EMAIL_IN_USE_MESSAGE);
      expect((await employerByEmail(db, email))?.id).toBe(id);
    });
  });

  describe('archive-profile', () => {
    it('requires the password, then ends every session; sign-in answers as for a wrong password', async () => {
      const email = 'leaving@example.test';
      const id = await addEmployer(db, { email });
      const token = await tokenFor(app, email);

      const missing = await patch(app, archive(id), {}, { token });
      expect(missing.statusCode).toBe(400);
      const wrong = await patch(app, archive(id), { password: 'Not-My-Pass-1' }, { token });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(WRONG_PASSWORD_MESSAGE);
      expect(await syncStatus(app, id, token)).toBe(200);

      const response = await patch(app, archive(id), { password: PASSWORD }, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { archived: true } });
      expect((await employerByEmail(db, email))?.archivedAt).toBeInstanceOf(Date);
      expect(await syncStatus(app, id, token)).toBe(401);

      const archived = await signIn(app, email, PASSWORD);
      const wrongPassword = await signIn(app, email, 'Not-My-Pass-1');
      expect(archived.statusCode).toBe(401);
      expect(archived.json()).toEqual(wrongPassword.json());
      expect(archived.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
      // Nor can it recover its password.
      await post(app, '/employer/auth/v1/send-otp-password-recovery', { email });
      expect(await mailsTo(db, email)).toEqual([]);
    });
  });
});
