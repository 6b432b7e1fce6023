import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../../db/schema.js';
import { seed, seedDemoContent } from '../../db/seed.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { call } from '../matches/test-support.js';
import { seedDemoReportHistory } from './seed.js';

describe.each(testDatabases())('the demo employer’s reports (%s)', (kind) => {
  let testApp: TestApp;
  let demoEmployerId: string;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ demoEmployerId } = await seed(testApp.database.db, testApp.config));
    await seedDemoContent(testApp.database.db, demoEmployerId, { candidateCount: 200 });
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/employer/auth/login',
      payload: { email: testApp.config.demoEmail, password: testApp.config.demoPassword },
    });
    token = signIn.json().data.token;
  });
  afterAll(async () => testApp?.close());

  const lastDays = (days: number) => {
    const to = new Date();
    const from = new Date(to.getTime() - (days - 1) * 24 * 60 * 60 * 1000);
    return `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
  };

  it('has a funnel over the past weeks: candidates at every step, fewer at each', async () => {
    const funnel = (await call(testApp.app, 'GET', `/employer/reports/funnel?${lastDays(90)}`, token)).json()
      .data;
    const reached = funnel.overall.steps.map((step: { reached: number }) => step.reached);
    expect(reached[0]).toBeGreaterThanOrEqual(30);
    for (const [index, count] of reached.entries()) {
      expect(count, funnel.overall.steps[index].status).toBeGreaterThan(0);
      if (index > 0) expect(count).toBeLessThan(reached[index - 1]);
    }
    expect(funnel.overall.rejected).toBeGreaterThan(5);
    expect(funnel.jobs.length).toBe(3);
    // The last 30 days hold the demo pipeline's newer candidates only.
    const recent = (await call(testApp.app, 'GET', `/employer/reports/funnel?${lastDays(30)}`, token)).json()
      .data;
    expect(recent.overall.steps[0].reached).toBeLessThan(reached[0]);
  });

  it('has times in each step, jobs filled, applications and invites', async () => {
    const query = lastDays(90);
    const stages = (await call(testApp.app, 'GET', `/employer/reports/stage-times?${query}`, token)).json()
      .data;
    for (const stage of stages.stages) expect(stage.stays, stage.status).toBeGreaterThan(0);
    const fill = (await call(testApp.app, 'GET', `/employer/reports/time-to-fill?${query}`, token)).json()
      .data;
    expect(
      fill.jobs.filter((job: { days: number | null }) => job.days !== null).length,
    ).toBeGreaterThanOrEqual(2);
    expect(fill.medianDays).toBeGreaterThan(0);
    const sources = (await call(testApp.app, 'GET', `/employer/reports/sources?${query}`, token)).json().data;
    for (const source of sources.sources) {
      expect(source.matches, source.origin).toBeGreaterThan(0);
      expect(source.hired, source.origin).toBeGreaterThan(0);
    }
  });

  it('adds the history once', async () => {
    const { db } = testApp.database;
    const moves = () =>
      db.$count(activity, and(eq(activity.employerId, demoEmployerId), eq(activity.kind, 'pipeline-moved')));
    const before = await moves();
    expect(before).toBeGreaterThan(50);
    expect(
      await Promise.all([
        seedDemoReportHistory(db, demoEmployerId),
        seedDemoReportHistory(db, demoEmployerId),
      ]),
    ).toEqual([0, 0]);
    expect(await moves()).toBe(before);
  });
});
