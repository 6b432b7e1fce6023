import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { type App, buildApp } from '../app.js';
import type { Config, MailDeliverySettings } from '../config.js';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { claimRejectedMail, setPasswordMail } from '../modules/account/mails.js';
import { createTestApp, createTestConfig, removeTestDataDir } from '../testing/app.js';
import { createTestDatabase, testDatabases } from '../testing/database.js';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp-server.js';
import { claimDueMails, outboxDepth } from './delivery.js';
import { createMailer } from './mailer.js';

const FROM = 'MedHire <no-reply@medhire.test>';
const PASSWORD = 'Stethoscope-Lantern-42';
const ADMIN_TOKEN = 'operator-token-operator-token-operator-token';
const KEY = 'a-test-key-of-at-least-32-characters!';

/** Delivery settings in milliseconds, so retries, leases and shutdowns take a test a moment. */
function mailConfig(smtp: TestSmtpServer, delivery: Partial<MailDeliverySettings> = {}): Partial<Config> {
  return {
    smtp: { url: smtp.url, from: FROM },
    mailDelivery: {
      maxAttempts: 5,
      retryBaseMs: 30,
      retryMaxMs: 120,
      leaseMs: 3_000,
      pollIntervalMs: 30,
      shutdownGraceMs: 1_000,
      ...delivery,
    },
  };
}

/** Room for a loaded machine: a poll returns as soon as its condition holds. */
const WAIT = { timeout: 10_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases('both'))('mail delivery over SMTP (%s)', (kind) => {
  const servers: TestSmtpServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });
  async function smtpServer(mode?: Parameters<typeof startSmtpServer>[0]) {
    const server = await startSmtpServer(mode);
    servers.push(server);
    return server;
  }

  /** An app on an existing database, as a second API process (or the same one restarted) would be. */
  async function appOn(database: Database, config: Config): Promise<App> {
    const app = await buildApp({ config, database });
    await app.ready();
    return app;
  }

  async function register(app: App, email: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/employer/auth/v1/register',
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function rowTo(database: Database, to: string) {
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(rows).toHaveLength(1);
    return rows[0] as NonNullable<(typeof rows)[0]>;
  }

  it('sends the registration code by SMTP, with a text and an HTML part, from MAIL_FROM', async () => {
    const smtp = await smtpServer();
    const testApp = await createTestApp(kind, { config: mailConfig(smtp) });
    onTestFinished(() => testApp.close());

    await register(testApp.app, 'new@lakeside.test');

    await expect.poll(() => smtp.accepted.length, WAIT).toBe(1);
    const [mail] = smtp.accepted;
    expect(mail?.from?.value).toEqual([{ name: 'MedHire', address: 'no-reply@medhire.test' }]);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(
      'new@lakeside.test',
    );
    const code = /^Your MedHire code: (\d{6})$/.exec(mail?.subject ?? '')?.[1];
    expect(code).toBeDefined();
    expect(mail?.text).toContain(`Your code is ${code}.`);
    expect(mail?.html).toContain(`Your code is ${code}.`);
    expect(mail?.messageId).toMatch(/@medhire\.test>$/);

    // The code that arrived is the working one.
    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/employer/auth/v1/verify-otp',
      payload: { email: 'new@lakeside.test', otp: code },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    await expect
      .poll(async () => (await rowTo(testApp.database, 'new@lakeside.test')).status, WAIT)
      .toBe('sent');
    expect(await rowTo(testApp.database, 'new@lakeside.test')).toMatchObject({
      attempts: 1,
      sentAt: expect.any(Date),
      lastError: null,
    });
  });

  it('escapes an organization name in the HTML part', async () => {
    const smtp = await smtpServer();
    const testApp = await createTestApp(kind, { config: mailConfig(smtp) });
    onTestFinished(() => testApp.close());
    await testApp.app.ready();
    const name = '<script>alert(1)</script> & Co';

    await testApp.app.mailer.send(
      setPasswordMail(
        'owner@co.test',
        name,
        'https://medhire.test/set-up-password?token=t&email=o%40co.test',
      ),
    );
    await testApp.app.mailer.send(claimRejectedMail('claimant@co.test', name));

    await expect.poll(() => smtp.accepted.length, WAIT).toBe(2);
    for (const mail of smtp.accepted) {
      const html = String(mail.html);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
      expect(html).not.toContain('<script>');
      // The text part reads as typed; the subject is one plain line.
      expect(mail.text).toContain(name);
      expect(mail.subject).toContain(name);
    }
    expect(String(smtp.accepted[0]?.html)).toContain(
      'href="https://medhire.test/set-up-password?token=t&amp;email=o%40co.test"',
    );
  });

  it('keeps the mail while the SMTP server is down, and sends it once when the server is back', async () => {
    const smtp = await smtpServer();
    await smtp.stop();
    const testApp = await createTestApp(kind, { config: mailConfig(smtp, { maxAttempts: 50 }) });
    onTestFinished(() => testApp.close());

    await register(testApp.app, 'waiting@lakeside.test');

    await expect
      .poll(async () => (await rowTo(testApp.database, 'waiting@lakeside.test')).attempts, WAIT)
      .toBeGreaterThanOrEqual(3);
    const waiting = await rowTo(testApp.database, 'waiting@lakeside.test');
    expect(waiting).toMatchObject({
      status: 'pending',
      sentAt: null,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(await outboxDepth(testApp.database.db)).toEqual({
      pending: 1,
      oldestPendingAgeSeconds: expect.any(Number),
    });

    await smtp.restart();
    await expect
      .poll(async () => (await rowTo(testApp.database, 'waiting@lakeside.test')).status, WAIT)
      .toBe('sent');
    await sleep(200);
    expect(smtp.accepted).toHaveLength(1);
    expect(smtp.accepted[0]?.subject).toMatch(/^Your MedHire code: \d{6}$/);
    expect(await outboxDepth(testApp.database.db)).toEqual({ pending: 0, oldestPendingAgeSeconds: null });
  });

  it('restarted while the SMTP server is answering: the answer within the grace marks it sent, nothing is sent again', async () => {
    const smtp = await smtpServer('hold');
    const database = await createTestDatabase(kind);
    const config = createTestConfig(mailConfig(smtp, { shutdownGraceMs: 5_000 }));
    onTestFinished(async () => {
      await database.close();
      await removeTestDataDir(config);
    });

    const first = await appOn(database, config);
    await register(first, 'restart@lakeside.test');
    await expect.poll(() => smtp.held, WAIT).toBe(1);

    // Shutdown starts while the server sits on its answer; the answer comes within the grace period.
    const closing = first.close();
    await sleep(100);
    smtp.release();
    await closing;
    expect((await rowTo(database, 'restart@lakeside.test')).status).toBe('sent');

    smtp.mode = 'accept';
    const second = await appOn(database, config);
    onTestFinished(() => second.close());
    await sleep(300);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.accepted).toHaveLength(1);
  });

  it('restarted while the SMTP server holds its answer past the grace: the new process sends it, once', async () => {
    const smtp = await smtpServer('hold');
    const database = await createTestDatabase(kind);
    const config = createTestConfig(mailConfig(smtp, { shutdownGraceMs: 100 }));
    onTestFinished(async () => {
      await database.close();
      await removeTestDataDir(config);
    });

    const first = await appOn(database, config);
    await register(first, 'restart@lakeside.test');
    await expect.poll(() => smtp.held, WAIT).toBe(1);

    // The old process cuts the connection before the server answered: the server drops that copy.
    await first.close();
    await expect.poll(() => smtp.connections, WAIT).toBe(0);
    const released = await rowTo(database, 'restart@lakeside.test');
    expect(released).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(released.lastError).toMatch(/Interrupted/);
    smtp.release();

    smtp.mode = 'accept';
    const second = await appOn(database, config);
    onTestFinished(() => second.close());
    await expect.poll(async () => (await rowTo(database, 'restart@lakeside.test')).status, WAIT).toBe('sent');
    await sleep(200);
    expect(smtp.accepted).toHaveLength(1);
    expect(smtp.accepted[0]?.subject).toMatch(/^Your MedHire code: \d{6}$/);
    expect(await rowTo(database, 'restart@lakeside.test')).toMatchObject({ attempts: 2, sealed: null });
  });

  it('a node that died mid-delivery holds its mail only until its lease runs out', async () => {
    const smtp = await smtpServer();
    const database = await createTestDatabase(kind);
    const config = createTestConfig({ ...mailConfig(smtp), nodeEnv: 'production', mailEncryptionKey: KEY });
    onTestFinished(async () => {
      await database.close();
      await removeTestDataDir(config);
    });

    // A node stores the mail, claims it for 600 ms and dies before sending.
    const mailer = createMailer(config, database.db, { info: () => {} }, { queue: { wake: () => {} } });
    await mailer.send(claimRejectedMail('late@co.test', 'Lakeside'));
    const claimed = await claimDueMails(database.db, 10, 600);
    expect(claimed).toHaveLength(1);
    const claimedAt = Date.now();

    const survivor = await appOn(database, config);
    onTestFinished(() => survivor.close());
    await expect.poll(() => smtp.accepted.length, WAIT).toBe(1);
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(500);
    await sleep(200);
    expect(smtp.accepted).toHaveLength(1);
    expect(await rowTo(database, 'late@co.test')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('several nodes on one database send each mail once', async () => {
    const smtp = await smtpServer();
    const database = await createTestDatabase(kind);
    const config = createTestConfig(mailConfig(smtp, { pollIntervalMs: 10 }));
    onTestFinished(async () => {
      await database.close();
      await removeTestDataDir(config);
    });
    const nodes = await Promise.all([
      appOn(database, config),
      appOn(database, config),
      appOn(database, config),
    ]);
    onTestFinished(async () => {
      await Promise.all(nodes.map((node) => node.close()));
    });

    const count = 24;
    await Promise.all(
      Array.from({ length: count }, (_, index) =>
        nodes[index % nodes.length]?.mailer.send(claimRejectedMail(`many-${index}@co.test`, 'Lakeside')),
      ),
    );
    await expect.poll(() => smtp.accepted.length, WAIT).toBe(count);
    await sleep(200);
    const recipients = smtp.accepted.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text));
    expect(new Set(recipients).size).toBe(count);
    expect(smtp.accepted).toHaveLength(count);
  });

  it('parks a mail after the last failed attempt; the operator lists it and sends it again', async () => {
    const smtp = await smtpServer('fail');
    const testApp = await createTestApp(kind, {
      config: { ...mailConfig(smtp, { maxAttempts: 3 }), adminToken: ADMIN_TOKEN },
    });
    onTestFinished(() => testApp.close());
    const operator = { authorization: `Bearer ${ADMIN_TOKEN}` };

    await register(testApp.app, 'parked@lakeside.test');
    await expect
      .poll(async () => (await rowTo(testApp.database, 'parked@lakeside.test')).status, WAIT)
      .toBe('parked');
    expect(smtp.received).toHaveLength(3);
    expect(smtp.accepted).toHaveLength(0);

    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/admin/mail?status=parked',
      headers: operator,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { mails } = listed.json().data;
    expect(listed.json().success).toBe(true);
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'parked@lakeside.test',
        status: 'parked',
        attempts: 3,
        lastError: expect.stringContaining('Mailbox temporarily unavailable'),
        sentAt: null,
        nextAttemptAt: null,
      }),
    ]);
    // Parked is the default; pending lists nothing now.
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/admin/mail', headers: operator })).json().data.mails,
    ).toHaveLength(1);
    expect(
      (
        await testApp.app.inject({ method: 'GET', url: '/admin/mail?status=pending', headers: operator })
      ).json().data.mails,
    ).toEqual([]);
    const badStatus = await testApp.app.inject({
      method: 'GET',
      url: '/admin/mail?status=lost',
      headers: operator,
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error.message).toMatch(/pending, sent or parked/);
    expect((await testApp.app.inject({ method: 'GET', url: '/admin/mail' })).statusCode).toBe(401);

    smtp.mode = 'accept';
    const id = mails[0].id;
    const retried = await testApp.app.inject({
      method: 'POST',
      url: `/admin/mail/${id}/retry`,
      headers: operator,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({
      success: true,
      data: { mail: expect.objectContaining({ id, status: 'pending', attempts: 0 }) },
    });
    await expect.poll(() => smtp.accepted.length, WAIT).toBe(1);
    await expect
      .poll(async () => (await rowTo(testApp.database, 'parked@lakeside.test')).status, WAIT)
      .toBe('sent');

    const again = await testApp.app.inject({
      method: 'POST',
      url: `/admin/mail/${id}/retry`,
      headers: operator,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only a parked mail can be retried; this one is sent.');
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/admin/mail/00000000-0000-4000-8000-000000000000/retry',
      headers: operator,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No mail has this id.');
  });

  it('parks a mail the SMTP server refuses for good at the first refusal', async () => {
    const smtp = await smtpServer('reject');
    const testApp = await createTestApp(kind, { config: mailConfig(smtp, { maxAttempts: 5 }) });
    onTestFinished(() => testApp.close());

    await register(testApp.app, 'nobody@lakeside.test');

    await expect
      .poll(async () => (await rowTo(testApp.database, 'nobody@lakeside.test')).status, WAIT)
      .toBe('parked');
    expect(await rowTo(testApp.database, 'nobody@lakeside.test')).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining('550'),
    });
    await sleep(200);
    expect(smtp.received).toHaveLength(1);
  });
});
