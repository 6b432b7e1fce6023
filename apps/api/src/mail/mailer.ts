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
  /**
   * The values in `subject`, `text` and `html` that let whoever reads them in (a one-time code, a link that
   * carries a token). They reach the recipient; in production no stored copy keeps them.
   */
  secrets?: readonly string[] | undefined;
}

export interface SentMail {
  id: string;
  to: string;
  /** As stored: in production every secret reads `[redacted]`. */
  subject: string;
  text: string;
  html: string | undefined;
  sentAt: Date;
  /** The JSON copy in the outbox folder (development and test only). */
  file: string | undefined;
}

export interface Mailer {
  send(mail: Mail): Promise<SentMail>;
}

/**
 * Where a mail leaves the machine (SMTP, later). It receives the whole mail, secrets in clear, in memory only,
 * right after the outbox row (secrets redacted in production) is stored; `id` names that row.
 */
export interface MailTransport {
  deliver(mail: Mail, outbox: { id: string; sentAt: Date }): Promise<void>;
}

type InfoLogger = { info(object: object, message: string): void };

/** What a secret reads as in a stored copy of a production mail. */
export const REDACTED = '[redacted]';

/** The `note` of a development or test outbox row and file: it holds working codes and links. */
export const DEVELOPMENT_OUTBOX_NOTE = 'Development outbox: contains live codes and links';

/** The `note` of a production outbox row: a record of the mail, its secrets removed. */
export const PRODUCTION_OUTBOX_NOTE = 'Production outbox: codes and links are stored as [redacted]';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

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
 * The outbox mailer (the embedded default). Each mail is stored in the `mail_outbox` table and logged, then
 * handed whole to `transport` when there is one (SMTP, a later issue; without one nothing leaves the machine).
 * - Development and test: the row keeps the mail as sent, and a JSON file
 *   `{ note, to, subject, text, html, sentAt }` in `MAIL_OUTBOX_DIR` lets a developer read the OTPs and links;
 *   both are marked {@link DEVELOPMENT_OUTBOX_NOTE}.
 * - Production: the row keeps the mail with each of its `secrets` as `[redacted]`, no file is written, and the
 *   log names the mail only.
 */
export function createMailer(
  config: Pick<Config, 'mailOutboxDir' | 'nodeEnv'>,
  db: Db,
  logger: InfoLogger,
  options: { transport?: MailTransport } = {},
): Mailer {
  const production = config.nodeEnv === 'production';
  return {
    async send(mail) {
      const secrets = mail.secrets ?? [];
      const stored = production
        ? {
            to: mail.to,
            subject: redactSecrets(mail.subject, secrets),
            text: redactSecrets(mail.text, secrets),
            html: mail.html === undefined ? null : redactSecrets(mail.html, secrets, true),
            note: PRODUCTION_OUTBOX_NOTE,
          }
        : {
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? null,
            note: DEVELOPMENT_OUTBOX_NOTE,
          };
      const [row] = await db.insert(mailOutbox).values(stored).returning();
      if (!row) throw new Error('The mail could not be stored in the outbox');

      let file: string | undefined;
      if (!production) {
        await mkdir(config.mailOutboxDir, { recursive: true });
        file = path.join(config.mailOutboxDir, outboxFileName(row.sentAt));
        const copy = {
          note: DEVELOPMENT_OUTBOX_NOTE,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          sentAt: row.sentAt,
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

      if (options.transport) await options.transport.deliver(mail, { id: row.id, sentAt: row.sentAt });

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
