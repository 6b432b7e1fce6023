import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { codeMail, setPasswordMail } from '../modules/account/mails.js';
import { OtpPurpose } from '../modules/account/otp.js';
import { createTestApp, createTestConfig, removeTestDataDir } from '../testing/app.js';
import { createTestDatabase, testDatabases } from '../testing/database.js';
import { createDeliveryWorker, type OutgoingMail } from './delivery.js';
import { createMailer, DEVELOPMENT_OUTBOX_NOTE, PRODUCTION_OUTBOX_NOTE } from './mailer.js';

const CODE = '481516';
const TOKEN = 'tok-2342-Zq_9';
const KEY = 'a-test-key-of-at-least-32-characters!';
const LINK = `https://medhire.test/set-up-password?token=${TOKEN}&email=owner%40lakeside.test`;

describe.each(testDatabases())('the outbox mailer (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.close();
  });

  const rowOf = async (id: string) => {
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  };

  it('stores the mail, logs it and writes one JSON file per mail into a folder it creates', async () => {
    const config = createTestConfig();
    onTestFinished(() => removeTestDataDir(config));
    const mailOutboxDir = path.join(config.dataDir, 'not', 'there', 'yet');
    const logged: unknown[] = [];
    const mailer = createMailer(
      { mailOutboxDir, nodeEnv: 'development', mailEncryptionKey: undefined },
      database.db,
      {
        info: (object) => logged.push(object),
      },
    );

    const first = await mailer.send({
      to: 'recruiter@lakeside.test',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
      secrets: ['123456'],
    });
    const second = await mailer.send({ to: 'other@lakeside.test', subject: 'Welcome', text: 'Hello' });

    const files = await readdir(mailOutboxDir);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.json'))).toBe(true);
    // Names sort by time: the first mail's file comes first.
    expect([...files].sort()).toEqual([path.basename(first.file ?? ''), path.basename(second.file ?? '')]);

    // Development keeps the secrets, and says so in the file and the row.
    const copy = JSON.parse(await readFile(first.file ?? '', 'utf8'));
    expect(copy).toEqual({
      note: DEVELOPMENT_OUTBOX_NOTE,
      to: 'recruiter@lakeside.test',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
      sentAt: first.createdAt.toISOString(),
    });
    expect(JSON.parse(await readFile(second.file ?? '', 'utf8')).html).toBeNull();
    // Without SMTP, writing the outbox is the delivery: the mail is sent at once.
    expect(first).toMatchObject({ status: 'sent', sentAt: expect.any(Date) });
    expect(await rowOf(first.id)).toMatchObject({
      status: 'sent',
      subject: 'Your code',
      text: 'Your code is 123456',
      note: DEVELOPMENT_OUTBOX_NOTE,
    });

    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      to: 'recruiter@lakeside.test',
      subject: 'Your code',
      file: first.file,
    });
  });

  it('keeps a mail’s attachments in the row and in the development file', async () => {
    const config = createTestConfig();
    onTestFinished(() => removeTestDataDir(config));
    const mailer = createMailer(config, database.db, { info: () => {} });
    const invitation = {
      filename: 'interview.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
    };
    const stored = await mailer.send({
      to: 'ana@doctors.test',
      subject: 'Interview',
      text: 'See the invitation',
      attachments: [invitation],
    });
    expect(stored.attachments).toEqual([invitation]);
    expect((await rowOf(stored.id))?.attachments).toEqual([invitation]);
    expect(JSON.parse(await readFile(stored.file ?? '', 'utf8')).attachments).toEqual([invitation]);
  });

  it('in development keeps the codes and links of the account mails, in the row and the marked file', async () => {
    const config = createTestConfig();
    onTestFinished(() => removeTestDataDir(config));
    const mailer = createMailer(config, database.db, { info: () => {} });
    const code = await mailer.send(codeMail('owner@lakeside.test', CODE, OtpPurpose.Register));
    const link = await mailer.send(setPasswordMail('owner@lakeside.test', 'Lakeside', LINK));

    expect(code.subject).toBe(`Your MedHire code: ${CODE}`);
    const codeFile = JSON.parse(await readFile(code.file ?? '', 'utf8'));
    expect(codeFile.note).toBe(DEVELOPMENT_OUTBOX_NOTE);
    expect(codeFile.text).toContain(CODE);
    const linkFile = JSON.parse(await readFile(link.file ?? '', 'utf8'));
    expect(linkFile.note).toBe(DEVELOPMENT_OUTBOX_NOTE);
    expect(linkFile.text).toContain(LINK);
    expect((await rowOf(link.id))?.text).toContain(LINK);
  });

  it('in production stores no code and no token, writes no file, and logs only which mail went out', async () => {
    const config = createTestConfig({ nodeEnv: 'production', mailEncryptionKey: KEY });
    onTestFinished(() => removeTestDataDir(config));
    const logged: unknown[] = [];
    const delivered: OutgoingMail[] = [];
    const worker = createDeliveryWorker({
      db: database.db,
      transport: { deliver: async (mail) => void delivered.push(mail), close: () => {} },
      settings: { ...config.mailDelivery, pollIntervalMs: 20 },
      encryptionKey: KEY,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    });
    onTestFinished(() => worker.stop());
    const mailer = createMailer(
      config,
      database.db,
      { info: (object) => logged.push(object) },
      { queue: worker },
    );

    const code = await mailer.send(codeMail('owner@lakeside.test', CODE, OtpPurpose.Recovery));
    const link = await mailer.send(setPasswordMail('owner@lakeside.test', 'Lakeside', LINK));

    for (const sent of [code, link]) {
      // Waiting for the worker: the clear mail is only in the sealed column, which is ciphertext.
      const row = await rowOf(sent.id);
      expect(row?.status).toBe('pending');
      expect(row?.sealed).toMatch(/^v1\./);
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(CODE);
      expect(stored).not.toContain(TOKEN);
      expect(row?.note).toBe(PRODUCTION_OUTBOX_NOTE);
      expect(JSON.stringify(sent)).not.toContain(CODE);
      expect(JSON.stringify(sent)).not.toContain(TOKEN);
      expect(sent.file).toBeUndefined();
    }
    expect(await rowOf(code.id)).toMatchObject({
      subject: 'Your MedHire code: [redacted]',
      text: expect.stringContaining('Your code is [redacted].'),
      html: expect.stringContaining('Your code is [redacted].'),
    });
    // The link goes whole, in the text and in the HTML (where its `&` is escaped).
    const linkRow = await rowOf(link.id);
    expect(linkRow).toMatchObject({
      subject: 'Set your MedHire password for Lakeside',
      text: expect.stringContaining('Set your password: [redacted]'),
      html: expect.stringMatching(/<a href="\[redacted\]"[^>]*>Set your password<\/a>/),
    });
    await expect(readdir(config.mailOutboxDir)).rejects.toThrow(/ENOENT/);
    expect(logged).toEqual([{ mailId: code.id }, { mailId: link.id }]);

    // The worker opens the sealed copy and hands the transport the mail as written, secrets in clear.
    worker.start();
    await expect.poll(() => delivered.length, { timeout: 10_000 }).toBe(2);
    expect(delivered.map((mail) => mail.subject)).toEqual([
      `Your MedHire code: ${CODE}`,
      'Set your MedHire password for Lakeside',
    ]);
    expect(delivered[1]?.text).toContain(LINK);
    expect(delivered[1]?.html).toContain(LINK.replace(/&/g, '&amp;'));
    // Once sent, the sealed copy is gone: nothing in the table can be opened any more.
    await expect.poll(async () => (await rowOf(link.id))?.status, { timeout: 10_000 }).toBe('sent');
    expect(await rowOf(link.id)).toMatchObject({ sealed: null, sentAt: expect.any(Date), attempts: 1 });
  });

  it('refuses to queue production mail for delivery without an encryption key', () => {
    const config = createTestConfig({ nodeEnv: 'production' });
    onTestFinished(() => removeTestDataDir(config));
    expect(() =>
      createMailer(config, database.db, { info: () => {} }, { queue: { wake: () => {} } }),
    ).toThrow(/MAIL_ENCRYPTION_KEY/);
  });

  it('in production a registration leaves no working code in the outbox table', async () => {
    const testApp = await createTestApp(kind, { config: { nodeEnv: 'production' } });
    onTestFinished(() => testApp.close());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/employer/auth/v1/register',
      payload: { email: 'new@lakeside.test', password: 'Stethoscope-Lantern-42' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'new@lakeside.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe('Your MedHire code: [redacted]');
    expect(`${rows[0]?.text}${rows[0]?.html}`).not.toMatch(/\d{6}/);
  });
});
