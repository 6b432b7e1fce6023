import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { matches } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import { signedInMember } from '../team/test-support.js';
import { IN_PIPELINE_MESSAGE } from './service.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('not a fit for this job (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let owner: { id: string; token: string };
  let recruiter: string;
  let manager: string;
  let other: { id: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    owner = await insertEmployer(db);
    recruiter = (await signedInMember(db, owner.id, 'recruiter', 'Ana Ruiz')).token;
    manager = (await signedInMember(db, owner.id, 'hiring-manager', 'Sam Lee')).token;
    other = await insertEmployer(db, { organizationName: 'Riverbend Health' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const pass = (jobId: string, payload: unknown, token = owner.token) =>
    call(app, 'POST', `/employer/jobs/${jobId}/not-a-fit`, token, payload);
  const takeBack = (jobId: string, candidateId: string, token = owner.token) =>
    call(app, 'DELETE', `/employer/jobs/${jobId}/not-a-fit/${candidateId}`, token);
  /** The ids Explore shows for the job among candidates named `lastName`. */
  const exploreIds = async (jobId: string, lastName: string) => {
    const response = await call(
      app,
      'GET',
      `/employer/applicants/explore?jobId=${jobId}&queryText=${lastName}&pageSize=50`,
      owner.token,
    );
    expect(response.statusCode).toBe(200);
    return (response.json().data.items as { _id: string }[]).map((item) => item._id);
  };

  it('hides the candidate from Explore for that job only, and undo brings them back', async () => {
    const jobId = await insertJob(db, owner.id, { title: 'Team Physician' });
    const otherJobId = await insertJob(db, owner.id, { title: 'Clinic Physician' });
    const lastName = `Passmore${Date.now()}`;
    const passed = await insertCandidate(db, { lastName });
    const kept = await insertCandidate(db, { lastName });
    expect(await exploreIds(jobId, lastName)).toEqual(expect.arrayContaining([passed, kept]));

    const response = await pass(jobId, { candidateId: passed, rejectionReason: 'experience' }, recruiter);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.notAFit).toMatchObject({
      jobId,
      candidateId: passed,
      rejectionReason: 'experience',
    });
    expect(await exploreIds(jobId, lastName)).toEqual([kept]);
    expect(await exploreIds(otherJobId, lastName)).toEqual(expect.arrayContaining([passed, kept]));

    // Passing again keeps one pass.
    expect((await pass(jobId, { candidateId: passed, rejectionReason: 'location' })).statusCode).toBe(200);
    expect(await exploreIds(jobId, lastName)).toEqual([kept]);

    const undone = await takeBack(jobId, passed, recruiter);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toEqual({ removed: true });
    expect(await exploreIds(jobId, lastName)).toEqual(expect.arrayContaining([passed, kept]));
    expect((await takeBack(jobId, passed)).json().data).toEqual({ removed: false });
  });

  it('creates no match: the candidate is not on the board and not told', async () => {
    const jobId = await insertJob(db, owner.id);
    const candidateId = await insertCandidate(db);
    await pass(jobId, { candidateId, rejectionReason: 'specialty' });
    const board = await call(app, 'GET', `/employer/match/by-job/${jobId}`, owner.token);
    expect(board.json().data.matches).toEqual([]);
  });

  it('refuses a candidate invited to or in the job’s pipeline (the board rejects them), not one who declined', async () => {
    const jobId = await insertJob(db, owner.id);
    const invited = await insertCandidate(db);
    const declined = await insertCandidate(db);
    for (const [candidateId, requestStatus] of [
      [invited, 'pending'],
      [declined, 'declined'],
    ] as const) {
      await db
        .insert(matches)
        .values({ jobId, employerId: owner.id, candidateId, requestStatus, origin: 'invite' });
    }
    const refused = await pass(jobId, { candidateId: invited, rejectionReason: 'experience' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'IN_PIPELINE', message: IN_PIPELINE_MESSAGE },
    });
    expect((await pass(jobId, { candidateId: declined, rejectionReason: 'experience' })).statusCode).toBe(
      200,
    );
  });

  it('refuses hiring managers, as every move of the pipeline', async () => {
    const jobId = await insertJob(db, owner.id);
    const candidateId = await insertCandidate(db);
    const response = await pass(jobId, { candidateId, rejectionReason: 'experience' }, manager);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'ROLE_FORBIDDEN' } });
    expect((await takeBack(jobId, candidateId, manager)).statusCode).toBe(403);
  });

  it('answers 404 for another organization’s job, and 4xx with words for bad input', async () => {
    const jobId = await insertJob(db, owner.id);
    const candidateId = await insertCandidate(db);
    const intruder = await pass(jobId, { candidateId, rejectionReason: 'experience' }, other.token);
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json()).toEqual({
      success: false,
      error: { message: 'This job was not found.', code: 'NOT_FOUND' },
    });
    expect((await takeBack(jobId, candidateId, other.token)).statusCode).toBe(404);
    expect((await pass('not-a-job', { candidateId, rejectionReason: 'experience' })).statusCode).toBe(404);

    const missing = await pass(jobId, { candidateId: MISSING_ID, rejectionReason: 'experience' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This candidate was not found.');

    const noReason = await pass(jobId, { candidateId });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().success).toBe(false);
    expect(noReason.json().error.message).toMatch(/not a fit/);
  });
});
