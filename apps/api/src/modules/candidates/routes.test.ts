import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { candidates, conversations, employers, jobs, matches, savedCandidates } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { seedPreferenceProbes } from '../profile/seed.js';
import { generateCandidates } from './generate.js';
import { DEMO_CANDIDATE_EMAIL, DEMO_CANDIDATE_PASSWORD, seedCandidates } from './seed.js';

const PASSWORD = 'Correct-Horse-9';
const madison = { latitude: 43.07, longitude: -89.4 };
const nowYear = new Date().getUTCFullYear();

/** Wisconsin Family Medicine / Sports Medicine, certified, 3+ years, available this year. */
const preferences = {
  specialty: ['family-medicine'],
  subSpecialty: ['sports-medicine-family-medicine'],
  homeState: [{ description: 'Wisconsin', coords: { latitude: 44.27, longitude: -89.62 } }],
  boardCertStatus: 'board-certified',
  minExperience: 3,
  yearAvailableToStart: nowYear,
};

async function addEmployer(db: Db, email: string, extra: Partial<typeof employers.$inferInsert> = {}) {
  const [row] = await db
    .insert(employers)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      accountStatus: 'approved',
      subscriptionStatus: 'active',
      ...extra,
    })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
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

function call(app: App, method: InjectOptions['method'], url: string, token: string | undefined) {
  return app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe.each(testDatabases('both'))('candidates (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let token: string;
  let otherToken: string;
  let employerId: string;
  let otherId: string;
  let jobId: string;
  let otherJobId: string;
  let demoId: string;

  const get = async (url: string, as: string | null = token) => {
    const response = await call(app, 'GET', url, as ?? undefined);
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      config: { loginRateLimitPerMinute: 1000 },
    });
    ({ app } = testApp);
    db = testApp.database.db;
    await seedPreferenceProbes(db);
    await seedCandidates(db, 400);
    employerId = await addEmployer(db, 'clinic@madison.test', {
      candidatePreferences: preferences,
      locationsDetails: [{ description: 'Madison, WI', city: 'Madison', state: 'WI', coords: madison }],
      preferenceProbe: [{ probeId: 'local-or-best-fit', choice: 'lives-in-your-state' }],
    });
    otherId = await addEmployer(db, 'other@clinic.test');
    token = await signIn(app, 'clinic@madison.test');
    otherToken = await signIn(app, 'other@clinic.test');
    const [job] = await db
      .insert(jobs)
      .values({
        employerId,
        title: 'Pediatrician, Seattle',
        specialty: 'pediatrics',
        locations: [
          {
            city: 'Seattle',
            state: 'WA',
            description: 'Seattle, WA',
            coords: { latitude: 47.61, longitude: -122.33 },
          },
        ],
      })
      .returning({ id: jobs.id });
    const [otherJob] = await db
      .insert(jobs)
      .values({ employerId: otherId, title: 'Other clinic job', specialty: 'family-medicine' })
      .returning({ id: jobs.id });
    if (!job || !otherJob) throw new Error('no jobs inserted');
    jobId = job.id;
    otherJobId = otherJob.id;
    const [demo] = await db.select().from(candidates).where(eq(candidates.email, DEMO_CANDIDATE_EMAIL));
    if (!demo) throw new Error('no demo candidate');
    demoId = demo.id;
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('seed', () => {
    it('inserts the generated candidates and the demo candidate once, who can sign in with the published password', async () => {
      expect(await db.$count(candidates)).toBe(401);
      expect(await seedCandidates(db, 400)).toEqual({ inserted: 0 });
      expect(await db.$count(candidates)).toBe(401);
      const [demo] = await db.select().from(candidates).where(eq(candidates.id, demoId));
      expect(demo).toMatchObject({
        specialty: 'family-medicine',
        subSpecialty: 'sports-medicine-family-medicine',
        homeState: 'WI',
      });
      expect(await verifyPassword(DEMO_CANDIDATE_PASSWORD, demo?.passwordHash ?? '')).toBe(true);
    });

    it('generates the same realistic candidates for the same seed', () => {
      const first = generateCandidates(500, { seed: 42, nowYear: 2026 });
      expect(generateCandidates(500, { seed: 42, nowYear: 2026 })).toEqual(first);
      expect(generateCandidates(5, { seed: 43, nowYear: 2026 })).not.toEqual(first.slice(0, 5));
      expect(new Set(first.map((row) => `${row.firstName} ${row.lastName}`)).size).toBeGreaterThan(400);
      const physicians = first.filter((row) => row.providerType === 'md' || row.providerType === 'do');
      expect(physicians.length / first.length).toBeGreaterThan(0.6);
      for (const row of first) {
        expect(row.licenses).toContain(row.homeState);
        expect(row.yearsOfExperience).toBeGreaterThanOrEqual(0);
        expect(row.yearsOfExperience).toBeLessThanOrEqual(35);
        expect(row.yearAvailable).toBeGreaterThanOrEqual(2026);
        expect(row.yearAvailable).toBeLessThanOrEqual(2029);
        expect(Boolean(row.subSpecialty)).toBe(Boolean((row.training as { fellowship?: string }).fellowship));
        expect((row.bio ?? '').split('. ').length).toBe(2);
      }
    });
  });

  describe('explore', () => {
    it('answers 401 without a session', async () => {
      expect((await get('/employer/applicants/explore', null)).status).toBe(401);
    });

    it('pages every candidate by score for the preferences, best first, ties by last name, with reasons', async () => {
      const { status, body } = await get('/employer/applicants/explore');
      expect(status).toBe(200);
      const page = body.data;
      expect(page).toMatchObject({ total: 401, pageNumber: 1, pageSize: 20 });
      expect(page.items).toHaveLength(20);
      // The demo candidate meets every preference.
      expect(page.items[0]).toMatchObject({ _id: demoId, score: 100, saved: false, matches: [] });
      expect(page.items[0].reasons.map((reason: { text: string }) => reason.text)).toEqual([
        'Same specialty: Family Medicine',
        'Same sub-specialty: Sports Medicine',
        'Home in Verona, WI, in Wisconsin, a preferred state, 9 miles from Madison, WI',
        'Board certified',
        '6 years of experience (3 wanted)',
        'Available now',
      ]);
      for (let index = 1; index < page.items.length; index += 1) {
        const [before, after] = [page.items[index - 1], page.items[index]];
        expect(before.score >= after.score).toBe(true);
        if (before.score === after.score)
          expect(before.lastName.localeCompare(after.lastName, 'en')).toBeLessThanOrEqual(0);
      }
      const second = (await get('/employer/applicants/explore?pageNumber=2&pageSize=50')).body.data;
      expect(second.items).toHaveLength(50);
      expect(second.items[0].score).toBeLessThanOrEqual(page.items[19].score);
    });

    it('filters by specialty, state, board status, experience, year and text', async () => {
      const checks: [string, (item: Record<string, unknown>) => boolean][] = [
        ['specialty=pediatrics', (item) => item.specialty === 'pediatrics'],
        ['state=tx', (item) => item.homeState === 'TX'],
        [
          'boardStatus=board-eligible&minExperience=10',
          (item) => item.boardStatus === 'board-eligible' && Number(item.yearsOfExperience) >= 10,
        ],
        [`yearAvailable=${nowYear}`, (item) => item.yearAvailable === nowYear],
        ['queryText=rivera', (item) => String(item.lastName).toLowerCase().includes('rivera')],
        [
          'queryText=sports%20medicine',
          (item) =>
            item.subSpecialty?.toString().startsWith('sports-medicine') === true ||
            /sports medicine/i.test(String(item.bio)),
        ],
      ];
      for (const [query, holds] of checks) {
        const { status, body } = await get(`/employer/applicants/explore?${query}&pageSize=50`);
        expect(status, query).toBe(200);
        expect(body.data.total, query).toBeGreaterThan(0);
        expect(body.data.total, query).toBeLessThan(401);
        expect(body.data.items.every(holds), query).toBe(true);
      }
    });

    it('counts every match, past the last page too, with and without text', async () => {
      for (const query of ['queryText=rivera', 'specialty=pediatrics']) {
        const first = (await get(`/employer/applicants/explore?${query}&pageSize=50`)).body.data;
        const beyond = (await get(`/employer/applicants/explore?${query}&pageNumber=500`)).body.data;
        expect(first.total, query).toBe(Math.max(first.items.length, first.total));
        expect(beyond, query).toMatchObject({ items: [], total: first.total, pageNumber: 500 });
        const rows = query.startsWith('specialty')
          ? await db.$count(candidates, eq(candidates.specialty, 'pediatrics'))
          : first.items.length;
        expect(first.total, query).toBe(rows);
      }
    });

    it('pages through the first 10 000 candidates of a search, and says how to see past them', async () => {
      expect(await get('/employer/applicants/explore?pageNumber=501')).toMatchObject({
        status: 400,
        body: {
          success: false,
          error: {
            code: 'VALIDATION_ERROR',
            message: expect.stringContaining('narrow the search with a filter'),
          },
        },
      });
    });

    it('explains a bad filter in words', async () => {
      expect(await get('/employer/applicants/explore?specialty=astrology')).toMatchObject({
        status: 400,
        body: {
          success: false,
          error: {
            code: 'VALIDATION_ERROR',
            message: expect.stringContaining('Choose the specialty from the list'),
          },
        },
      });
    });

    it('scores for one of the employer’s jobs, and hides another employer’s job', async () => {
      const { body } = await get(`/employer/applicants/explore?jobId=${jobId}&pageSize=5`);
      expect(body.data.items[0].specialty).toBe('pediatrics');
      expect(body.data.items[0].reasons).toContainEqual(
        expect.objectContaining({ factor: 'distance', text: expect.stringContaining('from Seattle, WA') }),
      );
      for (const id of [otherJobId, 'not-a-job']) {
        expect(await get(`/employer/applicants/explore?jobId=${id}`)).toMatchObject({
          status: 404,
          body: { error: { message: 'This job was not found.' } },
        });
      }
    });
  });

  describe('saved', () => {
    it('saves, lists, flags and unsaves a candidate for this employer only', async () => {
      const put = await call(app, 'PUT', `/employer/applicants/saved/${demoId}`, token);
      expect(put.json()).toEqual({ success: true, data: { saved: true } });
      await call(app, 'PUT', `/employer/applicants/saved/${demoId}`, token);
      expect(
        (await get('/employer/applicants/saved')).body.data.items.map((item: { _id: string }) => item._id),
      ).toEqual([demoId]);
      expect((await get('/employer/applicants/explore?pageSize=1')).body.data.items[0]).toMatchObject({
        _id: demoId,
        saved: true,
      });
      expect((await get('/employer/applicants/saved', otherToken)).body.data.items).toEqual([]);
      expect((await get(`/employer/applicants/${demoId}`, otherToken)).body.data.applicant.saved).toBe(false);

      const removed = await call(app, 'DELETE', `/employer/applicants/saved/${demoId}`, token);
      expect(removed.json()).toEqual({ success: true, data: { saved: false } });
      expect((await get('/employer/applicants/saved')).body.data.items).toEqual([]);
      expect(
        await db
          .select()
          .from(savedCandidates)
          .where(and(eq(savedCandidates.employerId, employerId))),
      ).toEqual([]);
    });

    it('answers 404 for a candidate that does not exist', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const response = await call(app, 'PUT', `/employer/applicants/saved/${id}`, token);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('This candidate was not found.');
      }
    });
  });

  describe('applicants, recommended and one applicant', () => {
    it('lists only candidates matched to the employer’s own jobs, with their matches', async () => {
      // The two best for the job get matches; a third candidate is matched to the other employer's job.
      const best = (await get(`/employer/applicants/explore?jobId=${jobId}&pageSize=3`)).body.data.items;
      const [first, second, next] = best.map((item: { _id: string }) => ({ id: item._id }));
      const [third] = await db
        .select({ id: candidates.id })
        .from(candidates)
        .where(eq(candidates.email, DEMO_CANDIDATE_EMAIL));
      if (!first || !second || !next || !third) throw new Error('no candidates');
      await db.insert(matches).values([
        { jobId, employerId, candidateId: first.id, requestStatus: 'pending', origin: 'invite' },
        {
          jobId,
          employerId,
          candidateId: second.id,
          requestStatus: 'accepted',
          pipelineStatus: 'Interview',
          origin: 'application',
        },
        {
          jobId: otherJobId,
          employerId: otherId,
          candidateId: third.id,
          requestStatus: 'pending',
          origin: 'invite',
        },
      ]);
      const { body } = await get('/employer/applicants/applicants');
      expect(body.data.total).toBe(2);
      expect(body.data.items.map((item: { _id: string }) => item._id).sort()).toEqual(
        [first.id, second.id].sort(),
      );
      const withInterview = body.data.items.find((item: { _id: string }) => item._id === second.id);
      expect(withInterview.matches).toEqual([
        {
          _id: expect.any(String),
          jobId,
          jobTitle: 'Pediatrician, Seattle',
          requestStatus: 'accepted',
          pipelineStatus: 'Interview',
          // Inserted here without its conversation (the app always creates the two together).
          conversationId: null,
        },
      ]);
      // A match's conversation (where a bulk message goes) comes with it.
      const [conversation] = await db
        .insert(conversations)
        .values({ matchId: withInterview.matches[0]._id, employerId, candidateId: second.id, jobId })
        .returning({ id: conversations.id });
      const again = (await get('/employer/applicants/applicants')).body.data.items.find(
        (item: { _id: string }) => item._id === second.id,
      );
      expect(again.matches[0].conversationId).toBe(conversation?.id);
      expect((await get(`/employer/applicants/applicants?jobId=${jobId}`)).body.data.total).toBe(2);
      expect((await get(`/employer/applicants/applicants?jobId=${otherJobId}`)).status).toBe(404);
      expect(
        (await get('/employer/applicants/applicants', otherToken)).body.data.items.map(
          (item: { _id: string }) => item._id,
        ),
      ).toEqual([third.id]);

      // Recommended for the job leaves out the two already matched to it.
      const recommended = (await get(`/employer/applicants/recommended?jobId=${jobId}&limit=1`)).body.data
        .items;
      expect(recommended.map((item: { _id: string }) => item._id)).toEqual([next.id]);
      expect((await get('/employer/applicants/recommended')).body.data.items).toHaveLength(10);
    });

    it('shows one applicant with the reasons for a job, and 404 for a missing one', async () => {
      const { body } = await get(`/employer/applicants/${demoId}?jobId=${jobId}`);
      expect(body.data.applicant).toMatchObject({
        _id: demoId,
        firstName: 'Jordan',
        training: { fellowship: expect.stringContaining('Sports Medicine') },
        licenses: ['WI', 'IL', 'MN'],
      });
      expect(body.data.applicant.reasons[0]).toEqual({
        factor: 'specialty',
        text: 'Other specialty: Family Medicine (you want Pediatrics)',
        impact: 'negative',
      });
      expect((await get('/employer/applicants/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await get(`/employer/applicants/${demoId}?jobId=${otherJobId}`)).status).toBe(404);
    });
  });
});
