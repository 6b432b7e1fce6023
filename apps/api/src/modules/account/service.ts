import { randomBytes } from 'node:crypto';
import {
  AccountStatus,
  ClaimOutcome,
  type ClaimPayload,
  type ClaimResult,
  type LoginResult,
  MemberStatus,
  type PendingClaim,
  type RegisterPayload,
  type ResetPasswordPayload,
  type UpdateEmailPayload,
  type UserResult,
  type VerifyOtpPayload,
} from '@medhire/domain';
import { and, asc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  type DirectoryOrganization,
  type Employer,
  employers,
  members,
  type OrganizationClaim,
  organizationClaims,
  organizationDirectory,
  passwordTokens,
  pushTokens,
  sessions,
} from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { AttemptCounters } from '../../http/rate-limit-store.js';
import type { Mailer } from '../../mail/mailer.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { setPersonPassword } from '../auth/people.js';
import { dummyPasswordHash, sessionCode, toUser } from '../auth/service.js';
import {
  type AuthenticatedEmployer,
  createSession,
  hashSessionToken,
  ownerViewer,
} from '../auth/sessions.js';
import {
  alreadyRegisteredMail,
  claimContactHasAccountMail,
  claimRejectedMail,
  codeMail,
  emailChangedMail,
  emailTakenMail,
  setPasswordMail,
} from './mails.js';
import {
  canSendCode,
  consumeOneTimeCode,
  hasLiveCode,
  issueOneTimeCode,
  OtpPurpose,
  resendTooSoon,
  withCodeAttemptLimits,
  wrongCode,
} from './otp.js';
import { assertAcceptablePassword } from './password-policy.js';

export const REGISTER_MESSAGE = 'We emailed you a 6-digit code. Enter it to confirm your email address.';
export const RECOVERY_MESSAGE = 'If an account uses this email, we sent it a code.';
/** A claim that matches no unclaimed directory entry: it does not say which detail failed. */
export const CLAIM_MESSAGE =
  'These details do not match an organization that can be claimed. Check the NPI number and the organization’s name.';
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
/** Notes a contact that already has an account gets about claims of its organization, per day at most. */
export const CLAIM_NOTES_PER_CONTACT_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A claim's set-password link works for 72 hours. */
export const SET_PASSWORD_TOKEN_TTL_MS = 72 * 60 * 60 * 1000;

export const PasswordTokenPurpose = { Recovery: 'recovery', SetPassword: 'set-password' } as const;
export type PasswordTokenPurpose = (typeof PasswordTokenPurpose)[keyof typeof PasswordTokenPurpose];

/** What the account routes need besides the database. */
export interface AccountContext {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  /** Wrong codes per account and per IP (src/http/rate-limit-store.ts). */
  counters: AttemptCounters;
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

/** Starts a session for the employer's owner and answers like login: `{ token, user, code, viewer }`. */
export async function startSession(db: Db, employer: Employer, now: Date = new Date()): Promise<LoginResult> {
  const { token } = await createSession(db, employer.id, now);
  const view = withoutPassword(employer);
  return { token, user: toUser(view), code: sessionCode(view), viewer: ownerViewer(view) };
}

/** An account that can receive recovery codes and sign in again: email proven or claimed, not closed. */
function isUsable(employer: Employer | undefined): employer is Employer {
  return !!employer && employer.archivedAt === null && employer.accountStatus !== AccountStatus.Draft;
}

/**
 * The team member who signs in with `email` (joined, not removed) and their organization, when the organization
 * is usable: who password recovery serves when no owner has that email. Someone in several organizations is
 * served through the same one every time (the oldest membership among the usable ones), so the code sent and the
 * code checked belong to one membership; the new password is the person's, in all of them.
 */
async function findMemberForRecovery(db: Db, email: string) {
  const [row] = await db
    .select({ member: members, employer: employers })
    .from(members)
    .innerJoin(employers, eq(employers.id, members.employerId))
    .where(
      and(
        eq(members.email, email.toLowerCase()),
        eq(members.status, MemberStatus.Active),
        isNull(members.removedAt),
        isNotNull(members.personId),
        isNull(employers.archivedAt),
        ne(employers.accountStatus, AccountStatus.Draft),
      ),
    )
    .orderBy(asc(members.joinedAt), asc(members.id))
    .limit(1);
  return row && isUsable(row.employer) ? row : undefined;
}

/** Whether a team member (invited or joined, not removed) uses `email` (lower case). */
async function isTeamMemberEmail(db: Db, email: string): Promise<boolean> {
  const [found] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.email, email.toLowerCase()), isNull(members.removedAt)))
    .limit(1);
  return Boolean(found);
}

/**
 * Whether `email` is an account's sign-in: an owner's, or a team member's (invited or joined, in any organization).
 * An address in use is never given to another account (claim, email change), which would hide the sign-in of the
 * one who has it (login tries the owners first).
 */
async function isAccountEmail(db: Db, email: string): Promise<boolean> {
  return (await findEmployerByEmail(db, email)) !== undefined || (await isTeamMemberEmail(db, email));
}

/** A transaction of the app's database (what `db.transaction` hands its callback). */
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Marks the owner's open sessions revoked (or, `everyone`, the team's too), except `keepSessionId` (tidy;
 * `password_changed_at` rules).
 */
async function revokeSessions(
  db: Db | Transaction,
  employerId: string,
  now: Date,
  keepSessionId?: string,
  whose: 'owner' | 'everyone' = 'owner',
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.employerId, employerId),
        isNull(sessions.revokedAt),
        // The owner's sign-in changed: the team's members keep theirs.
        ...(whose === 'owner' ? [isNull(sessions.memberId)] : []),
        ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : []),
      ),
    );
}

/**
 * Stores a new password and sets `password_changed_at`, which voids every session started before now
 * (src/modules/auth/sessions.ts); the sessions are also marked revoked. `keepSessionId` (a signed-in change)
 * is carried over the change: counted as started at it. All in one transaction, so no reader (the socket
 * sweep) ever sees the kept session voided for a moment. Returns the updated employer.
 */
async function replacePassword(
  db: Db,
  employerId: string,
  password: string,
  now: Date,
  extra: Partial<Pick<Employer, 'emailVerifiedAt'>> = {},
  keepSessionId?: string,
): Promise<Employer> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(employers)
      .set({ passwordHash, passwordChangedAt: now, ...extra })
      .where(eq(employers.id, employerId))
      .returning();
    if (!updated) throw new Error('The employer to update was not found');
    await revokeSessions(tx, employerId, now, keepSessionId);
    // The owner's devices get no more pushes until they sign in again (a lost phone keeps nothing).
    await tx
      .delete(pushTokens)
      .where(and(eq(pushTokens.employerId, employerId), isNull(pushTokens.memberId)));
    if (keepSessionId) {
      await tx
        .update(sessions)
        .set({ createdAt: now })
        // Only the session revokeSessions left alone: a logout that got there first stays a logout.
        .where(
          and(
            eq(sessions.id, keepSessionId),
            eq(sessions.employerId, employerId),
            isNull(sessions.revokedAt),
          ),
        );
    }
    return updated;
  });
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
  // Every branch also verifies one hash (a draft checks its own password), so the timing tells none apart.
  if (!existing || existing.accountStatus !== AccountStatus.Draft || existing.archivedAt !== null) {
    await verifyPassword(password, await dummyPasswordHash());
  }
  if (!existing && (await isTeamMemberEmail(db, email))) {
    // A member of a team signs in with this address already: it is an account, answered as one.
    await mailer.send(alreadyRegisteredMail(email, context.config.publicUrl));
    return;
  }
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
    // While a code is out, only the person who chose the password may ask for another: someone else typing
    // this address cannot slip their own password in before the owner enters the code (the answer is the same).
    const samePassword = await verifyPassword(password, existing.passwordHash);
    if (!samePassword && (await hasLiveCode(db, existing.id, OtpPurpose.Register))) return;
    await db.update(employers).set({ passwordHash }).where(eq(employers.id, existing.id));
    const code = await issueOneTimeCode(db, { employerId: existing.id, purpose: OtpPurpose.Register });
    await mailer.send(codeMail(email, code, OtpPurpose.Register));
    return;
  }
  await mailer.send(alreadyRegisteredMail(existing.email, context.config.publicUrl));
}

/**
 * `verify-otp`: proves a new account's email, makes it `pending` and signs it in. Wrong codes count per
 * email and per IP (`ip`), known or not, across resends.
 */
export async function verifyRegistration(
  context: AccountContext,
  { email, otp }: VerifyOtpPayload,
  ip: string,
): Promise<LoginResult> {
  const { db } = context;
  const scope = { purpose: OtpPurpose.Register, account: email.toLowerCase(), ip };
  const employer = await withCodeAttemptLimits(context.counters, scope, async () => {
    const found = await findEmployerByEmail(db, email);
    if (!found || found.archivedAt !== null) throw wrongCode();
    await consumeOneTimeCode(db, { employerId: found.id, purpose: OtpPurpose.Register, code: otp });
    return found;
  });
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

/**
 * Stores a new single-use token (hashed) for the purpose, voiding the person's earlier unused ones: the owner's,
 * or with `memberId` a team member's own.
 */
async function createPasswordToken(
  db: Db,
  employerId: string,
  purpose: PasswordTokenPurpose,
  ttlMs: number,
  now: Date = new Date(),
  memberId: string | null = null,
): Promise<string> {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.employerId, employerId),
        eq(passwordTokens.purpose, purpose),
        memberId === null ? isNull(passwordTokens.memberId) : eq(passwordTokens.memberId, memberId),
        isNull(passwordTokens.usedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordTokens).values({
    employerId,
    memberId,
    purpose,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return token;
}

/** The unused, unexpired token of `purpose`, with its employer (and its member's row); undefined otherwise. */
async function findPasswordToken(db: Db, token: string, purpose: PasswordTokenPurpose, now: Date) {
  if (token.length === 0 || token.length > 200) return undefined;
  const [row] = await db
    .select({ token: passwordTokens, employer: employers, member: members })
    .from(passwordTokens)
    .innerJoin(employers, eq(employers.id, passwordTokens.employerId))
    .leftJoin(members, eq(members.id, passwordTokens.memberId))
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
  if (isUsable(employer)) {
    if (!(await canSendCode(db, employer.id, OtpPurpose.Recovery))) return;
    const code = await issueOneTimeCode(db, { employerId: employer.id, purpose: OtpPurpose.Recovery });
    await mailer.send(codeMail(employer.email, code, OtpPurpose.Recovery));
    return;
  }
  // A team member recovers their own password the same way.
  const found = await findMemberForRecovery(db, email);
  if (!found) return;
  const { member } = found;
  if (!(await canSendCode(db, member.employerId, OtpPurpose.Recovery, new Date(), member.id))) return;
  const code = await issueOneTimeCode(db, {
    employerId: member.employerId,
    memberId: member.id,
    purpose: OtpPurpose.Recovery,
  });
  await mailer.send(codeMail(member.email, code, OtpPurpose.Recovery));
}

/**
 * `verify-otp-password-recovery`: the code buys a reset token (15 minutes, single use). Wrong codes count
 * per email and per IP, across resends.
 */
export async function verifyRecoveryCode(
  context: AccountContext,
  { email, otp }: VerifyOtpPayload,
  ip: string,
): Promise<string> {
  const { db } = context;
  const scope = { purpose: OtpPurpose.Recovery, account: email.toLowerCase(), ip };
  const person = await withCodeAttemptLimits(context.counters, scope, async () => {
    const found = await findEmployerByEmail(db, email);
    if (isUsable(found)) {
      await consumeOneTimeCode(db, { employerId: found.id, purpose: OtpPurpose.Recovery, code: otp });
      return { employerId: found.id, memberId: null };
    }
    const member = (await findMemberForRecovery(db, email))?.member;
    if (!member) throw wrongCode();
    await consumeOneTimeCode(db, {
      employerId: member.employerId,
      memberId: member.id,
      purpose: OtpPurpose.Recovery,
      code: otp,
    });
    return { employerId: member.employerId, memberId: member.id };
  });
  return createPasswordToken(
    db,
    person.employerId,
    PasswordTokenPurpose.Recovery,
    RECOVERY_TOKEN_TTL_MS,
    new Date(),
    person.memberId,
  );
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
  if (found.token.memberId !== null) return updateMemberPasswordWithToken(db, found, password, now);
  assertAcceptablePassword(password, found.employer.email);
  if (!(await usePasswordToken(db, found.token.id, now))) {
    throw new AppError(400, 'RESET_TOKEN_INVALID', RESET_TOKEN_INVALID_MESSAGE);
  }
  const updated = await replacePassword(db, found.employer.id, password, now, {
    emailVerifiedAt: found.employer.emailVerifiedAt ?? now,
  });
  return { email: updated.email };
}

/**
 * A team member's recovery token sets their own password, the person's in every organization they belong to:
 * every session of theirs ends (the password change voids them). A member removed since the code was sent is refused like a spent token.
 */
async function updateMemberPasswordWithToken(
  db: Db,
  found: NonNullable<Awaited<ReturnType<typeof findPasswordToken>>>,
  password: string,
  now: Date,
): Promise<{ email: string }> {
  const { member } = found;
  if (!member || member.removedAt !== null || member.status !== MemberStatus.Active) {
    throw new AppError(400, 'RESET_TOKEN_INVALID', RESET_TOKEN_INVALID_MESSAGE);
  }
  assertAcceptablePassword(password, member.email);
  if (!(await usePasswordToken(db, found.token.id, now))) {
    throw new AppError(400, 'RESET_TOKEN_INVALID', RESET_TOKEN_INVALID_MESSAGE);
  }
  // The person's password, in every organization they belong to.
  if (!member.personId) throw new AppError(400, 'RESET_TOKEN_INVALID', RESET_TOKEN_INVALID_MESSAGE);
  await setPersonPassword(db, member.personId, await hashPassword(password), now);
  return { email: member.email };
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

/** "d•••@riverbend-fp.org": the first letter of the local part, then dots; the domain as it is. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** The answer to a claim whose link went to the contact address on file. */
export function claimLinkSentMessage(contactEmail: string, organizationName: string): string {
  return `We sent a link to ${maskEmail(contactEmail)}, the email on file for ${organizationName}.`;
}

/** The answer to a claim that waits for an operator. */
export function claimInReviewMessage(email: string): string {
  return `We will review your claim and email you at ${email} within two business days.`;
}

/**
 * Opens the account of a claimed directory entry: creates it (pending, step 1, the directory's name, an
 * unusable password given as `unusableHash`) with `email`, marks the entry claimed and mails the
 * set-password link to `email`. False (and nothing changed) when an account uses the email or the entry was
 * claimed in the meantime.
 */
async function openClaimedAccount(
  context: AccountContext,
  entry: DirectoryOrganization,
  email: string,
  unusableHash: string,
  reason: 'contact' | 'approved',
): Promise<boolean> {
  const { db, mailer, config } = context;
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
  if (!employer) return false;
  const claimed = await db
    .update(organizationDirectory)
    .set({ claimedByEmployerId: employer.id, claimedAt: new Date() })
    .where(and(eq(organizationDirectory.id, entry.id), isNull(organizationDirectory.claimedByEmployerId)))
    .returning({ id: organizationDirectory.id });
  if (claimed.length === 0) {
    // Claimed by a concurrent request in between: undo the account this one made.
    await db.delete(employers).where(eq(employers.id, employer.id));
    return false;
  }
  const token = await createPasswordToken(
    db,
    employer.id,
    PasswordTokenPurpose.SetPassword,
    SET_PASSWORD_TOKEN_TTL_MS,
  );
  const query = new URLSearchParams({ token, email });
  await mailer.send(
    setPasswordMail(email, entry.name, `${config.publicUrl}/set-up-password?${query}`, reason),
  );
  return true;
}

/**
 * `claim`: proves control of the organization through the directory, never through the typed address.
 * - The NPI and the organization (its name as typed, or its directory id) match an unclaimed entry with a
 *   contact email on file: the account is created with the contact email, the set-password link goes only
 *   there, and the answer names it masked ("We sent a link to d•••@riverbend-fp.org, …"). If an account
 *   already uses the contact email, that address gets a note instead and nothing is claimed.
 * - They match an entry without a contact email: the claim (typed email, NPI, organization, time) waits for
 *   an operator (src/modules/admin/claims.ts), and the answer says we will email the typed address.
 * - Anything else: a neutral sentence ({@link CLAIM_MESSAGE}) that does not say which detail failed.
 * The typed email never changes the answer (whether an account uses it or not). Returns the outcome and the
 * message.
 */
export async function claimOrganization(
  context: AccountContext,
  { email, npiNumber, organization }: ClaimPayload,
): Promise<ClaimResult> {
  const { db, mailer, config } = context;
  const noMatch: ClaimResult = { outcome: ClaimOutcome.NoMatch, message: CLAIM_MESSAGE };
  // Every branch pays for one hash, so the timing does not tell a match from a miss.
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  const [entry] = await db
    .select()
    .from(organizationDirectory)
    .where(
      and(eq(organizationDirectory.npiNumber, npiNumber), isNull(organizationDirectory.claimedByEmployerId)),
    )
    .limit(1);
  if (!entry) return noMatch;
  const typed = organization.trim();
  const sameOrganization =
    typed === entry.id ||
    (normalizeOrganizationName(typed) !== '' &&
      normalizeOrganizationName(typed) === normalizeOrganizationName(entry.name));
  if (!sameOrganization) return noMatch;

  const contact = entry.contactEmail?.trim().toLowerCase();
  if (!contact) {
    const [pending] = await db
      .select({ id: organizationClaims.id })
      .from(organizationClaims)
      .where(
        and(
          eq(organizationClaims.directoryId, entry.id),
          eq(organizationClaims.email, email),
          eq(organizationClaims.status, 'pending'),
        ),
      )
      .limit(1);
    if (!pending) {
      await db
        .insert(organizationClaims)
        .values({ directoryId: entry.id, email, npiNumber, organization: typed });
    }
    return { outcome: ClaimOutcome.InReview, message: claimInReviewMessage(email) };
  }

  if (await isAccountEmail(db, contact)) {
    // The entry stays unclaimed, so every claim would mail the contact again: a few notes a day, then silence
    // (the answer stays the same, so the cap tells nothing).
    const notes = await context.counters.hit('claim:contact-note', entry.id, DAY_MS);
    if (notes.count <= CLAIM_NOTES_PER_CONTACT_PER_DAY) {
      await mailer.send(claimContactHasAccountMail(contact, entry.name, config.publicUrl));
    }
  } else {
    await openClaimedAccount(context, { ...entry, contactEmail: contact }, contact, unusableHash, 'contact');
  }
  return { outcome: ClaimOutcome.LinkSent, message: claimLinkSentMessage(contact, entry.name) };
}

/** The claims waiting for an operator, oldest first. */
export async function listPendingClaims(db: Db): Promise<PendingClaim[]> {
  const rows = await db
    .select({ claim: organizationClaims, entry: organizationDirectory })
    .from(organizationClaims)
    .innerJoin(organizationDirectory, eq(organizationDirectory.id, organizationClaims.directoryId))
    .where(eq(organizationClaims.status, 'pending'))
    .orderBy(asc(organizationClaims.createdAt))
    .limit(500);
  return rows.map(({ claim, entry }) => ({
    id: claim.id,
    email: claim.email,
    npiNumber: claim.npiNumber,
    organization: claim.organization,
    createdAt: claim.createdAt.toISOString(),
    directory: {
      id: entry.id,
      name: entry.name,
      city: entry.city,
      state: entry.state,
      claimed: entry.claimedByEmployerId !== null,
    },
  }));
}

async function pendingClaim(
  db: Db,
  claimId: string,
): Promise<{ claim: OrganizationClaim; entry: DirectoryOrganization }> {
  const [row] = await db
    .select({ claim: organizationClaims, entry: organizationDirectory })
    .from(organizationClaims)
    .innerJoin(organizationDirectory, eq(organizationDirectory.id, organizationClaims.directoryId))
    .where(and(eq(organizationClaims.id, claimId), eq(organizationClaims.status, 'pending')))
    .limit(1);
  if (!row) throw new AppError(404, 'NOT_FOUND', 'No pending claim has this id.');
  return row;
}

/**
 * An operator approves a claim after checking the claimant by other means: the account is opened with the
 * typed email and the set-password link goes there. 409 when the organization was claimed meanwhile or an
 * account already uses the email.
 */
export async function approveClaim(context: AccountContext, claimId: string): Promise<void> {
  const { db } = context;
  const { claim, entry } = await pendingClaim(db, claimId);
  if (entry.claimedByEmployerId !== null) {
    throw new AppError(409, 'ALREADY_CLAIMED', 'This organization has been claimed already.');
  }
  if (await isAccountEmail(db, claim.email)) throw new AppError(409, 'EMAIL_IN_USE', EMAIL_IN_USE_MESSAGE);
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  if (!(await openClaimedAccount(context, entry, claim.email, unusableHash, 'approved'))) {
    throw new AppError(409, 'ALREADY_CLAIMED', 'This organization has been claimed already.');
  }
  await db
    .update(organizationClaims)
    .set({ status: 'approved', decidedAt: new Date() })
    .where(eq(organizationClaims.id, claim.id));
}

/** An operator rejects a claim: the claimant is told by mail; nothing else changes. */
export async function rejectClaim(context: AccountContext, claimId: string): Promise<void> {
  const { db, mailer } = context;
  const { claim, entry } = await pendingClaim(db, claimId);
  const [decided] = await db
    .update(organizationClaims)
    .set({ status: 'rejected', decidedAt: new Date() })
    .where(and(eq(organizationClaims.id, claim.id), eq(organizationClaims.status, 'pending')))
    .returning({ id: organizationClaims.id });
  if (decided) await mailer.send(claimRejectedMail(claim.email, entry.name));
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
): Promise<UserResult> {
  const employer = await signedInEmployer(db, employerId);
  if (!(await verifyPassword(oldPassword, employer.passwordHash))) {
    throw new AppError(400, 'WRONG_PASSWORD', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  assertAcceptablePassword(newPassword, employer.email);
  const now = new Date();
  const updated = await replacePassword(db, employer.id, newPassword, now, {}, currentSessionId);
  return { user: toUser(withoutPassword(updated)) };
}

/**
 * `update-email`: checks the current password, then mails a code to the new address. An address another
 * account uses gets the same answer, and a note instead of the code (its code is a decoy that nothing can
 * match), so the answer never tells whether an address has an account.
 */
export async function requestEmailChange(
  context: AccountContext,
  employerId: string,
  { email: newEmail, password }: UpdateEmailPayload,
): Promise<void> {
  const { db, mailer } = context;
  const employer = await signedInEmployer(db, employerId);
  if (!(await verifyPassword(password, employer.passwordHash))) {
    throw new AppError(400, 'WRONG_PASSWORD', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  if (employer.email === newEmail) throw new AppError(400, 'SAME_EMAIL', SAME_EMAIL_MESSAGE);
  const taken = await isAccountEmail(db, newEmail);
  const code = await issueOneTimeCode(db, {
    employerId: employer.id,
    purpose: OtpPurpose.UpdateEmail,
    target: newEmail,
    decoy: taken,
  });
  await mailer.send(taken ? emailTakenMail(newEmail) : codeMail(newEmail, code, OtpPurpose.UpdateEmail));
}

/**
 * `verify-otp-update-email`: the code sent to the new address makes it the account's email. Every other
 * session of the account ends (this one stays), and the old address is told. Wrong codes count per account
 * and per IP, across resends.
 */
export async function confirmEmailChange(
  context: AccountContext,
  employerId: string,
  { email, otp }: VerifyOtpPayload,
  caller: { sessionId?: string; ip: string },
): Promise<UserResult> {
  const { db, mailer } = context;
  const employer = await signedInEmployer(db, employerId);
  await withCodeAttemptLimits(
    context.counters,
    { purpose: OtpPurpose.UpdateEmail, account: employer.id, ip: caller.ip },
    () =>
      consumeOneTimeCode(db, {
        employerId: employer.id,
        purpose: OtpPurpose.UpdateEmail,
        code: otp,
        target: email,
      }),
  );
  const other = await findEmployerByEmail(db, email);
  if ((other && other.id !== employer.id) || (await isTeamMemberEmail(db, email))) {
    throw new AppError(409, 'EMAIL_IN_USE', EMAIL_IN_USE_MESSAGE);
  }
  const now = new Date();
  let updated: Employer | undefined;
  try {
    [updated] = await db
      .update(employers)
      .set({ email, emailVerifiedAt: now })
      .where(eq(employers.id, employer.id))
      .returning();
  } catch (error) {
    // The unique index on lower(email): another account took it a moment ago.
    if (isUniqueViolation(error)) throw new AppError(409, 'EMAIL_IN_USE', EMAIL_IN_USE_MESSAGE);
    throw error;
  }
  if (!updated) throw new Error('The employer to update was not found');
  // A stolen session must not outlive the change: every other session of the account ends now.
  await revokeSessions(db, employer.id, now, caller.sessionId);
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
  // The organization is closed: its members' sessions end with the owner's.
  await revokeSessions(db, employer.id, now, undefined, 'everyone');
}
