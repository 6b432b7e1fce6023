import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import {
  activity,
  employers,
  interviews,
  jobHiringManagers,
  mailOutbox,
  matches,
  members,
  messages,
} from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server.js';
import { createCandidateSession } from '../employee/sessions.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import { signedInMember } from '../team/test-support.js';
import {
  INTERVIEW_CANCELLED_MESSAGE,
  INTERVIEW_NOT_FOUND_MESSAGE,
  INTERVIEW_OPEN_ALREADY_MESSAGE,
  INTERVIEW_REVISED_TOO_OFTEN_MESSAGE,
  INTERVIEW_REVISIONS_MAX,
  INTERVIEW_SCHEDULED_ALREADY_MESSAGE,
  MATCH_HIRED_MESSAGE,
  MATCH_NOT_FOUND_MESSAGE,
  MATCH_REJECTED_MESSAGE,
  SLOT_NOT_FOUND_MESSAGE,
} from './service.js';

const WAIT = { timeout: 15_000 };
const KEY = 'a-test-key-of-at-least-32-characters!';

/** `days` from now at `hour`:00 UTC. */
function inDays(days: number, hour = 15): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

const threeSlots = () => ({
  slots: [
    { start: inDays(2, 14), durationMinutes: 45 },
    { start: inDays(3, 16), durationMinutes: 45 },
    { start: inDays(4, 9), durationMinutes: 60 },
  ],
  kind: 'video',
  location: 'https://meet.example.com/lakeside-interview',
  note: 'We will meet the team <b>after</b>.',
});

function calendarOf(mail: ParsedMail | undefined): string {
  const attachment = mail?.attachments.find((part) => part.contentType === 'text/calendar');
  if (!attachment) throw new Error(`No calendar in the mail "${mail?.subject}"`);
  return attachment.content.toString('utf8');
}

describe.each(testDatabases())('interviews in the thread (%s)', (kind) => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let app: App;
  let db: Db;
  let owner: { id: string; token: string };
  let recruiter: { id: string; email: string; token: string };
  let manager: { id: string; token: string };
  let jobId: string;

  /** A candidate with an email, an accepted match on `jobId` (an application) and a candidate session. */
  async function appliedCandidate(email: string, job = jobId) {
    const candidateId = await insertCandidate(db, {
      email,
      firstName: 'Ana',
      lastName: 'Okafor',
      passwordHash: 'signs-in-by-session',
    });
    const { token } = await createCandidateSession(db, candidateId);
    const applied = await call(app, 'POST', `/employee/match/apply/${job}`, token);
    expect(applied.statusCode, applied.body).toBe(200);
    return { candidateId, token, matchId: applied.json().data.match._id as string };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await createTestApp(kind, {
      config: {
        smtp: { url: smtp.url, from: 'MedHire <no-reply@medhire.test>' },
        mailEncryptionKey: KEY,
        mailDelivery: {
          maxAttempts: 5,
          retryBaseMs: 30,
          retryMaxMs: 120,
          leaseMs: 3_000,
          pollIntervalMs: 30,
          shutdownGraceMs: 1_000,
        },
        messageRateLimitPer10Seconds: 1000,
        messageRateLimitPerHour: 1000,
      },
    });
    ({ app } = testApp);
    db = testApp.database.db;
    owner = await insertEmployer(db, { organizationName: 'Lakeside Family Clinic' });
    recruiter = await signedInMember(db, owner.id, 'recruiter', 'Rita Ruiz');
    manager = await signedInMember(db, owner.id, 'hiring-manager', 'Sam Lee');
    jobId = await insertJob(db, owner.id, { title: 'Sports Medicine Physician' });
    await db.insert(jobHiringManagers).values({ jobId, memberId: manager.id, employerId: owner.id });
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.stop();
  });

  it('proposes three times; the candidate picks one; the match moves to Interview and both get the .ics', async () => {
    const { token, matchId, candidateId } = await appliedCandidate('ana@doctors.test');

    const proposed = await call(app, 'POST', `/employer/interview/propose/${matchId}`, recruiter.token, {
      ...threeSlots(),
      timeZone: 'America/Chicago',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const interview = proposed.json().data.interview;
    expect(interview).toMatchObject({
      matchId,
      status: 'proposed',
      kind: 'video',
      location: 'https://meet.example.com/lakeside-interview',
      scheduled: null,
      sequence: 0,
      proposedBy: { memberId: recruiter.id, name: 'Rita Ruiz' },
    });
    expect(interview.slots).toHaveLength(3);

    // The candidate reads it through the employee API, and the thread has the recruiter's step.
    const read = await call(app, 'GET', `/employee/match/${matchId}/interview`, token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.interview._id).toBe(interview._id);
    const thread = await db.select().from(messages).where(eq(messages.senderKind, 'employer'));
    expect(thread.map((message) => message.body)).toContain(
      'I proposed 3 times for an interview. Please pick the one that suits you.',
    );

    // No mail before the pick.
    expect(await db.select().from(mailOutbox)).toHaveLength(0);

    const second = interview.slots[1];
    const picked = await call(app, 'POST', `/employee/interview/${interview._id}/pick`, token, {
      slotId: second._id,
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data.interview).toMatchObject({
      status: 'scheduled',
      scheduled: { start: second.start, durationMinutes: 45 },
      slots: [{ _id: second._id }],
    });

    // The pipeline moved, through the board's activity, credited to the recruiter who proposed the times.
    const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
    expect(match?.pipelineStatus).toBe('Interview');
    const logged = await db
      .select()
      .from(activity)
      .where(eq(activity.candidateId, candidateId))
      .orderBy(activity.createdAt);
    expect(logged).toMatchObject([
      { kind: 'interview-proposed', memberId: recruiter.id, actorName: 'Rita Ruiz', jobId },
      {
        kind: 'pipeline-moved',
        fromStatus: 'Shortlisted',
        toStatus: 'Interview',
        memberId: recruiter.id,
        actorName: 'Rita Ruiz',
        actorRole: 'recruiter',
      },
    ]);
    const board = await call(app, 'GET', `/employer/match/by-job/${jobId}`, owner.token);
    expect(board.json().data.matches.find((row: { _id: string }) => row._id === matchId).pipelineStatus).toBe(
      'Interview',
    );

    // The employer hears of it: the candidate's step in the thread is a new-message notification for the team.
    await expect
      .poll(async () => {
        const listed = await call(
          app,
          'GET',
          `/employer/notification/get-all-notification/${owner.id}`,
          owner.token,
        );
        return JSON.stringify(listed.json().data);
      }, WAIT)
      .toContain('I picked a time for the interview.');

    // Both mails went out over SMTP (sealed in the outbox), each with the invitation.
    await expect.poll(() => smtp.accepted.length, WAIT).toBe(2);
    const toCandidate = smtp.accepted.find(
      (mail) => mail.to && JSON.stringify(mail.to).includes('ana@doctors.test'),
    );
    const toRecruiter = smtp.accepted.find((mail) => JSON.stringify(mail.to).includes(recruiter.email));
    expect(toCandidate?.subject).toContain('Interview: Sports Medicine Physician at Lakeside Family Clinic');
    expect(toCandidate?.text).toContain('https://meet.example.com/lakeside-interview');
    // The time is the recruiter's (Chicago's), with UTC beside it.
    const utc = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const chicago = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Chicago',
      timeZoneName: 'short',
    });
    const pickedAt = new Date(second.start);
    expect(toCandidate?.text).toContain(`at ${chicago.format(pickedAt)} (${utc.format(pickedAt)} UTC)`);
    expect(toCandidate?.text).toMatch(/ C[SD]T \(/);
    // The note is the recruiter's text: escaped in the HTML part.
    expect(String(toCandidate?.html)).toContain('&lt;b&gt;after&lt;/b&gt;');
    for (const mail of [toCandidate, toRecruiter]) {
      const ics = calendarOf(mail);
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain(`UID:interview-${interview._id}@medhire`);
      expect(ics).toContain('SEQUENCE:0');
      expect(ics).toContain(`DTSTART:${second.start.replace(/[-:]/g, '').replace('.000', '')}`);
      expect(ics).toContain('DURATION:PT45M');
    }
    const stored = await db.select().from(mailOutbox);
    expect(stored.every((row) => row.status === 'sent' && row.sealed === null)).toBe(true);
    expect(stored[0]?.attachments?.[0]?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');

    // The board reads the date.
    const byJob = await call(app, 'GET', `/employer/interview/by-job/${jobId}`, manager.token);
    expect(byJob.statusCode).toBe(200);
    expect(byJob.json().data.interviews).toMatchObject([{ matchId, status: 'scheduled' }]);

    // A second pick, and a new proposal while this one is open, are refused.
    const again = await call(app, 'POST', `/employee/interview/${interview._id}/pick`, token, {
      slotId: second._id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(INTERVIEW_SCHEDULED_ALREADY_MESSAGE);
    const twice = await call(
      app,
      'POST',
      `/employer/interview/propose/${matchId}`,
      owner.token,
      threeSlots(),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(INTERVIEW_OPEN_ALREADY_MESSAGE);

    // Moving it to one new time: still scheduled, the same UID, SEQUENCE 1, mailed again.
    const moveTo = inDays(5, 13);
    const moved = await call(app, 'PATCH', `/employer/interview/reschedule/${interview._id}`, owner.token, {
      slots: [{ start: moveTo, durationMinutes: 30 }],
      kind: 'in-person',
      location: '12 Lake St, Madison, WI',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.interview).toMatchObject({
      status: 'scheduled',
      sequence: 1,
      scheduled: { start: moveTo, durationMinutes: 30 },
      location: '12 Lake St, Madison, WI',
    });
    await expect.poll(() => smtp.accepted.length, WAIT).toBe(4);
    const movedCalendar = calendarOf(smtp.accepted.at(-1));
    expect(movedCalendar).toContain('METHOD:REQUEST');
    expect(movedCalendar).toContain(`UID:interview-${interview._id}@medhire`);
    expect(movedCalendar).toContain('SEQUENCE:1');

    // Cancelling it: METHOD:CANCEL with the same UID and a higher SEQUENCE.
    const cancelled = await call(app, 'POST', `/employer/interview/cancel/${interview._id}`, recruiter.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.interview).toMatchObject({ status: 'cancelled', sequence: 2 });
    await expect.poll(() => smtp.accepted.length, WAIT).toBe(6);
    for (const mail of smtp.accepted.slice(4)) {
      const ics = calendarOf(mail);
      expect(ics).toContain('METHOD:CANCEL');
      expect(ics).toContain('STATUS:CANCELLED');
      expect(ics).toContain(`UID:interview-${interview._id}@medhire`);
      expect(ics).toContain('SEQUENCE:2');
    }
    // The candidate's timeline says who moved and who cancelled it (a refused cancel logs nothing).
    const cancelAgain = await call(app, 'POST', `/employer/interview/cancel/${interview._id}`, owner.token);
    const interviewLog = await db
      .select()
      .from(activity)
      .where(eq(activity.candidateId, candidateId))
      .orderBy(activity.createdAt);
    expect(interviewLog.filter((entry) => entry.kind.startsWith('interview-'))).toMatchObject([
      { kind: 'interview-proposed', memberId: recruiter.id },
      { kind: 'interview-rescheduled', memberId: null },
      { kind: 'interview-cancelled', memberId: recruiter.id },
    ]);
    expect(cancelAgain.statusCode).toBe(409);
    expect(cancelAgain.json().error.message).toBe(INTERVIEW_CANCELLED_MESSAGE);

    // Once cancelled, a new proposal is possible again.
    const anew = await call(app, 'POST', `/employer/interview/propose/${matchId}`, owner.token, threeSlots());
    expect(anew.statusCode, anew.body).toBe(200);
  });

  it('a candidate rejected after picking a time: the interview is cancelled in both calendars; one hired keeps none open', async () => {
    const { token, matchId } = await appliedCandidate('rejected-after-pick@doctors.test');
    const proposed = await call(
      app,
      'POST',
      `/employer/interview/propose/${matchId}`,
      recruiter.token,
      threeSlots(),
    );
    const interview = proposed.json().data.interview;
    const mailsBefore = smtp.accepted.length;
    const picked = await call(app, 'POST', `/employee/interview/${interview._id}/pick`, token, {
      slotId: interview.slots[0]._id,
    });
    expect(picked.statusCode, picked.body).toBe(200);
    await expect.poll(() => smtp.accepted.length, WAIT).toBe(mailsBefore + 2);

    const rejected = await call(
      app,
      'PATCH',
      `/employer/match/update-match-status/${matchId}`,
      recruiter.token,
      {
        status: 'Rejected',
        rejectionReason: 'location',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const read = await call(app, 'GET', `/employer/interview/by-match/${matchId}`, recruiter.token);
    expect(read.json().data.interview).toMatchObject({ status: 'cancelled', sequence: 1 });
    await expect.poll(() => smtp.accepted.length, WAIT).toBe(mailsBefore + 4);
    for (const mail of smtp.accepted.slice(mailsBefore + 2)) {
      const ics = calendarOf(mail);
      expect(ics).toContain('METHOD:CANCEL');
      expect(ics).toContain(`UID:interview-${interview._id}@medhire`);
    }

    // Times proposed and not picked are withdrawn when the candidate is hired; nothing was in a calendar to cancel.
    const hired = await appliedCandidate('hired-before-pick@doctors.test');
    await call(app, 'POST', `/employer/interview/propose/${hired.matchId}`, recruiter.token, threeSlots());
    const moved = await call(
      app,
      'PATCH',
      `/employer/match/update-match-status/${hired.matchId}`,
      owner.token,
      {
        status: 'Hired',
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const hiredRead = await call(app, 'GET', `/employer/interview/by-match/${hired.matchId}`, owner.token);
    expect(hiredRead.json().data.interview).toMatchObject({ status: 'cancelled' });
    expect(smtp.accepted.length).toBe(mailsBefore + 4);
  });

  it('mails the owner, not a recruiter who has left the team, when the candidate picks their time', async () => {
    const leaving = await signedInMember(db, owner.id, 'recruiter', 'Lee Leaving');
    const { token, matchId } = await appliedCandidate('picks-after-leave@doctors.test');
    const proposed = await call(
      app,
      'POST',
      `/employer/interview/propose/${matchId}`,
      leaving.token,
      threeSlots(),
    );
    const interview = proposed.json().data.interview;
    await db.update(members).set({ removedAt: new Date() }).where(eq(members.id, leaving.id));
    const mailsBefore = smtp.accepted.length;
    const picked = await call(app, 'POST', `/employee/interview/${interview._id}/pick`, token, {
      slotId: interview.slots[0]._id,
    });
    expect(picked.statusCode, picked.body).toBe(200);
    await expect.poll(() => smtp.accepted.length, WAIT).toBe(mailsBefore + 2);
    const [ownerRow] = await db
      .select({ email: employers.email })
      .from(employers)
      .where(eq(employers.id, owner.id));
    const recipients = JSON.stringify(smtp.accepted.slice(mailsBefore).map((mail) => mail.to));
    expect(recipients).toContain(ownerRow?.email ?? 'no owner email');
    expect(recipients).not.toContain(leaving.email);
  });

  it('new times for a scheduled interview take it out of both calendars; an interview changed too often is refused', async () => {
    const { token, matchId } = await appliedCandidate('reproposed@doctors.test');
    const proposed = await call(
      app,
      'POST',
      `/employer/interview/propose/${matchId}`,
      recruiter.token,
      threeSlots(),
    );
    const interview = proposed.json().data.interview;
    const mailsBefore = smtp.accepted.length;
    await call(app, 'POST', `/employee/interview/${interview._id}/pick`, token, {
      slotId: interview.slots[0]._id,
    });
    await expect.poll(() => smtp.accepted.length, WAIT).toBe(mailsBefore + 2);

    const twoTimes = { ...threeSlots(), slots: threeSlots().slots.slice(1) };
    const reproposed = await call(
      app,
      'PATCH',
      `/employer/interview/reschedule/${interview._id}`,
      recruiter.token,
      twoTimes,
    );
    expect(reproposed.statusCode, reproposed.body).toBe(200);
    expect(reproposed.json().data.interview).toMatchObject({ status: 'proposed', sequence: 1 });
    await expect.poll(() => smtp.accepted.length, WAIT).toBe(mailsBefore + 4);
    for (const mail of smtp.accepted.slice(mailsBefore + 2)) {
      const ics = calendarOf(mail);
      expect(ics).toContain('METHOD:CANCEL');
      expect(ics).toContain('SEQUENCE:1');
    }

    await db
      .update(interviews)
      .set({ sequence: INTERVIEW_REVISIONS_MAX })
      .where(eq(interviews.id, interview._id));
    const once = await call(
      app,
      'PATCH',
      `/employer/interview/reschedule/${interview._id}`,
      recruiter.token,
      twoTimes,
    );
    expect(once.statusCode).toBe(409);
    expect(once.json().error.message).toBe(INTERVIEW_REVISED_TOO_OFTEN_MESSAGE);
  });

  it('reschedules a proposal: the new times replace the old ones', async () => {
    const { matchId, token } = await appliedCandidate('ben@doctors.test');
    const first = await call(
      app,
      'POST',
      `/employer/interview/propose/${matchId}`,
      owner.token,
      threeSlots(),
    );
    const interview = first.json().data.interview;
    const replaced = await call(
      app,
      'PATCH',
      `/employer/interview/reschedule/${interview._id}`,
      owner.token,
      {
        slots: [
          { start: inDays(6, 10), durationMinutes: 30 },
          { start: inDays(7, 10), durationMinutes: 30 },
        ],
        kind: 'phone',
      },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = replaced.json().data.interview;
    expect(now).toMatchObject({ status: 'proposed', sequence: 1, kind: 'phone', location: null });
    expect(now.slots.map((slot: { start: string }) => slot.start)).toEqual([inDays(6, 10), inDays(7, 10)]);
    // An old time is gone.
    const stale = await call(app, 'POST', `/employee/interview/${interview._id}/pick`, token, {
      slotId: interview.slots[0]._id,
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error.message).toBe(SLOT_NOT_FOUND_MESSAGE);
  });

  it('refuses bad proposals with the reason', async () => {
    const { matchId } = await appliedCandidate('cleo@doctors.test');
    const propose = (body: unknown) =>
      call(app, 'POST', `/employer/interview/propose/${matchId}`, owner.token, body);
    const cases: Array<[unknown, string]> = [
      [
        { ...threeSlots(), slots: [{ start: inDays(-1), durationMinutes: 30 }] },
        'Choose a time in the future',
      ],
      [
        {
          ...threeSlots(),
          slots: Array.from({ length: 6 }, (_, index) => ({ start: inDays(index + 1), durationMinutes: 30 })),
        },
        'Propose at most 5 times',
      ],
      [{ ...threeSlots(), slots: [] }, 'Propose at least one time'],
      [{ ...threeSlots(), location: 'http://meet.example.com' }, 'The video link must start with https://'],
      [{ ...threeSlots(), kind: 'in-person', location: '' }, 'Enter the address of the interview'],
      [
        { ...threeSlots(), slots: [{ start: inDays(2), durationMinutes: 300 }] },
        'The duration must be from 15 to 240 minutes',
      ],
      [{ ...threeSlots(), timeZone: 'Mars/Olympus_Mons' }, 'The time zone is not one we know'],
    ];
    for (const [body, message] of cases) {
      const response = await propose(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().error.message).toContain(message);
    }
  });

  it('refuses a rejected or hired match, and an invite not yet accepted', async () => {
    const rejected = await appliedCandidate('dan@doctors.test');
    await db.update(matches).set({ pipelineStatus: 'Rejected' }).where(eq(matches.id, rejected.matchId));
    const refused = await call(
      app,
      'POST',
      `/employer/interview/propose/${rejected.matchId}`,
      owner.token,
      threeSlots(),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MATCH_REJECTED_MESSAGE);

    // Hired after the proposal: the candidate can no longer pick.
    const hired = await appliedCandidate('eve@doctors.test');
    const proposal = await call(
      app,
      'POST',
      `/employer/interview/propose/${hired.matchId}`,
      owner.token,
      threeSlots(),
    );
    await db.update(matches).set({ pipelineStatus: 'Hired' }).where(eq(matches.id, hired.matchId));
    const interview = proposal.json().data.interview;
    const pick = await call(app, 'POST', `/employee/interview/${interview._id}/pick`, hired.token, {
      slotId: interview.slots[0]._id,
    });
    expect(pick.statusCode).toBe(409);
    expect(pick.json().error.message).toBe(MATCH_HIRED_MESSAGE);

    const candidateId = await insertCandidate(db, { email: 'fay@doctors.test' });
    const invited = await call(app, 'POST', '/employer/match/invite', owner.token, { jobId, candidateId });
    const pending = await call(
      app,
      'POST',
      `/employer/interview/propose/${invited.json().data.match._id}`,
      owner.token,
      threeSlots(),
    );
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.message).toBe('The candidate has not accepted the invite yet.');
  });

  it('keeps hiring managers to reading, and other organizations and candidates out', async () => {
    const { matchId, token } = await appliedCandidate('gus@doctors.test');
    // A hiring manager never proposes, reschedules or cancels: they may read.
    const byManager = await call(
      app,
      'POST',
      `/employer/interview/propose/${matchId}`,
      manager.token,
      threeSlots(),
    );
    expect(byManager.statusCode).toBe(403);
    const proposed = await call(
      app,
      'POST',
      `/employer/interview/propose/${matchId}`,
      owner.token,
      threeSlots(),
    );
    const interview = proposed.json().data.interview;
    expect(
      (await call(app, 'POST', `/employer/interview/cancel/${interview._id}`, manager.token)).statusCode,
    ).toBe(403);
    const read = await call(app, 'GET', `/employer/interview/by-match/${matchId}`, manager.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.interview._id).toBe(interview._id);

    // Another organization: every route answers 404, as for a missing one.
    const other = await insertEmployer(db, { organizationName: 'Elsewhere Health' });
    const theirs = [
      call(app, 'POST', `/employer/interview/propose/${matchId}`, other.token, threeSlots()),
      call(app, 'GET', `/employer/interview/by-match/${matchId}`, other.token),
      call(app, 'GET', `/employer/interview/by-job/${jobId}`, other.token),
      call(app, 'PATCH', `/employer/interview/reschedule/${interview._id}`, other.token, threeSlots()),
      call(app, 'POST', `/employer/interview/cancel/${interview._id}`, other.token),
    ];
    for (const response of await Promise.all(theirs)) {
      expect(response.statusCode, response.body).toBe(404);
      expect([MATCH_NOT_FOUND_MESSAGE, INTERVIEW_NOT_FOUND_MESSAGE, 'This job was not found.']).toContain(
        response.json().error.message,
      );
    }
    expect((await call(app, 'GET', `/employer/interview/by-match/not-a-uuid`, owner.token)).statusCode).toBe(
      404,
    );

    // Another candidate cannot read or pick it.
    const stranger = await appliedCandidate('hal@doctors.test');
    expect((await call(app, 'GET', `/employee/match/${matchId}/interview`, stranger.token)).statusCode).toBe(
      404,
    );
    const picked = await call(app, 'POST', `/employee/interview/${interview._id}/pick`, stranger.token, {
      slotId: interview.slots[0]._id,
    });
    expect(picked.statusCode).toBe(404);
    expect(picked.json().error.message).toBe(INTERVIEW_NOT_FOUND_MESSAGE);
    // The candidate of the match still can.
    const mine = await call(app, 'POST', `/employee/interview/${interview._id}/pick`, token, {
      slotId: interview.slots[0]._id,
    });
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('counts changes against the sender’s message limits', async () => {
    const limited = await createTestApp(kind, { config: { messageRateLimitPer10Seconds: 1 } });
    try {
      const limitedDb = limited.database.db;
      const employer = await insertEmployer(limitedDb);
      const job = await insertJob(limitedDb, employer.id);
      const candidateId = await insertCandidate(limitedDb, {
        email: 'ida@doctors.test',
        passwordHash: 'signs-in-by-session',
      });
      const { token } = await createCandidateSession(limitedDb, candidateId);
      const applied = await call(limited.app, 'POST', `/employee/match/apply/${job}`, token);
      const matchId = applied.json().data.match._id;
      const first = await call(
        limited.app,
        'POST',
        `/employer/interview/propose/${matchId}`,
        employer.token,
        threeSlots(),
      );
      expect(first.statusCode, first.body).toBe(200);
      const second = await call(
        limited.app,
        'POST',
        `/employer/interview/cancel/${first.json().data.interview._id}`,
        employer.token,
      );
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
