import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { activity, conversations, jobHiringManagers, matches, messages } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { stayStartOf } from '../matches/pipeline-move.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import { signedInMember } from '../team/test-support.js';

/** Noon (UTC) of a day of 2025. */
const at = (day: string) => new Date(`2025-${day}T12:00:00.000Z`);

type Move = [from: string, to: string, day: string];

/** A match created on `created`, moved as `moves` say (logged in the activity as the app logs them). */
async function matchWith(
  db: Db,
  employerId: string,
  jobId: string,
  values: { origin: 'application' | 'invite'; requestStatus?: string; created: string; moves?: Move[] },
) {
  const candidateId = await insertCandidate(db, { firstName: 'Report', lastName: 'Candidate' });
  const moves = values.moves ?? [];
  const last = moves.at(-1);
  await db.insert(matches).values({
    jobId,
    employerId,
    candidateId,
    origin: values.origin,
    requestStatus: values.requestStatus ?? 'accepted',
    pipelineStatus: last ? last[1] : 'Shortlisted',
    createdAt: at(values.created),
    updatedAt: at(last ? last[2] : values.created),
  });
  for (const [fromStatus, toStatus, day] of moves) {
    await db.insert(activity).values({
      employerId,
      actorRole: 'owner',
      kind: 'pipeline-moved',
      jobId,
      candidateId,
      fromStatus,
      toStatus,
      stayStartedAt: stayStartOf(employerId, jobId, candidateId),
      createdAt: at(day),
    });
  }
}

/** A conversation on `jobId` (its match made long before the reports' ranges) with messages sent at those instants. */
async function threadWith(
  db: Db,
  employerId: string,
  jobId: string,
  said: [sender: 'candidate' | 'employer', at: string][],
) {
  const candidateId = await insertCandidate(db, { firstName: 'Thread', lastName: 'Candidate' });
  const [match] = await db
    .insert(matches)
    .values({
      jobId,
      employerId,
      candidateId,
      origin: 'application',
      requestStatus: 'accepted',
      createdAt: new Date('2024-06-01T12:00:00.000Z'),
    })
    .returning();
  if (!match) throw new Error('no match');
  const [conversation] = await db
    .insert(conversations)
    .values({
      matchId: match.id,
      employerId,
      candidateId,
      jobId,
      lastSeq: said.length,
      lastMessageAt: new Date(said.at(-1)?.[1] ?? 0),
    })
    .returning();
  if (!conversation) throw new Error('no conversation');
  await db.insert(messages).values(
    said.map(([sender, sentAt], index) => ({
      conversationId: conversation.id,
      seq: index + 1,
      senderKind: sender,
      senderId: sender === 'candidate' ? candidateId : employerId,
      body: `message ${index + 1}`,
      sentTime: new Date(sentAt),
    })),
  );
}

const steps = (reached: number[], conversions: (number | null)[]) =>
  ['Shortlisted', 'Submitted', 'Interview', 'Offer', 'Hired'].map((status, index) => ({
    status,
    reached: reached[index],
    conversion: conversions[index],
  }));

describe.each(testDatabases('both'))('reports (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let owner: { id: string; token: string };
  let manager: Awaited<ReturnType<typeof signedInMember>>;
  let cardiology: string;
  let pediatrics: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    const db = testApp.database.db;
    owner = await insertEmployer(db);
    manager = await signedInMember(db, owner.id, 'hiring-manager', 'Sam Lee');
    cardiology = await insertJob(db, owner.id, { title: 'Cardiologist', createdAt: at('02-01') });
    pediatrics = await insertJob(db, owner.id, { title: 'Pediatrician', createdAt: at('02-10') });
    await db
      .insert(jobHiringManagers)
      .values({ jobId: pediatrics, memberId: manager.id, employerId: owner.id });
    // Cardiology: a hire, a rejection after Submitted, a pending invite, and a candidate of January moved in March.
    await matchWith(db, owner.id, cardiology, {
      origin: 'application',
      created: '03-02',
      moves: [
        ['Shortlisted', 'Submitted', '03-04'],
        ['Submitted', 'Interview', '03-08'],
        ['Interview', 'Offer', '03-10'],
        ['Offer', 'Hired', '03-12'],
      ],
    });
    await matchWith(db, owner.id, cardiology, {
      origin: 'invite',
      created: '03-03',
      moves: [
        ['Shortlisted', 'Submitted', '03-05'],
        ['Submitted', 'Rejected', '03-06'],
      ],
    });
    await matchWith(db, owner.id, cardiology, {
      origin: 'invite',
      requestStatus: 'pending',
      created: '03-03',
    });
    await matchWith(db, owner.id, cardiology, {
      origin: 'application',
      created: '01-15',
      moves: [['Shortlisted', 'Submitted', '03-02']],
    });
    // Pediatrics: one application, still Shortlisted.
    await matchWith(db, owner.id, pediatrics, { origin: 'application', created: '03-05' });
  });
  afterAll(async () => testApp?.close());

  const march = 'from=2025-03-01&to=2025-03-31';
  const report = (name: string, query: string, token = owner.token) =>
    call(app, 'GET', `/employer/reports/${name}?${query}`, token);

  it('counts the funnel of the candidates who entered a pipeline in the range, per job and overall', async () => {
    const response = await report('funnel', march);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      range: { from: '2025-03-01', to: '2025-03-31' },
      overall: {
        jobId: null,
        title: 'All jobs',
        steps: steps([3, 2, 1, 1, 1], [null, 2 / 3, 0.5, 1, 1]),
        rejected: 1,
      },
      jobs: [
        {
          jobId: cardiology,
          title: 'Cardiologist',
          steps: steps([2, 2, 1, 1, 1], [null, 1, 0.5, 1, 1]),
          rejected: 1,
        },
        {
          jobId: pediatrics,
          title: 'Pediatrician',
          steps: steps([1, 0, 0, 0, 0], [null, 0, null, null, null]),
          rejected: 0,
        },
      ],
    });
    // One job.
    const one = await report('funnel', `${march}&jobId=${pediatrics}`);
    expect(one.json().data.overall.steps[0].reached).toBe(1);
    expect(one.json().data.jobs.map((job: { jobId: string }) => job.jobId)).toEqual([pediatrics]);
    // Moves after the range's end do not count: by 8 March the hire had reached Interview only.
    const early = await report('funnel', 'from=2025-03-01&to=2025-03-08');
    expect(early.json().data.overall.steps.map((step: { reached: number }) => step.reached)).toEqual([
      3, 2, 1, 0, 0,
    ]);
    // A range with nothing in it.
    const april = await report('funnel', 'from=2025-04-01&to=2025-04-30');
    expect(april.json().data.overall.steps.map((step: { reached: number }) => step.reached)).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect(april.json().data.jobs).toEqual([]);
  });

  it('measures the time in each step from the moves that left it in the range', async () => {
    const response = await report('stage-times', march);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.stages).toEqual([
      // 2 and 2 days, and 46 for the January candidate (15 January to 2 March).
      { status: 'Shortlisted', stays: 3, medianDays: 2, averageDays: 16.7 },
      { status: 'Submitted', stays: 2, medianDays: 2.5, averageDays: 2.5 },
      { status: 'Interview', stays: 1, medianDays: 2, averageDays: 2 },
      { status: 'Offer', stays: 1, medianDays: 2, averageDays: 2 },
    ]);
    const april = await report('stage-times', 'from=2025-04-01&to=2025-04-30');
    expect(april.json().data.stages.every((stage: { stays: number }) => stage.stays === 0)).toBe(true);
  });

  it('counts a stay the team ends from when it began: the match’s creation, then the move before', async () => {
    const db = testApp.database.db;
    const clinic = await insertEmployer(db);
    const jobId = await insertJob(db, clinic.id, { title: 'Nephrologist' });
    const candidateId = await insertCandidate(db);
    const day = 24 * 60 * 60 * 1000;
    const [match] = await db
      .insert(matches)
      .values({
        jobId,
        employerId: clinic.id,
        candidateId,
        origin: 'application',
        requestStatus: 'accepted',
        pipelineStatus: 'Shortlisted',
        createdAt: new Date(Date.now() - 3 * day),
      })
      .returning({ id: matches.id });
    for (const status of ['Submitted', 'Interview']) {
      const moved = await call(
        app,
        'PATCH',
        `/employer/match/update-match-status/${match?.id}`,
        clinic.token,
        {
          status,
        },
      );
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const today = new Date().toISOString().slice(0, 10);
    const response = await report('stage-times', `from=${today}&to=${today}`, clinic.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.stages.slice(0, 2)).toEqual([
      { status: 'Shortlisted', stays: 1, medianDays: 3, averageDays: 3 },
      { status: 'Submitted', stays: 1, medianDays: 0, averageDays: 0 },
    ]);
  });

  it('measures the time to fill each job, from posting to the first hire', async () => {
    const response = await report('time-to-fill', march);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.jobs).toEqual([
      {
        jobId: cardiology,
        title: 'Cardiologist',
        postedAt: at('02-01').toISOString(),
        filledAt: at('03-12').toISOString(),
        days: 39,
      },
      {
        jobId: pediatrics,
        title: 'Pediatrician',
        postedAt: at('02-10').toISOString(),
        filledAt: null,
        days: null,
      },
    ]);
    expect(data.medianDays).toBe(39);
    expect(data.averageDays).toBe(39);
    // In April the cardiologist's job was filled already: only the open, unfilled job is listed.
    const april = await report('time-to-fill', 'from=2025-04-01&to=2025-04-30');
    expect(april.json().data.jobs.map((job: { jobId: string }) => job.jobId)).toEqual([pediatrics]);
    expect(april.json().data.medianDays).toBeNull();
  });

  it('compares applications with invites, and how far each got', async () => {
    const response = await report('sources', march);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.sources).toEqual([
      { origin: 'application', matches: 2, accepted: 2, interview: 1, hired: 1 },
      { origin: 'invite', matches: 2, accepted: 1, interview: 0, hired: 0 },
    ]);
  });

  it('gives the team’s reply times to the waits that started in the range, for every job or one', async () => {
    const db = testApp.database.db;
    // Cardiology: answered after 4 hours. Pediatrics: never answered (past the 24-hour target).
    await threadWith(db, owner.id, cardiology, [
      ['candidate', '2025-03-10T09:00:00.000Z'],
      ['employer', '2025-03-10T13:00:00.000Z'],
    ]);
    await threadWith(db, owner.id, pediatrics, [['candidate', '2025-03-12T09:00:00.000Z']]);
    const all = await report('reply-times', march);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toEqual({
      range: { from: '2025-03-01', to: '2025-03-31' },
      replies: { waits: 2, answered: 1, medianFirstReplyMinutes: 240, overdue: 1 },
    });
    const one = await report('reply-times', `${march}&jobId=${cardiology}`);
    expect(one.json().data.replies).toEqual({
      waits: 1,
      answered: 1,
      medianFirstReplyMinutes: 240,
      overdue: 0,
    });
    const theirs = await report('reply-times', march, manager.token);
    expect(theirs.json().data.replies).toEqual({
      waits: 1,
      answered: 0,
      medianFirstReplyMinutes: null,
      overdue: 1,
    });
    const april = await report('reply-times', 'from=2025-04-01&to=2025-04-30');
    expect(april.json().data.replies.waits).toBe(0);
  });

  it('refuses a range that is no range, with a sentence that says why', async () => {
    const cases: [string, string][] = [
      ['to=2025-03-31', 'From is required'],
      ['from=2025-03-32&to=2025-04-30', 'The start date must be a date like 2026-01-31'],
      ['from=2025-03-01&to=March', 'The end date must be a date like 2026-01-31'],
      ['from=2025-03-31&to=2025-03-01', 'The end date must be on or after the start date'],
      ['from=2023-01-01&to=2025-03-01', 'Choose a range of at most two years'],
    ];
    for (const [query, message] of cases) {
      for (const name of ['funnel', 'stage-times', 'time-to-fill', 'sources', 'reply-times']) {
        const response = await report(name, query);
        expect(response.statusCode, `${name}?${query}`).toBe(400);
        expect(response.json().success).toBe(false);
        expect(response.json().error.message).toContain(message);
      }
    }
    // Two years to the day is allowed.
    expect((await report('funnel', 'from=2023-03-01&to=2025-02-28')).statusCode).toBe(200);
  });

  it('shows a hiring manager only the jobs they are assigned to', async () => {
    const funnel = await report('funnel', march, manager.token);
    expect(funnel.statusCode, funnel.body).toBe(200);
    expect(funnel.json().data.overall.steps[0].reached).toBe(1);
    expect(funnel.json().data.jobs.map((job: { jobId: string }) => job.jobId)).toEqual([pediatrics]);
    const fill = await report('time-to-fill', march, manager.token);
    expect(fill.json().data.jobs.map((job: { jobId: string }) => job.jobId)).toEqual([pediatrics]);
    const sources = await report('sources', march, manager.token);
    expect(sources.json().data.sources[0]).toEqual({
      origin: 'application',
      matches: 1,
      accepted: 1,
      interview: 0,
      hired: 0,
    });
    expect(sources.json().data.sources[1].matches).toBe(0);
    const stages = await report('stage-times', march, manager.token);
    expect(stages.json().data.stages.every((stage: { stays: number }) => stage.stays === 0)).toBe(true);
    // Another job of the organization is not theirs to see.
    for (const name of ['funnel', 'stage-times', 'time-to-fill', 'sources', 'reply-times']) {
      const refused = await report(name, `${march}&jobId=${cardiology}`, manager.token);
      expect(refused.statusCode, name).toBe(404);
      expect(refused.json().success).toBe(false);
    }
  });

  it('refuses another organization’s job, and shows it none of this one’s numbers', async () => {
    const other = await insertEmployer(testApp.database.db);
    for (const name of ['funnel', 'stage-times', 'time-to-fill', 'sources', 'reply-times']) {
      const refused = await report(name, `${march}&jobId=${cardiology}`, other.token);
      expect(refused.statusCode, name).toBe(404);
      expect(refused.body).not.toContain('Cardiologist');
      const own = await report(name, march, other.token);
      expect(own.statusCode, name).toBe(200);
      expect(own.body).not.toContain('Cardiologist');
      expect(own.body).not.toContain(cardiology);
    }
    const funnel = await report('funnel', march, other.token);
    expect(funnel.json().data.overall.steps[0].reached).toBe(0);
    expect((await report('funnel', `${march}&jobId=not-a-job`)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'GET', url: `/employer/reports/funnel?${march}` });
    expect(response.statusCode).toBe(401);
  });
});
