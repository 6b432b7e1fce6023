import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { candidateSessions, jobs, matches } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { SESSION_ENDED_MESSAGE } from '../auth/authenticate.js';
import { LOGIN_BACKOFF } from '../auth/login-backoff.js';
import { hashPassword } from '../auth/password.js';
import { TOO_MANY_SIGN_INS_MESSAGE } from '../auth/routes.js';
import { INVALID_CREDENTIALS_MESSAGE } from '../auth/service.js';
import { hashSessionToken, SESSION_TTL_MS } from '../auth/sessions.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';

const PASSWORD = 'Scrubs-Lantern-2026';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const incorrect = {
  success: false,
  error: { message: INVALID_CREDENTIALS_MESSAGE, code: 'INVALID_CREDENTIALS' },
};
const sessionEnded = { success: false, error: { message: SESSION_ENDED_MESSAGE, code: 'UNAUTHORIZED' } };

let lastIp = 0;
function nextIp(): string {
  lastIp += 1;
  return `10.20.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

function login(app: App, email: string, password: string, ip = nextIp()) {
  return app.inject({
    method: 'POST',
    url: '/employee/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

async function candidateWithPassword(db: Db, email: string, lastName = 'Okafor'): Promise<string> {
  return insertCandidate(db, { email, lastName, passwordHash: await hashPassword(PASSWORD) });
}

async function tokenFor(app: App, email: string): Promise<string> {
  const response = await login(app, email, PASSWORD);
  expect(response.statusCode).toBe(200);
  return response.json().data.token;
}

describe.each(testDatabases())('employee routes (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let employer: { id: string; token: string };
  let candidateId: string;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      config: { loginRateLimitPerMinute: 1000 },
    });
    ({ app } = testApp);
    db = testApp.database.db;
    employer = await insertEmployer(db, { organizationName: 'Lakeside Family Medicine' });
    candidateId = await candidateWithPassword(db, 'ana@doctors.test');
    await candidateWithPassword(db, 'ben@doctors.test', 'Baker');
    token = await tokenFor(app, 'ana@doctors.test');
    otherToken = await tokenFor(app, 'ben@doctors.test');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  describe('login', () => {
    it('signs a candidate in with any case of the email, storing only the token’s hash', async () => {
      const response = await login(app, 'Ana@Doctors.TEST', PASSWORD);

      expect(response.statusCode).toBe(200);
      const { token: newToken, candidate } = response.json().data;
      expect(newToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(candidate).toMatchObject({
        _id: candidateId,
        email: 'ana@doctors.test',
        firstName: 'Ana',
        lastName: 'Okafor',
        specialty: 'family-medicine',
        homeState: 'WI',
      });
      expect(JSON.stringify(candidate)).not.toContain('scrypt');
      const stored = await db
        .select()
        .from(candidateSessions)
        .where(eq(candidateSessions.tokenHash, hashSessionToken(newToken)));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.candidateId).toBe(candidateId);
      const lifetime = (stored[0]?.expiresAt.getTime() ?? 0) - Date.now();
      expect(lifetime).toBeGreaterThan(SESSION_TTL_MS - 60_000);
      expect(lifetime).toBeLessThanOrEqual(SESSION_TTL_MS);
      expect((await call(app, 'GET', '/employee/jobs', newToken)).statusCode).toBe(200);
    });

    it('answers a wrong password, an unknown email and a candidate without a password alike', async () => {
      await insertCandidate(db, { email: 'nopassword@doctors.test' });
      for (const [email, password] of [
        ['ana@doctors.test', 'Wrong-Password-1'],
        ['nobody@doctors.test', PASSWORD],
        ['nopassword@doctors.test', PASSWORD],
      ] as const) {
        const response = await login(app, email, password);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(incorrect);
      }
    });

    it('logout ends the session', async () => {
      const ending = await tokenFor(app, 'ana@doctors.test');
      expect((await call(app, 'POST', '/employee/auth/logout', ending)).statusCode).toBe(200);
      const after = await call(app, 'GET', '/employee/jobs', ending);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(sessionEnded);
      expect((await call(app, 'GET', '/employee/jobs', token)).statusCode).toBe(200);
    });

    it('refuses an expired session, an employer’s token, and no token', async () => {
      const expiring = await tokenFor(app, 'ana@doctors.test');
      await db
        .update(candidateSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(candidateSessions.tokenHash, hashSessionToken(expiring)));
      for (const bearer of [expiring, employer.token, undefined]) {
        const response = await call(app, 'GET', '/employee/jobs', bearer);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(sessionEnded);
      }
      // Nor does a candidate's token open the employer's routes.
      expect((await call(app, 'GET', '/employer/match/all', token)).statusCode).toBe(401);
    });
  });

  describe('jobs', () => {
    it('lists the open jobs of every employer, newest first, with the organization', async () => {
      const other = await insertEmployer(db, { organizationName: 'Riverbend Health' });
      const older = await insertJob(db, employer.id, {
        title: 'Older',
        createdAt: new Date(Date.UTC(2030, 0, 1)),
      });
      const newer = await insertJob(db, other.id, {
        title: 'Newer',
        createdAt: new Date(Date.UTC(2030, 0, 2)),
      });
      const closed = await insertJob(db, employer.id, { status: 'closed', title: 'Closed' });
      const rejected = await insertEmployer(db, { accountStatus: 'rejected' });
      const hidden = await insertJob(db, rejected.id, { title: 'Hidden' });

      const response = await call(app, 'GET', '/employee/jobs', token);

      expect(response.statusCode).toBe(200);
      const { jobs } = response.json().data;
      const ids = jobs.map((job: { _id: string }) => job._id);
      expect(ids.slice(0, 2)).toEqual([newer, older]);
      expect(ids).not.toContain(closed);
      expect(ids).not.toContain(hidden);
      expect(jobs[0]).toEqual({
        _id: newer,
        title: 'Newer',
        specialty: 'family-medicine',
        subSpecialty: 'sports-medicine-family-medicine',
        employer: { organizationName: 'Riverbend Health' },
        locations: [
          {
            city: 'Madison',
            state: 'WI',
            description: 'Madison, WI',
            coords: { latitude: 43.0731, longitude: -89.4012 },
          },
        ],
        // Only the salary range of the five is told.
        completeness: {
          score: 20,
          missing: ['callSchedule', 'halfDaysPerWeek', 'supportBenefitPerk', 'partnership'].map((field) => ({
            field,
            label: expect.any(String),
            hint: expect.any(String),
          })),
        },
      });
    });

    it('gives each job the completeness its employer sees', async () => {
      const jobId = await insertJob(db, employer.id, {
        title: 'Told more',
        details: {
          callSchedule: '1 in 5, home call',
          supportBenefitPerk: ['Health insurance'],
          partnership: { value: 'No' },
        },
      });

      const listed = (await call(app, 'GET', '/employee/jobs', token)).json().data.jobs;
      const seen = listed.find((job: { _id: string }) => job._id === jobId);

      expect(seen.completeness).toEqual({
        score: 80,
        missing: [{ field: 'halfDaysPerWeek', label: 'half-days', hint: expect.any(String) }],
      });
      const employerView = await call(app, 'GET', `/employer/jobs/${jobId}`, employer.token);
      expect(employerView.statusCode).toBe(200);
      expect(employerView.json().data.job.completeness).toEqual(seen.completeness);
    });
  });

  describe('apply', () => {
    it('creates an accepted application in Shortlisted that the employer sees on the job', async () => {
      const jobId = await insertJob(db, employer.id, { title: 'Team Physician' });

      const response = await call(app, 'POST', `/employee/match/apply/${jobId}`, token);

      expect(response.statusCode).toBe(200);
      const { match } = response.json().data;
      expect(match).toMatchObject({
        job: {
          _id: jobId,
          title: 'Team Physician',
          status: 'open',
          employer: { organizationName: 'Lakeside Family Medicine' },
        },
        requestStatus: 'accepted',
        pipelineStatus: 'Shortlisted',
        origin: 'application',
      });
      const board = (await call(app, 'GET', `/employer/match/by-job/${jobId}`, employer.token)).json().data;
      expect(board.matches).toHaveLength(1);
      expect(board.matches[0]).toMatchObject({
        _id: match._id,
        candidate: { _id: candidateId },
        origin: 'application',
        requestStatus: 'accepted',
      });
      // An application can move through the pipeline at once.
      const moved = await call(
        app,
        'PATCH',
        `/employer/match/update-match-status/${match._id}`,
        employer.token,
        {
          status: 'Submitted',
        },
      );
      expect(moved.statusCode).toBe(200);
    });

    it('refuses a second application to the same job', async () => {
      const jobId = await insertJob(db, employer.id);
      expect((await call(app, 'POST', `/employee/match/apply/${jobId}`, token)).statusCode).toBe(200);
      const again = await call(app, 'POST', `/employee/match/apply/${jobId}`, token);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('You already applied to this job.');
      expect(await db.select().from(matches).where(eq(matches.jobId, jobId))).toHaveLength(1);
    });

    it('points a candidate with a pending invite to it', async () => {
      const jobId = await insertJob(db, employer.id);
      await call(app, 'POST', '/employer/match/invite', employer.token, { jobId, candidateId });
      const response = await call(app, 'POST', `/employee/match/apply/${jobId}`, token);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('You have an invite for this job: accept it instead.');
    });

    it('refuses a closed job, and answers a missing one 404', async () => {
      const closed = await insertJob(db, employer.id, { status: 'closed' });
      const refused = await call(app, 'POST', `/employee/match/apply/${closed}`, token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('This job is no longer open.');
      for (const jobId of [MISSING_ID, 'not-an-id']) {
        const response = await call(app, 'POST', `/employee/match/apply/${jobId}`, token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          success: false,
          error: { message: 'This job was not found.', code: 'NOT_FOUND' },
        });
      }
      expect((await call(app, 'POST', `/employee/match/apply/${closed}`)).statusCode).toBe(401);
    });
  });

  describe('accept and decline', () => {
    async function invited(): Promise<string> {
      const jobId = await insertJob(db, employer.id);
      const response = await call(app, 'POST', '/employer/match/invite', employer.token, {
        jobId,
        candidateId,
      });
      return response.json().data.match._id as string;
    }

    it('accepting an invite lets the employer move the candidate on', async () => {
      const matchId = await invited();
      const before = await call(
        app,
        'PATCH',
        `/employer/match/update-match-status/${matchId}`,
        employer.token,
        {
          status: 'Submitted',
        },
      );
      expect(before.statusCode).toBe(409);

      const response = await call(app, 'POST', `/employee/match/${matchId}/accept`, token);

      expect(response.statusCode).toBe(200);
      expect(response.json().data.match).toMatchObject({
        _id: matchId,
        requestStatus: 'accepted',
        origin: 'invite',
        pipelineStatus: 'Shortlisted',
      });
      const after = await call(
        app,
        'PATCH',
        `/employer/match/update-match-status/${matchId}`,
        employer.token,
        {
          status: 'Submitted',
        },
      );
      expect(after.statusCode).toBe(200);
      const again = await call(app, 'POST', `/employee/match/${matchId}/decline`, token);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This invite was already answered.');
    });

    it('declining an invite is final', async () => {
      const matchId = await invited();
      const response = await call(app, 'POST', `/employee/match/${matchId}/decline`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.match.requestStatus).toBe('declined');
      const accept = await call(app, 'POST', `/employee/match/${matchId}/accept`, token);
      expect(accept.statusCode).toBe(409);
      const [stored] = await db.select().from(matches).where(eq(matches.id, matchId));
      expect(stored?.requestStatus).toBe('declined');
    });

    it('answers another candidate’s invite like a missing one, and changes nothing', async () => {
      const matchId = await invited();
      for (const id of [matchId, MISSING_ID, 'nope']) {
        for (const action of ['accept', 'decline']) {
          const response = await call(app, 'POST', `/employee/match/${id}/${action}`, otherToken);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({
            success: false,
            error: { message: 'This invite was not found.', code: 'NOT_FOUND' },
          });
        }
      }
      const [stored] = await db.select().from(matches).where(eq(matches.id, matchId));
      expect(stored?.requestStatus).toBe('pending');
    });

    it('refuses a cancelled invite, and accepting one for a closed job', async () => {
      const cancelledId = await invited();
      await call(app, 'PATCH', `/employer/match/update-match-status/${cancelledId}`, employer.token, {
        status: 'cancelled',
      });
      const cancelled = await call(app, 'POST', `/employee/match/${cancelledId}/accept`, token);
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json().error.message).toBe('The employer cancelled this invite.');

      const closedJobInvite = await invited();
      const [row] = await db.select().from(matches).where(eq(matches.id, closedJobInvite));
      await db
        .update(jobs)
        .set({ status: 'closed', closedAt: new Date() })
        .where(eq(jobs.id, row?.jobId ?? MISSING_ID));
      const accept = await call(app, 'POST', `/employee/match/${closedJobInvite}/accept`, token);
      expect(accept.statusCode).toBe(409);
      expect(accept.json().error.message).toBe('This job is no longer open.');
      expect((await call(app, 'POST', `/employee/match/${closedJobInvite}/decline`, token)).statusCode).toBe(
        200,
      );
    });

    it('shows the candidate the personal note sent with an invite, and says when a note is too long', async () => {
      const jobId = await insertJob(db, employer.id, { title: 'Sports Medicine Physician' });
      const tooLong = await call(app, 'POST', '/employer/match/invite', employer.token, {
        jobId,
        candidateId,
        note: 'x'.repeat(1_001),
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.message).toContain('Keep the note under 1,000 characters');

      const sent = await call(app, 'POST', '/employer/match/invite', employer.token, {
        jobId,
        candidateId,
        note: '  We loved your sports medicine fellowship. <b>Call us</b>.  ',
      });
      expect(sent.statusCode).toBe(200);
      const note = 'We loved your sports medicine fellowship. <b>Call us</b>.';
      expect(sent.json().data.match.inviteNote).toBe(note);
      const mine = (await call(app, 'GET', '/employee/matches', token)).json().data.matches as {
        _id: string;
        inviteNote: string | null;
      }[];
      expect(mine.find((match) => match._id === sent.json().data.match._id)?.inviteNote).toBe(note);
      // Another candidate never sees it.
      const theirs = (await call(app, 'GET', '/employee/matches', otherToken)).json().data.matches;
      expect(JSON.stringify(theirs)).not.toContain('fellowship');
    });

    it('shows the invited job’s completeness, and follows the employer’s edit', async () => {
      const matchId = await invited();
      const jobOf = async () => {
        const mine = (await call(app, 'GET', '/employee/matches', token)).json().data.matches;
        return mine.find((match: { _id: string }) => match._id === matchId).job;
      };
      const before = await jobOf();
      expect(before.completeness.score).toBe(20);

      const edited = await call(app, 'PATCH', `/employer/jobs/${before._id}`, employer.token, {
        title: before.title,
        specialty: before.specialty,
        employmentType: 'full-time',
        salaryRange: { min: 250000, max: 320000 },
        callSchedule: '1 in 6',
        halfDaysPerWeek: { outpatient: 8, administrative: 2 },
        locations: before.locations,
      });
      expect(edited.statusCode).toBe(200);

      const after = await jobOf();
      expect(after.completeness).toMatchObject({
        score: 60,
        missing: [{ field: 'supportBenefitPerk' }, { field: 'partnership' }],
      });
      const accepted = await call(app, 'POST', `/employee/match/${matchId}/accept`, token);
      expect(accepted.json().data.match.job.completeness).toEqual(after.completeness);
    });

    it('lists the candidate’s own invites and applications', async () => {
      const matchId = await invited();
      const mine = (await call(app, 'GET', '/employee/matches', token)).json().data.matches;
      expect(mine.map((match: { _id: string }) => match._id)).toContain(matchId);
      const theirs = (await call(app, 'GET', '/employee/matches', otherToken)).json().data.matches;
      expect(theirs.map((match: { _id: string }) => match._id)).not.toContain(matchId);
    });
  });
});

describe.each(testDatabases())('employee sign-in limits (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      config: { loginRateLimitPerMinute: 3 },
    });
    ({ app } = testApp);
    await candidateWithPassword(testApp.database.db, 'limited@doctors.test');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('limits attempts per client IP', async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(app, `someone${attempt}@doctors.test`, PASSWORD, ip)).statusCode).toBe(401);
    }
    const limited = await login(app, 'limited@doctors.test', PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(TOO_MANY_SIGN_INS_MESSAGE);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe.each(testDatabases())('employee sign-in backoff (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { config: { loginRateLimitPerMinute: 1000 } });
    ({ app } = testApp);
    await candidateWithPassword(testApp.database.db, 'limited@doctors.test');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('slows failed attempts per email and address down instead of locking the candidate out', async () => {
    const guesser = nextIp();
    for (let attempt = 0; attempt < LOGIN_BACKOFF.freeFailures; attempt += 1) {
      expect(
        (await login(app, 'limited@doctors.test', `Wrong-Password-${attempt}`, guesser)).statusCode,
      ).toBe(401);
    }
    const waiting = await login(app, 'LIMITED@doctors.test', PASSWORD, guesser);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.message).toBe('Too many failed sign-ins. Try again in 1 second.');
    expect(waiting.headers['retry-after']).toBe('1');
    // The candidate, signing in from elsewhere, is not held up by someone else's guesses.
    expect((await login(app, 'limited@doctors.test', PASSWORD, nextIp())).statusCode).toBe(200);
  });
});
