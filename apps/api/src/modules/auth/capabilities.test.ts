import { randomUUID } from 'node:crypto';
import {
  AccountState,
  AccountStatus,
  accountStates,
  Capability,
  can,
  capabilities,
  capabilityRefusal,
} from '@medhire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, matches, type NewEmployer } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { insertCandidate, insertJob } from '../matches/test-support.js';
import type { EmployerRoute } from './authenticate.js';
import { createSession } from './sessions.js';

/** A stored employer in each account state (PRODUCT.md, "Account states"). */
const employerIn: Record<AccountState, Partial<NewEmployer>> = {
  [AccountState.EmailNotVerified]: { accountStatus: AccountStatus.Draft, currentProfileStep: 1 },
  [AccountState.ProfileInProgress]: { accountStatus: AccountStatus.Pending, currentProfileStep: 2 },
  [AccountState.AwaitingPayment]: { accountStatus: AccountStatus.Pending, currentProfileStep: 5 },
  [AccountState.AwaitingApproval]: {
    accountStatus: AccountStatus.Pending,
    currentProfileStep: 5,
    subscriptionStatus: 'active',
  },
  [AccountState.Active]: {
    accountStatus: AccountStatus.Approved,
    currentProfileStep: 5,
    subscriptionStatus: 'active',
  },
  [AccountState.PaymentLapsed]: {
    accountStatus: AccountStatus.Approved,
    currentProfileStep: 5,
    subscriptionStatus: 'past_due',
  },
  [AccountState.Blocked]: {
    accountStatus: AccountStatus.Block,
    currentProfileStep: 5,
    subscriptionStatus: 'active',
  },
  [AccountState.Rejected]: { accountStatus: AccountStatus.Rejected, currentProfileStep: 5 },
  [AccountState.Archived]: {
    accountStatus: AccountStatus.Approved,
    currentProfileStep: 5,
    subscriptionStatus: 'active',
    archivedAt: new Date(),
  },
};

/** States whose sessions end: the server answers 401 before any capability is asked. */
const cannotSignIn: readonly AccountState[] = [
  AccountState.EmailNotVerified,
  AccountState.Blocked,
  AccountState.Rejected,
  AccountState.Archived,
];

const SESSION_ENDED = { success: false, error: { code: 'UNAUTHORIZED' } };

/**
 * The account-state table over HTTP, cell by cell: for every state and every capability, every employer
 * route that declares the capability (the app's own registry, so a new route is covered without listing it
 * here) is refused with the table's sentence exactly when the table says so.
 */
describe.each(testDatabases())('account states × capabilities over HTTP (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  const employerIds = new Map<AccountState, string>();

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    await app.ready();
    for (const state of accountStates) {
      const [row] = await db
        .insert(employers)
        .values({
          email: `${state}-${randomUUID()}@clinic.test`,
          passwordHash: 'unused',
          ...employerIn[state],
        })
        .returning({ id: employers.id });
      if (!row) throw new Error('no employer inserted');
      employerIds.set(state, row.id);
    }
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const tokens = new Map<AccountState, string>();

  /**
   * Calls the route as the employer of `state`. One session per state; a route that ends its session
   * (logout) gets a session of its own, so the calls after it still count.
   */
  async function callAs(state: AccountState, route: EmployerRoute) {
    const id = employerIds.get(state) as string;
    const endsSession = route.url.endsWith('/logout');
    let token = endsSession ? undefined : tokens.get(state);
    if (!token) {
      // A session row as sign-in would make it; the lookup (not this test) decides whether it counts.
      token = (await createSession(db, id)).token;
      if (!endsSession) tokens.set(state, token);
    }
    const url = route.url.replace(/:id\b/g, id).replace(/:(\w+)/g, () => randomUUID());
    return app.inject({
      method: route.method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
  }

  it('every capability is declared by at least one employer route', () => {
    const declared = new Set(app.employerRoutes.map((route) => route.capability));
    expect([...declared].sort()).toEqual([...capabilities].sort());
  });

  const cells = accountStates.flatMap((state) =>
    capabilities.map((capability) => [state, capability] as const),
  );

  it.each(cells)('%s × %s', async (state, capability) => {
    const routes = app.employerRoutes.filter((route) => route.capability === capability);
    for (const route of routes) {
      const response = await callAs(state, route);
      const where = `${route.method} ${route.url}`;
      if (cannotSignIn.includes(state)) {
        expect(response.statusCode, where).toBe(401);
        expect(response.json(), where).toMatchObject(SESSION_ENDED);
        continue;
      }
      const refusal = capabilityRefusal(state, capability);
      if (can(state, capability)) {
        // Allowed: whatever the route answers to an empty request, it is not a refusal of this capability
        // (a route may check a further one itself: a candidate not connected to the employer needs Explore).
        const refusals = accountStates.flatMap((any) => capabilityRefusal(any, capability)?.message ?? []);
        expect(response.statusCode, where).not.toBe(401);
        expect(refusals, where).not.toContain(response.json().error?.message);
      } else {
        expect(response.statusCode, where).toBe(403);
        expect(response.json(), where).toEqual({ success: false, error: refusal });
      }
    }
  });

  it('answers the issue’s example word for word: a verified employer without a plan cannot post a job', async () => {
    const response = await callAs(AccountState.AwaitingPayment, {
      method: 'POST',
      url: '/employer/auth/v1/create-job-v1/:id',
      capability: Capability.PostJobs,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'PLAN_REQUIRED', message: 'Choose a plan to post jobs.' },
    });
  });

  it('refuses before reading the body: a refused account learns nothing from validation', async () => {
    const id = employerIds.get(AccountState.AwaitingApproval) as string;
    const { token } = await createSession(db, id);
    const response = await app.inject({
      method: 'GET',
      url: '/employer/applicants/explore?pageSize=not-a-number',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('APPROVAL_PENDING');
  });

  it('a lapsed account still reads the profile of a candidate who applied to its job, and no other', async () => {
    const id = employerIds.get(AccountState.PaymentLapsed) as string;
    const { token } = await createSession(db, id);
    const applied = await insertCandidate(db, { firstName: 'Rosa' });
    const stranger = await insertCandidate(db, { firstName: 'Omar' });
    const jobId = await insertJob(db, id);
    await db.insert(matches).values({
      jobId,
      employerId: id,
      candidateId: applied,
      requestStatus: 'accepted',
      origin: 'application',
    });
    const read = (candidateId: string) =>
      app.inject({
        method: 'GET',
        url: `/employer/applicants/${candidateId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const own = await read(applied);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.applicant.firstName).toBe('Rosa');
    const other = await read(stranger);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toEqual(
      capabilityRefusal(AccountState.PaymentLapsed, Capability.ExploreCandidates),
    );
  });
});
