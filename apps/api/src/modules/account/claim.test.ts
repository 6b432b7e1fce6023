import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { organizationDirectory, passwordTokens } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { hashSessionToken } from '../auth/sessions.js';
import { PASSWORD_TOO_COMMON_MESSAGE } from './password-policy.js';
import { ORGANIZATION_DIRECTORY, seedOrganizationDirectory } from './seed.js';
import { CLAIM_MESSAGE, SET_PASSWORD_LINK_INVALID_MESSAGE } from './service.js';
import {
  addEmployer,
  employerByEmail,
  get,
  mailsTo,
  NEW_PASSWORD,
  PASSWORD,
  post,
  signIn,
  syncStatus,
} from './test-support.js';

const CLAIM = '/employer/auth/claim';
const SET_PASSWORD = '/employer/auth/set-password';
const DIRECTORY = '/employer/auth/v1/organization-directory';

function entry(index: number) {
  const found = ORGANIZATION_DIRECTORY[index];
  if (!found) throw new Error(`no directory entry ${index}`);
  return found;
}

/** The token and email of the set-password link in the newest mail to `to`. */
async function linkIn(db: Db, to: string, publicUrl: string) {
  const [mail] = await mailsTo(db, to);
  const match = /(http\S+\/set-up-password\?\S+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`No link mailed to ${to}`);
  const url = new URL(match[1]);
  expect(`${url.origin}${url.pathname}`).toBe(`${publicUrl}/set-up-password`);
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}

describe.each(testDatabases())('claiming an organization (%s)', (kind) => {
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

  it('suggests unclaimed organizations by name, at most 10, without their NPI', async () => {
    const response = await get(app, `${DIRECTORY}?queryText=${encodeURIComponent('harbor VIEW')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { _id: expect.any(String), name: 'Harborview Pediatrics', city: 'Portland', state: 'ME' },
    ]);
    expect(response.body).not.toContain(entry(2).npiNumber);
    const broad = await get(app, `${DIRECTORY}?queryText=a`);
    expect(broad.json().data).toHaveLength(10);
    expect((await get(app, `${DIRECTORY}?queryText=`)).json().data).toEqual([]);
  });

  it('creates a pending account for a matching claim, marks the entry claimed and mails a set-password link', async () => {
    const organization = entry(0);
    const email = 'owner@riverbend.test';
    const response = await post(app, CLAIM, {
      email: 'Owner@Riverbend.test',
      npiNumber: organization.npiNumber,
      organization: '  riverbend family-practice ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { message: CLAIM_MESSAGE } });

    const employer = await employerByEmail(db, email);
    expect(employer).toMatchObject({
      accountStatus: 'pending',
      currentProfileStep: 1,
      organizationName: organization.name,
      emailVerifiedAt: null,
    });
    const [claimed] = await db
      .select()
      .from(organizationDirectory)
      .where(eq(organizationDirectory.npiNumber, organization.npiNumber));
    expect(claimed?.claimedByEmployerId).toBe(employer?.id);
    // No longer suggested, and not claimable again.
    expect((await get(app, `${DIRECTORY}?queryText=riverbend`)).json().data).toEqual([]);

    const link = await linkIn(db, email, testApp.config.publicUrl);
    expect(link.email).toBe(email);
    const [stored] = await db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.employerId, employer?.id ?? ''));
    expect(stored).toMatchObject({ purpose: 'set-password', tokenHash: hashSessionToken(link.token) });
    const ttl = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(71 * 60 * 60_000);
    expect(ttl).toBeLessThanOrEqual(72 * 60 * 60_000);

    // The account has no usable password until the link sets one.
    expect((await signIn(app, email, PASSWORD)).statusCode).toBe(401);

    const common = await post(app, SET_PASSWORD, { email, password: 'password123', token: link.token });
    expect(common.json().error.message).toBe(PASSWORD_TOO_COMMON_MESSAGE);

    const set = await post(app, SET_PASSWORD, { email, password: PASSWORD, token: link.token });
    expect(set.statusCode).toBe(200);
    const session = set.json().data;
    expect(session).toMatchObject({
      code: 201,
      user: { email, accountStatus: 'pending', organizationName: organization.name },
    });
    expect(await syncStatus(app, session.user._id, session.token)).toBe(200);
    expect((await employerByEmail(db, email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await signIn(app, email, PASSWORD)).statusCode).toBe(200);

    const reused = await post(app, SET_PASSWORD, { email, password: NEW_PASSWORD, token: link.token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(SET_PASSWORD_LINK_INVALID_MESSAGE);
  });

  it('accepts the directory id as the organization, and the link token as the bearer token', async () => {
    const organization = entry(1);
    const [row] = await db
      .select()
      .from(organizationDirectory)
      .where(eq(organizationDirectory.npiNumber, organization.npiNumber));
    const email = 'lead@cedarvalley.test';
    await post(app, CLAIM, { email, npiNumber: organization.npiNumber, organization: row?.id });
    const link = await linkIn(db, email, testApp.config.publicUrl);

    const wrongEmail = await post(
      app,
      SET_PASSWORD,
      { email: 'someone-else@cedarvalley.test', password: PASSWORD },
      { token: link.token },
    );
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().error.message).toBe(SET_PASSWORD_LINK_INVALID_MESSAGE);

    const set = await post(app, SET_PASSWORD, { email, password: PASSWORD }, { token: link.token });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.user.organizationName).toBe(organization.name);
  });

  it('answers every other claim the same, and sends nothing', async () => {
    const organization = entry(3);
    await addEmployer(db, { email: 'existing@summit.test' });
    const attempts = [
      // The name does not match.
      { email: 'a@summit.test', npiNumber: organization.npiNumber, organization: 'Summit Pediatrics' },
      // A valid NPI that is not in the directory.
      { email: 'b@summit.test', npiNumber: '1962837450', organization: organization.name },
      // Already claimed.
      { email: 'c@summit.test', npiNumber: entry(0).npiNumber, organization: entry(0).name },
      // The email belongs to an account.
      { email: 'existing@summit.test', npiNumber: organization.npiNumber, organization: organization.name },
    ];
    const valid = await post(app, CLAIM, {
      email: 'd@summit.test',
      npiNumber: entry(4).npiNumber,
      organization: entry(4).name,
    });
    for (const payload of attempts) {
      const response = await post(app, CLAIM, payload);
      expect(response.statusCode, payload.email).toBe(200);
      expect(response.json(), payload.email).toEqual(valid.json());
      expect(await mailsTo(db, payload.email), payload.email).toEqual([]);
    }
    expect(await employerByEmail(db, 'a@summit.test')).toBeUndefined();
    const [summit] = await db
      .select()
      .from(organizationDirectory)
      .where(eq(organizationDirectory.npiNumber, organization.npiNumber));
    expect(summit?.claimedByEmployerId).toBeNull();
  });

  it('refuses an invalid NPI with the domain’s message', async () => {
    const response = await post(app, CLAIM, {
      email: 'x@example.test',
      npiNumber: '1234567890',
      organization: entry(5).name,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('This NPI number is not valid: check the digits');
  });

  it('refuses an expired link', async () => {
    const organization = entry(6);
    const email = 'late@prairiesky.test';
    await post(app, CLAIM, { email, npiNumber: organization.npiNumber, organization: organization.name });
    const link = await linkIn(db, email, testApp.config.publicUrl);
    await db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, hashSessionToken(link.token)));
    const response = await post(app, SET_PASSWORD, { email, password: PASSWORD, token: link.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(SET_PASSWORD_LINK_INVALID_MESSAGE);
  });
});
