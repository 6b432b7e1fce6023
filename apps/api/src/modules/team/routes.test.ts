import { randomUUID } from 'node:crypto';
import { addressInNameMessage, impersonatingNameMessage } from '@medhire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, members, pushTokens } from '../../db/schema.js';
import { otherActiveEmployer } from '../../security/actors.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { addEmployer, get, mailsTo, NEW_PASSWORD, PASSWORD, patch, post } from '../account/test-support.js';
import { LOGIN_BACKOFF } from '../auth/login-backoff.js';
import { hashPassword } from '../auth/password.js';
import { NO_ORGANIZATION_MESSAGE } from '../auth/service.js';
import { createSession } from '../auth/sessions.js';
import { seedPlans } from '../billing/seed.js';
import { MAX_PUSH_TOKENS } from '../profile/service.js';
import { EMAIL_HAS_ACCOUNT_MESSAGE, INVITATION_UNUSABLE_MESSAGE, seatsFullMessage } from './service.js';

/** The token of the invitation link in the latest mail to `to`. */
async function inviteToken(db: Db, to: string): Promise<string> {
  const [mail] = await mailsTo(db, to);
  const token = /\/join-team\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No invitation mailed to ${to}`);
  return decodeURIComponent(token);
}

function del(app: App, url: string, token: string) {
  return app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } });
}

describe.each(testDatabases('both'))('the team (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let ownerId: string;
  let owner: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    await seedPlans(db);
  });

  // Each case with an organization of its own: approved, paid monthly (5 seats).
  beforeEach(async () => {
    const organization = await otherActiveEmployer(db, { organizationName: `Clinic ${randomUUID()}` });
    ownerId = organization.id;
    owner = (await createSession(db, ownerId)).token;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** Invites `email` as `role` and joins with the mailed link; answers the new member's sign-in. */
  async function join(email: string, role: 'recruiter' | 'hiring-manager', name = 'Ana Ruiz') {
    const invited = await post(app, '/employer/team/invite', { email, role }, { token: owner });
    expect(invited.statusCode, invited.body).toBe(200);
    const token = await inviteToken(db, email);
    const joined = await post(app, '/employer/team/invitation/accept', { token, name, password: PASSWORD });
    expect(joined.statusCode, joined.body).toBe(200);
    return joined.json().data as { token: string; user: { _id: string }; viewer: Record<string, unknown> };
  }

  it('invites a recruiter by mail; the link shows what it is for, joins once, and signs them in', async () => {
    const email = `recruiter-${randomUUID()}@clinic.test`;
    const invited = await post(
      app,
      '/employer/team/invite',
      { email: email.toUpperCase(), role: 'recruiter' },
      { token: owner },
    );
    expect(invited.json().data.member).toMatchObject({
      email,
      role: 'recruiter',
      status: 'invited',
      name: null,
    });

    const [mail] = await mailsTo(db, email);
    expect(mail?.subject).toMatch(/invited you to .* on MedHire/);
    expect(mail?.text).toContain('as a recruiter');
    const token = await inviteToken(db, email);

    const preview = await get(app, `/employer/team/invitation/${encodeURIComponent(token)}`);
    expect(preview.json()).toMatchObject({
      success: true,
      data: { invitation: { email, role: 'recruiter' } },
    });

    const joined = await post(app, '/employer/team/invitation/accept', {
      token,
      name: 'Ana Ruiz',
      password: PASSWORD,
    });
    expect(joined.json().data).toMatchObject({
      user: { _id: ownerId },
      viewer: { name: 'Ana Ruiz', email, role: 'recruiter' },
    });
    // Signed in as the recruiter: sync says who, with the organization's user.
    const session = joined.json().data.token as string;
    const sync = await get(app, `/employer/auth/sync-user-detail/${ownerId}`, { token: session });
    expect(sync.json().data.viewer).toMatchObject({ email, role: 'recruiter' });

    // The link is spent.
    const again = await post(app, '/employer/team/invitation/accept', {
      token,
      name: 'X',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(INVITATION_UNUSABLE_MESSAGE);
    expect((await get(app, `/employer/team/invitation/${encodeURIComponent(token)}`)).statusCode).toBe(404);

    // And the recruiter signs in with their own email and password.
    const login = await post(app, '/employer/auth/login', { email, password: PASSWORD });
    expect(login.json().data).toMatchObject({ user: { _id: ownerId }, viewer: { role: 'recruiter', email } });
  });

  it('someone in several organizations joins another with the password they have, and chooses where to sign in', async () => {
    const email = `agency-${randomUUID()}@recruiters.test`;
    const first = await join(email, 'recruiter', 'Sam Okafor');
    const firstOrganization = ownerId;

    // A second organization invites the same address: no conflict, and the link says they have an account.
    const second = await otherActiveEmployer(db, { organizationName: `Aardvark Clinic ${randomUUID()}` });
    const secondOwner = (await createSession(db, second.id)).token;
    const invited = await post(
      app,
      '/employer/team/invite',
      { email, role: 'hiring-manager' },
      { token: secondOwner },
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const token = await inviteToken(db, email);
    const preview = await get(app, `/employer/team/invitation/${encodeURIComponent(token)}`);
    expect(preview.json().data.invitation).toMatchObject({ email, hasAccount: true });
    const [mail] = await mailsTo(db, email);
    expect(mail?.text).toContain('join with the password you sign in with');

    // Their password, not a new one: a wrong one is refused in words and leaves the link usable.
    const wrong = await post(app, '/employer/team/invitation/accept', {
      token,
      name: 'Sam Okafor',
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const joined = await post(app, '/employer/team/invitation/accept', {
      token,
      name: 'Sam Okafor',
      password: PASSWORD,
    });
    expect(joined.json().data).toMatchObject({
      user: { _id: second.id },
      viewer: { email, role: 'hiring-manager' },
    });

    // Signing in now asks where, with no session yet; each choice signs in to that organization as its role.
    const choose = await post(app, '/employer/auth/login', { email, password: PASSWORD });
    expect(choose.statusCode).toBe(200);
    const { organizations } = choose.json().data as { organizations: { organizationId: string }[] };
    expect(choose.json().data.token).toBeUndefined();
    expect(organizations).toEqual([
      expect.objectContaining({ organizationId: second.id, role: 'hiring-manager' }),
      expect.objectContaining({ organizationId: firstOrganization, role: 'recruiter' }),
    ]);
    const intoFirst = await post(app, '/employer/auth/login', {
      email,
      password: PASSWORD,
      organizationId: firstOrganization,
    });
    expect(intoFirst.json().data).toMatchObject({
      user: { _id: firstOrganization },
      viewer: { role: 'recruiter' },
    });
    // Signed in, they see every organization they may open, and switch without signing in again.
    const firstSession = intoFirst.json().data.token as string;
    const synced = await get(app, `/employer/auth/sync-user-detail/${firstOrganization}`, {
      token: firstSession,
    });
    expect(synced.json().data.viewer.organizations).toHaveLength(2);
    const switched = await post(
      app,
      '/employer/auth/switch-organization',
      { organizationId: second.id },
      { token: firstSession },
    );
    expect(switched.json().data).toMatchObject({
      user: { _id: second.id },
      viewer: { role: 'hiring-manager' },
    });
    expect(
      (await get(app, `/employer/auth/sync-user-detail/${firstOrganization}`, { token: firstSession }))
        .statusCode,
    ).toBe(401);
    const strangers = await otherActiveEmployer(db, { organizationName: `Clinic ${randomUUID()}` });
    const elsewhere = await post(
      app,
      '/employer/auth/switch-organization',
      { organizationId: strangers.id },
      { token: switched.json().data.token },
    );
    expect(elsewhere.statusCode).toBe(403);
    const ownerSwitch = await post(
      app,
      '/employer/auth/switch-organization',
      { organizationId: second.id },
      { token: owner },
    );
    expect(ownerSwitch.statusCode).toBe(403);

    // A wrong password never lists them; an organization they are not in is refused.
    expect((await post(app, '/employer/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(401);
    const notTheirs = await post(app, '/employer/auth/login', {
      email,
      password: PASSWORD,
      organizationId: strangers.id,
    });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().error.code).toBe('NOT_IN_ORGANIZATION');

    // One password for all: changed in the second organization, it ends their sessions in the first.
    const inSecond = joined.json().data as { token: string; viewer: { memberId: string } };
    const changed = await post(
      app,
      `/employer/auth/v1/reset-password/${second.id}`,
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { token: inSecond.token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const sync = (session: string, id: string) =>
      get(app, `/employer/auth/sync-user-detail/${id}`, { token: session });
    expect((await sync(first.token, firstOrganization)).statusCode).toBe(401);
    expect((await sync(intoFirst.json().data.token, firstOrganization)).statusCode).toBe(401);
    expect((await sync(inSecond.token, second.id)).statusCode).toBe(200);

    // Removed from the second, they sign in straight to the first with the new password.
    const removed = del(app, `/employer/team/${inSecond.viewer.memberId}`, secondOwner);
    expect((await removed).statusCode).toBe(200);
    const back = await post(app, '/employer/auth/login', { email, password: NEW_PASSWORD });
    expect(back.json().data).toMatchObject({
      user: { _id: firstOrganization },
      viewer: { role: 'recruiter' },
    });
  });

  it('guessing an account’s password through an invitation is held back like a sign-in', async () => {
    const email = `guarded-${randomUUID()}@recruiters.test`;
    await join(email, 'recruiter');
    const second = await otherActiveEmployer(db, { organizationName: `Clinic ${randomUUID()}` });
    const invited = await post(
      app,
      '/employer/team/invite',
      { email, role: 'recruiter' },
      { token: (await createSession(db, second.id)).token },
    );
    expect(invited.statusCode).toBe(200);
    const token = await inviteToken(db, email);
    const ip = '198.51.100.23';
    const guess = () =>
      post(
        app,
        '/employer/team/invitation/accept',
        { token, name: 'Sam', password: 'Guess-Number-One' },
        { ip },
      );
    // The sign-in's free failures, then a wait: the same counters as login's for this email.
    for (let attempt = 0; attempt < LOGIN_BACKOFF.freeFailures; attempt += 1) {
      expect((await guess()).statusCode).toBe(401);
    }
    const held = await guess();
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    // The same counters as the email's sign-in: from this address, even the right password waits now.
    expect((await post(app, '/employer/auth/login', { email, password: PASSWORD }, { ip })).statusCode).toBe(
      429,
    );
  });

  it('someone whose every membership ended joins again with a new password, the link proving the address', async () => {
    const email = `returning-${randomUUID()}@clinic.test`;
    const first = await join(email, 'recruiter');
    const removed = await del(app, `/employer/team/${first.viewer.memberId as string}`, owner);
    expect(removed.statusCode).toBe(200);
    // The right password says why it opens nothing; a wrong one is just wrong.
    const nowhere = await post(app, '/employer/auth/login', { email, password: PASSWORD });
    expect(nowhere.statusCode).toBe(403);
    expect(nowhere.json().error).toEqual({ code: 'NO_ORGANIZATION', message: NO_ORGANIZATION_MESSAGE });
    expect((await post(app, '/employer/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(401);

    const again = await post(
      app,
      '/employer/team/invite',
      { email, role: 'hiring-manager' },
      { token: owner },
    );
    expect(again.statusCode).toBe(200);
    const token = await inviteToken(db, email);
    const preview = await get(app, `/employer/team/invitation/${encodeURIComponent(token)}`);
    expect(preview.json().data.invitation.hasAccount).toBe(false);
    const joined = await post(app, '/employer/team/invitation/accept', {
      token,
      name: 'Ana Ruiz',
      password: NEW_PASSWORD,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await post(app, '/employer/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    const login = await post(app, '/employer/auth/login', { email, password: NEW_PASSWORD });
    expect(login.json().data.viewer).toMatchObject({ email, role: 'hiring-manager' });
  });

  it('a member’s address is never given to an owner: an email change to it is refused', async () => {
    const email = `taken-${randomUUID()}@clinic.test`;
    await join(email, 'recruiter');
    await db
      .update(employers)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(employers.id, ownerId));
    const asked = await post(
      app,
      `/employer/auth/v1/update-email/${ownerId}`,
      { email, password: PASSWORD },
      { token: owner },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    // The address's owner is told someone tried it; no code that could take it is sent.
    const [told] = (await mailsTo(db, email)).filter((mail) => mail.subject.startsWith('Someone tried'));
    expect(told).toBeDefined();
    expect((await post(app, '/employer/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a member name that passes for MedHire’s staff or holds an address, and keeps the link usable', async () => {
    const email = `named-${randomUUID()}@clinic.test`;
    await post(app, '/employer/team/invite', { email, role: 'recruiter' }, { token: owner });
    const token = await inviteToken(db, email);
    for (const [name, message] of [
      ['MedHire Support', impersonatingNameMessage],
      ['Mеd-Hire', impersonatingNameMessage],
      ['Ana www.pay-here.test', addressInNameMessage],
    ]) {
      const refused = await post(app, '/employer/team/invitation/accept', {
        token,
        name,
        password: PASSWORD,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, error: { message: `Name: ${message}` } });
    }
    const joined = await post(app, '/employer/team/invitation/accept', {
      token,
      name: 'Ana Ruiz',
      password: PASSWORD,
    });
    expect(joined.json().data.viewer).toMatchObject({ name: 'Ana Ruiz', email });
  });

  it('lists the team with the owner first and counts the seats', async () => {
    const team = (await get(app, '/employer/team', { token: owner })).json().data;
    expect(team.members[0]).toMatchObject({ _id: ownerId, role: 'owner', status: 'active' });
    expect(team.seats).toEqual({ used: team.members.length, total: 5 });
  });

  it('a recruiter recruits but does not pay, manage the team, or touch the owner’s sign-in', async () => {
    const recruiter = (await join(`r-${randomUUID()}@clinic.test`, 'recruiter')).token;
    expect((await get(app, '/employer/jobs', { token: recruiter })).statusCode).toBe(200);
    const refusals = [
      await get(app, `/employer/subscription/${ownerId}`, { token: recruiter }),
      await post(
        app,
        '/employer/team/invite',
        { email: 'x@clinic.test', role: 'recruiter' },
        { token: recruiter },
      ),
      // The owner's email (a recruiter changes their own password, never the owner's: see below).
      await post(
        app,
        `/employer/auth/v1/update-email/${ownerId}`,
        { email: 'new-owner@clinic.test', password: PASSWORD },
        { token: recruiter },
      ),
      await patch(
        app,
        `/employer/auth/v1/archive-profile/${ownerId}`,
        { password: PASSWORD },
        { token: recruiter },
      ),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode, refusal.body).toBe(403);
      expect(refusal.json().error.code).toBe('ROLE_FORBIDDEN');
    }
    expect(refusals[0]?.json().error.message).toBe("Recruiters don't choose a plan; the owner does.");
  });

  it('removing a member ends their session at once; their email can be invited again', async () => {
    const email = `gone-${randomUUID()}@clinic.test`;
    const { token, viewer } = await join(email, 'hiring-manager');
    expect((await get(app, `/employer/auth/sync-user-detail/${ownerId}`, { token })).statusCode).toBe(200);
    const removed = await del(app, `/employer/team/${viewer.memberId as string}`, owner);
    expect(removed.json()).toEqual({ success: true, data: { removed: true } });
    expect((await get(app, `/employer/auth/sync-user-detail/${ownerId}`, { token })).statusCode).toBe(401);
    expect((await post(app, '/employer/auth/login', { email, password: PASSWORD })).statusCode).toBe(403);
    const rows = await db.select().from(members).where(eq(members.email, email));
    expect(rows.map((row) => row.removedAt !== null)).toEqual([true]);
    const again = await post(app, '/employer/team/invite', { email, role: 'recruiter' }, { token: owner });
    expect(again.statusCode).toBe(200);
  });

  it('a change of role ends the member’s sessions; the next sign-in has the new role', async () => {
    const email = `moved-${randomUUID()}@clinic.test`;
    const { token, viewer } = await join(email, 'hiring-manager');
    const changed = await patch(
      app,
      `/employer/team/${viewer.memberId as string}`,
      { role: 'recruiter' },
      { token: owner },
    );
    expect(changed.json().data.member).toMatchObject({ role: 'recruiter', status: 'active' });
    expect((await get(app, `/employer/auth/sync-user-detail/${ownerId}`, { token })).statusCode).toBe(401);
    const login = await post(app, '/employer/auth/login', { email, password: PASSWORD });
    expect(login.json().data.viewer.role).toBe('recruiter');
  });

  it('the owner’s change of password signs out the owner’s other sessions, not the team', async () => {
    const { token } = await join(`stays-${randomUUID()}@clinic.test`, 'recruiter');
    await db
      .update(employers)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(employers.id, ownerId));
    const otherOwnerSession = (await createSession(db, ownerId)).token;
    const changed = await post(
      app,
      `/employer/auth/v1/reset-password/${ownerId}`,
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { token: owner },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const sync = (session: string) =>
      get(app, `/employer/auth/sync-user-detail/${ownerId}`, { token: session });
    expect((await sync(otherOwnerSession)).statusCode).toBe(401);
    expect((await sync(owner)).statusCode).toBe(200);
    expect((await sync(token)).statusCode).toBe(200);
  });

  it('refuses an address that is already in the team or is an organization owner’s sign-in, in words', async () => {
    const email = `twice-${randomUUID()}@clinic.test`;
    await join(email, 'recruiter');
    const again = await post(app, '/employer/team/invite', { email, role: 'recruiter' }, { token: owner });
    expect(again.json()).toMatchObject({ success: false, error: { code: 'ALREADY_IN_TEAM' } });
    const ownerEmail = `owns-${randomUUID()}@clinic.test`;
    await addEmployer(db, { email: ownerEmail });
    const taken = await post(
      app,
      '/employer/team/invite',
      { email: ownerEmail, role: 'recruiter' },
      { token: owner },
    );
    expect(taken.json()).toEqual({
      success: false,
      error: { code: 'EMAIL_IN_USE', message: EMAIL_HAS_ACCOUNT_MESSAGE },
    });
    const bad = await post(
      app,
      '/employer/team/invite',
      { email: 'not-an-email', role: 'owner' },
      { token: owner },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('invites no further than the plan’s seats, and says how to get more', async () => {
    const team = (await get(app, '/employer/team', { token: owner })).json().data;
    for (let used = team.seats.used; used < team.seats.total; used += 1) {
      const invited = await post(
        app,
        '/employer/team/invite',
        { email: `seat-${randomUUID()}@clinic.test`, role: 'hiring-manager' },
        { token: owner },
      );
      expect(invited.statusCode, invited.body).toBe(200);
    }
    const beyond = await post(
      app,
      '/employer/team/invite',
      { email: `one-too-many-${randomUUID()}@clinic.test`, role: 'recruiter' },
      { token: owner },
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().error).toEqual({ code: 'SEATS_FULL', message: seatsFullMessage(5) });
  });

  it('an organization without a plan has one seat: the owner', async () => {
    const unpaid = await addEmployer(db, {
      email: `unpaid-${randomUUID()}@clinic.test`,
      accountStatus: 'pending',
    });
    const session = (await createSession(db, unpaid)).token;
    const invited = await post(
      app,
      '/employer/team/invite',
      { email: `x-${randomUUID()}@clinic.test`, role: 'recruiter' },
      { token: session },
    );
    expect(invited.statusCode).toBe(403);
  });

  it('a member of another organization cannot be changed or removed, and an expired link is refused', async () => {
    const otherOwner = await addEmployer(db, { email: `other-${randomUUID()}@clinic.test` });
    const otherSession = (await createSession(db, otherOwner)).token;
    const { viewer } = await join(`mine-${randomUUID()}@clinic.test`, 'recruiter');
    // Another organization's owner (no plan: refused for the plan) or anyone else: never this member.
    expect(
      (await del(app, `/employer/team/${viewer.memberId as string}`, otherSession)).statusCode,
    ).toBeGreaterThanOrEqual(403);
    const email = `late-${randomUUID()}@clinic.test`;
    await post(app, '/employer/team/invite', { email, role: 'recruiter' }, { token: owner });
    const token = await inviteToken(db, email);
    await db
      .update(members)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(members.email, email));
    const late = await post(app, '/employer/team/invitation/accept', {
      token,
      name: 'Late',
      password: PASSWORD,
    });
    expect(late.statusCode).toBe(404);
  });

  it('renews a lapsed invitation only into a free seat, and frees an address another practice let lapse', async () => {
    const email = `lapsed-${randomUUID()}@clinic.test`;
    await post(app, '/employer/team/invite', { email, role: 'recruiter' }, { token: owner });
    await db
      .update(members)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(members.email, email));
    // Every seat taken meanwhile: the lapsed invitation cannot come back beyond the plan.
    for (let seat = 0; seat < 4; seat += 1) {
      await post(
        app,
        '/employer/team/invite',
        { email: `s-${randomUUID()}@clinic.test`, role: 'hiring-manager' },
        { token: owner },
      );
    }
    const renewed = await post(app, '/employer/team/invite', { email, role: 'recruiter' }, { token: owner });
    expect(renewed.json().error?.code).toBe('SEATS_FULL');
    // Another practice may invite the address its first practice let lapse.
    const other = await otherActiveEmployer(db, { organizationName: `Other ${randomUUID()}` });
    const otherToken = (await createSession(db, other.id)).token;
    const theirs = await post(
      app,
      '/employer/team/invite',
      { email, role: 'recruiter' },
      { token: otherToken },
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
  });

  it('a member’s email cannot be registered as a new account, and a common password cannot join', async () => {
    const email = `member-${randomUUID()}@clinic.test`;
    await join(email, 'recruiter');
    const registered = await post(app, '/employer/auth/v1/register', { email, password: NEW_PASSWORD });
    expect(registered.statusCode).toBe(200);
    const mails = await mailsTo(db, email);
    expect(mails[0]?.subject).toBe('You already have a MedHire account');
    const login = await post(app, '/employer/auth/login', { email, password: PASSWORD });
    expect(login.json().data.viewer.role).toBe('recruiter');

    const weak = `weak-${randomUUID()}@clinic.test`;
    await post(app, '/employer/team/invite', { email: weak, role: 'recruiter' }, { token: owner });
    const token = await inviteToken(db, weak);
    const refused = await post(app, '/employer/team/invitation/accept', {
      token,
      name: 'W',
      password: 'password1',
    });
    expect(refused.json().error?.code).toBe('PASSWORD_TOO_COMMON');
  });

  it('a member’s devices are their own: they cannot push out the owner’s, and removal forgets them', async () => {
    const { token, viewer } = await join(`devices-${randomUUID()}@clinic.test`, 'recruiter');
    const save = (session: string, value: string) =>
      patch(app, `/employer/auth/save-fcm-token/${ownerId}`, { value }, { token: session });
    expect((await save(owner, `owner-device-${randomUUID()}`)).statusCode).toBe(200);
    for (let device = 0; device < MAX_PUSH_TOKENS + 2; device += 1) {
      expect((await save(token, `member-device-${device}-${randomUUID()}`)).statusCode).toBe(200);
    }
    const tokensOf = async (memberId: string | null) =>
      (await db.select().from(pushTokens).where(eq(pushTokens.employerId, ownerId))).filter(
        (row) => row.memberId === memberId,
      );
    expect(await tokensOf(null)).toHaveLength(1);
    expect(await tokensOf(viewer.memberId as string)).toHaveLength(MAX_PUSH_TOKENS);
    await del(app, `/employer/team/${viewer.memberId as string}`, owner);
    expect(await tokensOf(viewer.memberId as string)).toHaveLength(0);
    expect(await tokensOf(null)).toHaveLength(1);
  });
  it('a member changes their own password: their other sessions end, this one stays, the owner’s are untouched', async () => {
    const email = `own-password-${randomUUID()}@clinic.test`;
    const first = await join(email, 'recruiter');
    const second = (await post(app, '/employer/auth/login', { email, password: PASSWORD })).json().data.token;
    const url = `/employer/auth/v1/reset-password/${ownerId}`;

    const wrong = await post(
      app,
      url,
      { oldPassword: 'not-my-password', newPassword: NEW_PASSWORD },
      { token: first.token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('The current password is not correct.');

    const changed = await post(
      app,
      url,
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { token: first.token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.user._id).toBe(ownerId);
    expect((await get(app, '/employer/team', { token: first.token })).statusCode).toBe(200);
    expect((await get(app, '/employer/team', { token: second })).statusCode).toBe(401);
    expect((await get(app, '/employer/team', { token: owner })).statusCode).toBe(200);
    expect((await post(app, '/employer/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    const again = await post(app, '/employer/auth/login', { email, password: NEW_PASSWORD });
    expect(again.json().data.viewer).toMatchObject({ email, role: 'recruiter' });
    // The owner's password is not the member's to change, nor theirs the owner's.
    const [row] = await db
      .select({ passwordHash: employers.passwordHash })
      .from(employers)
      .where(eq(employers.id, ownerId));
    expect(row?.passwordHash).toBe('signs-in-by-session-in-these-tests');
  });
  it('each person has their own allowance of password checks: a member’s wrong tries never lock the owner out', async () => {
    const manager = (await join(`tries-${randomUUID()}@clinic.test`, 'hiring-manager')).token;
    const url = `/employer/auth/v1/reset-password/${ownerId}`;
    const wrong = { oldPassword: 'not-the-password', newPassword: NEW_PASSWORD };
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push((await post(app, url, wrong, { token: manager })).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
    const owners = await post(app, url, wrong, { token: owner });
    expect(owners.statusCode, owners.body).toBe(400);
  });
});
