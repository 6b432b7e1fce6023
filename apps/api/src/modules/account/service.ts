import { randomBytes } from 'node:crypto';
import {
  AccountStatus,
  type ClaimPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
  type VerifyOtpPayload,
} from '@medhire/domain';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  type Employer,
  employers,
  organizationDirectory,
  passwordTokens,
  sessions,
} from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { type LoginResult, sessionCode, toUser, type UserView } from '../auth/service.js';
import { type AuthenticatedEmployer, createSession, hashSessionToken } from '../auth/sessions.js';
import { alreadyRegisteredMail, codeMail, emailChangedMail, setPasswordMail } from './mails.js';
import {
  canSendCode,
  consumeOneTimeCode,
  issueOneTimeCode,
  OtpPurpose,
  resendTooSoon,
  wrongCode,
} from './otp.js';
import { assertAcceptablePassword } from './password-policy.js';

export const REGISTER_MESSAGE = 'We emailed you a 6-digit code. Enter it to confirm your email address.';
export const RECOVERY_MESSAGE = 'If an account uses this email, we sent it a code.';
export const CLAIM_MESSAGE =
  'If the details match an organization that has not been claimed, we emailed a link to set your password.';
export const SET_PASSWORD_LINK_INVALID_MESSAGE =
  'This link has expired or was already used. Ask for a new one from the claim page.';
export const RESET_TOKEN_INVALID_MESSAGE =
  'This password reset has expired or was already used. Ask for a new code.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct.';
export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';
export const EMAIL_IN_USE_MESSAGE = 'Another account uses this email.';
export const SAME_EMAIL_MESSAGE = 'This is already the email of your account.';

/** A recovery token authorizes one password change for 15 minutes. */
export const RECOVERY_TOKEN_TTL_MS = 15 * 60 * 1000;
/** A claim's set-password link works for 72 hours. */
export const SET_PASSWORD_TOKEN_TTL_MS = 72 * 60 * 60 * 1000;

export const PasswordTokenPurpose = { Recovery: 'recovery', SetPassword: 'set-password' } as const;
export type PasswordTokenPurpose = (typeof PasswordTokenPurpose)[keyof typeof PasswordTokenPurpose];

/** What the account routes need besides the database. */
export interface AccountContext {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

export async function findEmployerByEmail(db: Db, email: string): Promise<Employer | undefined> {
  const [row] = await db
    .select()
    .from(employers)
    .where(eq(sql`lower(${employers.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

async function findEmployerById(db: Db, id: string): Promise<Employer | undefined> {
  const [row] = await db.select().from(employers).where(eq(employers.id, id)).limit(1);
  return row;
}

function withoutPassword(employer: Employer): AuthenticatedEmployer {
  const { passwordHash: _passwordHash, ...rest } = employer;
  return rest;
}

/** Starts a session for the employer and answers like login: `{ token, user, code }`. */
export async function startSession(db: Db, employer: Employer, now: Date = new Date()): Promise<LoginResult> {
  const { token } = await createSession(db, employer.id, now);
  const view = withoutPassword(employer);
  return { token, user: toUser(view), code: sessionCode(view) };
}

/** An account that can receive recovery codes and sign in again: email proven or claimed, not closed. */
function isUsable(employer: Employer | undefined): employer is Employer {
  return !!employer && employer.archivedAt === null && employer.accountStatus !== AccountStatus.Draft;
}

/** Marks the employer's open sessions revoked, except `keepSessionId` (tidy; `password_changed_at` rules). */
async function revokeSessions(db: Db, employerId: string, now: Date, keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.employerId, employerId),
        isNull(sessions.revokedAt),
        ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : []),
      ),
    );
}

/**
 * Stores a new password and sets `password_changed_at`, which voids every session started before now
 * (src/modules/auth/sessions.ts); the sessions are also marked revoked. Returns the updated employer.
 */
async function replacePassword(
  db: Db,
  employerId: string,
  password: string,
  now: Date,
  extra: Partial<Pick<Employer, 'emailVerifiedAt'>> = {},
): Promise<Employer> {
  const [updated] = await db
    .update(employers)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: now, ...extra })
    .where(eq(employers.id, employerId))
    .returning();
  if (!updated) throw new Error('The employer to update was not found');
  await revokeSessions(db, employerId, now);
  return updated;
}

// ---------------------------------------------------------------------------------------------------------
// Registration

/**
 * `register`: a new email becomes a draft account (step 1) and is mailed a code. Registering again while
 * the account is still a draft replaces its password and mails a new code (at most one a minute). The email
 * of an existing account gets a note instead of a code, and the caller the same answer as for a new one.
 */
export async function register(context: AccountContext, { email, password }: RegisterPayload): Promise<void> {
  const { db, mailer } = context;
  assertAcceptablePassword(password, email);
  // Hashed before the lookup, so every branch costs the same hash and the timing does not tell them apart.
  const passwordHash = await hashPassword(password);
  let existing = await findEmployerByEmail(db, email);
  if (!existing) {
    const [created] = await db
      .insert(employers)
      .values({ email, passwordHash, accountStatus: AccountStatus.Draft, currentProfileStep: 1 })
      .onConflictDoNothing()
      .returning();
    if (created) {
      const code = await issueOneTimeCode(db, { employerId: created.id, purpose: OtpPurpose.Register });
      await mailer.send(codeMail(email, code, OtpPurpose.Register));
      return;
    }
    // Created by a concurrent request in between: carry on as for an existing account.
    existing = await findEmployerByEmail(db, email);
    if (!existing) throw new Error('The account could not be created');
  }
  if (existing.accountStatus === AccountStatus.Draft && existing.archivedAt === null) {
    // Checked before the password is replaced, so a refused resend changes nothing.
    if (!(await canSendCode(db, existing.id, OtpPurpose.Register))) throw resendTooSoon();
    await db.update(employers).set({ passwordHash }).where(eq(employers.id, existing.id));
    const code = await issueOneTimeCode(db, { employerId: existing.id, purpose: OtpPurpose.Register });
    await mailer.send(codeMail(email, code, OtpPurpose.Register));
    return;
  }
  await mailer.send(alreadyRegisteredMail(existing.email, context.config.publicUrl));
}

/** `verify-otp`: proves a new account's email, makes it `pending` and signs it in. */
export async function verifyRegistration(db: Db, { email, otp }: VerifyOtpPayload): Promise<LoginResult> {
  const employer = await findEmployerByEmail(db, email);
  if (!employer || employer.archivedAt !== null) throw wrongCode();
  await consumeOneTimeCode(db, { employerId: employer.id, purpose: OtpPurpose.Register, code: otp });
  const now = new Date();
  const [verified] = await db
    .update(employers)
    .set({
      emailVerifiedAt: now,
      ...(employer.accountStatus === AccountStatus.Draft ? { accountStatus: AccountStatus.Pending } : {}),
    })
    .where(eq(employers.id, employer.id))
    .returning();
  if (!verified) throw wrongCode();
  return startSession(db, verified, now);
}

// ---------------------------------------------------------------------------------------------------------
// Password tokens (recovery, set-password link)

/** Stores a new single-use token (hashed) for the purpose, voiding the employer's earlier unused ones. */
async function createPasswordToken(
  db: Db,
  employerId: string,
  purpose: PasswordTokenPurpose,
  ttlMs: number,
  now: Date = new Date(),
): Promise<string> {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.employerId, employerId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordTokens).values({
    employerId,
    purpose,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return token;
}

/** The unused, unexpired token of `purpose`, with its employer; undefined otherwise. */
async function findPasswordToken(db: Db, token: string, purpose: PasswordTokenPurpose, now: Date) {
  if (token.length === 0 || token.length > 200) return undefined;
  const [row] = await db
    .select({ token: passwordTokens, employer: employers })
    .from(passwordTokens)
    .innerJoin(employers, eq(employers.id, passwordTokens.employerId))
    .where(
      and(
        eq(passwordTokens.tokenHash, hashSessionToken(token)),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Uses a token up; false when another request used it first. */
async function usePasswordToken(db: Db, tokenId: string, now: Date): Promise<boolean> {
  const used = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.id, tokenId), isNull(passwordTokens.usedAt)))
    .returning({ id: passwordTokens.id });
  return used.length > 0;
}

// ---------------------------------------------------------------------------------------------------------
// Recovery

/**
 * `send-otp-password-recovery`: mails a code when a usable account has this email. Says nothing either
 * way; a code asked for within a minute of the last is silently not sent (the route's per-email limit
 * answers 429 for every email alike).
 */
export async function sendRecoveryCode(context: AccountContext, email: string): Promise<void> {
  const { db, mailer } = context;
  const employer = await findEmployerByEmail(db, email);
  if (!isUsable(employer)) return;
  if (!(await canSendCode(db, employer.id, OtpPurpose.Recovery))) return;
  const code = await issueOneTimeCode(db, { employerId: employer.id, purpose: OtpPurpose.Recovery });
  await mailer.send(codeMail(employer.email, code, OtpPurpose.Recovery));
}

/** `verify-otp-password-recovery`: the code buys a reset token (15 minutes, single use). */
export async function verifyRecoveryCode(db: Db, { email, otp }: VerifyOtpPayload): Promise<string> {
  const employer = await findEmployerByEmail(db, email);
  if (!isUsable(employer)) throw wrongCode();
  await consumeOneTimeCode(db, { employerId: employer.id, purpose: OtpPurpose.Recovery, code: otp });
  return createPasswordToken(db, employer.id, PasswordTokenPurpose.Recovery, RECOVERY_TOKEN_TTL_MS);
}

/**
 * `update-password-by-otp`: sets the password with a reset token. Every session ends; the code proved the
 * email, so it counts as verified.
 */
export async function updatePasswordWithResetToken(
  db: Db,
  { token, password }: { token: string; password: string },
): Promise<{ email: string }> {
  const now = new Date();
  const found = await findPasswordToken(db, token, PasswordTokenPurpose.Recovery, now);
  if (!found || !isUsable(found.employer)) {
    throw new AppError(400, 'RESET_TOKEN_INVALID', RESET_TOKEN_INVALID_MESSAGE);
  }
  assertAcceptablePassword(password, found.employer.email);
  if (!(await usePasswordToken(db, found.token.id, now))) {
    throw new AppError(400, 'RESET_TOKEN_INVALID', RESET_TOKEN_INVALID_MESSAGE);
  }
  const updated = await replacePassword(db, found.employer.id, password, now, {
    emailVerifiedAt: found.employer.emailVerifiedAt ?? now,
  });
  return { email: updated.email };
}

// ---------------------------------------------------------------------------------------------------------
// Claim

/** Lower case, letters and digits only: "St. Anselm Rural-Health" and "st anselm rural health" are one. */
export function normalizeOrganizationName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** A directory entry as the claim form's suggestions show it (never its NPI). */
export interface DirectorySuggestion {
  _id: string;
  name: string;
  city: string;
  state: string;
}

/** `organization-directory`: up to 10 unclaimed organizations whose name contains the typed text. */
export async function searchOrganizationDirectory(db: Db, queryText: string): Promise<DirectorySuggestion[]> {
  const needle = normalizeOrganizationName(queryText);
  if (needle === '') return [];
  const rows = await db
    .select({
      _id: organizationDirectory.id,
      name: organizationDirectory.name,
      city: organizationDirectory.city,
      state: organizationDirectory.state,
    })
    .from(organizationDirectory)
    .where(
      and(
        isNull(organizationDirectory.claimedByEmployerId),
        sql`regexp_replace(lower(${organizationDirectory.name}), '[^a-z0-9]', '', 'g') like ${`%${needle}%`}`,
      ),
    )
    .orderBy(asc(organizationDirectory.name))
    .limit(10);
  return rows;
}

/**
 * `claim`: when the NPI and the organization (its name as typed, or its directory id) match an unclaimed
 * directory entry and no account uses the email, creates the account (pending, step 1, the directory's
 * name, an unusable random password), marks the entry claimed and mails a set-password link. Every other
 * case does nothing; the caller answers the same either way.
 */
export async function claimOrganization(
  context: AccountContext,
  { email, npiNumber, organization }: ClaimPayload,
): Promise<void> {
  const { db, mailer, config } = context;
  // Every branch pays for one hash, so the timing does not tell a match from a miss.
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  const [entry] = await db
    .select()
    .from(organizationDirectory)
    .where(
      and(eq(organizationDirectory.npiNumber, npiNumber), isNull(organizationDirectory.claimedByEmployerId)),
    )
    .limit(1);
  if (!entry) return;
  const typed = organization.trim();
  const sameOrganization =
    typed === entry.id ||
    (normalizeOrganizationName(typed) !== '' &&
      normalizeOrganizationName(typed) === normalizeOrganizationName(entry.name));
  if (!sameOrganization) return;
  if (await findEmployerByEmail(db, email)) return;

  const [employer] = await db
    .insert(employers)
    .values({
      email,
      passwordHash: unusableHash,
      accountStatus: AccountStatus.Pending,
      currentProfileStep: 1,
      organizationName: entry.name,
    })
    .onConflictDoNothing()
    .returning();
  if (!employer) return;
  const claimed = await db
    .update(organizationDirectory)
    .set({ claimedByEmployerId: employer.id, claimedAt: new Date() })
    .where(and(eq(organizationDirectory.id, entry.id), isNull(organizationDirectory.claimedByEmployerId)))
    .returning({ id: organizationDirectory.id });
  if (claimed.length === 0) {
    // Claimed by a concurrent request in between: undo the account this one made.
    await db.delete(employers).where(eq(employers.id, employer.id));
    return;
  }
  const token = await createPasswordToken(
    db,
    employer.id,
    PasswordTokenPurpose.SetPassword,
    SET_PASSWORD_TOKEN_TTL_MS,
  );
  const query = new URLSearchParams({ token, email });
  await mailer.send(setPasswordMail(email, entry.name, `${config.publicUrl}/set-up-password?${query}`));
}

/**
 * `set-password`: the claim link's token sets the claimed account's password, proves its email and signs
 * it in.
 */
export async function setPasswordWithLink(
  db: Db,
  { email, password, token }: { email: string; password: string; token: string },
): Promise<LoginResult> {
  const now = new Date();
  const found = await findPasswordToken(db, token, PasswordTokenPurpose.SetPassword, now);
  const invalid = () => new AppError(400, 'SET_PASSWORD_LINK_INVALID', SET_PASSWORD_LINK_INVALID_MESSAGE);
  if (!found || found.employer.email !== email.toLowerCase() || found.employer.archivedAt !== null) {
    throw invalid();
  }
  assertAcceptablePassword(password, email);
  if (!(await usePasswordToken(db, found.token.id, now))) throw invalid();
  const updated = await replacePassword(db, found.employer.id, password, now, {
    emailVerifiedAt: found.employer.emailVerifiedAt ?? now,
  });
  return startSession(db, updated, now);
}

// ---------------------------------------------------------------------------------------------------------
// Signed-in account settings

async function signedInEmployer(db: Db, employerId: string): Promise<Employer> {
  const employer = await findEmployerById(db, employerId);
  if (!employer) throw new AppError(401, 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  return employer;
}

/**
 * `reset-password`: changes the password of the signed-in employer after checking the current one. Every
 * other session ends; the session of this request stays valid (it is carried over the change), so the
 * client keeps its token.
 */
export async function changePassword(
  db: Db,
  employerId: string,
  currentSessionId: string | undefined,
  { oldPassword, newPassword }: ResetPasswordPayload,
): Promise<{ user: UserView }> {
  const employer = await signedInEmployer(db, employerId);
  if (!(await verifyPassword(oldPassword, employer.passwordHash))) {
    throw new AppError(400, 'WRONG_PASSWORD', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  assertAcceptablePassword(newPassword, employer.email);
  const now = new Date();
  const updated = await replacePassword(db, employer.id, newPassword, now);
  if (currentSessionId) {
    // Counted as started at the change, so `password_changed_at` does not void it.
    await db
      .update(sessions)
      .set({ createdAt: now, revokedAt: null })
      .where(and(eq(sessions.id, currentSessionId), eq(sessions.employerId, employer.id)));
  }
  return { user: toUser(withoutPassword(updated)) };
}

/** `update-email`: mails a code to the new address. Refuses an address another account uses. */
export async function requestEmailChange(
  context: AccountContext,
  employerId: string,
  newEmail: string,
): Promise<void> {
  const { db, mailer } = context;
  const employer = await signedInEmployer(db, employerId);
  if (employer.email === newEmail) throw new AppError(400, 'SAME_EMAIL', SAME_EMAIL_MESSAGE);
  if (await findEmployerByEmail(db, newEmail)) throw new AppError(409, 'EMAIL_IN_USE', EMAIL_IN_USE_MESSAGE);
  const code = await issueOneTimeCode(db, {
    employerId: employer.id,
    purpose: OtpPurpose.UpdateEmail,
    target: newEmail,
  });
  await mailer.send(codeMail(newEmail, code, OtpPurpose.UpdateEmail));
}

/** `verify-otp-update-email`: the code sent to the new address makes it the account's email. */
export async function confirmEmailChange(
  context: AccountContext,
  employerId: string,
  { email, otp }: VerifyOtpPayload,
): Promise<{ user: UserView }> {
  const { db, mailer } = context;
  const employer = await signedInEmployer(db, employerId);
  await consumeOneTimeCode(db, {
    employerId: employer.id,
    purpose: OtpPurpose.UpdateEmail,
    code: otp,
    target: email,
  });
  const other = await findEmployerByEmail(db, email);
  if (other && other.id !== employer.id) throw new AppError(409, 'EMAIL_IN_USE', EMAIL_IN_USE_MESSAGE);
  let updated: Employer | undefined;
  try {
    [updated] = await db
      .update(employers)
      .set({ email, emailVerifiedAt: new Date() })
      .where(eq(employers.id, employer.id))
      .returning();
  } catch (error) {
    // The unique index on lower(email): another account took it a moment ago.
    if (isUniqueViolation(error)) throw new AppError(409, 'EMAIL_IN_USE', EMAIL_IN_USE_MESSAGE);
    throw error;
  }
  if (!updated) throw new Error('The employer to update was not found');
  await mailer.send(emailChangedMail(employer.email, updated.email));
  return { user: toUser(withoutPassword(updated)) };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * `archive-profile`: closes the account after checking its password. Every session ends and sign-in
 * answers as for a wrong password from then on.
 */
export async function archiveAccount(db: Db, employerId: string, password: string): Promise<void> {
  const employer = await signedInEmployer(db, employerId);
  if (!(await verifyPassword(password, employer.passwordHash))) {
    throw new AppError(400, 'WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE);
  }
  const now = new Date();
  await db.update(employers).set({ archivedAt: now }).where(eq(employers.id, employer.id));
  await revokeSessions(db, employer.id, now);
}
