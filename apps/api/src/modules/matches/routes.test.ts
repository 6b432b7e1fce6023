import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { conversations, matches, messages, savedCandidates } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { seedDemoMatches } from './seed.js';
import { call, insertCandidate, insertEmployer, insertJob } from './test-support.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

function failure(message: string, code: string) {
  return { success: false, error: { message, code } };
}
const jobNotFound = failure('This job was not found.', 'NOT_FOUND');
const matchNotFound = failure('This match was not found.', 'NOT_FOUND');

describe.each(testDatabases())('matches routes (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let employer: { id: string; token: string };
  let other: { id: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    employer = await insertEmployer(db);
    other = await insertEmployer(db, { organizationName: 'Riverbend Health' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function invite(jobId: string, candidateId: string, token = employer.token) {
    return call(app, 'POST', '/employer/match/invite', token, { jobId, candidateId });
  }

  async function setStatus(matchId: string, status: string, token = employer.token) {
    return call(app, 'PATCH', `/employer/match/update-match-status/${matchId}`, token, { status });
  }

  async function update(matchId: string, payload: Record<string, unknown>, token = employer.token) {
    return call(app, 'PATCH', `/employer/match/update-match-status/${matchId}`, token, payload);
  }

  async function acceptedMatch(): Promise<string> {
    const jobId = await insertJob(db, employer.id);
    const candidateId = await insertCandidate(db);
    const response = await invite(jobId, candidateId);
    const matchId = response.json().data.match._id as string;
    await db.update(matches).set({ requestStatus: 'accepted' }).where(eq(matches.id, matchId));
    return matchId;
  }

  it('documents its routes in the OpenAPI document, signed in', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const [path, method] of [
      ['/employer/match/invite', 'post'],
      ['/employer/match/update-match-status/{id}', 'patch'],
      ['/employer/match/by-job/{jobId}', 'get'],
      ['/employer/match/all', 'get'],
      ['/employee/auth/login', 'post'],
      ['/employee/jobs', 'get'],
      ['/employee/match/apply/{jobId}', 'post'],
      ['/employee/match/{matchId}/accept', 'post'],
      ['/employee/match/{matchId}/decline', 'post'],
    ] as const) {
      expect(document.paths[path]?.[method]?.responses?.['200'], `${method} ${path}`).toBeDefined();
    }
    expect(document.paths['/employer/match/all'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  describe('invite', () => {
    it('creates a pending invite in Shortlisted, with the candidate scored for the job', async () => {
      const jobId = await insertJob(db, employer.id, { title: 'Team Physician' });
      const candidateId = await insertCandidate(db, { firstName: 'Ana', lastName: 'Okafor' });
      await db.insert(savedCandidates).values({ employerId: employer.id, candidateId });

      const response = await invite(jobId, candidateId);

      expect(response.statusCode).toBe(200);
      const { match } = response.json().data;
      expect(match).toMatchObject({
        job: { _id: jobId, title: 'Team Physician' },
        requestStatus: 'pending',
        pipelineStatus: 'Shortlisted',
        origin: 'invite',
        candidate: {
          _id: candidateId,
          firstName: 'Ana',
          lastName: 'Okafor',
          specialty: 'family-medicine',
          homeState: 'WI',
          training: { medicalSchool: 'Medical College of Wisconsin', residency: 'UW Family Medicine' },
          licenses: ['WI', 'IL'],
          saved: true,
        },
      });
      expect(match.candidate).not.toHaveProperty('matches');
      // Same specialty and sub-specialty, 75 miles away, available now: a strong fit.
      expect(match.candidate.score).toBeGreaterThanOrEqual(90);
      expect(match.candidate.reasons).toContainEqual({
        factor: 'subSpecialty',
        text: 'Same sub-specialty: Sports Medicine',
        impact: 'positive',
      });
      expect(match.candidate.reasons).toContainEqual({
        factor: 'distance',
        text: 'Home in Milwaukee, WI, 75 miles from Madison, WI',
        impact: 'positive',
      });
      // The board's card says it is scored for the job, and gives the same score and reasons as the applicant's
      // profile and Explore give the candidate for this job.
      const scoredFor = { kind: 'job', jobId, title: 'Team Physician' };
      expect(match.candidate.scoredFor).toEqual(scoredFor);
      const applicant = await call(
        app,
        'GET',
        `/employer/applicants/${candidateId}?jobId=${jobId}`,
        employer.token,
      );
      expect(applicant.statusCode).toBe(200);
      const profile = applicant.json().data.applicant;
      const explore = await call(
        app,
        'GET',
        `/employer/applicants/explore?jobId=${jobId}&queryText=Okafor`,
        employer.token,
      );
      expect(explore.statusCode).toBe(200);
      const card = explore.json().data.items.find((item: { _id: string }) => item._id === candidateId);
      const board = await call(app, 'GET', `/employer/match/by-job/${jobId}`, employer.token);
      expect(board.statusCode).toBe(200);
      const boardCard = board
        .json()
        .data.matches.find((item: { candidate: { _id: string } }) => item.candidate._id === candidateId);
      for (const seen of [profile, card, boardCard?.candidate])
        expect(seen).toMatchObject({
          score: match.candidate.score,
          reasons: match.candidate.reasons,
          scoredFor,
        });
      // Without a job, the profile says it is scored for the preferences.
      const forPreferences = await call(app, 'GET', `/employer/applicants/${candidateId}`, employer.token);
      expect(forPreferences.json().data.applicant.scoredFor).toEqual({ kind: 'preferences' });
      const [stored] = await db.select().from(matches).where(eq(matches.id, match._id));
      expect(stored).toMatchObject({ employerId: employer.id, jobId, candidateId, requestStatus: 'pending' });
    });

    it('refuses a second match of the same candidate and job', async () => {
      const jobId = await insertJob(db, employer.id);
      const candidateId = await insertCandidate(db);
      expect((await invite(jobId, candidateId)).statusCode).toBe(200);

      const again = await invite(jobId, candidateId);

      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(
        failure('This candidate is already matched to this job.', 'ALREADY_MATCHED'),
      );
      expect(await db.select().from(matches).where(eq(matches.jobId, jobId))).toHaveLength(1);
    });

    it('refuses a closed job', async () => {
      const jobId = await insertJob(db, employer.id, { status: 'closed' });
      const response = await invite(jobId, await insertCandidate(db));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(
        failure('This job is closed. Reopen it to invite candidates.', 'JOB_CLOSED'),
      );
    });

    it('answers 404 for a missing candidate', async () => {
      const jobId = await insertJob(db, employer.id);
      for (const candidateId of [MISSING_ID, 'not-an-id']) {
        const response = await invite(jobId, candidateId);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(failure('This candidate was not found.', 'NOT_FOUND'));
      }
    });

    it('answers another employer’s job exactly like a missing one', async () => {
      const candidateId = await insertCandidate(db);
      const othersJob = await insertJob(db, other.id);
      for (const jobId of [othersJob, MISSING_ID, 'not-an-id']) {
        const response = await invite(jobId, candidateId);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(jobNotFound);
      }
      expect(await db.select().from(matches).where(eq(matches.jobId, othersJob))).toHaveLength(0);
    });

    it('needs a session and both ids', async () => {
      const jobId = await insertJob(db, employer.id);
      expect((await call(app, 'POST', '/employer/match/invite', undefined, { jobId })).statusCode).toBe(401);
      const response = await call(app, 'POST', '/employer/match/invite', employer.token, { jobId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Candidate ID is required');
    });
  });

  describe('update-match-status', () => {
    it('cancels a pending invite, and only a pending one', async () => {
      const jobId = await insertJob(db, employer.id);
      const matchId = (await invite(jobId, await insertCandidate(db))).json().data.match._id;

      const cancelled = await setStatus(matchId, 'cancelled');
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().data.match).toMatchObject({ _id: matchId, requestStatus: 'cancelled' });

      const again = await setStatus(matchId, 'cancelled');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(failure('Only a pending invite can be cancelled.', 'INVITE_NOT_PENDING'));
      // A cancelled invite stays out of the pipeline.
      const moved = await setStatus(matchId, 'Submitted');
      expect(moved.statusCode).toBe(409);
      expect(moved.json().error.message).toBe('This invite was cancelled.');
    });

    it('does not cancel an accepted match', async () => {
      const matchId = await acceptedMatch();
      const response = await setStatus(matchId, 'cancelled');
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('Only a pending invite can be cancelled.');
    });

    it('does not move a pending invite through the pipeline', async () => {
      const jobId = await insertJob(db, employer.id);
      const matchId = (await invite(jobId, await insertCandidate(db))).json().data.match._id;
      const response = await setStatus(matchId, 'Submitted');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(
        failure('The candidate has not accepted the invite yet.', 'INVITE_NOT_ACCEPTED'),
      );
      const [stored] = await db.select().from(matches).where(eq(matches.id, matchId));
      expect(stored?.pipelineStatus).toBe('Shortlisted');
    });

    it('moves an accepted match forward past a step, back to an earlier one, and reopens Hired', async () => {
      const matchId = await acceptedMatch();
      // A practice that skips Submitted goes straight to Interview.
      for (const step of ['Interview', 'Submitted', 'Offer', 'Hired', 'Interview']) {
        const response = await setStatus(matchId, step);
        expect(response.statusCode).toBe(200);
        expect(response.json().data.match).toMatchObject({
          _id: matchId,
          pipelineStatus: step,
          rejectionReason: null,
        });
      }
      const [stored] = await db.select().from(matches).where(eq(matches.id, matchId));
      expect(stored?.pipelineStatus).toBe('Interview');

      const same = await setStatus(matchId, 'Interview');
      expect(same.statusCode).toBe(409);
      expect(same.json()).toEqual(
        failure('The candidate is already in Interview', 'PIPELINE_MOVE_NOT_ALLOWED'),
      );
    });

    it('with the step it was seen in, refuses a move when someone moved the candidate since, and changes nothing', async () => {
      const matchId = await acceptedMatch();
      expect((await setStatus(matchId, 'Interview')).statusCode).toBe(200);
      // A board loaded while the candidate was in Shortlisted: its bulk move names that step.
      const stale = await update(matchId, { status: 'Hired', fromStatus: 'Shortlisted' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual(
        failure(
          'Someone moved this candidate to Interview since you last looked: nothing was changed.',
          'MOVED_SINCE',
        ),
      );
      const [stored] = await db.select().from(matches).where(eq(matches.id, matchId));
      expect(stored?.pipelineStatus).toBe('Interview');
      const current = await update(matchId, { status: 'Offer', fromStatus: 'Interview' });
      expect(current.statusCode, current.body).toBe(200);
      expect(current.json().data.match.pipelineStatus).toBe('Offer');
    });

    it('rejects from any step with a reason from the list, keeps it while rejected, and reopens to any step', async () => {
      const matchId = await acceptedMatch();
      expect((await setStatus(matchId, 'Offer')).statusCode).toBe(200);

      const noReason = await setStatus(matchId, 'Rejected');
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.message).toBe(
        'Rejection reason: Choose why the candidate is not going forward',
      );
      const strayReason = await update(matchId, { status: 'Hired', rejectionReason: 'location' });
      expect(strayReason.statusCode).toBe(400);
      const [unmoved] = await db.select().from(matches).where(eq(matches.id, matchId));
      expect(unmoved?.pipelineStatus).toBe('Offer');

      const rejected = await update(matchId, { status: 'Rejected', rejectionReason: 'compensation' });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().data.match).toMatchObject({
        pipelineStatus: 'Rejected',
        rejectionReason: 'compensation',
      });
      const [stored] = await db.select().from(matches).where(eq(matches.id, matchId));
      expect(stored?.rejectionReason).toBe('compensation');

      const reopened = await setStatus(matchId, 'Interview');
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json().data.match).toMatchObject({
        pipelineStatus: 'Interview',
        rejectionReason: null,
      });
    });

    it('sends the optional message of a rejection to the candidate, in the match’s conversation', async () => {
      const matchId = await acceptedMatch();
      const rejected = await update(matchId, {
        status: 'Rejected',
        rejectionReason: 'filled',
        message: '  Thank you for your time: the position has been filled.  ',
      });
      expect(rejected.statusCode).toBe(200);
      const [conversation] = await db.select().from(conversations).where(eq(conversations.matchId, matchId));
      const sent = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversation?.id ?? ''));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        senderKind: 'employer',
        senderId: employer.id,
        body: 'Thank you for your time: the position has been filled.',
      });

      // A blank message sends nothing.
      const second = await acceptedMatch();
      await update(second, { status: 'Rejected', rejectionReason: 'other', message: '   ' });
      const [quiet] = await db.select().from(conversations).where(eq(conversations.matchId, second));
      const none = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, quiet?.id ?? ''));
      expect(none).toHaveLength(0);
    });

    it('refuses a status that is neither a step nor cancelled', async () => {
      const matchId = await acceptedMatch();
      const response = await setStatus(matchId, 'accepted');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Choose a pipeline step');
    });

    it('answers another employer’s match exactly like a missing one, and changes nothing', async () => {
      const matchId = await acceptedMatch();
      for (const id of [matchId, MISSING_ID, 'not-an-id']) {
        const response = await setStatus(id, 'Submitted', other.token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(matchNotFound);
      }
      const [stored] = await db.select().from(matches).where(eq(matches.id, matchId));
      expect(stored?.pipelineStatus).toBe('Shortlisted');
      expect((await setStatus(matchId, 'Submitted', employer.token)).statusCode).toBe(200);
    });

    it('needs a session', async () => {
      const matchId = await acceptedMatch();
      const response = await call(app, 'PATCH', `/employer/match/update-match-status/${matchId}`, undefined, {
        status: 'Submitted',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('by-job and all', () => {
    let board: { employer: { id: string; token: string }; jobA: string; jobB: string; matchIds: string[] };

    beforeAll(async () => {
      // An employer of its own, so the counts below are exact.
      const owner = await insertEmployer(db);
      const jobA = await insertJob(db, owner.id, { title: 'Job A' });
      const jobB = await insertJob(db, owner.id, { title: 'Job B' });
      const matchIds: string[] = [];
      for (const [index, jobId] of [jobA, jobA, jobA, jobB].entries()) {
        const candidateId = await insertCandidate(db, { lastName: `Candidate ${index}` });
        const response = await invite(jobId, candidateId, owner.token);
        matchIds.push(response.json().data.match._id);
      }
      const [first, second, third] = matchIds as [string, string, string, string];
      // Distinct creation times, oldest first in matchIds.
      for (const [index, id] of matchIds.entries()) {
        await db
          .update(matches)
          .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + index)) })
          .where(eq(matches.id, id));
      }
      await db
        .update(matches)
        .set({ requestStatus: 'accepted', pipelineStatus: 'Interview' })
        .where(eq(matches.id, first));
      await db.update(matches).set({ requestStatus: 'declined' }).where(eq(matches.id, second));
      await db
        .update(matches)
        .set({ requestStatus: 'accepted', pipelineStatus: 'Interview' })
        .where(eq(matches.id, third));
      // Another employer's match on a job of its own never shows.
      await invite(await insertJob(db, other.id), await insertCandidate(db), other.token);
      board = { employer: owner, jobA, jobB, matchIds };
    });

    it('by-job lists every match of the job, whatever its request status, newest first', async () => {
      const response = await call(app, 'GET', `/employer/match/by-job/${board.jobA}`, board.employer.token);
      expect(response.statusCode).toBe(200);
      const found = response.json().data.matches;
      expect(found.map((match: { _id: string }) => match._id)).toEqual(board.matchIds.slice(0, 3).reverse());
      expect(found.map((match: { requestStatus: string }) => match.requestStatus)).toEqual([
        'accepted',
        'declined',
        'accepted',
      ]);
      expect(found[0].job).toEqual({ _id: board.jobA, title: 'Job A' });
    });

    it('by-job answers another employer’s job exactly like a missing one', async () => {
      for (const jobId of [board.jobA, MISSING_ID, 'nope']) {
        const response = await call(app, 'GET', `/employer/match/by-job/${jobId}`, other.token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(jobNotFound);
      }
      expect((await call(app, 'GET', `/employer/match/by-job/${board.jobA}`)).statusCode).toBe(401);
    });

    it('all pages through the employer’s matches newest first', async () => {
      const first = await call(app, 'GET', '/employer/match/all?pageSize=3', board.employer.token);
      expect(first.statusCode).toBe(200);
      const page = first.json().data;
      expect(page).toMatchObject({ total: 4, pageNumber: 1, pageSize: 3 });
      expect(page.items.map((match: { _id: string }) => match._id)).toEqual(
        board.matchIds.slice(1).reverse(),
      );

      const second = (
        await call(app, 'GET', '/employer/match/all?pageSize=3&pageNumber=2', board.employer.token)
      ).json().data;
      expect(second).toMatchObject({ total: 4, pageNumber: 2, pageSize: 3 });
      expect(second.items.map((match: { _id: string }) => match._id)).toEqual([board.matchIds[0]]);

      const defaults = (await call(app, 'GET', '/employer/match/all', board.employer.token)).json().data;
      expect(defaults).toMatchObject({ total: 4, pageNumber: 1, pageSize: 20 });
      expect(defaults.items).toHaveLength(4);
    });

    it('all keeps one pipeline step with status', async () => {
      const response = await call(app, 'GET', '/employer/match/all?status=Interview', board.employer.token);
      const page = response.json().data;
      expect(page.total).toBe(2);
      expect(page.items.map((match: { _id: string }) => match._id)).toEqual([
        board.matchIds[2],
        board.matchIds[0],
      ]);
      expect(
        page.items.every((match: { pipelineStatus: string }) => match.pipelineStatus === 'Interview'),
      ).toBe(true);
    });

    it('all shows only the signed-in employer’s matches', async () => {
      const page = (await call(app, 'GET', '/employer/match/all', other.token)).json().data;
      expect(page.items.some((match: { _id: string }) => board.matchIds.includes(match._id))).toBe(false);
      expect(
        page.items.every(
          (match: { job: { title: string } }) => !['Job A', 'Job B'].includes(match.job.title),
        ),
      ).toBe(true);
    });

    it('all refuses a page size over 50 and an unknown step', async () => {
      const tooBig = await call(app, 'GET', '/employer/match/all?pageSize=51', board.employer.token);
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json().error.message).toContain('from 1 to 50');
      const unknown = await call(app, 'GET', '/employer/match/all?status=Maybe', board.employer.token);
      expect(unknown.statusCode).toBe(400);
      expect((await call(app, 'GET', '/employer/match/all')).statusCode).toBe(401);
    });
  });

  describe('seedDemoMatches', () => {
    it('puts candidates at different steps across the demo jobs, once', async () => {
      const demo = await insertEmployer(db);
      const jobIds = [
        await insertJob(db, demo.id, { title: 'First', createdAt: new Date(Date.UTC(2026, 0, 1)) }),
        await insertJob(db, demo.id, { title: 'Second', createdAt: new Date(Date.UTC(2026, 0, 2)) }),
        await insertJob(db, demo.id, { title: 'Third', createdAt: new Date(Date.UTC(2026, 0, 3)) }),
      ];
      const candidateIds: string[] = [];
      for (let index = 0; index < 8; index += 1) candidateIds.push(await insertCandidate(db));

      expect(await seedDemoMatches(db, demo.id, candidateIds)).toBe(10);
      expect(await seedDemoMatches(db, demo.id, candidateIds)).toBe(0);

      const page = (await call(app, 'GET', '/employer/match/all?pageSize=50', demo.token)).json().data;
      expect(page.total).toBe(10);
      const steps = new Set(page.items.map((match: { pipelineStatus: string }) => match.pipelineStatus));
      expect(steps).toEqual(new Set(['Shortlisted', 'Submitted', 'Interview', 'Offer', 'Hired', 'Rejected']));
      const requests = new Set(page.items.map((match: { requestStatus: string }) => match.requestStatus));
      expect(requests).toEqual(new Set(['accepted', 'pending', 'declined']));
      for (const jobId of jobIds) {
        const byJob = (await call(app, 'GET', `/employer/match/by-job/${jobId}`, demo.token)).json().data;
        expect(byJob.matches.length).toBeGreaterThan(0);
      }
    });

    it('does nothing without jobs or candidates', async () => {
      const empty = await insertEmployer(db);
      expect(await seedDemoMatches(db, empty.id, [await insertCandidate(db)])).toBe(0);
      await insertJob(db, empty.id);
      expect(await seedDemoMatches(db, empty.id, [])).toBe(0);
      expect(await seedDemoMatches(db, empty.id, [await insertCandidate(db)])).toBe(1);
    });
  });
});
