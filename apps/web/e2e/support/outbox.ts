import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * A mail as the server's outbox writes it (one JSON file per mail in MAIL_OUTBOX_DIR, development and test
 * only: in production the server writes no file and stores codes and links as `[redacted]`).
 */
export interface OutboxMail {
  /** "Development outbox: contains live codes and links". */
  note: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Files sent with the mail (a calendar invitation); absent without any. */
  attachments?: { filename: string; contentType: string; content: string }[];
  sentAt: string;
}

const outboxDir = () => join(process.env.E2E_DATA_DIR ?? '', 'outbox');

async function mailsTo(address: string): Promise<OutboxMail[]> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map(async (file) => {
        // A file the server is still writing is not a mail yet: the next poll reads it whole.
        try {
          return JSON.parse(await readFile(join(outboxDir(), file), 'utf8')) as OutboxMail;
        } catch {
          return undefined;
        }
      }),
  );
  return mails.filter((mail): mail is OutboxMail => mail?.to.toLowerCase() === address.toLowerCase());
}

/** Waits for the `count`-th mail to `address` (1-based, in the order sent) and returns it. */
export async function waitForMail(address: string, count = 1): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address))[count - 1];
        return found !== undefined;
      },
      // The request that sends it may itself take a while on a loaded machine (a password is hashed first).
      { message: `mail #${count} to ${address}`, timeout: 30_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** Waits for a mail to `address` that `matches` (a subject, an attachment…) and returns the first such one. */
export async function waitForMailThat(
  address: string,
  matches: (mail: OutboxMail) => boolean,
  what = 'a matching mail',
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find(matches);
        return found !== undefined;
      },
      { message: `${what} to ${address}`, timeout: 30_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** The six-digit code of a mail (its subject carries it, e.g. "Your MedHire code: 123456"). */
export function codeOf(mail: OutboxMail): string {
  const match = /\b(\d{6})\b/.exec(mail.subject) ?? /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No code in the mail "${mail.subject}"`);
  return match[1];
}

/** The first link to this app in a mail's text (e.g. the set-password link of a claim). */
export function linkOf(mail: OutboxMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`No link in the mail "${mail.subject}"`);
  return new URL(match[0]);
}
