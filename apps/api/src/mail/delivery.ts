import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { MailDeliverySettings } from '../config.js';
import type { Db } from '../db/client.js';
import type { MailAttachmentColumn } from '../db/schema.js';
import { openSealedMail, type SealedContent } from './seal.js';

/** A mail on its way out, secrets in clear (in memory only). */
export interface OutgoingMail {
  /** The outbox row; also the Message-ID's local part, so a receiver can tell a repeat from a new mail. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  /** Files sent with it (a calendar invitation); absent or empty without any. */
  attachments?: readonly MailAttachmentColumn[] | undefined;
}

/** Where mail leaves the machine. `deliver` resolves once the receiving server accepted the mail. */
export interface MailTransport {
  deliver(mail: OutgoingMail, signal: AbortSignal): Promise<void>;
  close(): void;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a plain `smtp://` connection must turn to TLS (STARTTLS) before it sends anything: in production, unless
 * the server is a relay on this machine. Otherwise someone on the way who strips STARTTLS from the server's answer
 * would read the SMTP password, the codes and the set-password links. `smtps://` is TLS from the start.
 */
export function requiresTls(url: string, production: boolean): boolean {
  const parsed = new URL(url);
  return production && parsed.protocol === 'smtp:' && !LOOPBACK_HOSTS.has(parsed.hostname);
}

/**
 * SMTP through nodemailer: one connection per delivery (mail is rare here; nothing to keep open), STARTTLS when
 * the server offers it (`smtps://` for implicit TLS). Each mail gets a Message-ID made from its outbox id, so in
 * the rare repeat (see docs/mail.md) both copies carry the same id and clients can fold them.
 */
export function createSmtpTransport(
  smtp: { url: string; from: string },
  options: { production?: boolean } = {},
): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtp.url,
    socketCloseTimeout: 0,
    requireTLS: requiresTls(smtp.url, options.production ?? false),
  });
  const domain = /@([^>\s]+)>?$/.exec(smtp.from)?.[1] ?? 'medhire.invalid';
  return {
    async deliver(mail, signal) {
      await transporter.sendMail({
        from: smtp.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((attachment) => ({
                filename: attachment.filename,
                content: attachment.content,
                contentType: attachment.contentType,
              })),
            }
          : {}),
        messageId: `<${mail.id}@${domain}>`,
        signal,
      });
    },
    close() {
      transporter.close();
    },
  };
}

type Logger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

interface ClaimedRow extends Record<string, unknown> {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sealed: string | null;
  attachments: MailAttachmentColumn[] | null;
  attempts: number;
  claim_token: string;
}

/** The wait before the next attempt after `attempts` failed ones: base, 2×base, 4×base … up to the maximum. */
export function retryDelayMs(
  attempts: number,
  settings: Pick<MailDeliverySettings, 'retryBaseMs' | 'retryMaxMs'>,
) {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempts - 1), settings.retryMaxMs);
}

/** An SMTP 5xx answer: the server refuses for good (RFC 5321 §4.2.1), unlike a 4xx or a dropped connection. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** How many mails one worker claims at a time. */
const BATCH = 10;

/**
 * Claims up to `limit` due mails for `leaseMs`: rows another node holds (locked now, or claimed and not yet
 * expired) are skipped, so several API nodes on one PostgreSQL never take the same mail. A claim counts as an
 * attempt, so a mail whose delivery kills the process still ends parked.
 */
export async function claimDueMails(db: Db, limit: number, leaseMs: number): Promise<ClaimedRow[]> {
  const token = randomUUID();
  const result = await db.execute<ClaimedRow>(sql`
    update mail_outbox
       set locked_until = now() + ${leaseMs} * interval '1 millisecond',
           claim_token = ${token},
           attempts = attempts + 1
     where id in (
       select id from mail_outbox
        where status = 'pending'
          and next_attempt_at <= now()
          and (locked_until is null or locked_until <= now())
        order by next_attempt_at
        limit ${limit}
          for update skip locked)
       and status = 'pending'
    returning id, "to", subject, text, html, sealed, attachments, attempts, claim_token`);
  return result.rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

/**
 * Marks a delivered mail sent, once: `sent_at` is set only if it is still unset (a mail whose claim ran out
 * and that another node also sent keeps the first time), and the sealed clear copy is dropped.
 */
async function markSent(db: Db, id: string): Promise<void> {
  await db.execute(sql`
    update mail_outbox
       set status = 'sent', sent_at = now(), sealed = null, locked_until = null, claim_token = null,
           next_attempt_at = null, last_error = null
     where id = ${id} and sent_at is null`);
}

/** Records a failed attempt of our claim: retried after `delayMs`, or parked once attempts reach the maximum. */
async function markFailed(
  db: Db,
  row: ClaimedRow,
  error: string,
  delayMs: number,
  maxAttempts: number,
  parkNow = false,
): Promise<'pending' | 'parked'> {
  const parked = parkNow || row.attempts >= maxAttempts;
  await db.execute(sql`
    update mail_outbox
       set status = ${parked ? 'parked' : 'pending'},
           next_attempt_at = ${parked ? null : sql`now() + ${delayMs} * interval '1 millisecond'`},
           locked_until = null, claim_token = null, last_error = ${error.slice(0, 1000)}
     where id = ${row.id} and claim_token = ${row.claim_token} and sent_at is null`);
  return parked ? 'parked' : 'pending';
}

/** What metrics read: how many mails wait, and how long the oldest has waited (null when none waits). */
export interface OutboxDepth {
  pending: number;
  oldestPendingAgeSeconds: number | null;
}

/** The outbox depth (pending mails) and the age in seconds of the oldest pending mail, by the database's clock. */
export async function outboxDepth(db: Db): Promise<OutboxDepth> {
  const result = await db.execute<{ pending: string | number; age: string | number | null }>(sql`
    select count(*) as pending, extract(epoch from now() - min(created_at)) as age
      from mail_outbox where status = 'pending'`);
  const row = result.rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingAgeSeconds: row?.age === null || row?.age === undefined ? null : Number(row.age),
  };
}

/** Milliseconds until the next pending mail is due or its claim runs out; undefined when none waits. */
async function nextDueInMs(db: Db): Promise<number | undefined> {
  const result = await db.execute<{ wait: string | number | null }>(sql`
    select extract(epoch from min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now())
           * 1000 as wait
      from mail_outbox where status = 'pending'`);
  const wait = result.rows[0]?.wait;
  return wait === null || wait === undefined ? undefined : Math.max(0, Number(wait));
}

export interface DeliveryWorker {
  /** Starts polling (and delivers what is due now). */
  start(): void;
  /** Looks for due mail now (a mail was just queued on this node). */
  wake(): void;
  /**
   * Stops: takes no new mail, lets a delivery in progress finish for up to the grace period, then cuts its
   * SMTP connection (the receiving server had not answered, so it does not deliver) and hands the mail back
   * for the next worker at once.
   */
  stop(): Promise<void>;
}

export interface DeliveryWorkerOptions {
  db: Db;
  transport: MailTransport;
  settings: MailDeliverySettings;
  /** Opens sealed rows; without it the readable columns are sent (development). */
  encryptionKey: string | undefined;
  logger: Logger;
}

/**
 * The in-process delivery worker: claim → send → mark sent. Mails wait in the table while the SMTP server is
 * down and are retried with exponential backoff; after `maxAttempts` failures they are parked for an operator.
 * The one window where a mail can go out twice: the SMTP server accepted it, and the process died (or lost the
 * database) before the `sent` mark was written; its claim then runs out and another worker sends it again.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, transport, settings, encryptionKey, logger } = options;
  const stopping = new AbortController();
  const deliveryTimeoutMs = Math.floor(settings.leaseMs * 0.8);
  let started = false;
  /** Set by stop(): no new claims from then on; `stopping` aborts what is still in flight after the grace. */
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;

  const schedule = (delayMs: number) => {
    if (closing) return;
    clearTimeout(timer);
    timer = setTimeout(wake, Math.min(Math.max(delayMs, 0), settings.pollIntervalMs));
    timer.unref();
  };

  const contentOf = (row: ClaimedRow): SealedContent => {
    if (row.sealed) {
      if (!encryptionKey) throw new Error('The mail is sealed and MAIL_ENCRYPTION_KEY is not set');
      return openSealedMail(row.sealed, encryptionKey, row.id);
    }
    return { subject: row.subject, text: row.text, html: row.html };
  };

  async function deliver(row: ClaimedRow): Promise<void> {
    let content: SealedContent;
    try {
      content = contentOf(row);
    } catch (error) {
      // Another key, or damaged bytes: retrying cannot help. An operator sets the key right, then retries it.
      const message = `Cannot open the stored mail: ${(error as Error).message}`;
      await markFailed(db, row, message, 0, settings.maxAttempts, true);
      logger.error({ mailId: row.id }, message);
      return;
    }
    try {
      // A delivery never outlives its claim: past the lease another node may take the mail and send it too.
      const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(deliveryTimeoutMs)]);
      await transport.deliver(
        {
          id: row.id,
          to: row.to,
          ...content,
          html: content.html ?? undefined,
          attachments: row.attachments ?? [],
        },
        signal,
      );
    } catch (error) {
      const interrupted = stopping.signal.aborted;
      const message = interrupted
        ? 'Interrupted: the server stopped during the delivery'
        : (error as Error).name === 'AbortError'
          ? `The SMTP server took longer than ${deliveryTimeoutMs} ms`
          : (error as Error).message || String(error);
      const delayMs = interrupted ? 0 : retryDelayMs(row.attempts, settings);
      // A permanent refusal (5xx: no such mailbox, sender refused, authentication failed) would come back the same
      // on every retry: parked at once, for an operator to fix the cause and retry.
      const permanent = !interrupted && isPermanentRefusal(error);
      // A shutdown is no fault of the mail: it never parks it.
      const maxAttempts = interrupted ? Number.POSITIVE_INFINITY : settings.maxAttempts;
      const status = await markFailed(db, row, message, delayMs, maxAttempts, permanent);
      const log = status === 'parked' ? logger.error.bind(logger) : logger.warn.bind(logger);
      log(
        {
          mailId: row.id,
          attempts: row.attempts,
          retryInMs: status === 'parked' ? undefined : delayMs,
          error: message,
        },
        status === 'parked' ? 'Mail parked after failed deliveries' : 'Mail delivery failed; will retry',
      );
      return;
    }
    // The ambiguous window: accepted by the SMTP server, not yet marked. Kept to this one statement.
    await markSentWithRetries(row.id);
    logger.info({ mailId: row.id, attempts: row.attempts }, 'Mail sent');
  }

  /** The mark is what keeps the mail from going out twice: a brief database hiccup gets a few more tries. */
  async function markSentWithRetries(id: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await markSent(db, id);
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  async function runRound(): Promise<void> {
    do {
      again = false;
      const claimed = await claimDueMails(db, BATCH, settings.leaseMs);
      await Promise.all(claimed.map(deliver));
      if (claimed.length === BATCH) again = true;
    } while (again && !closing);
    if (closing) return;
    const wait = await nextDueInMs(db);
    schedule(wait ?? settings.pollIntervalMs);
  }

  function wake(): void {
    if (!started || closing) return;
    if (round) {
      again = true;
      return;
    }
    round = runRound()
      .catch((error) => {
        logger.error({ err: error }, 'Mail delivery round failed');
        schedule(settings.pollIntervalMs);
      })
      .finally(() => {
        round = undefined;
        if (again) wake();
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      wake();
    },
    wake,
    async stop() {
      if (!started || closing) return;
      closing = true;
      clearTimeout(timer);
      const current = round;
      if (current) {
        let graceTimer: NodeJS.Timeout | undefined;
        const grace = new Promise<void>((resolve) => {
          graceTimer = setTimeout(resolve, settings.shutdownGraceMs);
        });
        await Promise.race([current, grace]);
        clearTimeout(graceTimer);
      }
      stopping.abort();
      clearTimeout(timer);
      await current?.catch(() => {});
      transport.close();
    },
  };
}
