import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { conversations, matches, messages } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { createCandidateSession } from '../employee/sessions.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';

const tooQuickly = {
  success: false,
  error: { message: 'You are sending messages too quickly. Please wait a moment.', code: 'RATE_LIMITED' },
};

type Employer = { id: string; token: string };

/** An invite of a new candidate to a new job of the employer: the match's conversation, via the API. */
async function newConversation(app: App, db: Db, owner: Employer) {
  const jobId = await insertJob(db, owner.id);
  const candidateId = await insertCandidate(db, {
    email: `${randomUUID()}@doctors.test`,
    passwordHash: 'signs-in-by-session-in-these-tests',
  });
  const invited = await call(app, 'POST', '/employer/match/invite', owner.token, { jobId, candidateId });
  expect(invited.statusCode).toBe(200);
  const matchId = invited.json().data.match._id as string;
  const [conversation] = await db.select().from(conversations).where(eq(conversations.matchId, matchId));
  if (!conversation) throw new Error('the invite created no conversation');
  const { token: candidateToken } = await createCandidateSession(db, candidateId);
  return { id: conversation.id, candidateId, candidateToken };
}

const employerSend = (app: App, conversationId: string, token: string, body: unknown) =>
  call(app, 'POST', `/employer/conversation/send-message/${conversationId}`, token, body);
const candidateSend = (app: App, conversationId: string, token: string, body: unknown) =>
  call(app, 'POST', `/employee/conversations/${conversationId}/messages`, token, body);

describe.each(testDatabases())('message send limits (%s)', (kind) => {
  describe('with the default limits (30 a sender in 10 seconds, 600 an hour)', () => {
    let testApp: TestApp;
    let app: App;
    let db: Db;

    beforeAll(async () => {
      testApp = await createTestApp(kind);
      ({ app } = testApp);
      db = testApp.database.db;
    });

    afterAll(async () => {
      await testApp?.close();
    });

    it('lets an employer send 30 messages in a row, answers the 31st 429 with Retry-After, still answers a retry', async () => {
      const employer = await insertEmployer(db);
      const { id, candidateToken } = await newConversation(app, db, employer);
      for (let index = 1; index <= 30; index += 1) {
        const sent = await employerSend(app, id, employer.token, { body: `note ${index}`, tempMsgId: index });
        expect(sent.statusCode, `send ${index}`).toBe(200);
      }

      const flooded = await employerSend(app, id, employer.token, { body: 'one too many', tempMsgId: 31 });
      expect(flooded.statusCode).toBe(429);
      expect(flooded.json()).toEqual(tooQuickly);
      const retryAfter = Number(flooded.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(10);

      // A resend of a message the server already stored (its answer was lost) still gets that message back.
      const stored = (
        await call(app, 'GET', `/employer/conversation/get-single-conversation/${id}`, employer.token)
      )
        .json()
        .data.conversation.messages.find((message: { body: string }) => message.body === 'note 7');
      const retried = await employerSend(app, id, employer.token, { body: 'note 7', tempMsgId: 7 });
      expect(retried.statusCode).toBe(200);
      expect(retried.json().data.message).toMatchObject({ _id: stored._id, seq: stored.seq });
      // The same temporary id with other text is a new message: refused like any other.
      expect(
        (await employerSend(app, id, employer.token, { body: 'note 7, edited', tempMsgId: 7 })).statusCode,
      ).toBe(429);
      const written = await db.select().from(messages).where(eq(messages.conversationId, id));
      expect(written).toHaveLength(30);

      // The limit is the sender's: the candidate of the same conversation and another employer still send.
      expect((await candidateSend(app, id, candidateToken, { body: 'Hello', tempMsgId: 1 })).statusCode).toBe(
        200,
      );
      const other = await insertEmployer(db, { organizationName: 'Riverbend Health' });
      const elsewhere = await newConversation(app, db, other);
      expect(
        (await employerSend(app, elsewhere.id, other.token, { body: 'Hi', tempMsgId: 1 })).statusCode,
      ).toBe(200);
    });

    it('lets a candidate send 30 messages in a row and answers the 31st 429 with Retry-After', async () => {
      const employer = await insertEmployer(db);
      const { id, candidateToken } = await newConversation(app, db, employer);
      for (let index = 1; index <= 30; index += 1) {
        const sent = await candidateSend(app, id, candidateToken, {
          body: `reply ${index}`,
          tempMsgId: index,
        });
        expect(sent.statusCode, `send ${index}`).toBe(200);
      }
      const flooded = await candidateSend(app, id, candidateToken, { body: 'one too many', tempMsgId: 31 });
      expect(flooded.statusCode).toBe(429);
      expect(flooded.json()).toEqual(tooQuickly);
      expect(Number(flooded.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(flooded.headers['retry-after'])).toBeLessThanOrEqual(10);
      const retried = await candidateSend(app, id, candidateToken, { body: 'reply 30', tempMsgId: 30 });
      expect(retried.statusCode).toBe(200);
      expect(retried.json().data.message).toMatchObject({ body: 'reply 30', seq: 30 });
      // The employer of the conversation is not held back by the candidate's flood.
      expect(
        (await employerSend(app, id, employer.token, { body: 'Slow down', tempMsgId: 1 })).statusCode,
      ).toBe(200);
    });
  });

  it('refuses a steady stream past the hourly limit (MESSAGE_RATE_LIMIT_PER_HOUR)', async () => {
    const testApp = await createTestApp(kind, {
      config: { messageRateLimitPer10Seconds: 100, messageRateLimitPerHour: 5 },
    });
    try {
      const { app } = testApp;
      const db = testApp.database.db;
      const employer = await insertEmployer(db);
      const { id } = await newConversation(app, db, employer);
      for (let index = 1; index <= 5; index += 1) {
        expect(
          (await employerSend(app, id, employer.token, { body: `hour ${index}`, tempMsgId: index }))
            .statusCode,
        ).toBe(200);
      }
      const refused = await employerSend(app, id, employer.token, { body: 'hour 6', tempMsgId: 6 });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooQuickly);
      // Told to come back when the hour's window ends, not in a few seconds.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    } finally {
      await testApp.close();
    }
  });

  it('counts a rejection’s message to the candidate against the same limits, and moves nothing when refused', async () => {
    const testApp = await createTestApp(kind, {
      config: { messageRateLimitPer10Seconds: 100, messageRateLimitPerHour: 2 },
    });
    try {
      const { app } = testApp;
      const db = testApp.database.db;
      const employer = await insertEmployer(db);
      const { id } = await newConversation(app, db, employer);
      const [conversation] = await db.select().from(conversations).where(eq(conversations.id, id));
      const matchId = conversation?.matchId ?? '';
      await db.update(matches).set({ requestStatus: 'accepted' }).where(eq(matches.id, matchId));
      const reject = () =>
        call(app, 'PATCH', `/employer/match/update-match-status/${matchId}`, employer.token, {
          status: 'Rejected',
          rejectionReason: 'other',
          message: 'Thank you for your time.',
        });
      const reopen = () =>
        call(app, 'PATCH', `/employer/match/update-match-status/${matchId}`, employer.token, {
          status: 'Shortlisted',
        });
      // One ordinary message, one rejection with a message: the hour's two.
      expect((await employerSend(app, id, employer.token, { body: 'Hello', tempMsgId: 1 })).statusCode).toBe(
        200,
      );
      expect((await reject()).statusCode).toBe(200);
      expect((await reopen()).statusCode).toBe(200);

      const refused = await reject();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooQuickly);
      const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
      expect(match?.pipelineStatus).toBe('Shortlisted');
      expect(await db.select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(2);
      // A rejection without a message still goes through.
      const quiet = await call(
        app,
        'PATCH',
        `/employer/match/update-match-status/${matchId}`,
        employer.token,
        {
          status: 'Rejected',
          rejectionReason: 'other',
        },
      );
      expect(quiet.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
