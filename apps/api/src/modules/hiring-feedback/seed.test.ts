import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { interviewFeedback, matches, offers } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import { seedDemoFeedbackAndOffer } from './seed.js';

describe.each(testDatabases())('demo feedback and offer (%s)', (kind) => {
  let testApp: TestApp;
  let db: Db;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    db = testApp.database.db;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('leaves one feedback at Interview and one offer at Offer, once', async () => {
    const employer = await insertEmployer(db, { profile: { practiceManagerName: 'Dana Whitfield' } });
    const jobId = await insertJob(db, employer.id);
    for (const pipelineStatus of ['Shortlisted', 'Interview', 'Offer']) {
      const candidateId = await insertCandidate(db);
      await db.insert(matches).values({
        jobId,
        employerId: employer.id,
        candidateId,
        requestStatus: 'accepted',
        pipelineStatus,
        origin: 'invite',
      });
    }
    expect(await seedDemoFeedbackAndOffer(db, employer.id)).toBe(2);
    expect(await seedDemoFeedbackAndOffer(db, employer.id)).toBe(0);
    const feedback = await db
      .select()
      .from(interviewFeedback)
      .where(eq(interviewFeedback.employerId, employer.id));
    expect(feedback).toHaveLength(1);
    expect(feedback[0]).toMatchObject({ authorName: 'Dana Whitfield', recommendation: 'strong-yes' });
    const offer = await db.select().from(offers).where(eq(offers.employerId, employer.id));
    expect(offer).toHaveLength(1);
    expect(offer[0]?.terms).toMatchObject({ baseSalary: 285_000, productivityModel: 'rvu' });
  });
});
