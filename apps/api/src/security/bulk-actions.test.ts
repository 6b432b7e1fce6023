import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { Db } from '../db/client.js';
import { conversations } from '../db/schema.js';
import { CONVERSATION_CLOSED_MESSAGE } from '../modules/conversations/service.js';
import { createCandidateSession } from '../modules/employee/sessions.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../modules/matches/test-support.js';
import { signedInMember } from '../modules/team/test-support.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { testDatabases } from '../testing/database.js';

/**
 * The bulk actions as an attacker would use them: a bulk message may not silence the rest of the team nor reach a
 * candidate who declined, and the inbox's query filters (which the cross-tenant sweep does not send) stay within
 * the organization and a hiring manager's jobs.
 */
describe.each(testDatabases())('bulk actions under attack (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
  });
  afterAll(async () => testApp?.close());

  const invite = async (token: string, employerId: string, jobId?: string) => {
    const job = jobId ?? (await insertJob(db, employerId));
    const candidateId = await insertCandidate(db, {
      email: `${randomUUID()}@doctors.test`,
      passwordHash: 'signs-in-by-session-in-these-tests',
    });
    const invited = await call(app, 'POST', '/employer/match/invite', token, { jobId: job, candidateId });
    expect(invited.statusCode, invited.body).toBe(200);
    const matchId = invited.json().data.match._id as string;
    const [conversation] = await db.select().from(conversations).where(eq(conversations.matchId, matchId));
    if (!conversation) throw new Error('no conversation');
    const { token: candidateToken } = await createCandidateSession(db, candidateId);
    return { jobId: job, matchId, conversationId: conversation.id, candidateId, candidateToken };
  };

  it('one recruiter’s bulk message does not spend the owner’s send budget', async () => {
    const owner = await insertEmployer(db);
    const recruiter = await signedInMember(db, owner.id, 'recruiter', 'Rita Recruiter');
    const threads = [];
    for (let index = 0; index < 30; index += 1) threads.push(await invite(owner.token, owner.id));
    // The recruiter's bulk message: one send per selected candidate (what applicant-triage.tsx does).
    for (const [index, thread] of threads.entries()) {
      const sent = await call(
        app,
        'POST',
        `/employer/conversation/send-message/${thread.conversationId}`,
        recruiter.token,
        { body: `Hi, about the role (${index})`, tempMsgId: index + 1 },
      );
      expect(sent.statusCode).toBe(200);
    }
    // The owner, who sent nothing, answers a candidate in another thread.
    const reply = await call(
      app,
      'POST',
      `/employer/conversation/send-message/${threads[0]?.conversationId}`,
      owner.token,
      { body: 'Thanks, see you Monday', tempMsgId: 999 },
    );
    expect(reply.statusCode, 'the owner may still reply').toBe(200);
    // The recruiter, past their own limit, waits.
    const more = await call(
      app,
      'POST',
      `/employer/conversation/send-message/${threads[1]?.conversationId}`,
      recruiter.token,
      { body: 'One more', tempMsgId: 31 },
    );
    expect(more.statusCode).toBe(429);
  });

  it('refuses a message to a candidate who declined the invite, in words', async () => {
    const owner = await insertEmployer(db);
    const thread = await invite(owner.token, owner.id);
    const declined = await call(
      app,
      'POST',
      `/employee/match/${thread.matchId}/decline`,
      thread.candidateToken,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const applicants = await call(app, 'GET', '/employer/applicants/applicants', owner.token);
    const applicant = applicants
      .json()
      .data.items.find((item: { _id: string }) => item._id === thread.candidateId);
    // The applicants list still names the declined match's conversation (its history stays readable)…
    expect(applicant.matches[0]).toMatchObject({ requestStatus: 'declined' });
    expect(applicant.matches[0].conversationId).toBe(thread.conversationId);
    // …but the server takes no new message in it.
    const sent = await call(
      app,
      'POST',
      `/employer/conversation/send-message/${thread.conversationId}`,
      owner.token,
      { body: 'Hi, are you sure? We would love to talk', tempMsgId: 1 },
    );
    expect(sent.statusCode, 'a message to a candidate who declined is refused').toBe(409);
    expect(sent.json()).toMatchObject({
      success: false,
      error: { code: 'CONVERSATION_CLOSED', message: CONVERSATION_CLOSED_MESSAGE },
    });
  });

  it('keeps the new query filters within the organization and the hiring manager’s jobs', async () => {
    const first = await insertEmployer(db);
    const thread = await invite(first.token, first.id);
    const secret = `Secret-${randomUUID()}`;
    const wrote = await call(
      app,
      'POST',
      `/employee/conversations/${thread.conversationId}/messages`,
      thread.candidateToken,
      { body: secret, tempMsgId: 1 },
    );
    expect(wrote.statusCode, wrote.body).toBe(200);
    const second = await insertEmployer(db);
    const manager = await signedInMember(db, first.id, 'hiring-manager', 'Dr. Other');
    const queryOf = `?jobId=${thread.jobId}&queryText=${encodeURIComponent(secret)}`;
    const own = await call(app, 'GET', `/employer/conversation/needs-reply${queryOf}`, first.token);
    expect(own.json().data.total).toBe(1);
    for (const [who, token] of [
      ['another organization', second.token],
      ['a hiring manager of another job', manager.token],
    ] as const) {
      for (const suffix of [queryOf, `${queryOf}&mine=true`, `${queryOf}&pageNumber=9`, '?queryText=%25']) {
        const queue = await call(app, 'GET', `/employer/conversation/needs-reply${suffix}`, token);
        expect(queue.statusCode, `${who} ${suffix}`).toBe(200);
        expect(queue.json().data, `${who} ${suffix}`).toMatchObject({
          total: 0,
          overdue: 0,
          conversations: [],
        });
        expect(queue.body).not.toContain(secret);
        expect(queue.body).not.toContain(thread.conversationId);
      }
      const applicants = await call(
        app,
        'GET',
        `/employer/applicants/applicants?jobId=${thread.jobId}`,
        token,
      );
      expect([403, 404]).toContain(applicants.statusCode);
      const list = await call(app, 'GET', '/employer/applicants/applicants', token);
      expect(list.body).not.toContain(thread.conversationId);
      const passed = await call(app, 'POST', `/employer/jobs/${thread.jobId}/not-a-fit`, token, {
        candidateId: thread.candidateId,
        rejectionReason: 'experience',
      });
      expect([403, 404]).toContain(passed.statusCode);
    }
    // A LIKE wildcard is matched as typed: '%' and '_' find nothing here.
    for (const wildcard of ['%', '_', '\\']) {
      const queue = await call(
        app,
        'GET',
        `/employer/conversation/needs-reply?queryText=${encodeURIComponent(wildcard)}`,
        first.token,
      );
      expect(queue.json().data.total, wildcard).toBe(0);
    }
  });
});
