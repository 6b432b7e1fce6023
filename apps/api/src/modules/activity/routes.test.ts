import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { conversations, jobHiringManagers, matches } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { createCandidateSession } from '../employee/sessions.js';
import { DEMO_JOBS } from '../jobs/seed.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import { signedInMember } from '../team/test-support.js';

describe.each(testDatabases())('who did what (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let owner: { id: string; token: string };
  let recruiter: string;
  let manager: string;
  let managerId: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    owner = await insertEmployer(db, { profile: { practiceManagerName: 'Dana Whitfield' } });
    recruiter = (await signedInMember(db, owner.id, 'recruiter', 'Ana Ruiz')).token;
    ({ id: managerId, token: manager } = await signedInMember(db, owner.id, 'hiring-manager', 'Sam Lee'));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('a job’s activity names who edited, closed and reopened it, newest first', async () => {
    // Posted through the API, with a whole job (the job routes answer it).
    const posted = await call(app, 'POST', `/employer/auth/v1/create-job-v1/${owner.id}`, owner.token, {
      ...DEMO_JOBS[0],
      title: 'Family Medicine Physician',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const jobId = posted.json().data.job._id as string;
    const closed = await call(app, 'POST', `/employer/jobs/${jobId}/close`, recruiter);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await call(app, 'POST', `/employer/jobs/${jobId}/reopen`, owner.token)).statusCode).toBe(200);
    // A hiring manager sees the job once they are on its hiring team.
    expect((await call(app, 'GET', `/employer/jobs/${jobId}/activity`, manager)).statusCode).toBe(404);
    const team = await call(app, 'PUT', `/employer/jobs/${jobId}/hiring-team`, owner.token, {
      recruiterMemberId: null,
      hiringManagerIds: [managerId],
    });
    expect(team.statusCode, team.body).toBe(200);
    const listed = await call(app, 'GET', `/employer/jobs/${jobId}/activity`, manager);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.activity).toMatchObject([
      { kind: 'job-team-changed', actor: { role: 'owner' } },
      { kind: 'job-reopened', actor: { memberId: null, name: 'Dana Whitfield', role: 'owner' } },
      {
        kind: 'job-closed',
        actor: { name: 'Ana Ruiz', role: 'recruiter' },
        job: { _id: jobId, title: 'Family Medicine Physician' },
      },
      { kind: 'job-posted', actor: { role: 'owner' } },
    ]);
    // Another organization's job: the same 404 as a missing one.
    const other = await insertEmployer(db);
    expect((await call(app, 'GET', `/employer/jobs/${jobId}/activity`, other.token)).statusCode).toBe(404);
  });

  it('invites and pipeline moves land in the candidate’s timeline, with the steps', async () => {
    const jobId = await insertJob(db, owner.id);
    const candidateId = await insertCandidate(db, { firstName: 'Chen', lastName: 'Ito' });
    const invited = await call(app, 'POST', '/employer/match/invite', recruiter, { jobId, candidateId });
    expect(invited.statusCode).toBe(200);
    const matchId = invited.json().data.match._id as string;
    await db.update(matches).set({ requestStatus: 'accepted' }).where(eq(matches.id, matchId));
    const moved = await call(app, 'PATCH', `/employer/match/update-match-status/${matchId}`, recruiter, {
      status: 'Submitted',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const timeline = (
      await call(app, 'GET', `/employer/applicants/${candidateId}/activity`, owner.token)
    ).json().data.activity;
    expect(timeline).toMatchObject([
      {
        kind: 'pipeline-moved',
        fromStatus: 'Shortlisted',
        toStatus: 'Submitted',
        actor: { name: 'Ana Ruiz' },
      },
      {
        kind: 'candidate-invited',
        candidate: { firstName: 'Chen', lastName: 'Ito' },
        actor: { role: 'recruiter' },
      },
    ]);
    // A refused move records nothing.
    await call(app, 'PATCH', `/employer/match/update-match-status/${matchId}`, manager, { status: 'Hired' });
    const after = (await call(app, 'GET', `/employer/applicants/${candidateId}/activity`, owner.token)).json()
      .data;
    expect(after.activity).toHaveLength(2);
  });

  it('a hiring manager leaves a note on a candidate of a job; the team reads it, another practice never', async () => {
    const jobId = await insertJob(db, owner.id, { title: 'Pediatrician' });
    const candidateId = await insertCandidate(db, { firstName: 'Rosa' });
    await db.insert(matches).values({
      jobId,
      employerId: owner.id,
      candidateId,
      requestStatus: 'accepted',
      origin: 'application',
    });
    await db.insert(jobHiringManagers).values({ jobId, memberId: managerId, employerId: owner.id });
    const added = await call(app, 'POST', `/employer/applicants/${candidateId}/notes`, manager, {
      body: 'Strong interview.\nAsk about call schedule.',
      jobId,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.note).toMatchObject({
      body: 'Strong interview.\nAsk about call schedule.',
      job: { _id: jobId, title: 'Pediatrician' },
      author: { name: 'Sam Lee', role: 'hiring-manager' },
    });
    const read = await call(app, 'GET', `/employer/applicants/${candidateId}/notes`, recruiter);
    expect(read.json().data.notes).toHaveLength(1);
    const timeline = await call(app, 'GET', `/employer/applicants/${candidateId}/activity`, owner.token);
    expect(timeline.json().data.activity[0]).toMatchObject({
      kind: 'note-added',
      actor: { name: 'Sam Lee' },
    });

    const other = await insertEmployer(db);
    const theirs = await call(app, 'GET', `/employer/applicants/${candidateId}/notes`, other.token);
    expect(theirs.json().data.notes).toEqual([]);
    const empty = await call(app, 'POST', `/employer/applicants/${candidateId}/notes`, manager, {
      body: '  ',
    });
    expect(empty.json()).toMatchObject({
      success: false,
      error: { message: expect.stringContaining('Write the note') },
    });
  });

  it('a hiring manager cannot note a candidate outside the organization’s jobs, nor message or move', async () => {
    const stranger = await insertCandidate(db);
    const refused = await call(app, 'POST', `/employer/applicants/${stranger}/notes`, manager, {
      body: 'Hi',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ROLE_FORBIDDEN');
    const missing = await call(app, 'GET', `/employer/applicants/${randomUUID()}/notes`, owner.token);
    expect(missing.statusCode).toBe(404);
  });

  it('the candidate sees which member of the team wrote to them', async () => {
    const jobId = await insertJob(db, owner.id);
    const candidateId = await insertCandidate(db, {
      email: `${randomUUID()}@doctors.test`,
      passwordHash: 'signs-in-by-session-in-these-tests',
    });
    const invited = await call(app, 'POST', '/employer/match/invite', recruiter, { jobId, candidateId });
    const matchId = invited.json().data.match._id as string;
    const [conversation] = await db.select().from(conversations).where(eq(conversations.matchId, matchId));
    if (!conversation) throw new Error('no conversation');
    const sent = await call(
      app,
      'POST',
      `/employer/conversation/send-message/${conversation.id}`,
      recruiter,
      {
        body: 'Hello Dr. Okafor',
        tempMsgId: 42,
      },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.message).toMatchObject({ sender: 'employer', senderName: 'Ana Ruiz' });
    const { token } = await createCandidateSession(db, candidateId);
    const thread = await call(app, 'GET', `/employee/conversations/${conversation.id}`, token);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().data.conversation.messages).toMatchObject([
      { body: 'Hello Dr. Okafor', senderName: 'Ana Ruiz' },
    ]);
  });
});
