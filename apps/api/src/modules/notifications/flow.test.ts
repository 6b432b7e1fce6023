import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, seedDemoContent } from '../../db/seed.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { DEMO_CANDIDATE_EMAIL, DEMO_CANDIDATE_PASSWORD } from '../candidates/seed.js';

// From the candidate's answer on the employee API to the employer's notification: the whole chain.
describe.each(testDatabases())('a candidate’s answer notifies the employer (%s)', (kind) => {
  let testApp: TestApp;
  let employerToken: string;
  let employerId: string;
  let candidateToken: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    const { demoEmployerId } = await seed(testApp.database.db, testApp.config);
    employerId = demoEmployerId;
    await seedDemoContent(testApp.database.db, demoEmployerId, { candidateCount: 60 });
    const employer = await testApp.app.inject({
      method: 'POST',
      url: '/employer/auth/login',
      payload: { email: testApp.config.demoEmail, password: testApp.config.demoPassword },
    });
    employerToken = employer.json().data.token;
    const candidate = await testApp.app.inject({
      method: 'POST',
      url: '/employee/auth/login',
      payload: { email: DEMO_CANDIDATE_EMAIL, password: DEMO_CANDIDATE_PASSWORD },
    });
    candidateToken = candidate.json().data.token;
  });
  afterAll(async () => testApp?.close());

  async function notifications() {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/employer/notification/get-all-notification/${employerId}`,
      headers: { authorization: `Bearer ${employerToken}` },
    });
    return response.json().data as { notifications: { title: string; data: { type: string } }[] };
  }

  it('accepting an invite gives the employer an "invite accepted" notification', async () => {
    const own = await testApp.app.inject({
      method: 'GET',
      url: '/employee/matches',
      headers: { authorization: `Bearer ${candidateToken}` },
    });
    const pending = (own.json().data.matches as { _id: string; requestStatus: string }[]).find(
      (match) => match.requestStatus === 'pending',
    );
    expect(pending).toBeDefined();
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/employee/match/${pending?._id}/accept`,
      headers: { authorization: `Bearer ${candidateToken}` },
    });
    expect(accepted.statusCode).toBe(200);
    await expect
      .poll(async () => (await notifications()).notifications.map((item) => item.title))
      .toContainEqual(expect.stringMatching(/^Jordan Rivera accepted your invite to /));
  });
});
