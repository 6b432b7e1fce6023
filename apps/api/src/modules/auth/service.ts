import { randomBytes } from 'node:crypto';
import {
  AccountStatus,
  type LoginAnswer,
  type LoginPayload,
  type LoginResult,
  type MemberRole,
  MemberStatus,
  type OrganizationChoice,
  PROFILE_DONE_SESSION_CODE,
  PROFILE_PENDING_SESSION_CODE,
  type PreferenceProbeAnswer,
  type SessionCode,
  type SubscriptionStatus,
  type User,
  type UserView,
  type Viewer,
} from '@medhire/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type Employer, employers, type Member, members, people } from '../../db/schema.js';
import { PROFILE_STEP_DONE } from '../../db/seed.js';
import { AppError } from '../../http/errors.js';
import { toUserProfile } from '../profile/view.js';
import { hashPassword, needsRehash, passwordHashing, verifyPassword } from './password.js';
import { type AuthenticatedEmployer, createSession, employerColumns, ownerViewer } from './sessions.js';

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

/** The 403 of an account that cannot sign in (its email not proven, rejected or blocked); none for the others. */
function refusedSignIn(employer: Pick<Employer, 'accountStatus'>): AppError | undefined {
  switch (employer.accountStatus) {
    case AccountStatus.Draft:
      return new AppError(403, 'EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
    case AccountStatus.Rejected:
      return new AppError(403, 'ACCOUNT_REJECTED', ACCOUNT_REJECTED_MESSAGE);
    case AccountStatus.Block:
      return new AppError(403, 'ACCOUNT_BLOCKED', ACCOUNT_BLOCKED_MESSAGE);
    default:
      return undefined;
  }
}

/**
 * Signs in with email and password and starts a session.
 * - Unknown email and wrong password fail alike (401, same message, a hash verified either way).
 * - A rejected or blocked account, or a draft one (email not yet proven), fails with 403, and only after its password
 *   was verified, so the answer does not tell a stranger that the account exists.
 * - An archived (closed) account fails like a wrong password.
 * - A password hashed at a weaker cost than today's is re-hashed.
 * - The email of an organization's owner signs in to that organization. Any other is a person of the team, who may
 *   belong to several organizations: with one open to them they are signed in to it; with several and no
 *   `organizationId`, the answer lists them to choose from and starts no session.
 */
export async function login(db: Db, { email, password, organizationId }: LoginPayload): Promise<LoginAnswer> {
  const address = email.toLowerCase();
  const [owner] = await db
    .select()
    .from(employers)
    .where(eq(sql`lower(${employers.email})`, address))
    .limit(1);
  if (!owner) return signInPerson(db, address, password, organizationId);
  if (!(await verifyPassword(password, owner.passwordHash))) throw invalidCredentials();
  // A closed account signs in no more than a wrong password does.
  if (owner.archivedAt !== null) throw invalidCredentials();
  const refused = refusedSignIn(owner);
  if (refused) throw refused;
  if (needsRehash(owner.passwordHash)) {
    const passwordHash = await hashPassword(password);
    await db.update(employers).set({ passwordHash }).where(eq(employers.id, owner.id));
  }
  const { passwordHash: _passwordHash, ...employer } = owner;
  const { token } = await createSession(db, employer.id, new Date(), null);
  return { token, user: toUser(employer), code: sessionCode(employer), viewer: ownerViewer(employer) };
}

export const NO_ORGANIZATION_MESSAGE =
  'You no longer belong to an organization on MedHire. Ask an owner to invite you again: the link lets you back in.';
export const NOT_IN_ORGANIZATION_MESSAGE =
  'You no longer belong to this organization. Sign in again to see the ones you can open.';

/** A person of the team signs in (see {@link login}): their password, then which of their organizations. */
async function signInPerson(
  db: Db,
  email: string,
  password: string,
  organizationId: string | undefined,
): Promise<LoginAnswer> {
  const [person] = await db.select().from(people).where(eq(people.email, email)).limit(1);
  if (!person) {
    await verifyPassword(password, await dummyPasswordHash());
    throw invalidCredentials();
  }
  if (!(await verifyPassword(password, person.passwordHash))) throw invalidCredentials();
  const memberships = await membershipsOf(db, person.id);
  // Removed from every organization, or each one closed: nothing to sign in to, said once the password is right.
  if (memberships.length === 0) throw new AppError(403, 'NO_ORGANIZATION', NO_ORGANIZATION_MESSAGE);
  if (needsRehash(person.passwordHash)) {
    const passwordHash = await hashPassword(password);
    await db.update(people).set({ passwordHash }).where(eq(people.id, person.id));
  }
  const open = memberships.filter(({ employer }) => !refusedSignIn(employer));
  let chosen: Membership | undefined;
  if (organizationId !== undefined) {
    chosen = memberships.find(({ employer }) => employer.id === organizationId);
    if (!chosen) throw new AppError(403, 'NOT_IN_ORGANIZATION', NOT_IN_ORGANIZATION_MESSAGE);
  } else if (open.length > 1) {
    return { organizations: open.map(toChoice) };
  } else {
    // The one open to them; or, when none is, the first, whose refusal says why.
    chosen = open[0] ?? memberships[0];
  }
  if (!chosen) throw invalidCredentials();
  return startMemberSession(db, chosen, open);
}

/** One of a person's memberships, with its organization (see {@link membershipsOf}). */
type Membership = Awaited<ReturnType<typeof membershipsOf>>[number];

function toChoice({ member, employer }: Membership): OrganizationChoice {
  return {
    organizationId: employer.id,
    organizationName: employer.organizationName,
    role: member.role as MemberRole,
  };
}

/**
 * Who signed in as `member`: with, when they belong to more than one organization they may open, all of them (the
 * app's account menu offers to switch).
 */
export function memberViewer(
  member: Pick<Member, 'id' | 'name' | 'email' | 'role'>,
  open: readonly Membership[],
): Viewer {
  const viewer: Viewer = {
    memberId: member.id,
    name: member.name,
    email: member.email,
    role: member.role as MemberRole,
  };
  return open.length > 1 ? { ...viewer, organizations: open.map(toChoice) } : viewer;
}

/** The organizations a signed-in member's person may open (those whose sign-in is not refused). */
export async function openMembershipsOfMember(db: Db, memberId: string): Promise<Membership[]> {
  const [member] = await db
    .select({ personId: members.personId })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!member?.personId) return [];
  return (await membershipsOf(db, member.personId)).filter(({ employer }) => !refusedSignIn(employer));
}

/** Starts a session as `chosen` (refused, with why, when its organization cannot be signed in to). */
async function startMemberSession(
  db: Db,
  chosen: Membership,
  open: readonly Membership[],
): Promise<LoginResult> {
  const refused = refusedSignIn(chosen.employer);
  if (refused) throw refused;
  const { member, employer } = chosen;
  const { token } = await createSession(db, employer.id, new Date(), member.id);
  return { token, user: toUser(employer), code: sessionCode(employer), viewer: memberViewer(member, open) };
}

/**
 * A signed-in member opens another organization they belong to, without signing in again: a session there, as
 * the sign-in would start it. The caller ends the current one.
 */
export async function switchOrganization(
  db: Db,
  memberId: string,
  organizationId: string,
): Promise<LoginResult> {
  const open = await openMembershipsOfMember(db, memberId);
  const chosen = open.find(({ employer }) => employer.id === organizationId);
  if (!chosen) throw new AppError(403, 'NOT_IN_ORGANIZATION', NOT_IN_ORGANIZATION_MESSAGE);
  return startMemberSession(db, chosen, open);
}

/**
 * The organizations a person belongs to (joined, not removed; the organization not closed), by name: each
 * membership with its organization, without the owner's password hash.
 */
export async function membershipsOf(db: Db, personId: string) {
  return db
    .select({ member: members, employer: employerColumns })
    .from(members)
    .innerJoin(employers, eq(employers.id, members.employerId))
    .where(
      and(
        eq(members.personId, personId),
        eq(members.status, MemberStatus.Active),
        isNull(members.removedAt),
        isNull(employers.archivedAt),
      ),
    )
    .orderBy(asc(employers.organizationName), asc(employers.id));
}
