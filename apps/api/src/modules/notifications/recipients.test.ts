import { randomUUID } from 'node:crypto';
import { NotificationType } from '@medhire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { jobHiringManagers, jobs } from '../../db/schema.js';
import type { RealtimeRecipient } from '../../realtime/realtime.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import { signedInMember } from '../team/test-support.js';

/**
 * Notifications per person (issue "Team"): a job's news reaches the people on its hiring team, each with their
 * own copy and unread state; news about no job reaches the owner and the recruiters.
 */
describe.each(testDatabases())('notifications per person (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let owner: { id: string; token: string };
  let lead: { id: string; token: string };
  let otherRecruiter: { id: string; token: string };
  let manager: { id: string; token: string };
  let candidateId: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    await app.ready();
    owner = await insertEmployer(db);
    lead = await signedInMember(db, owner.id, 'recruiter', 'Ana Ruiz');
    otherRecruiter = await signedInMember(db, owner.id, 'recruiter', 'Ben Ortiz');
    manager = await signedInMember(db, owner.id, 'hiring-manager', 'Sam Lee');
    candidateId = await insertCandidate(db, { firstName: 'Jordan', lastName: 'Rivera' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const inbox = async (token: string) => {
    const response = await call(app, 'GET', `/employer/notification/get-all-notification/${owner.id}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      notifications: { _id: string; title: string; data: { type: string } }[];
      unreadCount: number;
      unreadMessageCount: number;
    };
  };
  const titles = async (token: string) => (await inbox(token)).notifications.map((item) => item.title);

  it('a candidate’s message reaches the job’s lead and its hiring managers, each with their own unread state', async () => {
    const live: { recipient: RealtimeRecipient; event: string }[] = [];
    const emit = vi.spyOn(app.realtime, 'emit').mockImplementation((recipient, event) => {
      live.push({ recipient, event });
    });
    const jobId = await insertJob(db, owner.id, { title: 'Pediatrician' });
    await db.update(jobs).set({ recruiterMemberId: lead.id }).where(eq(jobs.id, jobId));
    await db.insert(jobHiringManagers).values({ jobId, memberId: manager.id, employerId: owner.id });

    app.events.emit('message.sent', {
      employerId: owner.id,
      candidateId,
      conversationId: randomUUID(),
      jobId,
      senderKind: 'candidate',
      message: { body: 'Is the position still open?' },
    });
    await expect.poll(async () => (await inbox(lead.token)).unreadMessageCount).toBe(1);
    await expect.poll(async () => (await inbox(manager.token)).unreadMessageCount).toBe(1);
    // Not on the job's team: nothing.
    expect(await titles(owner.token)).toEqual([]);
    expect(await titles(otherRecruiter.token)).toEqual([]);
    // Live, to each person's own sockets.
    expect(live.filter((item) => item.event === 'onNotification').map((item) => item.recipient)).toEqual([
      { kind: 'member', id: lead.id },
      { kind: 'member', id: manager.id },
    ]);
    emit.mockRestore();

    // The lead reads theirs; the hiring manager's stays unread.
    const [leadCopy] = (await inbox(lead.token)).notifications;
    const read = await call(
      app,
      'PATCH',
      `/employer/notification/mark-as-read-notification/${leadCopy?._id}`,
      lead.token,
    );
    expect(read.json().data.unreadMessageCount).toBe(0);
    expect((await inbox(manager.token)).unreadMessageCount).toBe(1);
    // Someone else's copy is not theirs to mark.
    const [managerCopy] = (await inbox(manager.token)).notifications;
    const refused = await call(
      app,
      'PATCH',
      `/employer/notification/mark-as-read-notification/${managerCopy?._id}`,
      lead.token,
    );
    expect(refused.statusCode).toBe(404);
    // Marking all read is one person's too.
    await call(app, 'PATCH', `/employer/notification/${owner.id}/mark-as-read-notification`, manager.token);
    expect((await inbox(manager.token)).unreadMessageCount).toBe(0);
  });

  it('a job the owner leads notifies the owner; news about no job reaches the owner and the recruiters', async () => {
    const jobId = await insertJob(db, owner.id, { title: 'Family Physician' });
    app.events.emit('match.applied', { employerId: owner.id, matchId: randomUUID(), jobId, candidateId });
    await expect.poll(async () => titles(owner.token)).toContain('Jordan Rivera applied to Family Physician');
    expect(await titles(lead.token)).not.toContain('Jordan Rivera applied to Family Physician');

    app.events.emit('employee.registered', { employerId: owner.id, candidateId });
    for (const token of [owner.token, lead.token, otherRecruiter.token]) {
      await expect.poll(async () => titles(token)).toContain('Jordan Rivera joined MedHire');
    }
    expect(await titles(manager.token)).not.toContain('Jordan Rivera joined MedHire');
    expect((await inbox(owner.token)).notifications[0]?.data.type).toBe(NotificationType.EmployeeRegistered);
  });
});
