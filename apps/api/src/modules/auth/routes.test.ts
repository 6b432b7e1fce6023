import { sessionSchema, storedUserSchema } from '@medhire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, sessions } from '../../db/schema.js';
import { DEMO_ORGANIZATION_NAME, seed } from '../../db/seed.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { FORBIDDEN_ACCOUNT_MESSAGE, SESSION_ENDED_MESSAGE } from './authenticate.js';
import { hashPassword, needsRehash, passwordHashing, verifyPassword } from './password.js';
import { TOO_MANY_SIGN_INS_MESSAGE } from './routes.js';
import { ACCOUNT_BLOCKED_MESSAGE, ACCOUNT_REJECTED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from './service.js';
import { hashSessionToken, SESSION_TTL_MS } from './sessions.js';

const PASSWORD = 'Correct-Horse-9';
const DAY_MS = 24 * 60 * 60 * 1000;

async function addEmployer(
  db: Db,
  values: { email: string; accountStatus?: string; currentProfileStep?: number; passwordHash?: string },
): Promise<string> {
  const [row] = await db
    .insert(employers)
    .values({ passwordHash: await hashPassword(PASSWORD), ...values })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
  return row.id;
}

function signIn(app: App, email: string, password: string, options: { url?: string; ip?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: options.url ?? '/employer/auth/login',
    payload: { email, password },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

async function tokenFor(app: App, email: string, password = PASSWORD): Promise<string> {
  const response = await signIn(app, email, password);
  expect(response.statusCode).toBe(200);
  return response.json().data.token;
}

function sync(app: App, id: string, token?: string) {
  return app.inject({
    method: 'GET',
    url: `/employer/auth/sync-user-detail/${id}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const sessionEnded = { success: false, error: { message: SESSION_ENDED_MESSAGE, code: 'UNAUTHORIZED' } };
const forbidden = { success: false, error: { message: FORBIDDEN_ACCOUNT_MESSAGE, code: 'FORBIDDEN' } };
const incorrect = {
  success: false,
  error: { message: INVALID_CREDENTIALS_MESSAGE, code: 'INVALID_CREDENTIALS' },
};

describe.each(testDatabases('both'))('auth routes (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let demoId: string;
  let demoEmail: string;
  let demoPassword: string;
  let pendingId: string;
  let otherId: string;

  beforeAll(async () => {
    // Limits high enough for this suite; the rate limits have their own app below.
    testApp = await createTestApp(kind, {
      config: { loginRateLimitPerMinute: 1000 },
    });
    ({ app } = testApp);
    db = testApp.database.db;
    ({ demoEmail, demoPassword } = testApp.config);
    ({ demoEmployerId: demoId } = await seed(db, testApp.config));
    pendingId = await addEmployer(db, { email: 'new@clinic.test' });
    otherId = await addEmployer(db, { email: 'other@clinic.test', accountStatus: 'approved' });
    await addEmployer(db, { email: 'rejected@clinic.test', accountStatus: 'rejected' });
    await addEmployer(db, { email: 'blocked@clinic.test', accountStatus: 'block' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('login', () => {
    it('signs the seeded demo employer in with code 200 and the spec’s user', async () => {
      const response = await signIn(app, demoEmail, demoPassword);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        data: {
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          code: 200,
          user: {
            _id: demoId,
            email: demoEmail,
            accountStatus: 'approved',
            subscriptionStatus: 'active',
            currentProfileStep: 5,
            organizationName: DEMO_ORGANIZATION_NAME,
            // The seeded profile comes with the user: the redirect rules and the screens read it.
            preferenceProbe: expect.arrayContaining([
              expect.objectContaining({ probeId: expect.any(String) }),
            ]),
            locationsDetails: expect.arrayContaining([
              expect.objectContaining({ city: 'Madison', state: 'WI' }),
            ]),
            candidatePreferences: expect.objectContaining({ specialty: ['family-medicine'] }),
          },
        },
      });
      // The spec's three, and who signed in (PRODUCT.md, "Team"): the owner here.
      expect(Object.keys(body.data)).toEqual(['token', 'user', 'code', 'viewer']);
      expect(body.data.viewer).toEqual({
        memberId: null,
        name: expect.any(String),
        email: demoEmail,
        role: 'owner',
      });
      // The client's contract accepts it as is.
      expect(sessionSchema.parse(body.data)).toEqual(body.data);
    });

    it('answers code 201 while a pending employer’s profile is still to be established', async () => {
      const response = await signIn(app, 'new@clinic.test', PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        code: 201,
        user: {
          _id: pendingId,
          accountStatus: 'pending',
          subscriptionStatus: null,
          currentProfileStep: 1,
          preferenceProbe: [],
        },
      });
      expect(response.json().data.user).not.toHaveProperty('organizationName');
      expect(sessionSchema.safeParse(response.json().data).success).toBe(true);
    });

    it('answers code 200 for a pending employer whose wizard is done', async () => {
      await addEmployer(db, { email: 'wizard-done@clinic.test', currentProfileStep: 5 });
      const response = await signIn(app, 'wizard-done@clinic.test', PASSWORD);
      expect(response.json().data).toMatchObject({ code: 200, user: { accountStatus: 'pending' } });
    });

    it('v1/login behaves like login', async () => {
      const response = await signIn(app, demoEmail, demoPassword, { url: '/employer/auth/v1/login' });
      expect(response.statusCode).toBe(200);
      const { token, ...rest } = response.json().data;
      expect(rest).toMatchObject({ code: 200, user: { _id: demoId } });
      expect((await sync(app, demoId, token)).statusCode).toBe(200);

      const wrong = await signIn(app, demoEmail, 'nope-nope', { url: '/employer/auth/v1/login' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(incorrect);
    });

    it('accepts the email in any case and with spaces around it', async () => {
      const response = await signIn(app, `  ${demoEmail.toUpperCase()} `, demoPassword);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user._id).toBe(demoId);
    });

    it('gives a wrong password and an unknown email the same 401', async () => {
      const wrongPassword = await signIn(app, demoEmail, 'Not-The-Password-1');
      const unknownEmail = await signIn(app, 'nobody@clinic.test', demoPassword);
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(incorrect);
      expect(unknownEmail.json()).toEqual(incorrect);
    });

    it('refuses a rejected account with 403, but only once its password is right', async () => {
      const right = await signIn(app, 'rejected@clinic.test', PASSWORD);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({
        success: false,
        error: { message: ACCOUNT_REJECTED_MESSAGE, code: 'ACCOUNT_REJECTED' },
      });
      const wrong = await signIn(app, 'rejected@clinic.test', 'Not-The-Password-1');
      expect(wrong.json()).toEqual(incorrect);
    });

    it('refuses a blocked account with 403, but only once its password is right', async () => {
      const right = await signIn(app, 'blocked@clinic.test', PASSWORD);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({
        success: false,
        error: { message: ACCOUNT_BLOCKED_MESSAGE, code: 'ACCOUNT_BLOCKED' },
      });
      const wrong = await signIn(app, 'blocked@clinic.test', 'Not-The-Password-1');
      expect(wrong.json()).toEqual(incorrect);
    });

    it('names a missing field', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/employer/auth/login',
        payload: { email: demoEmail },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ message: 'Password is required', code: 'VALIDATION_ERROR' });
    });

    it('stores only the hash of the token', async () => {
      const token = await tokenFor(app, 'other@clinic.test');
      const rows = await db.select().from(sessions).where(eq(sessions.employerId, otherId));
      const row = rows.find((candidate) => candidate.tokenHash === hashSessionToken(token));
      expect(row).toBeDefined();
      expect(row?.tokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(rows)).not.toContain(token);
      const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
      expect(Math.abs(ttl - SESSION_TTL_MS)).toBeLessThan(5_000);
    });

    it('re-hashes a password stored at a weaker cost', async () => {
      const previous = passwordHashing.cost;
      passwordHashing.cost = previous / 2;
      const weak = await hashPassword(PASSWORD);
      passwordHashing.cost = previous;
      const id = await addEmployer(db, { email: 'old-hash@clinic.test', passwordHash: weak });
      expect(needsRehash(weak)).toBe(true);

      expect((await signIn(app, 'old-hash@clinic.test', PASSWORD)).statusCode).toBe(200);
      const [row] = await db.select().from(employers).where(eq(employers.id, id));
      expect(row?.passwordHash).not.toBe(weak);
      expect(needsRehash(row?.passwordHash ?? '')).toBe(false);
      await expect(verifyPassword(PASSWORD, row?.passwordHash ?? '')).resolves.toBe(true);
    });
  });

  describe('sync-user-detail', () => {
    let token: string;

    beforeAll(async () => {
      token = await tokenFor(app, demoEmail, demoPassword);
    });

    it('answers the signed-in employer', async () => {
      const response = await sync(app, demoId, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        data: {
          user: {
            _id: demoId,
            email: demoEmail,
            accountStatus: 'approved',
            subscriptionStatus: 'active',
            currentProfileStep: 5,
            organizationName: DEMO_ORGANIZATION_NAME,
            practiceManagerName: 'Dana Whitfield',
            organizationEmail: 'recruiting@lakeside-family.test',
          },
        },
      });
      expect(storedUserSchema.safeParse(response.json().data.user).success).toBe(true);
    });

    it('refuses another employer’s id, an unknown id and a malformed id with the same 403', async () => {
      const unknownId = '3f6c2a9e-8b1d-4c7a-9e2f-5a4b3c2d1e0f';
      for (const id of [otherId, unknownId, 'not-a-uuid', demoId.toUpperCase()]) {
        const response = await sync(app, id, token);
        expect(response.statusCode, id).toBe(403);
        expect(response.json()).toEqual(forbidden);
      }
    });

    it('answers 401 without a token, with a bad one, or with another scheme', async () => {
      const answers = await Promise.all([
        sync(app, demoId),
        sync(app, demoId, 'A'.repeat(43)),
        sync(app, demoId, 'short'),
        app.inject({
          method: 'GET',
          url: `/employer/auth/sync-user-detail/${demoId}`,
          headers: { authorization: `Basic ${token}` },
        }),
        app.inject({
          method: 'GET',
          url: `/employer/auth/sync-user-detail/${demoId}`,
          headers: { authorization: token },
        }),
      ]);
      for (const response of answers) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(sessionEnded);
      }
    });

    it('answers 401 before 403: a signed-out request learns nothing about ids', async () => {
      const response = await sync(app, otherId);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(sessionEnded);
    });

    it('answers 401 for an expired session', async () => {
      const expiring = await tokenFor(app, demoEmail, demoPassword);
      await db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashSessionToken(expiring)));
      const response = await sync(app, demoId, expiring);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(sessionEnded);
    });

    it('slides the expiry forward when used, at most once an hour', async () => {
      const sliding = await tokenFor(app, demoEmail, demoPassword);
      const where = eq(sessions.tokenHash, hashSessionToken(sliding));
      const read = async () => (await db.select().from(sessions).where(where))[0];

      const fresh = await read();
      expect((await sync(app, demoId, sliding)).statusCode).toBe(200);
      expect(await read()).toEqual(fresh);

      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await db
        .update(sessions)
        .set({ lastUsedAt: twoHoursAgo, expiresAt: new Date(Date.now() + DAY_MS) })
        .where(where);
      expect((await sync(app, demoId, sliding)).statusCode).toBe(200);
      const slid = await read();
      expect(slid?.lastUsedAt.getTime()).toBeGreaterThan(twoHoursAgo.getTime());
      expect(Math.abs((slid?.expiresAt.getTime() ?? 0) - (Date.now() + SESSION_TTL_MS))).toBeLessThan(5_000);
    });

    for (const accountStatus of ['rejected', 'block'] as const) {
      it(`ends the sessions of an account once it is ${accountStatus === 'block' ? 'blocked' : accountStatus}`, async () => {
        const email = `soon-${accountStatus}@clinic.test`;
        await addEmployer(db, { email, accountStatus: 'approved' });
        const signedIn = await signIn(app, email, PASSWORD);
        const { token: theirs, user } = signedIn.json().data;
        expect((await sync(app, user._id, theirs)).statusCode).toBe(200);
        await db.update(employers).set({ accountStatus }).where(eq(employers.id, user._id));
        const response = await sync(app, user._id, theirs);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(sessionEnded);
      });
    }
  });

  describe('logout', () => {
    it('revokes the current session only', async () => {
      const [first, second] = [
        await tokenFor(app, 'new@clinic.test'),
        await tokenFor(app, 'new@clinic.test'),
      ];
      const response = await app.inject({
        method: 'POST',
        url: '/employer/auth/logout',
        headers: { authorization: `Bearer ${first}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: null });

      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(first ?? '')));
      expect(row?.revokedAt).toBeInstanceOf(Date);
      expect((await sync(app, pendingId, first)).json()).toEqual(sessionEnded);
      expect((await sync(app, pendingId, second)).statusCode).toBe(200);

      const again = await app.inject({
        method: 'POST',
        url: '/employer/auth/logout',
        headers: { authorization: `Bearer ${first}` },
      });
      expect(again.statusCode).toBe(401);
    });

    it('answers 401 without a session', async () => {
      const response = await app.inject({ method: 'POST', url: '/employer/auth/logout' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(sessionEnded);
    });
  });

  it('documents the routes in OpenAPI, the protected ones with bearer auth', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(paths['/employer/auth/login'].post.requestBody).toBeDefined();
    expect(paths['/employer/auth/login'].post.responses['200']).toBeDefined();
    expect(paths['/employer/auth/v1/login'].post.responses['429']).toBeDefined();
    expect(paths['/employer/auth/sync-user-detail/{id}'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/employer/auth/logout'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe.each(testDatabases('both'))('login rate limits (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;

  const tooMany = { success: false, error: { message: TOO_MANY_SIGN_INS_MESSAGE, code: 'RATE_LIMITED' } };

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      config: { loginRateLimitPerMinute: 3 },
    });
    ({ app } = testApp);
    await addEmployer(testApp.database.db, { email: 'often@clinic.test', accountStatus: 'approved' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('allows a few attempts per IP across both login routes, then answers 429', async () => {
    const ip = '198.51.100.7';
    const statuses = [
      (await signIn(app, 'often@clinic.test', PASSWORD, { ip })).statusCode,
      (await signIn(app, 'nobody@clinic.test', 'wrong-one', { ip, url: '/employer/auth/v1/login' }))
        .statusCode,
      (await signIn(app, 'often@clinic.test', PASSWORD, { ip })).statusCode,
    ];
    expect(statuses).toEqual([200, 401, 200]);
    const limited = await signIn(app, 'often@clinic.test', PASSWORD, { ip, url: '/employer/auth/v1/login' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await signIn(app, 'often@clinic.test', PASSWORD, { ip: '198.51.100.8' })).statusCode).toBe(200);
  });

  // Failed sign-ins per account: see login-backoff.test.ts.
  it('does not count successful sign-ins against the account', async () => {
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
      expect((await signIn(app, 'often@clinic.test', PASSWORD, { ip })).statusCode).toBe(200);
    }
  });
});
