import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { members, passwordTokens, pushTokens } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { hashPassword } from '../auth/password.js';
import { hashSessionToken } from '../auth/sessions.js';
import { addPerson } from '../team/test-support.js';
import { RESEND_TOO_SOON_MESSAGE, WRONG_CODE_MESSAGE } from './otp.js';
import { PASSWORD_TOO_COMMON_MESSAGE } from './password-policy.js';
import { RECOVERY_MESSAGE, RESET_TOKEN_INVALID_MESSAGE } from './service.js';
import {
  addEmployer,
  latestCode,
  mailsTo,
  NEW_PASSWORD,
  PASSWORD,
  post,
  signIn,
  syncStatus,
  tokenFor,
} from './test-support.js';

const SEND = '/employer/auth/v1/send-otp-password-recovery';
const VERIFY = '/employer/auth/v1/verify-otp-password-recovery';
const UPDATE = '/employer/auth/v1/update-password-by-otp';

describe.each(testDatabases())('password recovery (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function resetTokenFor(email: string): Promise<string> {
    expect((await post(app, SEND, { email })).statusCode).toBe(200);
    const response = await post(app, VERIFY, { email, otp: await latestCode(db, email) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.resetToken;
  }

  it('answers the same whether or not an account uses the email, and mails only the account', async () => {
    await addEmployer(db, { email: 'known@example.test' });
    const known = await post(app, SEND, { email: 'known@example.test' });
    const unknown = await post(app, SEND, { email: 'unknown@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, data: { message: RECOVERY_MESSAGE } });
    expect(await mailsTo(db, 'known@example.test')).toHaveLength(1);
    expect(await mailsTo(db, 'unknown@example.test')).toEqual([]);

    // Asking again within the minute answers 429 for both alike.
    const knownAgain = await post(app, SEND, { email: 'known@example.test' });
    const unknownAgain = await post(app, SEND, { email: 'unknown@example.test' });
    expect(knownAgain.statusCode).toBe(429);
    expect(knownAgain.json()).toEqual(unknownAgain.json());
    expect(knownAgain.json().error.message).toBe(RESEND_TOO_SOON_MESSAGE);
    expect(await mailsTo(db, 'known@example.test')).toHaveLength(1);
  });

  it('trades the code for a reset token (hashed, 15 minutes) that sets a new password and ends every session', async () => {
    const email = 'forgetful@example.test';
    const id = await addEmployer(db, { email });
    const oldSession = await tokenFor(app, email);
    const resetToken = await resetTokenFor(email);
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await db.select().from(passwordTokens).where(eq(passwordTokens.employerId, id));
    expect(stored).toMatchObject({
      purpose: 'recovery',
      tokenHash: hashSessionToken(resetToken),
      usedAt: null,
    });
    const ttl = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);

    const response = await post(app, UPDATE, { password: NEW_PASSWORD }, { token: resetToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { email } });

    expect(await syncStatus(app, id, oldSession)).toBe(401);
    expect((await signIn(app, email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);

    // Single use.
    const again = await post(app, UPDATE, { password: 'Another-Fine-Pass-9' }, { token: resetToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(RESET_TOKEN_INVALID_MESSAGE);
  });

  it('accepts the reset token in the body too', async () => {
    const email = 'body-token@example.test';
    await addEmployer(db, { email });
    const resetToken = await resetTokenFor(email);
    const response = await post(app, UPDATE, { password: NEW_PASSWORD, resetToken });
    expect(response.statusCode).toBe(200);
    expect((await signIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses no token, a session token, an expired token, and a common password', async () => {
    const email = 'careful@example.test';
    const id = await addEmployer(db, { email });
    const sessionToken = await tokenFor(app, email);

    const none = await post(app, UPDATE, { password: NEW_PASSWORD });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(RESET_TOKEN_INVALID_MESSAGE);
    const session = await post(app, UPDATE, { password: NEW_PASSWORD }, { token: sessionToken });
    expect(session.statusCode).toBe(400);

    const resetToken = await resetTokenFor(email);
    const common = await post(app, UPDATE, { password: 'iloveyou123' }, { token: resetToken });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toBe(PASSWORD_TOO_COMMON_MESSAGE);

    await db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.employerId, id));
    const expired = await post(app, UPDATE, { password: NEW_PASSWORD }, { token: resetToken });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(RESET_TOKEN_INVALID_MESSAGE);
    expect((await signIn(app, email, PASSWORD)).statusCode).toBe(200);
  });

  it('a wrong code or an unknown email buys no token', async () => {
    const email = 'wrong-code@example.test';
    await addEmployer(db, { email });
    await post(app, SEND, { email });
    const code = await latestCode(db, email);
    const wrong = await post(app, VERIFY, { email, otp: code === '000000' ? '000001' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(WRONG_CODE_MESSAGE);
    const unknown = await post(app, VERIFY, { email: 'ghost@example.test', otp: code });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(WRONG_CODE_MESSAGE);
    // One wrong try does not void the code: the right one still works.
    expect((await post(app, VERIFY, { email, otp: code })).statusCode).toBe(200);
  });
  it('a team member recovers their own password: the owner’s sign-in and code are untouched, a removed member is refused', async () => {
    const ownerEmail = 'recovery-owner@example.test';
    const employerId = await addEmployer(db, { email: ownerEmail });
    const memberEmail = 'recovery-member@example.test';
    const [member] = await db
      .insert(members)
      .values({
        employerId,
        email: memberEmail,
        name: 'Ana Ruiz',
        role: 'recruiter',
        status: 'active',
        personId: await addPerson(db, memberEmail, await hashPassword(PASSWORD)),
        joinedAt: new Date(),
      })
      .returning({ id: members.id });
    if (!member) throw new Error('no member inserted');
    const memberSession = await tokenFor(app, memberEmail);
    const ownerSession = await tokenFor(app, ownerEmail);
    await db.insert(pushTokens).values([
      { employerId, memberId: member.id, token: 'member-phone' },
      { employerId, memberId: null, token: 'owner-phone' },
    ]);

    // The owner asks for a code first; the member's own code does not replace it.
    expect((await post(app, SEND, { email: ownerEmail })).statusCode).toBe(200);
    const ownerCode = await latestCode(db, ownerEmail);
    const resetToken = await resetTokenFor(memberEmail);
    const [stored] = await db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, hashSessionToken(resetToken)));
    expect(stored).toMatchObject({ employerId, memberId: member.id });

    // Removed meanwhile: the token is refused.
    await db.update(members).set({ removedAt: new Date() }).where(eq(members.id, member.id));
    const refused = await post(app, UPDATE, { password: NEW_PASSWORD }, { token: resetToken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(RESET_TOKEN_INVALID_MESSAGE);
    await db.update(members).set({ removedAt: null }).where(eq(members.id, member.id));

    const updated = await post(app, UPDATE, { password: NEW_PASSWORD }, { token: resetToken });
    expect(updated.statusCode, updated.body).toBe(200);
    // Their devices are forgotten (a lost phone gets no more pushes); the owner's are not.
    const devices = await db.select().from(pushTokens).where(eq(pushTokens.employerId, employerId));
    expect(devices.map((device) => device.token)).toEqual(['owner-phone']);
    expect((await signIn(app, memberEmail, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(app, memberEmail, NEW_PASSWORD)).json().data.viewer).toMatchObject({
      email: memberEmail,
      role: 'recruiter',
    });
    // Their old session ended; the owner's did not, nor the owner's password or code.
    expect(await syncStatus(app, employerId, memberSession)).toBe(401);
    expect(await syncStatus(app, employerId, ownerSession)).toBe(200);
    expect((await signIn(app, ownerEmail, PASSWORD)).statusCode).toBe(200);
    const ownerVerified = await post(app, VERIFY, { email: ownerEmail, otp: ownerCode });
    expect(ownerVerified.statusCode, ownerVerified.body).toBe(200);

    // A removed member is mailed no code (a member who never asked, so no resend limit is in the way).
    const gone = 'recovery-removed@example.test';
    await db.insert(members).values({
      employerId,
      email: gone,
      role: 'recruiter',
      status: 'active',
      personId: await addPerson(db, gone, await hashPassword(PASSWORD)),
      removedAt: new Date(),
    });
    const asked = await post(app, SEND, { email: gone });
    expect(asked.statusCode).toBe(200);
    expect(await mailsTo(db, gone)).toEqual([]);
  });
});
