import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { type MailAttachmentColumn, mailOutbox } from '../db/schema.js';
import { sealMail } from './seal.js';
import { escapeHtml } from './template.js';

/**
 * A file sent with a mail (a calendar invitation). Its content is text and holds no secret: it is stored readable
 * in every mode, sent as it is, and copied into the development outbox file.
 */
export type MailAttachment = MailAttachmentColumn;

/** A mail to send. `text` is required (every client can read it); `html` is the optional rich version. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /**
   * The values in `subject`, `text` and `html` that let whoever reads them in (a one-time code, a link that
   * carries a token). They reach the recipient; in production no stored copy keeps them.
   */
  secrets?: readonly string[] | undefined;
  /** Files sent with it (none by default). */
  attachments?: readonly MailAttachment[] | undefined;
}

/** A mail as the outbox stored it. */
export interface StoredMail {
  id: string;
  to: string;
  /** As stored: in production every secret reads `[redacted]`. */
  subject: string;
  text: string;
  html: string | undefined;
  /** The files sent with it (empty without any). */
  attachments: MailAttachment[];
  /** `pending` while the delivery worker has it (SMTP on); `sent` at once without SMTP. */
  status: 'pending' | 'sent' | 'parked';
  createdAt: Date;
  /** When it was sent: at once without SMTP; later, by the worker, with SMTP. */
  sentAt: Date | undefined;
  /** The JSON copy in the outbox folder (development and test only). */
  file: string | undefined;
}

export interface Mailer {
  /**
   * Stores the mail in the outbox and returns once it is stored: with SMTP the delivery worker sends it (and
   * retries) from there, so a down SMTP server never fails the request that caused the mail.
   */
  send(mail: Mail): Promise<StoredMail>;
}

/** The delivery worker as the mailer sees it: told when a mail is waiting, so it need not wait for its poll. */
export interface MailQueue {
  wake(): void;
}

type InfoLogger = { info(object: object, message: string): void };

/** What a secret reads as in a stored copy of a production mail. */
export const REDACTED = '[redacted]';

/** The `note` of a development or test outbox row and file: it holds working codes and links. */
export const DEVELOPMENT_OUTBOX_NOTE = 'Development outbox: contains live codes and links';

/** The `note` of a production outbox row: a record of the mail, its secrets removed. */
export const PRODUCTION_OUTBOX_NOTE = 'Production outbox: codes and links are stored as [redacted]';

/**
 * `text` with every secret replaced by {@link REDACTED}, longest first (a link that contains a code goes
 * whole). In HTML a secret may also appear escaped (`&` as `&amp;` in a link), so both forms go.
 */
export function redactSecrets(text: string, secrets: readonly string[], html = false): string {
  const forms = secrets
    .filter((secret) => secret !== '')
    .flatMap((secret) => (html ? [secret, escapeHtml(secret)] : [secret]))
    .sort((a, b) => b.length - a.length);
  let redacted = text;
  for (const form of forms) redacted = redacted.split(form).join(REDACTED);
  return redacted;
}

/** `2026-11-25T21-52-44-123Z-1a2b3c4d.json`: sorts by time, never collides. */
function outboxFileName(sentAt: Date): string {
  return `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
}

/**
 * The outbox mailer. Each mail is first stored in the `mail_outbox` table and logged.
 * - Without `queue` (no SMTP, the embedded default) storing it is the delivery: the row is `sent` at once.
 * - With `queue` (SMTP on) the row is `pending` and the delivery worker (src/mail/delivery.ts) sends it, retrying
 *   until the SMTP server accepts it; the worker is woken at once.
 * - Development and test: the row keeps the mail as written, and a JSON file
 *   `{ note, to, subject, text, html, sentAt }` (and `attachments` when it has any) in `MAIL_OUTBOX_DIR` lets a developer read the OTPs and links;
 *   both are marked {@link DEVELOPMENT_OUTBOX_NOTE}.
 * - Production: the row keeps the mail with each of its `secrets` as `[redacted]`, no file is written, and the
 *   log names the mail only. For the worker, the clear mail is sealed with `MAIL_ENCRYPTION_KEY`
 *   (src/mail/seal.ts) into the same row and dropped once sent; without a key no clear copy is kept, so
 *   production with SMTP needs one (the config refuses to start without it).
 */
export function createMailer(
  config: Pick<Config, 'mailOutboxDir' | 'nodeEnv' | 'mailEncryptionKey'>,
  db: Db,
  logger: InfoLogger,
  options: { queue?: MailQueue } = {},
): Mailer {
  const production = config.nodeEnv === 'production';
  const { queue } = options;
  const key = config.mailEncryptionKey;
  if (queue && production && !key) {
    throw new Error('Mail delivery in production needs MAIL_ENCRYPTION_KEY: no clear copy may be stored');
  }
  return {
    async send(mail) {
      const secrets = mail.secrets ?? [];
      const id = randomUUID();
      const clear = { subject: mail.subject, text: mail.text, html: mail.html ?? null };
      const readable = production
        ? {
            subject: redactSecrets(mail.subject, secrets),
            text: redactSecrets(mail.text, secrets),
            html: mail.html === undefined ? null : redactSecrets(mail.html, secrets, true),
            note: PRODUCTION_OUTBOX_NOTE,
          }
        : { ...clear, note: DEVELOPMENT_OUTBOX_NOTE };
      const delivery = queue
        ? {
            status: 'pending' as const,
            nextAttemptAt: sql`now()`,
            sealed: key ? sealMail(clear, key, id) : null,
          }
        : { status: 'sent' as const, sentAt: sql`now()` };
      const [row] = await db
        .insert(mailOutbox)
        .values({
          id,
          to: mail.to,
          ...readable,
          ...delivery,
          attachments: mail.attachments?.length ? [...mail.attachments] : null,
        })
        .returning();
      if (!row) throw new Error('The mail could not be stored in the outbox');

      let file: string | undefined;
      if (!production) {
        await mkdir(config.mailOutboxDir, { recursive: true });
        file = path.join(config.mailOutboxDir, outboxFileName(row.createdAt));
        const copy = {
          note: DEVELOPMENT_OUTBOX_NOTE,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          ...(row.attachments?.length ? { attachments: row.attachments } : {}),
          sentAt: row.createdAt,
        };
        await writeFile(file, `${JSON.stringify(copy, null, 2)}\n`, { flag: 'wx' });
      }

      // In production the log may be shipped elsewhere: it names the mail but never carries codes or links.
      // Without SMTP the development log is one of the ways the mail reaches a developer, so it carries the text.
      logger.info(
        production
          ? { mailId: row.id }
          : { mailId: row.id, to: row.to, subject: row.subject, text: row.text, file },
        'Mail written to the outbox',
      );

      queue?.wake();

      return {
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: row.attachments ?? [],
        status: row.status,
        createdAt: row.createdAt,
        sentAt: row.sentAt ?? undefined,
        file,
      };
    },
  };
}
