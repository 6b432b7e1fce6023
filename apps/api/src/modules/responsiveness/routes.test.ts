import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, matches } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import { signedInMember } from '../team/test-support.js';

const SETTINGS = '/employer/settings/responsiveness';
const defaults = { Shortlisted: 7, Submitted: 5, Interview: 7, Offer: 5 };

describe.each(testDatabases())('the responsiveness settings (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let owner: { id: string; token: string };

  beforeAll(async () => {
    // A test server's shorter minimum, as the end-to-end server sets it (REPLY_TARGET_MINIMUM_MINUTES).
    testApp = await createTestApp(kind, { config: { replyTargetMinimumMinutes: 0.05 } });
    ({ app } = testApp);
    db = testApp.database.db;
    owner = await insertEmployer(db);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('starts at a day and the default thresholds, for the whole team to read', async () => {
    const manager = await signedInMember(db, owner.id, 'hiring-manager', 'Dr. Lee');
    for (const token of [owner.token, manager.token]) {
      const response = await call(app, 'GET', SETTINGS, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.settings).toEqual({
        replyTargetMinutes: 1440,
        replyTargetMinimumMinutes: 0.05,
        staleAfterDays: defaults,
      });
    }
  });

  it('saves the owner’s target (in seconds, so a few seconds stay exact) and thresholds', async () => {
    const payload = { replyTargetMinutes: 0.05, staleAfterDays: { ...defaults, Offer: null, Interview: 10 } };
    const saved = await call(app, 'PUT', SETTINGS, owner.token, payload);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings).toMatchObject(payload);
    const [row] = await db.select().from(employers).where(eq(employers.id, owner.id));
    expect(row?.replyTargetSeconds).toBe(3);
  });

  it.each([
    [
      { replyTargetMinutes: 0.01, staleAfterDays: defaults },
      'The target reply time must be at least 3 seconds.',
    ],
    [{ replyTargetMinutes: -5, staleAfterDays: defaults }, 'The target reply time must be more than 0'],
    [
      { replyTargetMinutes: 60, staleAfterDays: { ...defaults, Submitted: 0 } },
      'The days in Submitted must be at least 1',
    ],
    [
      { replyTargetMinutes: 60, staleAfterDays: { ...defaults, Offer: 2.5 } },
      'The days in Offer must be a whole number',
    ],
  ])('refuses %j in words', async (payload, message) => {
    const response = await call(app, 'PUT', SETTINGS, owner.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: { message: expect.stringContaining(message) },
    });
  });

  it('leaves the settings to the owner: a recruiter and a hiring manager are refused', async () => {
    for (const role of ['recruiter', 'hiring-manager'] as const) {
      const member = await signedInMember(db, owner.id, role, 'Sam Cole');
      const response = await call(app, 'PUT', SETTINGS, member.token, {
        replyTargetMinutes: 120,
        staleAfterDays: defaults,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toMatch(/the owner does/);
    }
  });
});

describe.each(testDatabases())('the server’s minimum target (%s)', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses a target under an hour by default', async () => {
    const owner = await insertEmployer(testApp.database.db);
    const response = await call(testApp.app, 'PUT', SETTINGS, owner.token, {
      replyTargetMinutes: 30,
      staleAfterDays: defaults,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The target reply time must be at least 1 h.');
  });
});

describe.each(testDatabases())('when a candidate entered their pipeline step (%s)', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('is set by every move and re-open, and shown with the match', async () => {
    const { app } = testApp;
    const db = testApp.database.db;
    const owner = await insertEmployer(db);
    const jobId = await insertJob(db, owner.id);
    const candidateId = await insertCandidate(db, { email: `${randomUUID()}@doctors.test` });
    const invited = await call(app, 'POST', '/employer/match/invite', owner.token, { jobId, candidateId });
    const matchId = invited.json().data.match._id as string;
    // Accepted long ago, in Shortlisted for 12 days.
    await db
      .update(matches)
      .set({ requestStatus: 'accepted', stageEnteredAt: sql`now() - interval '12 days'` })
      .where(eq(matches.id, matchId));
    const before = Date.now();
    for (const status of ['Interview', 'Rejected', 'Shortlisted']) {
      const moved = await call(app, 'PATCH', `/employer/match/update-match-status/${matchId}`, owner.token, {
        status,
        ...(status === 'Rejected' ? { rejectionReason: 'experience' } : {}),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const entered = Date.parse(moved.json().data.match.stageEnteredAt);
      expect(entered).toBeGreaterThanOrEqual(before - 1000);
    }
  });
});
