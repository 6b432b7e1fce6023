import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { candidateNotes, conversations, jobs, matches, members } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { createMatchConversations } from '../conversations/service.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import { signedInMember } from '../team/test-support.js';
import { DEMO_JOBS } from './seed.js';

/** A candidate who applied to the job: the accepted match and its conversation. */
async function applied(db: Db, employerId: string, jobId: string, firstName: string) {
  const candidateId = await insertCandidate(db, { firstName, lastName: 'Applicant' });
  const [match] = await db
    .insert(matches)
    .values({ jobId, employerId, candidateId, requestStatus: 'accepted', origin: 'application' })
    .returning();
  if (!match) throw new Error('no match inserted');
  await createMatchConversations(db, [match]);
  const [conversation] = await db.select().from(conversations).where(eq(conversations.matchId, match.id));
  if (!conversation) throw new Error('no conversation');
  return { candidateId, matchId: match.id, conversationId: conversation.id };
}

describe.each(testDatabases('both'))('job hiring teams (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let owner: { id: string; token: string };
  let recruiter: Awaited<ReturnType<typeof signedInMember>>;
  let manager: Awaited<ReturnType<typeof signedInMember>>;
  let otherManager: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    owner = await insertEmployer(db, {
      email: `owner-${randomUUID()}@clinic.test`,
      profile: { practiceManagerName: 'Dana Whitfield' },
    });
    recruiter = await signedInMember(db, owner.id, 'recruiter', 'Ana Ruiz');
    manager = await signedInMember(db, owner.id, 'hiring-manager', 'Sam Lee');
    otherManager = await signedInMember(db, owner.id, 'hiring-manager', 'Kim Park');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const setTeam = (jobId: string, body: unknown, token = owner.token) =>
    call(app, 'PUT', `/employer/jobs/${jobId}/hiring-team`, token, body);

  it('the owner sets who leads a job and its hiring managers; every job answer carries the team', async () => {
    const jobId = await insertJob(db, owner.id, { title: 'Pediatrician' });
    const before = await call(app, 'GET', `/employer/jobs/${jobId}`, owner.token);
    expect(before.json().data.job.hiringTeam).toEqual({
      recruiter: { memberId: null, name: 'Dana Whitfield', email: expect.stringContaining('owner-') },
      hiringManagers: [],
    });

    const set = await setTeam(jobId, {
      recruiterMemberId: recruiter.id,
      hiringManagerIds: [manager.id, otherManager.id, manager.id],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.job.hiringTeam).toEqual({
      recruiter: { memberId: recruiter.id, name: 'Ana Ruiz', email: recruiter.email },
      // By name.
      hiringManagers: [
        { memberId: otherManager.id, name: 'Kim Park', email: otherManager.email },
        { memberId: manager.id, name: 'Sam Lee', email: manager.email },
      ],
    });
    const listed = await call(app, 'GET', '/employer/jobs', owner.token);
    const inList = listed.json().data.jobs.find((job: { _id: string }) => job._id === jobId);
    expect(inList.hiringTeam.recruiter.memberId).toBe(recruiter.id);
    expect(inList.hiringTeam.hiringManagers).toHaveLength(2);

    // Setting it again replaces it: back to the owner, one hiring manager.
    const back = await setTeam(jobId, { recruiterMemberId: null, hiringManagerIds: [otherManager.id] });
    expect(back.json().data.job.hiringTeam).toEqual({
      recruiter: expect.objectContaining({ memberId: null, name: 'Dana Whitfield' }),
      hiringManagers: [expect.objectContaining({ memberId: otherManager.id })],
    });
    const activity = await call(app, 'GET', `/employer/jobs/${jobId}/activity`, recruiter.token);
    expect(activity.json().data.activity[0]).toMatchObject({
      kind: 'job-team-changed',
      actor: { role: 'owner' },
    });
  });

  it('only the team’s recruiters lead and only its hiring managers are assigned; anyone else changes nothing', async () => {
    const jobId = await insertJob(db, owner.id);
    await setTeam(jobId, { recruiterMemberId: recruiter.id, hiringManagerIds: [manager.id] });
    const other = await insertEmployer(db);
    const outsider = await signedInMember(db, other.id, 'hiring-manager', 'Outsider');
    const removed = await signedInMember(db, owner.id, 'hiring-manager', 'Gone Member');
    await db.update(members).set({ removedAt: new Date() }).where(eq(members.id, removed.id));

    const refusals: [unknown, string][] = [
      [{ recruiterMemberId: manager.id, hiringManagerIds: [] }, 'Choose a recruiter of your team'],
      [{ recruiterMemberId: 'not-an-id', hiringManagerIds: [] }, 'Choose a recruiter of your team'],
      [
        { recruiterMemberId: null, hiringManagerIds: [recruiter.id] },
        'Choose the hiring managers from your team',
      ],
      [
        { recruiterMemberId: null, hiringManagerIds: [outsider.id] },
        'Choose the hiring managers from your team',
      ],
      [
        { recruiterMemberId: null, hiringManagerIds: [removed.id] },
        'Choose the hiring managers from your team',
      ],
      [{ recruiterMemberId: null, hiringManagerIds: ['x'.repeat(300)] }, 'Choose the hiring managers'],
      [{ hiringManagerIds: [] }, 'is required'],
    ];
    for (const [body, message] of refusals) {
      const refused = await setTeam(jobId, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        error: { message: expect.stringContaining(message) },
      });
    }
    const kept = (await call(app, 'GET', `/employer/jobs/${jobId}`, owner.token)).json().data.job.hiringTeam;
    expect(kept.recruiter.memberId).toBe(recruiter.id);
    expect(kept.hiringManagers.map((person: { memberId: string }) => person.memberId)).toEqual([manager.id]);

    // A hiring manager may not change it; another organization's job is not found.
    const byManager = await setTeam(jobId, { recruiterMemberId: null, hiringManagerIds: [] }, manager.token);
    expect(byManager.statusCode).toBe(403);
    const theirJob = await insertJob(db, other.id);
    expect((await setTeam(theirJob, { recruiterMemberId: null, hiringManagerIds: [] })).statusCode).toBe(404);
    // A recruiter may.
    const byRecruiter = await setTeam(
      jobId,
      { recruiterMemberId: recruiter.id, hiringManagerIds: [] },
      recruiter.token,
    );
    expect(byRecruiter.statusCode).toBe(200);
  });

  it('a recruiter who posts a job leads it, and "my jobs" lists each person’s own', async () => {
    const posted = await call(app, 'POST', `/employer/auth/v1/create-job-v1/${owner.id}`, recruiter.token, {
      ...DEMO_JOBS[0],
      title: 'Recruiter’s Own Job',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().data.job.hiringTeam.recruiter).toMatchObject({
      memberId: recruiter.id,
      name: 'Ana Ruiz',
    });
    await insertJob(db, owner.id, { title: 'Owner’s Own Job' });

    const titles = async (token: string, mine: boolean) =>
      (await call(app, 'GET', `/employer/jobs?mine=${mine}`, token))
        .json()
        .data.jobs.map((job: { title: string }) => job.title);
    expect(await titles(recruiter.token, true)).toContain('Recruiter’s Own Job');
    expect(await titles(recruiter.token, true)).not.toContain('Owner’s Own Job');
    expect(await titles(owner.token, true)).toContain('Owner’s Own Job');
    expect(await titles(owner.token, true)).not.toContain('Recruiter’s Own Job');
    expect(await titles(owner.token, false)).toEqual(
      expect.arrayContaining(['Owner’s Own Job', 'Recruiter’s Own Job']),
    );
  });

  it('a hiring manager sees only the jobs they are assigned to: jobs, candidates, pipeline, conversations, notes and numbers', async () => {
    const employer = await insertEmployer(db, { profile: { practiceManagerName: 'Lee Owner' } });
    const hm = await signedInMember(db, employer.id, 'hiring-manager', 'Scoped Manager');
    const theirs = await insertJob(db, employer.id, { title: 'Assigned Job' });
    const notTheirs = await insertJob(db, employer.id, { title: 'Other Job' });
    const inSight = await applied(db, employer.id, theirs, 'Visible');
    const outOfSight = await applied(db, employer.id, notTheirs, 'Hidden');
    await db.insert(candidateNotes).values([
      {
        employerId: employer.id,
        candidateId: inSight.candidateId,
        jobId: notTheirs,
        authorRole: 'owner',
        body: 'about the other job',
      },
      {
        employerId: employer.id,
        candidateId: inSight.candidateId,
        jobId: theirs,
        authorRole: 'owner',
        body: 'about their job',
      },
    ]);
    await db.insert(matches).values({
      jobId: notTheirs,
      employerId: employer.id,
      candidateId: inSight.candidateId,
      requestStatus: 'accepted',
      origin: 'application',
    });
    const assigned = await setTeam(
      theirs,
      { recruiterMemberId: null, hiringManagerIds: [hm.id] },
      employer.token,
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    const get = (url: string) => call(app, 'GET', url, hm.token);

    expect((await get('/employer/jobs')).json().data.jobs.map((job: { title: string }) => job.title)).toEqual(
      ['Assigned Job'],
    );
    expect((await get(`/employer/jobs/${theirs}`)).statusCode).toBe(200);
    for (const url of [
      `/employer/jobs/${notTheirs}`,
      `/employer/jobs/${notTheirs}/activity`,
      `/employer/match/by-job/${notTheirs}`,
      `/employer/applicants/applicants?jobId=${notTheirs}`,
      `/employer/applicants/${inSight.candidateId}?jobId=${notTheirs}`,
      `/employer/conversation/get-single-conversation/${outOfSight.conversationId}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    // A candidate only on another job is, to them, a candidate they may not explore.
    expect((await get(`/employer/applicants/${outOfSight.candidateId}`)).statusCode).toBe(403);
    expect((await get(`/employer/applicants/${outOfSight.candidateId}/notes`)).statusCode).toBe(403);
    expect(
      (
        await call(app, 'POST', `/employer/applicants/${inSight.candidateId}/notes`, hm.token, {
          body: 'On the wrong job',
          jobId: notTheirs,
        })
      ).statusCode,
    ).toBe(404);

    const board = (await get(`/employer/match/by-job/${theirs}`)).json().data.matches;
    expect(board.map((match: { _id: string }) => match._id)).toEqual([inSight.matchId]);
    const all = (await get('/employer/match/all')).json().data;
    expect(all.items.map((match: { job: { _id: string } }) => match.job._id)).toEqual([theirs]);
    expect(all.total).toBe(1);
    const applicants = (await get('/employer/applicants/applicants')).json().data;
    expect(applicants.items.map((item: { _id: string }) => item._id)).toEqual([inSight.candidateId]);
    // Their matches list only the jobs in sight: nothing of the other job's title or stage.
    const onlyTheirs = [{ jobId: theirs, jobTitle: 'Assigned Job' }];
    expect(applicants.items[0].matches).toMatchObject(onlyTheirs);
    expect(applicants.items[0].matches).toHaveLength(1);
    const profile = (await get(`/employer/applicants/${inSight.candidateId}`)).json().data.applicant;
    expect(profile.matches).toMatchObject(onlyTheirs);
    expect(profile.matches).toHaveLength(1);
    expect(JSON.stringify(profile)).not.toContain('Other Job');
    const inbox = (await get(`/employer/conversation/get-all-conversation/${employer.id}`)).json().data;
    expect(inbox.conversations.map((item: { _id: string }) => item._id)).toEqual([inSight.conversationId]);
    // Archiving is for those who answer candidates; reading a thread marks it read for them alone.
    const archived = await call(
      app,
      'POST',
      `/employer/conversation/${inSight.conversationId}/archive`,
      hm.token,
    );
    expect(archived.statusCode).toBe(403);
    await db
      .update(conversations)
      .set({ candidateMessages: 2 })
      .where(eq(conversations.id, inSight.conversationId));
    const unread = async (token: string) =>
      (await call(app, 'GET', `/employer/conversation/get-all-conversation/${employer.id}`, token))
        .json()
        .data.conversations.find((item: { _id: string }) => item._id === inSight.conversationId)
        ?.employerCount;
    expect(await unread(hm.token)).toBe(2);
    const read = await get(`/employer/conversation/get-single-conversation/${inSight.conversationId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.conversation.employerCount).toBe(0);
    expect(await unread(hm.token)).toBe(0);
    expect(await unread(employer.token)).toBe(2);
    const notes = (await get(`/employer/applicants/${inSight.candidateId}/notes`)).json().data.notes;
    expect(notes.map((note: { body: string }) => note.body)).toEqual(['about their job']);
    const dashboard = (await get('/employer/dashboard')).json().data;
    expect(dashboard).toMatchObject({ openJobs: 1, newApplicants: 1 });
    // The owner still sees everything.
    const ownerDashboard = (await call(app, 'GET', '/employer/dashboard', employer.token)).json().data;
    expect(ownerDashboard).toMatchObject({ openJobs: 2, newApplicants: 3 });
  });

  it('a member who leaves, or changes role, leaves the hiring teams they were on', async () => {
    const employer = await insertEmployer(db);
    const lead = await signedInMember(db, employer.id, 'recruiter', 'Lead Recruiter');
    const hm = await signedInMember(db, employer.id, 'hiring-manager', 'Leaving Manager');
    const jobId = await insertJob(db, employer.id);
    await setTeam(jobId, { recruiterMemberId: lead.id, hiringManagerIds: [hm.id] }, employer.token);

    expect((await call(app, 'DELETE', `/employer/team/${hm.id}`, employer.token)).statusCode).toBe(200);
    const changed = await call(app, 'PATCH', `/employer/team/${lead.id}`, employer.token, {
      role: 'hiring-manager',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const team = (await call(app, 'GET', `/employer/jobs/${jobId}`, employer.token)).json().data.job
      .hiringTeam;
    expect(team).toEqual({ recruiter: expect.objectContaining({ memberId: null }), hiringManagers: [] });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row?.recruiterMemberId).toBeNull();
  });
});
