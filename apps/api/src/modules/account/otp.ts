import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type OneTimeCode, oneTimeCodes } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { type AttemptCounters, formatWait, RetryLaterError } from '../../http/rate-limit-store.js';

/** What a one-time code proves: a new account's email, a password recovery, or a new email address. */
export const OtpPurpose = {
  Register: 'register',
  Recovery: 'recovery',
  UpdateEmail: 'update-email',
} as const;
export type OtpPurpose = (typeof OtpPurpose)[keyof typeof OtpPurpose];

/** A code lives ten minutes. */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** Five wrong tries void a code. */
export const OTP_MAX_ATTEMPTS = 5;
/** One new code per account and purpose per minute. */
export const OTP_RESEND_INTERVAL_MS = 60 * 1000;

export const WRONG_CODE_MESSAGE = 'The code is not correct.';
export const EXPIRED_CODE_MESSAGE = 'This code has expired. Ask for a new code.';
export const TOO_MANY_WRONG_CODES_MESSAGE = 'Too many wrong codes. Ask for a new code.';
export const RESEND_TOO_SOON_MESSAGE = 'Please wait a minute before asking for another code.';

/**
 * Wrong codes are also counted per account and purpose, and per client IP, over an hour, whatever code they
 * were meant for: asking for a new code (one a minute) does not buy new tries. A right code gives its try
 * back and clears the account's count.
 */
export const CODE_ATTEMPT_LIMITS = { perAccount: 10, perIp: 30, windowMs: 60 * 60 * 1000 };

/** "Too many wrong codes. Try again in 42 minutes." */
export function tooManyCodesMessage(retryAfterMs: number): string {
  return `Too many wrong codes. Try again in ${formatWait(retryAfterMs)}.`;
}

export function wrongCode(): AppError {
  return new AppError(400, 'OTP_INCORRECT', WRONG_CODE_MESSAGE);
}

export function resendTooSoon(): AppError {
  return new AppError(429, 'OTP_RESEND_TOO_SOON', RESEND_TOO_SOON_MESSAGE);
}

/** Six random digits, leading zeros kept. */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * The stored form of a code: SHA-256 of the code salted with its row id. A six-digit code can still be
 * brute-forced offline from its hash, so the attempt limit is the real guard; the hash only keeps codes out
 * of plain sight in dumps and logs of the table.
 */
export function hashOtp(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`, 'utf8').digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'base64url');
  const right = Buffer.from(b, 'base64url');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The codes of one person: the owner's (`memberId` null) or a team member's. */
function codesOf(employerId: string, purpose: OtpPurpose, memberId: string | null) {
  return and(
    eq(oneTimeCodes.employerId, employerId),
    eq(oneTimeCodes.purpose, purpose),
    memberId === null ? isNull(oneTimeCodes.memberId) : eq(oneTimeCodes.memberId, memberId),
  );
}

async function latestCode(
  db: Db,
  employerId: string,
  purpose: OtpPurpose,
  memberId: string | null = null,
): Promise<OneTimeCode | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(codesOf(employerId, purpose, memberId))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

/** True when the account's latest code for `purpose` can still be used (not expired, used or voided). */
export async function hasLiveCode(
  db: Db,
  employerId: string,
  purpose: OtpPurpose,
  now: Date = new Date(),
): Promise<boolean> {
  const last = await latestCode(db, employerId, purpose);
  return (
    !!last && !last.consumedAt && last.attempts < OTP_MAX_ATTEMPTS && last.expiresAt.getTime() > now.getTime()
  );
}

/**
 * True when the account (or its member `memberId`) may be sent a new code for `purpose` now (the last one is over
 * a minute old).
 */
export async function canSendCode(
  db: Db,
  employerId: string,
  purpose: OtpPurpose,
  now: Date = new Date(),
  memberId: string | null = null,
): Promise<boolean> {
  const last = await latestCode(db, employerId, purpose, memberId);
  return !last || now.getTime() - last.createdAt.getTime() >= OTP_RESEND_INTERVAL_MS;
}

/**
 * Issues a new code for the account and purpose, replacing any earlier one, and returns it in clear (to be
 * mailed, never stored or logged). Throws 429 when the last code is less than a minute old. `target` is the
 * new address of an update-email code. A `decoy` code is stored like any other (so resends are paced the
 * same) but from a random secret instead of six digits: no code ever matches it.
 */
export async function issueOneTimeCode(
  db: Db,
  input: {
    employerId: string;
    /** A team member's own code; the owner's when absent. */
    memberId?: string | null;
    purpose: OtpPurpose;
    target?: string;
    now?: Date;
    decoy?: boolean;
  },
): Promise<string> {
  const now = input.now ?? new Date();
  const memberId = input.memberId ?? null;
  if (!(await canSendCode(db, input.employerId, input.purpose, now, memberId))) throw resendTooSoon();
  await db.delete(oneTimeCodes).where(codesOf(input.employerId, input.purpose, memberId));
  const id = randomUUID();
  const code = generateOtp();
  await db.insert(oneTimeCodes).values({
    id,
    employerId: input.employerId,
    memberId,
    purpose: input.purpose,
    codeHash: hashOtp(id, input.decoy ? randomBytes(32).toString('base64url') : code),
    target: input.target ?? null,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    createdAt: now,
  });
  return code;
}

/**
 * Checks a code against the account's latest code for `purpose` and uses it up. Only the latest code counts
 * (a new code replaces the previous one). A code that does not match answers "not correct" whatever the
 * state of the account's code (none, expired, used, voided), exactly as for an email without an account;
 * only the right code learns that it expired or was voided. The fifth wrong try voids the code. `target`,
 * when given, must be the address the code was sent to.
 */
export async function consumeOneTimeCode(
  db: Db,
  input: {
    employerId: string;
    /** A team member's own code; the owner's when absent. */
    memberId?: string | null;
    purpose: OtpPurpose;
    code: string;
    target?: string;
    now?: Date;
  },
): Promise<OneTimeCode> {
  const now = input.now ?? new Date();
  const row = await latestCode(db, input.employerId, input.purpose, input.memberId ?? null);
  if (!row) throw wrongCode();
  const matches =
    sameHash(hashOtp(row.id, input.code), row.codeHash) &&
    (input.target === undefined || row.target === input.target);
  if (!matches) {
    // Counted on the code while it is live (five void it); a dead code has nothing left to guard.
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(
        and(
          eq(oneTimeCodes.id, row.id),
          isNull(oneTimeCodes.consumedAt),
          lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
        ),
      );
    throw wrongCode();
  }
  if (row.attempts >= OTP_MAX_ATTEMPTS) {
    throw new AppError(400, 'OTP_TOO_MANY_ATTEMPTS', TOO_MANY_WRONG_CODES_MESSAGE);
  }
  if (row.consumedAt || row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(400, 'OTP_EXPIRED', EXPIRED_CODE_MESSAGE);
  }
  // Conditional, so two requests racing with the right code cannot both use it.
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  if (!consumed) throw new AppError(400, 'OTP_EXPIRED', EXPIRED_CODE_MESSAGE);
  return row;
}

/** Who is trying a code: the account (an email, or an employer id) and the client IP. */
export interface CodeAttemptScope {
  purpose: OtpPurpose;
  account: string;
  ip: string;
}

/**
 * Runs `check` (a code check) within the per-account and per-IP limits of {@link CODE_ATTEMPT_LIMITS}.
 * Each try takes a slot first (atomically, so racing requests cannot share the last one); over either
 * limit answers 429 with when to try again. A successful check gives the IP's slot back and clears the
 * account's count. Unknown emails are counted exactly like known ones.
 */
export async function withCodeAttemptLimits<T>(
  counters: AttemptCounters,
  scope: CodeAttemptScope,
  check: () => Promise<T>,
): Promise<T> {
  const { perAccount, perIp, windowMs } = CODE_ATTEMPT_LIMITS;
  const accountNamespace = `code:${scope.purpose}:account`;
  const ipNamespace = 'code:ip';
  const account = await counters.take(accountNamespace, scope.account, perAccount, windowMs);
  if (!account.allowed) {
    throw new RetryLaterError(
      'RATE_LIMITED',
      tooManyCodesMessage(account.retryAfterMs),
      account.retryAfterMs,
    );
  }
  const ip = await counters.take(ipNamespace, scope.ip, perIp, windowMs);
  if (!ip.allowed) {
    await counters.release(accountNamespace, scope.account);
    throw new RetryLaterError('RATE_LIMITED', tooManyCodesMessage(ip.retryAfterMs), ip.retryAfterMs);
  }
  const result = await check();
  await counters.clear(accountNamespace, scope.account);
  await counters.release(ipNamespace, scope.ip);
  return result;
}
