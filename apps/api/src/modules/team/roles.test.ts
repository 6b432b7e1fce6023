import { randomUUID } from 'node:crypto';
import { Capability, type InvitableRole, invitableRoles, MemberStatus, roleRefusal } from '@medhire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema.js';
import { otherActiveEmployer } from '../../security/actors.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import type { EmployerRoute } from '../auth/authenticate.js';
import { createSession } from '../auth/sessions.js';
import { seedPlans } from '../billing/seed.js';
import { addPerson } from './test-support.js';

/**
 * Routes that check a further capability themselves: a candidate not connected to a job needs Explore; archiving a
 * conversation, a role that writes to candidates.
 */
const FURTHER_CHECKS: Record<string, Capability> = {
  'GET /employer/applicants/:candidateId': Capability.ExploreCandidates,
  'GET /employer/applicants/:candidateId/activity': Capability.ExploreCandidates,
  'GET /employer/applicants/:candidateId/notes': Capability.ExploreCandidates,
  // Archiving (one's own inbox) is for those who write to candidates.
  'POST /employer/conversation/:id/archive': Capability.MessageCandidates,
  'POST /employer/conversation/:id/unarchive': Capability.MessageCandidates,
};

/**
 * The role axis of the account-state table over HTTP: every employer route (the app's own registry, so a new
 * route is covered without listing it here) called by a recruiter and by a hiring manager of an active, paid
 * organization is refused with the role's sentence exactly when the role may not do the route's capability.
 */
describe.each(testDatabases())('roles × routes over HTTP (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let employerId: string;
  const memberIds = new Map<InvitableRole, string>();
  const tokens = new Map<InvitableRole, string>();

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    await app.ready();
    await seedPlans(db);
    employerId = (await otherActiveEmployer(db, { organizationName: 'Role Matrix Clinic' })).id;
    for (const role of invitableRoles) {
      const email = `${role}-${randomUUID()}@clinic.test`;
      const [row] = await db
        .insert(members)
        .values({
          employerId,
          email,
          name: role,
          role,
          status: MemberStatus.Active,
          personId: await addPerson(db, email),
          joinedAt: new Date(),
        })
        .returning({ id: members.id });
      if (!row) throw new Error('no member inserted');
      memberIds.set(role, row.id);
    }
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function callAs(role: InvitableRole, route: EmployerRoute) {
    const memberId = memberIds.get(role) ?? null;
    const endsSession = route.url.endsWith('/logout');
    let token = endsSession ? undefined : tokens.get(role);
    if (!token) {
      token = (await createSession(db, employerId, new Date(), memberId)).token;
      if (!endsSession) tokens.set(role, token);
    }
    const url = route.url.replace(/:id\b/g, employerId).replace(/:(\w+)/g, () => randomUUID());
    return app.inject({
      method: route.method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
  }

  it.each(invitableRoles)('%s: every route answers by the role table', async (role) => {
    expect(app.employerRoutes.length).toBeGreaterThan(40);
    for (const route of app.employerRoutes) {
      const response = await callAs(role, route);
      const where = `${role} ${route.method} ${route.url}`;
      const further = FURTHER_CHECKS[`${route.method} ${route.url}`];
      const refusal = roleRefusal(role, route.capability) ?? (further ? roleRefusal(role, further) : null);
      if (refusal) {
        expect(response.statusCode, where).toBe(403);
        expect(response.json(), where).toEqual({ success: false, error: refusal });
      } else {
        expect(response.statusCode, where).not.toBe(401);
        expect(response.json().error?.code, where).not.toBe('ROLE_FORBIDDEN');
      }
    }
  });

  it('a hiring manager reads the jobs but cannot post, message or move a stage', async () => {
    const read = await callAs('hiring-manager', {
      method: 'GET',
      url: '/employer/jobs',
      capability: 'read-own-data',
    });
    expect(read.statusCode).toBe(200);
    const post = await callAs('hiring-manager', {
      method: 'POST',
      url: '/employer/auth/v1/create-job-v1/:id',
      capability: 'post-jobs',
    });
    expect(post.json().error).toEqual({
      code: 'ROLE_FORBIDDEN',
      message: "Hiring managers don't post jobs; the owner or a recruiter does.",
    });
  });
});
