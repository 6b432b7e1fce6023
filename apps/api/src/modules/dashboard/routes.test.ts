import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, employers, jobs, matches, savedCandidates } from '../../db/schema.js';
import { seed, seedDemoContent } from '../../db/seed.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { hashPassword } from '../auth/password.js';
import { insertEmployer, insertJob } from '../matches/test-support.js';

describe.each(testDatabases())('dashboard (%s)', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    const { demoEmployerId } = await seed(testApp.database.db, testApp.config);
    await seedDemoContent(testApp.database.db, demoEmployerId, { candidateCount: 200 });
  });
  afterAll(async () => testApp?.close());

  async function tokenFor(email: string, password: string) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/employer/auth/login',
      payload: { email, password },
    });
    return response.json().data.token as string;
  }

  it('counts the employer’s open jobs, new applicants, interviews, hires and the funnel', async () => {
    const token = await tokenFor(testApp.config.demoEmail, testApp.config.demoPassword);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/employer/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    // The demo pipeline: three open jobs; accepted matches at every step, two pending invites.
    expect(data.openJobs).toBe(3);
    expect(data.pendingInvites).toBe(2);
    expect(data.interviews).toBe(data.funnel.Interview);
    expect(data.hires).toBe(data.funnel.Hired);
    expect(data.hires).toBeGreaterThanOrEqual(1);
    const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
    const recent = (await testApp.database.db.select().from(matches)).filter(
      (match) => match.requestStatus === 'accepted' && match.createdAt.getTime() >= weekAgo,
    );
    expect(data.newApplicants).toBe(recent.length);

    await testApp.database.db
      .update(jobs)
      .set({ status: 'closed' })
      .where(eq(jobs.title, 'Urgent Care Physician'));
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/employer/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.json().data.openJobs).toBe(2);
  });

  it('shows another employer nothing of the demo employer’s', async () => {
    await testApp.database.db.insert(employers).values({
      email: 'other@clinic.test',
      passwordHash: await hashPassword('Another-Clinic-77'),
      accountStatus: 'approved',
    });
    const token = await tokenFor('other@clinic.test', 'Another-Clinic-77');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/employer/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json().data).toEqual({
      openJobs: 0,
      newApplicants: 0,
      interviews: 0,
      hires: 0,
      pendingInvites: 0,
      funnel: { Shortlisted: 0, Submitted: 0, Interview: 0, Offer: 0, Hired: 0, Rejected: 0 },
      gettingStarted: { jobPosted: false, candidatesExplored: false },
      replies: { waits: 0, answered: 0, medianFirstReplyMinutes: null, overdue: 0 },
    });
  });

  it('tells which getting-started steps the organization has done: a job posted, a candidate saved or invited', async () => {
    const dashboardOf = async (token: string) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/employer/dashboard',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().data.gettingStarted;
    // The demo organization has posted jobs and invited candidates.
    const demoToken = await tokenFor(testApp.config.demoEmail, testApp.config.demoPassword);
    expect(await dashboardOf(demoToken)).toEqual({ jobPosted: true, candidatesExplored: true });

    const { db } = testApp.database;
    const [candidate] = await db.select({ id: candidates.id }).from(candidates).limit(1);
    if (!candidate) throw new Error('no candidate seeded');
    const fresh = await insertEmployer(db);
    expect(await dashboardOf(fresh.token)).toEqual({ jobPosted: false, candidatesExplored: false });
    // A job closed since still counts as posted.
    const jobId = await insertJob(db, fresh.id, { status: 'closed' });
    expect(await dashboardOf(fresh.token)).toEqual({ jobPosted: true, candidatesExplored: false });
    // A candidate who applied is not the organization exploring; saving one is.
    await db.insert(matches).values({
      jobId,
      employerId: fresh.id,
      candidateId: candidate.id,
      requestStatus: 'accepted',
      origin: 'application',
    });
    expect(await dashboardOf(fresh.token)).toEqual({ jobPosted: true, candidatesExplored: false });
    await db.insert(savedCandidates).values({ employerId: fresh.id, candidateId: candidate.id });
    expect(await dashboardOf(fresh.token)).toEqual({ jobPosted: true, candidatesExplored: true });

    // An invite alone counts too.
    const inviter = await insertEmployer(db);
    const inviterJob = await insertJob(db, inviter.id);
    await db.insert(matches).values({
      jobId: inviterJob,
      employerId: inviter.id,
      candidateId: candidate.id,
      requestStatus: 'pending',
      origin: 'invite',
    });
    expect(await dashboardOf(inviter.token)).toEqual({ jobPosted: true, candidatesExplored: true });
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/employer/dashboard' });
    expect(response.statusCode).toBe(401);
  });
});
