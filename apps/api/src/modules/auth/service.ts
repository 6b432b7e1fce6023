import { randomBytes } from 'node:crypto';
import {
  AccountStatus,
  type LoginPayload,
  type LoginResult,
  type MemberRole,
  MemberStatus,
  PROFILE_DONE_SESSION_CODE,
  PROFILE_PENDING_SESSION_CODE,
  type PreferenceProbeAnswer,
  type SessionCode,
  type SubscriptionStatus,
  type User,
  type UserView,
  type Viewer,
} from '@medhire/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employers, members } from '../../db/schema.js';
import { PROFILE_STEP_DONE } from '../../db/seed.js';
import { AppError } from '../../http/errors.js';
import { toUserProfile } from '../profile/view.js';
import { hashPassword, needsRehash, passwordHashing, verifyPassword } from './password.js';
import { type AuthenticatedEmployer, createSession, ownerViewer } from './sessions.js';

export const INVALID_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';
export const ACCOUNT_REJECTED_MESSAGE =
  'This account cannot sign in. Contact support if you think this is a mistake.';
export const ACCOUNT_BLOCKED_MESSAGE =
  'This account has been blocked. Contact support if you think this is a mistake.';
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Confirm your email address first: register again with it to get a new code.';

/**
 * The employer as the client sees it: `_id`, status, subscription, probes, profile step, and the whole
 * organization profile (each profile field absent while unset).
 */
export function toUser(employer: AuthenticatedEmployer): UserView {
  const user: UserView = {
    _id: employer.id,
    email: employer.email,
    accountStatus: employer.accountStatus as AccountStatus,
    subscriptionStatus: (employer.subscriptionStatus ?? null) as SubscriptionStatus | null,
    preferenceProbe: employer.preferenceProbe as PreferenceProbeAnswer[],
    currentProfileStep: employer.currentProfileStep,
    // The organization profile: name, contact, locations, features, media, links, preferences.
    ...toUserProfile(employer),
  };
  return user satisfies User;
}

/**
 * 201 ({@link PROFILE_PENDING_SESSION_CODE}) while the profile is still to be established: the account is
 * pending and the wizard is not done (`currentProfileStep` below 5). Every other account gets 200; the
 * client's redirect rules then send a pending one on to would-you-rather or payment.
 */
export function sessionCode(
  employer: Pick<AuthenticatedEmployer, 'accountStatus' | 'currentProfileStep'>,
): SessionCode {
  const wizardDone = (employer.currentProfileStep ?? 0) >= PROFILE_STEP_DONE;
  return employer.accountStatus === AccountStatus.Pending && !wizardDone
    ? PROFILE_PENDING_SESSION_CODE
    : PROFILE_DONE_SESSION_CODE;
}

let dummy: { cost: number; hash: Promise<string> } | undefined;

/**
 * A hash of a random password at today's cost. An unknown email is checked against it, so that answering
 * "incorrect" takes as long as for a known email with a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  if (dummy?.cost !== passwordHashing.cost) {
    dummy = { cost: passwordHashing.cost, hash: hashPassword(randomBytes(18).toString('base64')) };
  }
  return dummy.hash;
}

function invalidCredentials(): AppError {
  return new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
}

/**
 * Signs in with email and password and starts a session.
 * - Unknown email and wrong password fail alike (401, same message, a hash verified either way).
 * - A rejected or blocked account, or a draft one (email not yet proven), fails with 403, and only after its password
 *   was verified, so the answer does not tell a stranger that the account exists.
 * - An archived (closed) account fails like a wrong password.
 * - A password hashed at a weaker cost than today's is re-hashed.
 */
export async function login(db: Db, { email, password }: LoginPayload): Promise<LoginResult> {
  const address = email.toLowerCase();
  const [owner] = await db
    .select()
    .from(employers)
    .where(eq(sql`lower(${employers.email})`, address))
    .limit(1);
  // Not an owner's email: a team member's, whose organization is the employer they belong to.
  const member = owner ? undefined : await findSigningInMember(db, address);
  const found = owner ?? member?.employer;
  const passwordHash = owner ? owner.passwordHash : member?.passwordHash;
  if (!found || !passwordHash) {
    await verifyPassword(password, await dummyPasswordHash());
    throw invalidCredentials();
  }
  if (!(await verifyPassword(password, passwordHash))) throw invalidCredentials();
  // A closed account signs in no more than a wrong password does.
  if (found.archivedAt !== null) throw invalidCredentials();
  if (found.accountStatus === AccountStatus.Draft) {
    throw new AppError(403, 'EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
  }
  if (found.accountStatus === AccountStatus.Rejected) {
    throw new AppError(403, 'ACCOUNT_REJECTED', ACCOUNT_REJECTED_MESSAGE);
  }
  if (found.accountStatus === AccountStatus.Block) {
    throw new AppError(403, 'ACCOUNT_BLOCKED', ACCOUNT_BLOCKED_MESSAGE);
  }
  if (needsRehash(passwordHash)) {
    const rehashed = await hashPassword(password);
    if (member) {
      await db.update(members).set({ passwordHash: rehashed }).where(eq(members.id, member.id));
    } else {
      await db.update(employers).set({ passwordHash: rehashed }).where(eq(employers.id, found.id));
    }
  }

  const { passwordHash: _passwordHash, ...employer } = found;
  const { token } = await createSession(db, employer.id, new Date(), member?.id ?? null);
  const viewer: Viewer = member
    ? { memberId: member.id, name: member.name, email: member.email, role: member.role as MemberRole }
    : ownerViewer(employer);
  return { token, user: toUser(employer), code: sessionCode(employer), viewer };
}

/** The active team member who signs in with `email` (lower case), with their organization. */
async function findSigningInMember(db: Db, email: string) {
  const [row] = await db
    .select({ member: members, employer: employers })
    .from(members)
    .innerJoin(employers, eq(employers.id, members.employerId))
    .where(and(eq(members.email, email), eq(members.status, MemberStatus.Active), isNull(members.removedAt)))
    .limit(1);
  return row ? { ...row.member, employer: row.employer } : undefined;
}
