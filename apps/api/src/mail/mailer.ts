import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

/** A mail to send. `text` is required (every client can read it); `html` is the optional rich version. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export interface SentMail extends Mail {
  id: string;
  sentAt: Date;
  /** The JSON copy in the outbox folder. */
  file: string;
}

export interface Mailer {
  send(mail: Mail): Promise<SentMail>;
}

type InfoLogger = { info(object: object, message: string): void };

/** `2026-11-25T21-52-44-123Z-1a2b3c4d.json`: sorts by time, never collides. */
function outboxFileName(sentAt: Date): string {
  return `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
}

/**
 * The outbox mailer (the embedded default): each mail is stored in the `mail_outbox` table, logged, and
 * written as one JSON file `{ to, subject, text, html, sentAt }` to `MAIL_OUTBOX_DIR`, where a developer
 * can read the OTPs and invitation links. Nothing leaves the machine. SMTP (`SMTP_URL`) is a later issue:
 * it will implement this same interface.
 */
export function createMailer(
  config: Pick<Config, 'mailOutboxDir' | 'nodeEnv'>,
  db: Db,
  logger: InfoLogger,
): Mailer {
  // In production the log may be shipped elsewhere: it names the mail but never carries codes or links.
  const logText = config.nodeEnv !== 'production';
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning();
      if (!row) throw new Error('The mail could not be stored in the outbox');

      await mkdir(config.mailOutboxDir, { recursive: true });
      const file = path.join(config.mailOutboxDir, outboxFileName(row.sentAt));
      const copy = { to: row.to, subject: row.subject, text: row.text, html: row.html, sentAt: row.sentAt };
      await writeFile(file, `${JSON.stringify(copy, null, 2)}\n`, { flag: 'wx' });

      // Without SMTP the log is one of the ways the mail reaches a developer, so it carries the text.
      logger.info(
        logText
          ? { mailId: row.id, to: row.to, subject: row.subject, text: row.text, file }
          : { mailId: row.id, file },
        'Mail written to the outbox',
      );
      return {
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        sentAt: row.sentAt,
        file,
      };
    },
  };
}
