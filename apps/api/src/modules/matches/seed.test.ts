import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { candidates } from '../../db/schema.js';
import { seed } from '../../db/seed.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { DEMO_CANDIDATE_EMAIL, DEMO_CANDIDATE_PASSWORD, seedCandidates } from '../candidates/seed.js';
import { seedDemoJobs } from '../jobs/seed.js';
import { seedDemoMatches } from './seed.js';
import { call } from './test-support.js';

// The demo as a fresh installation seeds it: the employer, its jobs, the candidates, then the matches.
describe.each(testDatabases())('the demo pipeline (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let employerToken: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    const { demoEmployerId } = await seed(db, testApp.config);
    await seedDemoJobs(db, demoEmployerId);
    await seedCandidates(db, 20, { seed: 7 });
    const [demoCandidate] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.email, DEMO_CANDIDATE_EMAIL));
    const others = await db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(asc(candidates.lastName), asc(candidates.id))
      .limit(8);
    const ids = [
      demoCandidate?.id as string,
      ...others.map((row) => row.id).filter((id) => id !== demoCandidate?.id),
    ];
    expect(await seedDemoMatches(db, demoEmployerId, ids.slice(0, 8))).toBe(10);
    expect(await seedDemoMatches(db, demoEmployerId, ids.slice(0, 8))).toBe(0);
    const signIn = await app.inject({
      method: 'POST',
      url: '/employer/auth/login',
      payload: { email: testApp.config.demoEmail, password: testApp.config.demoPassword },
    });
    employerToken = signIn.json().data.token;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('gives the demo employer a pipeline with every step, and jobs that count it', async () => {
    const page = (await call(app, 'GET', '/employer/match/all?pageSize=50', employerToken)).json().data;
    expect(page.total).toBe(10);
    const steps = new Set(page.items.map((match: { pipelineStatus: string }) => match.pipelineStatus));
    expect(steps).toEqual(new Set(['Shortlisted', 'Submitted', 'Interview', 'Offer', 'Hired', 'Rejected']));
    for (const match of page.items) {
      expect(match.candidate.score).toBeGreaterThanOrEqual(0);
      expect(match.candidate.reasons.length).toBeGreaterThan(0);
    }
    const jobs = (await call(app, 'GET', '/employer/jobs', employerToken)).json().data.jobs;
    const pending = jobs.reduce(
      (sum: number, job: { pendingInvites: number }) => sum + job.pendingInvites,
      0,
    );
    expect(pending).toBe(2);
  });

  it('leaves the demo candidate an invite to accept', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/employee/auth/login',
      payload: { email: DEMO_CANDIDATE_EMAIL, password: DEMO_CANDIDATE_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const { token } = signIn.json().data;
    const mine = (await call(app, 'GET', '/employee/matches', token)).json().data.matches;
    const invite = mine.find((match: { requestStatus: string }) => match.requestStatus === 'pending');
    expect(invite).toBeDefined();
    const accepted = await call(app, 'POST', `/employee/match/${invite._id}/accept`, token);
    expect(accepted.json().data.match.requestStatus).toBe('accepted');
  });
});
