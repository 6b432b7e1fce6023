import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { createTestConfig, removeTestDataDir } from '../testing/app.js';
import { createTestDatabase, testDatabases } from '../testing/database.js';
import { createMailer } from './mailer.js';

describe.each(testDatabases())('the outbox mailer (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.close();
  });

  it('stores the mail, logs it and writes one JSON file per mail into a folder it creates', async () => {
    const config = createTestConfig();
    onTestFinished(() => removeTestDataDir(config));
    const mailOutboxDir = path.join(config.dataDir, 'not', 'there', 'yet');
    const logged: unknown[] = [];
    const mailer = createMailer({ mailOutboxDir, nodeEnv: 'development' }, database.db, {
      info: (object) => logged.push(object),
    });

    const first = await mailer.send({
      to: 'recruiter@lakeside.test',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    });
    const second = await mailer.send({ to: 'other@lakeside.test', subject: 'Welcome', text: 'Hello' });

    const files = await readdir(mailOutboxDir);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.json'))).toBe(true);
    // Names sort by time: the first mail's file comes first.
    expect([...files].sort()).toEqual([path.basename(first.file), path.basename(second.file)]);

    const copy = JSON.parse(await readFile(first.file, 'utf8'));
    expect(copy).toEqual({
      to: 'recruiter@lakeside.test',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
      sentAt: first.sentAt.toISOString(),
    });
    expect(JSON.parse(await readFile(second.file, 'utf8')).html).toBeNull();

    const rows = await database.db.select().from(mailOutbox).orderBy(mailOutbox.sentAt);
    expect(rows.map((row) => row.subject)).toEqual(['Your code', 'Welcome']);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      to: 'recruiter@lakeside.test',
      subject: 'Your code',
      file: first.file,
    });
  });

  it('in production logs which mail went out, never its subject or text (codes and links)', async () => {
    const config = createTestConfig();
    onTestFinished(() => removeTestDataDir(config));
    const logged: unknown[] = [];
    const mailer = createMailer({ mailOutboxDir: config.mailOutboxDir, nodeEnv: 'production' }, database.db, {
      info: (object) => logged.push(object),
    });
    const sent = await mailer.send({
      to: 'recruiter@lakeside.test',
      subject: 'Your MedHire code: 123456',
      text: 'Your code is 123456',
    });
    expect(logged).toEqual([{ mailId: sent.id, file: sent.file }]);
    expect(JSON.stringify(logged)).not.toContain('123456');
  });
});
