import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, organizationClaims, organizationDirectory, passwordTokens } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { hashSessionToken } from '../auth/sessions.js';
import { PASSWORD_TOO_COMMON_MESSAGE } from './password-policy.js';
import { ORGANIZATION_DIRECTORY, seedOrganizationDirectory } from './seed.js';
import {
  CLAIM_MESSAGE,
  CLAIM_NOTES_PER_CONTACT_PER_DAY,
  maskEmail,
  SET_PASSWORD_LINK_INVALID_MESSAGE,
} from './service.js';
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
const ADMIN_TOKEN = 'operator-token-operator-token-operator-token';

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
    testApp = await createTestApp(kind, { config: { adminToken: ADMIN_TOKEN } });
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

  it('sends the link only to the contact email on file, creates the account with it, and names it masked', async () => {
    const organization = entry(0);
    const contact = 'dana.whitfield@riverbend-fp.org';
    expect(organization.contactEmail).toBe(contact);
    const response = await post(app, CLAIM, {
      email: 'Attacker@Elsewhere.test',
      npiNumber: organization.npiNumber,
      organization: '  riverbend family-practice ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        outcome: 'link-sent',
        message: 'We sent a link to d•••@riverbend-fp.org, the email on file for Riverbend Family Practice.',
      },
    });
    // Nothing goes to the typed address, and no account uses it.
    expect(await mailsTo(db, 'attacker@elsewhere.test')).toEqual([]);
    expect(await employerByEmail(db, 'attacker@elsewhere.test')).toBeUndefined();

    const employer = await employerByEmail(db, contact);
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

    const link = await linkIn(db, contact, testApp.config.publicUrl);
    expect(link.email).toBe(contact);
    const [stored] = await db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.employerId, employer?.id ?? ''));
    expect(stored).toMatchObject({ purpose: 'set-password', tokenHash: hashSessionToken(link.token) });
    const ttl = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(71 * 60 * 60_000);
    expect(ttl).toBeLessThanOrEqual(72 * 60 * 60_000);

    // The account has no usable password until the link sets one, and only for the contact email.
    expect((await signIn(app, contact, PASSWORD)).statusCode).toBe(401);
    const typed = await post(app, SET_PASSWORD, {
      email: 'attacker@elsewhere.test',
      password: PASSWORD,
      token: link.token,
    });
    expect(typed.json().error.message).toBe(SET_PASSWORD_LINK_INVALID_MESSAGE);
    const common = await post(app, SET_PASSWORD, {
      email: contact,
      password: 'password123',
      token: link.token,
    });
    expect(common.json().error.message).toBe(PASSWORD_TOO_COMMON_MESSAGE);

    const set = await post(app, SET_PASSWORD, { email: contact, password: PASSWORD, token: link.token });
    expect(set.statusCode).toBe(200);
    const session = set.json().data;
    expect(session).toMatchObject({
      code: 201,
      user: { email: contact, accountStatus: 'pending', organizationName: organization.name },
    });
    expect(await syncStatus(app, session.user._id, session.token)).toBe(200);
    expect((await employerByEmail(db, contact))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await signIn(app, contact, PASSWORD)).statusCode).toBe(200);

    const reused = await post(app, SET_PASSWORD, {
      email: contact,
      password: NEW_PASSWORD,
      token: link.token,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(SET_PASSWORD_LINK_INVALID_MESSAGE);
  });

  it('accepts the directory id as the organization, and the link token as the bearer token', async () => {
    const organization = entry(1);
    const contact = organization.contactEmail ?? '';
    const [row] = await db
      .select()
      .from(organizationDirectory)
      .where(eq(organizationDirectory.npiNumber, organization.npiNumber));
    await post(app, CLAIM, {
      email: 'lead@cedarvalley.test',
      npiNumber: organization.npiNumber,
      organization: row?.id,
    });
    const link = await linkIn(db, contact, testApp.config.publicUrl);

    const wrongEmail = await post(
      app,
      SET_PASSWORD,
      { email: 'lead@cedarvalley.test', password: PASSWORD },
      { token: link.token },
    );
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().error.message).toBe(SET_PASSWORD_LINK_INVALID_MESSAGE);

    const set = await post(app, SET_PASSWORD, { email: contact, password: PASSWORD }, { token: link.token });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.user.organizationName).toBe(organization.name);
  });

  it('answers a known and an unknown typed email exactly alike, whatever the claim', async () => {
    await addEmployer(db, { email: 'known-claimer@example.test' });
    const cases = [
      // Matches an entry with a contact on file.
      { npiNumber: entry(2).npiNumber, organization: entry(2).name },
      // Does not match.
      { npiNumber: entry(3).npiNumber, organization: 'Summit Pediatrics' },
      // Matches an entry without a contact on file (the typed address is named: compare the template).
      { npiNumber: entry(12).npiNumber, organization: entry(12).name },
    ];
    for (const details of cases) {
      const known = await post(app, CLAIM, { email: 'known-claimer@example.test', ...details });
      // A matching claim claims the entry: give it back so the second claim meets the same directory.
      const [claimedBy] = await db
        .update(organizationDirectory)
        .set({ claimedByEmployerId: null, claimedAt: null })
        .where(eq(organizationDirectory.npiNumber, details.npiNumber))
        .returning({ contactEmail: organizationDirectory.contactEmail });
      if (claimedBy?.contactEmail)
        await db.delete(employers).where(eq(employers.email, claimedBy.contactEmail));
      const unknown = await post(app, CLAIM, { email: 'unknown-claimer@example.test', ...details });
      expect(known.statusCode, details.organization).toBe(200);
      expect(unknown.statusCode, details.organization).toBe(known.statusCode);
      expect(unknown.json().data.message.replace('unknown-claimer@', '{email}@'), details.organization).toBe(
        known.json().data.message.replace('known-claimer@', '{email}@'),
      );
    }
    expect(await mailsTo(db, 'known-claimer@example.test')).toEqual([]);
    expect(await mailsTo(db, 'unknown-claimer@example.test')).toEqual([]);
    expect(await employerByEmail(db, 'unknown-claimer@example.test')).toBeUndefined();
  });

  it('answers every claim that does not match with one neutral sentence, and sends nothing', async () => {
    const organization = entry(3);
    const attempts = [
      // The name does not match.
      { email: 'a@summit.test', npiNumber: organization.npiNumber, organization: 'Summit Pediatrics' },
      // A valid NPI that is not in the directory.
      { email: 'b@summit.test', npiNumber: '1962837450', organization: organization.name },
      // Already claimed.
      { email: 'c@summit.test', npiNumber: entry(0).npiNumber, organization: entry(0).name },
    ];
    for (const payload of attempts) {
      const response = await post(app, CLAIM, payload);
      expect(response.statusCode, payload.email).toBe(200);
      expect(response.json(), payload.email).toEqual({
        success: true,
        data: { outcome: 'no-match', message: CLAIM_MESSAGE },
      });
      expect(await mailsTo(db, payload.email), payload.email).toEqual([]);
    }
    expect(await mailsTo(db, organization.contactEmail ?? '')).toEqual([]);
    const [summit] = await db
      .select()
      .from(organizationDirectory)
      .where(eq(organizationDirectory.npiNumber, organization.npiNumber));
    expect(summit?.claimedByEmployerId).toBeNull();
  });

  it('tells a contact email that already has an account, and claims nothing', async () => {
    const organization = entry(4);
    const contact = organization.contactEmail ?? '';
    await addEmployer(db, { email: contact });
    const response = await post(app, CLAIM, {
      email: 'someone@lonepine.test',
      npiNumber: organization.npiNumber,
      organization: organization.name,
    });
    expect(response.json().data.message).toBe(
      'We sent a link to f•••@lonepineim.com, the email on file for Lone Pine Internal Medicine.',
    );
    const [note] = await mailsTo(db, contact);
    expect(note?.subject).toBe(`Someone asked to claim ${organization.name} on MedHire`);
    expect(note?.text).not.toContain('set-up-password');
    const [row] = await db
      .select()
      .from(organizationDirectory)
      .where(eq(organizationDirectory.npiNumber, organization.npiNumber));
    expect(row?.claimedByEmployerId).toBeNull();

    // Claimed again and again, with other typed emails: the contact gets a few notes a day, then no more,
    // and the answer never changes.
    for (let attempt = 1; attempt <= CLAIM_NOTES_PER_CONTACT_PER_DAY + 2; attempt += 1) {
      const again = await post(app, CLAIM, {
        email: `someone-${attempt}@elsewhere.test`,
        npiNumber: organization.npiNumber,
        organization: organization.name,
      });
      expect(again.json().data.message).toBe(response.json().data.message);
    }
    expect(await mailsTo(db, contact)).toHaveLength(CLAIM_NOTES_PER_CONTACT_PER_DAY);
  });

  it('masks an address after its first letter and keeps the domain', () => {
    expect(maskEmail('dana.whitfield@riverbend-fp.org')).toBe('d•••@riverbend-fp.org');
    expect(maskEmail('d@riverbend-fp.org')).toBe('d•••@riverbend-fp.org');
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
    const contact = organization.contactEmail ?? '';
    await post(app, CLAIM, {
      email: 'late@prairiesky.test',
      npiNumber: organization.npiNumber,
      organization: organization.name,
    });
    const link = await linkIn(db, contact, testApp.config.publicUrl);
    await db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, hashSessionToken(link.token)));
    const response = await post(app, SET_PASSWORD, { email: contact, password: PASSWORD, token: link.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(SET_PASSWORD_LINK_INVALID_MESSAGE);
  });

  describe('an entry without a contact email on file', () => {
    const organization = () => entry(12);
    const operator = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const pendingClaims = async () =>
      (await app.inject({ method: 'GET', url: '/admin/claims', headers: operator })).json().data as {
        id: string;
        email: string;
        directory: { name: string };
      }[];
    const decide = (id: string, decision: 'approve' | 'reject', headers: Record<string, string> = operator) =>
      app.inject({ method: 'POST', url: `/admin/claims/${id}/${decision}`, headers });

    it('stores the claim for an operator and says we will email the typed address', async () => {
      expect(organization().contactEmail).toBeNull();
      const payload = {
        email: 'Founder@StAnselm.test',
        npiNumber: organization().npiNumber,
        organization: organization().name,
      };
      const response = await post(app, CLAIM, payload);
      expect(response.json()).toEqual({
        success: true,
        data: {
          outcome: 'in-review',
          message:
            'We will review your claim and email you at founder@stanselm.test within two business days.',
        },
      });
      // Asking again does not store a second claim.
      await post(app, CLAIM, payload);
      const [stored, ...others] = await db
        .select()
        .from(organizationClaims)
        .where(eq(organizationClaims.email, 'founder@stanselm.test'));
      expect(others).toEqual([]);
      expect(stored).toMatchObject({
        email: 'founder@stanselm.test',
        npiNumber: organization().npiNumber,
        organization: organization().name,
        status: 'pending',
      });
      expect(stored?.createdAt).toBeInstanceOf(Date);
      expect(await mailsTo(db, 'founder@stanselm.test')).toEqual([]);
      expect(await employerByEmail(db, 'founder@stanselm.test')).toBeUndefined();
    });

    it('is listed for the operator, who rejects one claim (the claimant is told) and approves another', async () => {
      await post(app, CLAIM, {
        email: 'impostor@stanselm.test',
        npiNumber: organization().npiNumber,
        organization: organization().name,
      });
      expect((await app.inject({ method: 'GET', url: '/admin/claims' })).statusCode).toBe(401);
      const claims = (await pendingClaims()).filter((claim) => claim.email.endsWith('@stanselm.test'));
      expect(claims.map((claim) => claim.email).sort()).toEqual([
        'founder@stanselm.test',
        'impostor@stanselm.test',
      ]);
      expect(claims[0]?.directory.name).toBe(organization().name);
      const impostor = claims.find((claim) => claim.email === 'impostor@stanselm.test');
      const founder = claims.find((claim) => claim.email === 'founder@stanselm.test');

      expect((await decide(impostor?.id ?? '', 'reject', {})).statusCode).toBe(401);
      expect((await decide(impostor?.id ?? '', 'reject')).json()).toEqual({
        success: true,
        data: { rejected: true },
      });
      expect((await mailsTo(db, 'impostor@stanselm.test'))[0]?.subject).toBe(
        `Your claim of ${organization().name} on MedHire`,
      );
      expect(await employerByEmail(db, 'impostor@stanselm.test')).toBeUndefined();

      expect((await decide(founder?.id ?? '', 'approve')).json()).toEqual({
        success: true,
        data: { approved: true },
      });
      expect((await pendingClaims()).map((claim) => claim.email)).not.toContain('founder@stanselm.test');
      const link = await linkIn(db, 'founder@stanselm.test', testApp.config.publicUrl);
      const set = await post(app, SET_PASSWORD, {
        email: 'founder@stanselm.test',
        password: PASSWORD,
        token: link.token,
      });
      expect(set.statusCode).toBe(200);
      expect(set.json().data.user.organizationName).toBe(organization().name);
      // Decided claims cannot be decided again.
      expect((await decide(founder?.id ?? '', 'approve')).statusCode).toBe(404);
    });
  });
});
