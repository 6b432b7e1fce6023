import { jobPayloadSchema } from '@medhire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, jobs } from '../../db/schema.js';
import { seed } from '../../db/seed.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { hashPassword } from '../auth/password.js';
import { seedDemoJobs } from './seed.js';

/** Every field of the job payload: a seeded demo job fills them all. */
const PAYLOAD_FIELDS = Object.keys(jobPayloadSchema.shape);

describe.each(testDatabases())('seedDemoJobs (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let demoEmployerId: string;

  const jobsOf = (employerId: string) => db.select().from(jobs).where(eq(jobs.employerId, employerId));

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    ({ demoEmployerId } = await seed(db, testApp.config));
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('posts three open jobs for the demo employer, every field filled, the list showing the last first', async () => {
    // Two nodes starting at once still give three jobs.
    const added = await Promise.all([seedDemoJobs(db, demoEmployerId), seedDemoJobs(db, demoEmployerId)]);
    expect(added.sort()).toEqual([0, 3]);

    const login = await app.inject({
      method: 'POST',
      url: '/employer/auth/login',
      payload: { email: testApp.config.demoEmail, password: testApp.config.demoPassword },
    });
    const { token } = login.json().data;
    const response = await app.inject({
      method: 'GET',
      url: '/employer/jobs',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json().data.jobs;
    expect(listed.map((job: { title: string }) => job.title)).toEqual([
      'Urgent Care Physician',
      'Primary Care Sports Medicine Physician',
      'Family Medicine Physician',
    ]);
    for (const job of listed) {
      expect(job.status).toBe('open');
      expect(Object.keys(job)).toEqual(expect.arrayContaining(PAYLOAD_FIELDS));
      expect(job.locations[0]).toMatchObject({ state: 'WI' });
      expect(jobPayloadSchema.safeParse(job).success).toBe(true);
    }
    expect(listed.map((job: { specialty: string; subSpecialty?: string }) => job.subSpecialty)).toEqual([
      'urgent-care-medicine',
      'sports-medicine-family-medicine',
      'geriatric-medicine-family-medicine',
    ]);
  });

  it('adds nothing once the employer has jobs, even after the demo user closed or changed them', async () => {
    const before = await jobsOf(demoEmployerId);
    await db
      .update(jobs)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(jobs.employerId, demoEmployerId));
    await db.delete(jobs).where(eq(jobs.id, before[0]?.id ?? ''));

    expect(await seedDemoJobs(db, demoEmployerId)).toBe(0);
    const after = await jobsOf(demoEmployerId);
    expect(after).toHaveLength(2);
    expect(after.every((job) => job.status === 'closed')).toBe(true);
  });

  it('leaves an employer who posted a job of their own alone', async () => {
    const [employer] = await db
      .insert(employers)
      .values({ email: 'owner@clinic.test', passwordHash: await hashPassword('Correct-Horse-9') })
      .returning({ id: employers.id });
    const employerId = employer?.id ?? '';
    await db.insert(jobs).values({ employerId, title: 'Hospitalist', specialty: 'internal-medicine' });
    expect(await seedDemoJobs(db, employerId)).toBe(0);
    expect(await jobsOf(employerId)).toHaveLength(1);
  });
});
