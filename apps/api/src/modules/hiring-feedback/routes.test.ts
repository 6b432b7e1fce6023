import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { activity, conversations, matches, messages } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { hashPassword } from '../auth/password.js';
import { createMatchConversations } from '../conversations/service.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import { signedInMember } from '../team/test-support.js';
import { FEEDBACK_NEEDS_ACCEPTED_MESSAGE, NO_OFFER_MESSAGE, OFFER_ONLY_AT_OFFER_MESSAGE } from './service.js';

const PASSWORD = 'Scrubs-Lantern-2026';

const ratings = (clinical: number, communication: number, fit: number) => [
  { criterion: 'Clinical skills', rating: clinical },
  { criterion: 'Communication', rating: communication },
  { criterion: 'Team fit', rating: fit },
];

const terms = {
  baseSalary: 310_000,
  signOnBonus: 25_000,
  productivityModel: 'rvu',
  productivityRate: 52,
  loanRepayment: 60_000,
  startDate: '2027-08-02',
  callSchedule: '1:6 weekends',
  ptoDays: 25,
  partnershipTrack: true,
  yearsToPartnership: 3,
};

async function matchAt(
  db: Db,
  employerId: string,
  jobId: string,
  pipelineStatus: string,
  candidate: { email?: string; passwordHash?: string } = {},
  requestStatus = 'accepted',
) {
  const candidateId = await insertCandidate(db, { firstName: 'Rosa', lastName: 'Diaz', ...candidate });
  const [match] = await db
    .insert(matches)
    .values({ jobId, employerId, candidateId, requestStatus, pipelineStatus, origin: 'application' })
    .returning();
  if (!match) throw new Error('no match inserted');
  await createMatchConversations(db, [match]);
  return { candidateId, matchId: match.id };
}

describe.each(testDatabases())('interview feedback and offers (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let owner: { id: string; token: string };
  let other: { id: string; token: string };
  let recruiter: Awaited<ReturnType<typeof signedInMember>>;
  let manager: Awaited<ReturnType<typeof signedInMember>>;
  let outsider: Awaited<ReturnType<typeof signedInMember>>;
  let jobId: string;
  let otherJobId: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    owner = await insertEmployer(db, { profile: { practiceManagerName: 'Dana Whitfield' } });
    other = await insertEmployer(db, { organizationName: 'Another Practice' });
    recruiter = await signedInMember(db, owner.id, 'recruiter', 'Ana Ruiz');
    manager = await signedInMember(db, owner.id, 'hiring-manager', 'Sam Lee');
    outsider = await signedInMember(db, owner.id, 'hiring-manager', 'Kim Park');
    jobId = await insertJob(db, owner.id, { title: 'Hospitalist' });
    otherJobId = await insertJob(db, other.id, { title: 'Their Hospitalist' });
    const team = await call(app, 'PUT', `/employer/jobs/${jobId}/hiring-team`, owner.token, {
      recruiterMemberId: recruiter.id,
      hiringManagerIds: [manager.id],
    });
    expect(team.statusCode, team.body).toBe(200);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('documents its routes in OpenAPI, each behind bearer auth', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    expect(paths['/employer/match/{matchId}/offer'].put.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/employer/match/{matchId}/feedback'].put.requestBody).toBeDefined();
    expect(paths['/employer/jobs/{jobId}/feedback-criteria'].get.responses['200']).toBeDefined();
  });

  describe('criteria', () => {
    it('a job starts with the default criteria; the recruiter sets its own; a hiring manager reads them', async () => {
      const job = await insertJob(db, owner.id, { title: 'Cardiologist' });
      const before = await call(app, 'GET', `/employer/jobs/${job}/feedback-criteria`, owner.token);
      expect(before.json().data).toEqual({
        jobId: job,
        criteria: ['Clinical skills', 'Communication', 'Team fit'],
        isDefault: true,
      });
      const set = await call(app, 'PUT', `/employer/jobs/${job}/feedback-criteria`, recruiter.token, {
        criteria: [' Echo interpretation ', 'Bedside manner'],
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data).toEqual({
        jobId: job,
        criteria: ['Echo interpretation', 'Bedside manner'],
        isDefault: false,
      });
      await call(app, 'PUT', `/employer/jobs/${job}/hiring-team`, owner.token, {
        recruiterMemberId: null,
        hiringManagerIds: [manager.id],
      });
      const read = await call(app, 'GET', `/employer/jobs/${job}/feedback-criteria`, manager.token);
      expect(read.json().data.criteria).toEqual(['Echo interpretation', 'Bedside manner']);
    });

    it('refuses bad criteria with a sentence, a hiring manager’s change, and another practice’s job', async () => {
      const tooMany = await call(app, 'PUT', `/employer/jobs/${jobId}/feedback-criteria`, owner.token, {
        criteria: Array.from({ length: 9 }, (_, index) => `Criterion ${index}`),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({
        success: false,
        error: { message: expect.stringContaining('at most 8 criteria') },
      });
      const long = await call(app, 'PUT', `/employer/jobs/${jobId}/feedback-criteria`, owner.token, {
        criteria: ['x'.repeat(61)],
      });
      expect(long.statusCode).toBe(400);
      const byManager = await call(app, 'PUT', `/employer/jobs/${jobId}/feedback-criteria`, manager.token, {
        criteria: ['Anything'],
      });
      expect(byManager.statusCode).toBe(403);
      const crossTenant = await call(
        app,
        'PUT',
        `/employer/jobs/${otherJobId}/feedback-criteria`,
        owner.token,
        {
          criteria: ['Anything'],
        },
      );
      expect(crossTenant.statusCode).toBe(404);
      const crossRead = await call(app, 'GET', `/employer/jobs/${otherJobId}/feedback-criteria`, owner.token);
      expect(crossRead.statusCode).toBe(404);
      const notOnTeam = await call(app, 'GET', `/employer/jobs/${jobId}/feedback-criteria`, outsider.token);
      expect(notOnTeam.statusCode).toBe(404);
    });
  });

  describe('feedback', () => {
    it('each member leaves one feedback per match and edits their own; the team reads all with averages', async () => {
      const { candidateId, matchId } = await matchAt(db, owner.id, jobId, 'Interview');
      const first = await call(app, 'PUT', `/employer/match/${matchId}/feedback`, manager.token, {
        ratings: ratings(5, 4, 4),
        recommendation: 'strong-yes',
        comments: 'Excellent case discussion.',
      });
      expect(first.statusCode, first.body).toBe(200);
      const byOwner = await call(app, 'PUT', `/employer/match/${matchId}/feedback`, owner.token, {
        ratings: ratings(4, 3, 5).reverse(),
        recommendation: 'yes',
      });
      expect(byOwner.statusCode, byOwner.body).toBe(200);
      // The manager changes their mind: still one feedback of theirs.
      const edited = await call(app, 'PUT', `/employer/match/${matchId}/feedback`, manager.token, {
        ratings: ratings(3, 4, 4),
        recommendation: 'no',
        comments: 'On reflection, light on procedures.',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const answer = edited.json().data;
      expect(answer.feedback).toHaveLength(2);
      const mine = answer.feedback.find((entry: { mine: boolean }) => entry.mine);
      expect(mine).toMatchObject({
        recommendation: 'no',
        comments: 'On reflection, light on procedures.',
        author: { memberId: manager.id, name: 'Sam Lee', role: 'hiring-manager' },
      });
      expect(answer.averages).toEqual([
        { criterion: 'Clinical skills', average: 3.5, count: 2 },
        { criterion: 'Communication', average: 3.5, count: 2 },
        { criterion: 'Team fit', average: 4.5, count: 2 },
      ]);
      expect(answer.recommendations).toEqual({ 'strong-yes': 0, yes: 1, no: 1, 'strong-no': 0 });

      const page = await call(app, 'GET', `/employer/applicants/${candidateId}/feedback`, recruiter.token);
      expect(page.statusCode, page.body).toBe(200);
      const [entry] = page.json().data.matches;
      expect(entry).toMatchObject({ matchId, job: { _id: jobId, title: 'Hospitalist' }, canLeave: true });
      // The owner's ratings are stored in the job's order, whatever order they came in.
      const ownerEntry = entry.feedback.find(
        (item: { author: { role: string } }) => item.author.role === 'owner',
      );
      expect(ownerEntry.ratings).toEqual(ratings(4, 3, 5));
      expect(entry.feedback.every((item: { mine: boolean }) => !item.mine)).toBe(true);

      const summary = await call(app, 'GET', `/employer/jobs/${jobId}/feedback-summary`, owner.token);
      expect(summary.json().data.summaries).toContainEqual({
        matchId,
        count: 2,
        average: 3.8,
        recommendations: { 'strong-yes': 0, yes: 1, no: 1, 'strong-no': 0 },
      });
    });

    it('refuses ratings that do not fit the job’s criteria, and a pending invite', async () => {
      const { matchId } = await matchAt(db, owner.id, jobId, 'Interview');
      const missing = await call(app, 'PUT', `/employer/match/${matchId}/feedback`, owner.token, {
        ratings: ratings(4, 4, 4).slice(0, 2),
        recommendation: 'yes',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toBe('Rate “Team fit” from 1 to 5.');
      const outOfScale = await call(app, 'PUT', `/employer/match/${matchId}/feedback`, owner.token, {
        ratings: ratings(4, 9, 4),
        recommendation: 'yes',
      });
      expect(outOfScale.statusCode).toBe(400);
      expect(outOfScale.json().error.message).toContain('Rate each criterion from 1 to 5');
      const tooLong = await call(app, 'PUT', `/employer/match/${matchId}/feedback`, owner.token, {
        ratings: ratings(4, 4, 4),
        recommendation: 'yes',
        comments: 'x'.repeat(2001),
      });
      expect(tooLong.statusCode).toBe(400);
      const pending = await matchAt(db, owner.id, jobId, 'Shortlisted', {}, 'pending');
      const early = await call(app, 'PUT', `/employer/match/${pending.matchId}/feedback`, owner.token, {
        ratings: ratings(4, 4, 4),
        recommendation: 'yes',
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().error.message).toBe(FEEDBACK_NEEDS_ACCEPTED_MESSAGE);
    });

    it('another practice’s match, and a hiring manager off the job’s team, answer 404', async () => {
      const theirs = await matchAt(db, other.id, otherJobId, 'Interview');
      const payload = { ratings: ratings(1, 1, 1), recommendation: 'strong-no' };
      const crossTenant = await call(
        app,
        'PUT',
        `/employer/match/${theirs.matchId}/feedback`,
        owner.token,
        payload,
      );
      expect(crossTenant.statusCode).toBe(404);
      const crossRead = await call(
        app,
        'GET',
        `/employer/applicants/${theirs.candidateId}/feedback`,
        owner.token,
      );
      expect(crossRead.json().data.matches).toEqual([]);
      const crossSummary = await call(
        app,
        'GET',
        `/employer/jobs/${otherJobId}/feedback-summary`,
        owner.token,
      );
      expect(crossSummary.statusCode).toBe(404);

      const ours = await matchAt(db, owner.id, jobId, 'Interview');
      const offTeam = await call(
        app,
        'PUT',
        `/employer/match/${ours.matchId}/feedback`,
        outsider.token,
        payload,
      );
      expect(offTeam.statusCode).toBe(404);
      const offTeamRead = await call(
        app,
        'GET',
        `/employer/applicants/${ours.candidateId}/feedback`,
        outsider.token,
      );
      expect(offTeamRead.json().data.matches).toEqual([]);
      const malformed = await call(app, 'PUT', '/employer/match/not-an-id/feedback', owner.token, payload);
      expect(malformed.statusCode).toBe(404);
    });
  });

  describe('offers', () => {
    it('a recruiter makes an offer at Offer; the candidate reads it with the match and a message tells them', async () => {
      const email = `rosa-${randomUUID()}@mail.test`;
      const { matchId } = await matchAt(db, owner.id, jobId, 'Offer', {
        email,
        passwordHash: await hashPassword(PASSWORD),
      });
      const before = await call(app, 'GET', `/employer/match/${matchId}/offer`, manager.token);
      expect(before.json().data).toEqual({ offer: null, canEdit: false });

      const made = await call(app, 'PUT', `/employer/match/${matchId}/offer`, recruiter.token, terms);
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().data.offer).toMatchObject({
        ...terms,
        status: 'sent',
        matchId,
        sentBy: { memberId: recruiter.id, name: 'Ana Ruiz', role: 'recruiter' },
        withdrawnAt: null,
      });
      const read = await call(app, 'GET', `/employer/match/${matchId}/offer`, manager.token);
      expect(read.json().data).toMatchObject({ offer: { baseSalary: 310_000 }, canEdit: false });

      const [conversation] = await db.select().from(conversations).where(eq(conversations.matchId, matchId));
      const sent = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversation?.id ?? ''));
      expect(sent.map((message) => message.body)).toEqual([
        'We have sent you an offer for Hospitalist. You can read its terms with the job in MedHire.',
      ]);

      const login = await app.inject({
        method: 'POST',
        url: '/employee/auth/login',
        payload: { email, password: PASSWORD },
        remoteAddress: '10.77.0.1',
      });
      const candidateToken = login.json().data.token;
      const theirMatches = await call(app, 'GET', '/employee/matches', candidateToken);
      const theirMatch = theirMatches
        .json()
        .data.matches.find((match: { _id: string }) => match._id === matchId);
      expect(theirMatch.offer).toEqual({
        ...terms,
        status: 'sent',
        sentAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      // The team's feedback never reaches the candidate, and who sent the offer stays with the team.
      expect(JSON.stringify(theirMatches.json())).not.toContain('recommendation');
      expect(theirMatch.offer).not.toHaveProperty('sentBy');

      const changed = await call(app, 'PUT', `/employer/match/${matchId}/offer`, owner.token, {
        ...terms,
        baseSalary: 320_000,
        productivityModel: 'none',
      });
      expect(changed.json().data.offer).toMatchObject({ baseSalary: 320_000, productivityRate: null });
      const withdrawn = await call(app, 'POST', `/employer/match/${matchId}/offer/withdraw`, owner.token);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json().data.offer).toMatchObject({
        status: 'withdrawn',
        withdrawnAt: expect.any(String),
      });
      const again = await call(app, 'POST', `/employer/match/${matchId}/offer/withdraw`, owner.token);
      expect(again.statusCode).toBe(409);
      const afterWithdrawal = await call(app, 'GET', '/employee/matches', candidateToken);
      expect(
        afterWithdrawal.json().data.matches.find((match: { _id: string }) => match._id === matchId).offer
          .status,
      ).toBe('withdrawn');
      const all = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversation?.id ?? ''));
      expect(all.map((message) => message.body)).toContain('We have withdrawn our offer for Hospitalist.');
      // Each is in the organization's activity, by who did it.
      const logged = await db
        .select({ kind: activity.kind, actorName: activity.actorName })
        .from(activity)
        .innerJoin(matches, eq(matches.candidateId, activity.candidateId))
        .where(eq(matches.id, matchId));
      expect(logged).toEqual(
        expect.arrayContaining([
          { kind: 'offer-sent', actorName: 'Ana Ruiz' },
          { kind: 'offer-withdrawn', actorName: 'Dana Whitfield' },
        ]),
      );
    });

    it('moving a candidate back from Offer withdraws the offer; hiring keeps it', async () => {
      const back = await matchAt(db, owner.id, jobId, 'Offer', { email: `back-${randomUUID()}@mail.test` });
      await call(app, 'PUT', `/employer/match/${back.matchId}/offer`, recruiter.token, terms);
      const moved = await call(
        app,
        'PATCH',
        `/employer/match/update-match-status/${back.matchId}`,
        recruiter.token,
        {
          status: 'Interview',
        },
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const returned = await call(
        app,
        'PATCH',
        `/employer/match/update-match-status/${back.matchId}`,
        recruiter.token,
        {
          status: 'Offer',
        },
      );
      expect(returned.statusCode, returned.body).toBe(200);
      const read = await call(app, 'GET', `/employer/match/${back.matchId}/offer`, recruiter.token);
      expect(read.json().data.offer).toMatchObject({ status: 'withdrawn', withdrawnAt: expect.any(String) });

      const hired = await matchAt(db, owner.id, jobId, 'Offer', { email: `hired-${randomUUID()}@mail.test` });
      await call(app, 'PUT', `/employer/match/${hired.matchId}/offer`, recruiter.token, terms);
      await call(app, 'PATCH', `/employer/match/update-match-status/${hired.matchId}`, owner.token, {
        status: 'Hired',
      });
      const kept = await call(app, 'GET', `/employer/match/${hired.matchId}/offer`, owner.token);
      expect(kept.json().data.offer).toMatchObject({ status: 'sent' });
    });

    it('refuses an offer before Offer, a hiring manager’s, bad terms, another practice’s match', async () => {
      const early = await matchAt(db, owner.id, jobId, 'Interview');
      const notYet = await call(app, 'PUT', `/employer/match/${early.matchId}/offer`, owner.token, terms);
      expect(notYet.statusCode).toBe(409);
      expect(notYet.json().error.message).toBe(OFFER_ONLY_AT_OFFER_MESSAGE);

      const { matchId } = await matchAt(db, owner.id, jobId, 'Offer');
      const byManager = await call(app, 'PUT', `/employer/match/${matchId}/offer`, manager.token, terms);
      expect(byManager.statusCode).toBe(403);
      const nothing = await call(app, 'POST', `/employer/match/${matchId}/offer/withdraw`, owner.token);
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json().error.message).toBe(NO_OFFER_MESSAGE);
      const bad = await call(app, 'PUT', `/employer/match/${matchId}/offer`, owner.token, {
        ...terms,
        productivityRate: null,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        success: false,
        error: { message: expect.stringContaining('wRVU') },
      });

      const theirs = await matchAt(db, other.id, otherJobId, 'Offer');
      const crossTenant = await call(
        app,
        'PUT',
        `/employer/match/${theirs.matchId}/offer`,
        owner.token,
        terms,
      );
      expect(crossTenant.statusCode).toBe(404);
      const crossRead = await call(app, 'GET', `/employer/match/${theirs.matchId}/offer`, owner.token);
      expect(crossRead.statusCode).toBe(404);
      const offTeam = await call(app, 'GET', `/employer/match/${matchId}/offer`, outsider.token);
      expect(offTeam.statusCode).toBe(404);
    });

    it('an offer counts against the sending limits', async () => {
      const limited = await createTestApp(kind, { config: { messageRateLimitPer10Seconds: 1 } });
      try {
        const ldb = limited.database.db;
        const employer = await insertEmployer(ldb);
        const job = await insertJob(ldb, employer.id);
        const { matchId } = await matchAt(ldb, employer.id, job, 'Offer');
        const first = await call(
          limited.app,
          'PUT',
          `/employer/match/${matchId}/offer`,
          employer.token,
          terms,
        );
        expect(first.statusCode, first.body).toBe(200);
        const second = await call(
          limited.app,
          'PUT',
          `/employer/match/${matchId}/offer`,
          employer.token,
          terms,
        );
        expect(second.statusCode).toBe(429);
        expect(second.headers['retry-after']).toBeDefined();
      } finally {
        await limited.close();
      }
    });
  });
});
