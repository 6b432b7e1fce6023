import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { candidates, employers, jobs, matches } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { FORBIDDEN_ACCOUNT_MESSAGE, SESSION_ENDED_MESSAGE } from '../auth/authenticate.js';
import { hashPassword } from '../auth/password.js';
import { JOB_NOT_FOUND_MESSAGE } from './service.js';

const PASSWORD = 'Correct-Horse-9';

const notFound = { success: false, error: { message: JOB_NOT_FOUND_MESSAGE, code: 'NOT_FOUND' } };

const austin = {
  city: 'Austin',
  state: 'TX',
  description: 'Austin, TX, USA',
  coords: { latitude: 30.2672, longitude: -97.7431 },
};

/** A job as the create-job form sends it: salary and bonus as JSON text, every field filled. */
const fullJob = {
  title: 'Gastroenterologist',
  specialty: 'internal-medicine',
  subSpecialty: 'gastroenterology',
  employmentType: 'full-time',
  reasonForJobOpp: 'practice-growth',
  salaryRange: '{"min":250000,"max":320000}',
  signOnBonus: '{"min":20000,"max":40000}',
  productiveBonus: 'rvu-productivity-bonus',
  stipendTraining: '$3,000 a month during fellowship',
  loanRepaymentAssistance: 'Up to $100,000 over 4 years',
  vacation: '6 weeks plus 1 CME week',
  callSchedule: '1 in 6, home call',
  requiredTravel: 'Two clinics 20 minutes apart',
  additionalContext: 'Fast-growing GI group with its own ASC.',
  halfDaysPerWeek: { outpatient: 4, procedural: 4, administrative: 1 },
  advancedTech: 'AI-assisted colonoscopy',
  electronicMedRecord: 'Epic',
  scribeSupport: true,
  supportBenefitPerk: ['Health insurance', '401(k) match', 'Malpractice with tail coverage'],
  partnership: { value: 'Yes', types: ['proven-partnership-track', 'asc-ownership'] },
  academicResearchOpportunity: false,
  mentorship: true,
  speakerShip: false,
  globalMissions: false,
  locations: [austin],
};

/** The smallest job the form accepts. */
const smallJob = {
  title: 'Family physician',
  specialty: 'family-medicine',
  employmentType: 'part-time',
  salaryRange: { min: 180000, max: 220000 },
  locations: [austin],
};

/** No Authorization header (`undefined` would pick the helpers' default token). */
const SIGNED_OUT = '';

const zeroPipeline = { Shortlisted: 0, Submitted: 0, Interview: 0, Offer: 0, Hired: 0, Rejected: 0 };

async function addEmployer(db: Db, email: string): Promise<string> {
  const [row] = await db
    .insert(employers)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      // Approved and paid: an account that may post jobs (the account-state table).
      accountStatus: 'approved',
      subscriptionStatus: 'active',
      currentProfileStep: 5,
    })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
  return row.id;
}

async function addCandidate(db: Db, lastName: string): Promise<string> {
  const [row] = await db
    .insert(candidates)
    .values({
      firstName: 'Alex',
      lastName,
      providerType: 'md',
      specialty: 'internal-medicine',
      homeState: 'TX',
      latitude: 30.27,
      longitude: -97.74,
      boardStatus: 'board-certified',
      yearsOfExperience: 5,
      yearAvailable: 2026,
    })
    .returning({ id: candidates.id });
  if (!row) throw new Error('no candidate inserted');
  return row.id;
}

async function signIn(app: App, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/employer/auth/login',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token;
}

function call(
  app: App,
  method: InjectOptions['method'],
  url: string,
  token: string | undefined,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

describe.each(testDatabases('both'))('jobs routes (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let id: string;
  let token: string;
  let otherId: string;
  let otherToken: string;
  let counter = 0;

  const create = (payload: unknown, as = token, employerId = id) =>
    call(app, 'POST', `/employer/auth/v1/create-job-v1/${employerId}`, as, payload);
  const createOk = async (payload: unknown = fullJob, as = token, employerId = id) => {
    const response = await create(payload, as, employerId);
    expect(response.statusCode).toBe(200);
    return response.json().data.job;
  };
  const list = (query = '', as = token) => call(app, 'GET', `/employer/jobs${query}`, as);
  const read = (jobId: string, as = token) => call(app, 'GET', `/employer/jobs/${jobId}`, as);
  const update = (jobId: string, payload: unknown, as = token) =>
    call(app, 'PATCH', `/employer/jobs/${jobId}`, as, payload);
  const close = (jobId: string, as = token) => call(app, 'POST', `/employer/jobs/${jobId}/close`, as);
  const reopen = (jobId: string, as = token) => call(app, 'POST', `/employer/jobs/${jobId}/reopen`, as);
  const jobRow = async (jobId: string) => {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    return row;
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      config: { loginRateLimitPerMinute: 1000 },
    });
    ({ app } = testApp);
    db = testApp.database.db;
    otherId = await addEmployer(db, 'other@clinic.test');
    otherToken = await signIn(app, 'other@clinic.test');
  });

  afterAll(async () => {
    await testApp.close();
  });

  // Each test starts from a new employer without jobs.
  beforeEach(async () => {
    counter += 1;
    const email = `employer-${counter}@clinic.test`;
    id = await addEmployer(db, email);
    token = await signIn(app, email);
  });

  describe('create-job-v1', () => {
    it('posts an open job and answers it with every field, the salary parsed and no counts yet', async () => {
      const job = await createOk(fullJob);
      expect(job).toEqual({
        _id: expect.any(String),
        status: 'open',
        ...fullJob,
        salaryRange: { min: 250000, max: 320000 },
        signOnBonus: { min: 20000, max: 40000 },
        halfDaysPerWeek: { outpatient: 4, inpatient: 0, procedural: 4, administrative: 1, other: 0 },
        applicantCount: 0,
        pipelineCounts: zeroPipeline,
        pendingInvites: 0,
        // The owner posted it: the owner leads it, no hiring manager yet.
        hiringTeam: {
          recruiter: expect.objectContaining({ memberId: null, email: `employer-${counter}@clinic.test` }),
          hiringManagers: [],
        },
        // Pay range, call schedule, half-days, benefits and partnership: all five told.
        completeness: { score: 100, missing: [] },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(job).not.toHaveProperty('closedAt');

      // Title, specialty, sub-specialty and locations in their columns; the rest in details.
      const row = await jobRow(job._id);
      expect(row).toMatchObject({
        employerId: id,
        status: 'open',
        title: 'Gastroenterologist',
        specialty: 'internal-medicine',
        subSpecialty: 'gastroenterology',
        locations: [austin],
        closedAt: null,
      });
      expect(Object.keys(row?.details ?? {})).not.toEqual(
        expect.arrayContaining(['title', 'specialty', 'subSpecialty', 'locations']),
      );
      expect(row?.details).toMatchObject({
        salaryRange: { min: 250000, max: 320000 },
        vacation: fullJob.vacation,
      });

      const read1 = await read(job._id);
      expect(read1.statusCode).toBe(200);
      expect(read1.json().data.job).toEqual(job);
    });

    it('posts the smallest job and answers without the optional fields', async () => {
      const job = await createOk(smallJob);
      expect(job).toMatchObject({ ...smallJob, status: 'open' });
      expect(job).not.toHaveProperty('subSpecialty');
      expect(job).not.toHaveProperty('signOnBonus');
      expect(job).not.toHaveProperty('partnership');
      expect((await jobRow(job._id))?.subSpecialty).toBeNull();
    });

    it.each<[string, Record<string, unknown>, string]>([
      [
        'a salary minimum above the maximum',
        { salaryRange: '{"min":320000,"max":250000}' },
        'Salary range: the minimum must not exceed the maximum',
      ],
      [
        'half-days that do not add up',
        { halfDaysPerWeek: { outpatient: 6, inpatient: 6 } },
        'Half-days per week: the total must not exceed 10 (it is 12)',
      ],
      [
        'partnership types without partnership',
        { partnership: { value: 'No', types: ['practice-ownership'] } },
        'Partnership types apply only when partnership is Yes',
      ],
      ['an unknown specialty', { specialty: 'Cardiology' }, 'Choose the specialty'],
      ['no title', { title: '   ' }, 'Enter the job title'],
      ['no locations', { locations: [] }, 'Add at least one job location'],
      [
        'a sub-specialty of another specialty',
        { subSpecialty: 'pediatric-cardiology' },
        'Choose a sub-specialty of the chosen specialty',
      ],
    ])('refuses %s with 400 naming the field, and stores nothing', async (_name, change, message) => {
      const response = await create({ ...fullJob, ...change });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error).toEqual({ code: 'VALIDATION_ERROR', message });
      expect(await db.select().from(jobs).where(eq(jobs.employerId, id))).toEqual([]);
    });

    it('answers 403 for another employer’s id, existing or not, and 401 signed out', async () => {
      for (const employerId of [otherId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const response = await create(fullJob, token, employerId);
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN_ACCOUNT_MESSAGE });
      }
      const signedOut = await create(fullJob, SIGNED_OUT);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().error.message).toBe(SESSION_ENDED_MESSAGE);
      expect(await db.select().from(jobs)).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ employerId: otherId })]),
      );
      expect(await db.select().from(jobs).where(eq(jobs.employerId, id))).toEqual([]);
    });
  });

  describe('list', () => {
    it('lists the employer’s own jobs newest first, filtered by status (all by default)', async () => {
      const first = await createOk({ ...smallJob, title: 'First' });
      const second = await createOk({ ...smallJob, title: 'Second' });
      const third = await createOk({ ...smallJob, title: 'Third' });
      await createOk({ ...smallJob, title: 'Someone else’s' }, otherToken, otherId);
      expect((await close(second._id)).statusCode).toBe(200);

      const titles = async (query: string) => {
        const response = await list(query);
        expect(response.statusCode).toBe(200);
        return response.json().data.jobs.map((job: { title: string }) => job.title);
      };
      expect(await titles('')).toEqual(['Third', 'Second', 'First']);
      expect(await titles('?status=all')).toEqual(['Third', 'Second', 'First']);
      expect(await titles('?status=open')).toEqual(['Third', 'First']);
      expect(await titles('?status=closed')).toEqual(['Second']);
      expect(first._id).not.toBe(third._id);
    });

    it('answers an empty list for an employer without jobs', async () => {
      const response = await list();
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ jobs: [] });
    });

    it('refuses an unknown status with 400', async () => {
      const response = await list('?status=draft');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(response.json().error.message).toContain('Status');
    });

    it('counts applicants per job: accepted matches by pipeline step, and pending invites apart', async () => {
      const busy = await createOk({ ...smallJob, title: 'Busy' });
      const quiet = await createOk({ ...smallJob, title: 'Quiet' });
      const others = await createOk(smallJob, otherToken, otherId);

      const people = await Promise.all(
        ['Ames', 'Baker', 'Cole', 'Diaz', 'Evans', 'Ford', 'Gray'].map((name) => addCandidate(db, name)),
      );
      const match = (
        jobId: string,
        employerId: string,
        candidateId: string,
        requestStatus: string,
        pipelineStatus = 'Shortlisted',
      ) => ({
        jobId,
        employerId,
        candidateId,
        requestStatus,
        pipelineStatus,
        origin: requestStatus === 'accepted' ? 'application' : 'invite',
      });
      const [a, b, c, d, e, f, g] = people as [string, string, string, string, string, string, string];
      await db
        .insert(matches)
        .values([
          match(busy._id, id, a, 'accepted', 'Shortlisted'),
          match(busy._id, id, b, 'accepted', 'Shortlisted'),
          match(busy._id, id, c, 'accepted', 'Interview'),
          match(busy._id, id, d, 'accepted', 'Rejected'),
          match(busy._id, id, e, 'pending'),
          match(busy._id, id, f, 'declined'),
          match(busy._id, id, g, 'cancelled'),
          match(quiet._id, id, a, 'pending'),
          match(others._id, otherId, b, 'accepted', 'Hired'),
        ]);

      const response = await list();
      expect(response.statusCode).toBe(200);
      const byTitle = Object.fromEntries(
        response.json().data.jobs.map((job: { title: string }) => [job.title, job]),
      );
      expect(byTitle.Busy).toMatchObject({
        applicantCount: 4,
        pipelineCounts: { ...zeroPipeline, Shortlisted: 2, Interview: 1, Rejected: 1 },
        pendingInvites: 1,
      });
      expect(byTitle.Quiet).toMatchObject({
        applicantCount: 0,
        pipelineCounts: zeroPipeline,
        pendingInvites: 1,
      });

      // One job answers the same counts as the list.
      const one = await read(busy._id);
      expect(one.json().data.job).toEqual(byTitle.Busy);

      const theirs = await list('', otherToken);
      expect(theirs.json().data.jobs[0]).toMatchObject({
        applicantCount: 1,
        pipelineCounts: { ...zeroPipeline, Hired: 1 },
        pendingInvites: 0,
      });
    });
  });

  describe('update', () => {
    it('replaces the payload, keeps the status, and answers the job', async () => {
      const job = await createOk(fullJob);
      const response = await update(job._id, {
        ...smallJob,
        title: 'Family physician, four days',
        subSpecialty: 'sports-medicine-family-medicine',
        salaryRange: '{"min":200000,"max":240000}',
      });
      expect(response.statusCode).toBe(200);
      const updated = response.json().data.job;
      expect(updated).toMatchObject({
        _id: job._id,
        status: 'open',
        title: 'Family physician, four days',
        specialty: 'family-medicine',
        subSpecialty: 'sports-medicine-family-medicine',
        employmentType: 'part-time',
        salaryRange: { min: 200000, max: 240000 },
        createdAt: job.createdAt,
      });
      // Fields not sent are gone: the edit form sends the whole job.
      expect(updated).not.toHaveProperty('signOnBonus');
      expect(updated).not.toHaveProperty('vacation');
      expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(job.updatedAt).getTime());
      expect((await read(job._id)).json().data.job).toEqual(updated);
      expect(await jobRow(job._id)).toMatchObject({
        title: 'Family physician, four days',
        subSpecialty: 'sports-medicine-family-medicine',
      });
    });

    it('refuses an invalid payload with 400 and changes nothing', async () => {
      const job = await createOk(fullJob);
      const before = await jobRow(job._id);
      const response = await update(job._id, { ...fullJob, salaryRange: { min: 9, max: 1 } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Salary range: the minimum must not exceed the maximum',
      });
      expect(await jobRow(job._id)).toEqual(before);
    });

    it('keeps a closed job closed', async () => {
      const job = await createOk(fullJob);
      await close(job._id);
      const response = await update(job._id, fullJob);
      expect(response.json().data.job.status).toBe('closed');
    });
  });

  describe('completeness', () => {
    const fields = (job: { completeness: { missing: { field: string }[] } }) =>
      job.completeness.missing.map((gap) => gap.field);

    it('scores the smallest job 20 (the pay range alone) and says what is missing, in words', async () => {
      const job = await createOk(smallJob);
      expect(job.completeness.score).toBe(20);
      expect(job.completeness.missing).toEqual([
        {
          field: 'callSchedule',
          label: 'call schedule',
          hint: expect.stringMatching(/^Add the call schedule/),
        },
        { field: 'halfDaysPerWeek', label: 'half-days', hint: expect.any(String) },
        { field: 'supportBenefitPerk', label: 'benefits', hint: expect.any(String) },
        { field: 'partnership', label: 'partnership track', hint: expect.any(String) },
      ]);
      expect((await read(job._id)).json().data.job.completeness).toEqual(job.completeness);
    });

    it('lists each job with its own score, and follows an edit', async () => {
      const small = await createOk({ ...smallJob, title: 'Small' });
      await createOk({ ...smallJob, title: 'Told', callSchedule: '1 in 4', partnership: { value: 'No' } });
      const scores = async () =>
        (await list())
          .json()
          .data.jobs.map((job: { title: string; completeness: { score: number } }) => [
            job.title,
            job.completeness.score,
          ]);
      expect(await scores()).toEqual([
        ['Told', 60],
        ['Small', 20],
      ]);

      const edited = await update(small._id, {
        ...smallJob,
        title: 'Small',
        halfDaysPerWeek: { outpatient: 8 },
        supportBenefitPerk: ['Health insurance'],
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.job.completeness.score).toBe(60);
      expect(fields(edited.json().data.job)).toEqual(['callSchedule', 'partnership']);
      expect(await scores()).toEqual([
        ['Told', 60],
        ['Small', 60],
      ]);
    });

    it('counts a week of zero half-days and an empty call schedule as missing', async () => {
      const job = await createOk({
        ...fullJob,
        callSchedule: '   ',
        halfDaysPerWeek: { outpatient: 0, inpatient: 0 },
      });
      expect(job.completeness.score).toBe(60);
      expect(fields(job)).toEqual(['callSchedule', 'halfDaysPerWeek']);
    });
  });

  describe('close and reopen', () => {
    it('closes with closedAt, keeps it on a second close, and reopens without it', async () => {
      const job = await createOk(smallJob);
      const closed = await close(job._id);
      expect(closed.statusCode).toBe(200);
      expect(closed.json().data.job).toMatchObject({
        _id: job._id,
        status: 'closed',
        closedAt: expect.any(String),
      });
      expect((await jobRow(job._id))?.status).toBe('closed');

      const again = await close(job._id);
      expect(again.json().data.job.closedAt).toBe(closed.json().data.job.closedAt);

      const reopened = await reopen(job._id);
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json().data.job.status).toBe('open');
      expect(reopened.json().data.job).not.toHaveProperty('closedAt');
      expect(await jobRow(job._id)).toMatchObject({ status: 'open', closedAt: null });
    });
  });

  it('documents every job route in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(Object.keys(paths['/employer/auth/v1/create-job-v1/{id}'] ?? {})).toContain('post');
    expect(Object.keys(paths['/employer/jobs'] ?? {})).toContain('get');
    expect(Object.keys(paths['/employer/jobs/{jobId}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'patch']),
    );
    expect(Object.keys(paths['/employer/jobs/{jobId}/close'] ?? {})).toContain('post');
    expect(Object.keys(paths['/employer/jobs/{jobId}/reopen'] ?? {})).toContain('post');
  });

  describe('scoping', () => {
    it('answers another employer’s job and a missing one with the same 404 on every job route', async () => {
      const theirs = await createOk(fullJob, otherToken, otherId);
      const before = await jobRow(theirs._id);
      const ids = [theirs._id, '00000000-0000-4000-8000-000000000000', 'not-a-job'];
      for (const jobId of ids) {
        const responses = await Promise.all([
          read(jobId),
          update(jobId, smallJob),
          close(jobId),
          reopen(jobId),
        ]);
        for (const response of responses) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual(notFound);
        }
      }
      expect(await jobRow(theirs._id)).toEqual(before);
      expect((await list()).json().data.jobs).toEqual([]);
    });

    it('answers 401 on every jobs route without a session', async () => {
      const job = await createOk(smallJob);
      const responses = await Promise.all([
        list('', SIGNED_OUT),
        read(job._id, SIGNED_OUT),
        update(job._id, smallJob, SIGNED_OUT),
        close(job._id, SIGNED_OUT),
        reopen(job._id, SIGNED_OUT),
      ]);
      for (const response of responses) {
        expect(response.statusCode).toBe(401);
        expect(response.json().error.message).toBe(SESSION_ENDED_MESSAGE);
      }
    });
  });
});
