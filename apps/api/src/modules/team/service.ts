import { randomBytes } from 'node:crypto';
import {
  AccountStatus,
  Capability,
  type LoginResult,
  MemberRole,
  MemberStatus,
  roleRefusal,
  TEAM_INVITE_TTL_HOURS,
  type TeamAcceptPayload,
  type TeamInvitation,
  type TeamInvitePayload,
  type TeamMember,
  type TeamResult,
  teamJoinSchema,
  type Viewer,
} from '@medhire/domain';
import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type Employer,
  employers,
  type Member,
  members,
  type Person,
  people,
  pushTokens,
  savedSearches,
  sessions,
} from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { assertAcceptablePassword } from '../account/password-policy.js';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../account/service.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { belongsAnywhere, personOf, setPersonPassword } from '../auth/people.js';
import { memberViewer, openMembershipsOfMember, sessionCode, toUser } from '../auth/service.js';
import { type AuthenticatedEmployer, createSession, hashSessionToken } from '../auth/sessions.js';
import { seatsOf } from '../billing/service.js';
import { isUuid } from '../candidates/service.js';
import { releaseHiringTeamPlaces } from '../jobs/hiring-team.js';
import { teamInviteMail } from './mails.js';

export const INVITATION_UNUSABLE_MESSAGE =
  'This invitation link has expired or was already used. Ask the person who invited you for a new one.';
export const MEMBER_NOT_FOUND_MESSAGE = 'This person is not in your team.';
export const ALREADY_IN_TEAM_MESSAGE = 'This person is already in your team.';
export const EMAIL_HAS_ACCOUNT_MESSAGE =
  'This email signs in as the owner of a MedHire organization. Invite another address of theirs.';
export const WRONG_ACCOUNT_PASSWORD_MESSAGE =
  'This is not the password of your MedHire account. Use the one you sign in with, or reset it from the sign-in page.';

/** What a removed member's open tabs say as they sign out. */
export function removedFromTeamMessage(organizationName: string | null): string {
  return `You were removed from ${organizationName?.trim() || 'the organization'}'s team on MedHire, so you were signed out.`;
}

/** What a member's open tabs say as they sign out after the owner gave them another role. */
export function roleChangedMessage(organizationName: string | null, role: string): string {
  const as = role === MemberRole.HiringManager ? 'a hiring manager' : 'a recruiter';
  return `Your role at ${organizationName?.trim() || 'your organization'} is now ${as}. Sign in again to continue.`;
}

/** The message of an invite beyond the plan's seats. */
export function seatsFullMessage(seats: number): string {
  return seats <= 1
    ? 'Choose a plan to invite your team: without one, the account has a single seat.'
    : `Your plan has ${seats} seats and all are taken. Upgrade your plan, or remove someone, to invite another person.`;
}

const INVITE_TTL_MS = TEAM_INVITE_TTL_HOURS * 60 * 60 * 1000;

/** Organizations nobody can join: their sessions end and they cannot sign in. */
const CLOSED_STATUSES: readonly string[] = [AccountStatus.Block, AccountStatus.Rejected, AccountStatus.Draft];

/** What the team functions need besides the database. */
export interface TeamContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** A member that takes a seat: not removed, and either joined or holding an invitation still valid at `now`. */
function takesSeat(now: Date) {
  return and(
    isNull(members.removedAt),
    or(eq(members.status, MemberStatus.Active), gt(members.inviteExpiresAt, now)),
  );
}

/**
 * The seats the team takes, the owner's included: every member and every invitation still valid. A plan with fewer
 * seats cannot be chosen (billing's plan change), and an invitation needs one more.
 */
export async function seatsTaken(db: Db, employerId: string, now = new Date()): Promise<number> {
  const [taken] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.employerId, employerId), takesSeat(now)));
  return 1 + (taken?.n ?? 0);
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function toTeamMember(member: Member): TeamMember {
  return {
    _id: member.id,
    email: member.email,
    name: member.name,
    role: member.role as MemberRole,
    status: member.status as MemberStatus,
    invitedAt: iso(member.invitedAt),
    inviteExpiresAt: member.status === MemberStatus.Invited ? iso(member.inviteExpiresAt) : null,
    joinedAt: iso(member.joinedAt),
  };
}

function ownerOf(employer: AuthenticatedEmployer): TeamMember {
  const name = employer.profile.practiceManagerName;
  return {
    _id: employer.id,
    email: employer.email,
    name: typeof name === 'string' && name.trim() !== '' ? name : null,
    role: MemberRole.Owner,
    status: MemberStatus.Active,
    invitedAt: null,
    inviteExpiresAt: null,
    joinedAt: employer.createdAt.toISOString(),
  };
}

/** The team: the owner first, then the members and the invitations still valid, oldest first; and the seats. */
export async function listTeam(
  db: Db,
  employer: AuthenticatedEmployer,
  now = new Date(),
): Promise<TeamResult> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.employerId, employer.id), takesSeat(now)))
    .orderBy(asc(members.invitedAt), asc(members.id));
  return {
    members: [ownerOf(employer), ...rows.map(toTeamMember)],
    seats: { used: 1 + rows.length, total: await seatsOf(db, employer.id) },
  };
}

/**
 * Invites `email` as `role`: a member row with a one-time link (only its hash is kept) mailed to them. Inviting
 * again someone whose invitation is pending sends a new link (the old one stops working). Refused, with what to
 * do: an address already in this team or an organization owner's, and an invitation beyond the plan's seats.
 * Someone who already belongs to other organizations may be invited: they join with the password they have. The
 * seats are counted with the organization's row locked, so two invitations at once cannot both take the last.
 */
export async function inviteMember(
  { db, mailer, publicUrl }: TeamContext,
  employer: AuthenticatedEmployer,
  inviter: Viewer,
  { email, role }: TeamInvitePayload,
  now = new Date(),
): Promise<TeamMember> {
  const token = randomBytes(32).toString('base64url');
  const invite = {
    role,
    inviteTokenHash: hashSessionToken(token),
    inviteExpiresAt: new Date(now.getTime() + INVITE_TTL_MS),
    invitedAt: now,
  };
  const member = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${employers} where ${employers.id} = ${employer.id} for update`);
    const [owner] = await tx
      .select({ id: employers.id })
      .from(employers)
      .where(eq(sql`lower(${employers.email})`, email))
      .limit(1);
    if (owner) throw new AppError(409, 'EMAIL_IN_USE', EMAIL_HAS_ACCOUNT_MESSAGE);
    // Someone may belong to several organizations: only this team's current row of the address counts.
    const [current] = await tx
      .select()
      .from(members)
      .where(and(eq(members.employerId, employer.id), eq(members.email, email), isNull(members.removedAt)))
      .limit(1);
    const lapsed = (row: Member) =>
      row.status === MemberStatus.Invited && (row.inviteExpiresAt ?? now).getTime() <= now.getTime();
    if (current?.status === MemberStatus.Active) {
      throw new AppError(409, 'ALREADY_IN_TEAM', ALREADY_IN_TEAM_MESSAGE);
    }
    // A pending invitation keeps its seat when renewed; a new or lapsed one needs a free seat.
    if (!current || lapsed(current)) {
      const seats = await seatsOf(tx, employer.id);
      if ((await seatsTaken(tx, employer.id, now)) >= seats) {
        throw new AppError(403, 'SEATS_FULL', seatsFullMessage(seats));
      }
    }
    if (current) {
      // A new link (the old one stops working), the role as asked now.
      // Only while it is still an invitation: one accepted a moment ago keeps its role and its sessions.
      const [renewed] = await tx
        .update(members)
        .set(invite)
        .where(and(eq(members.id, current.id), eq(members.status, MemberStatus.Invited)))
        .returning();
      if (!renewed) throw new AppError(409, 'ALREADY_IN_TEAM', ALREADY_IN_TEAM_MESSAGE);
      return renewed;
    }
    try {
      const [created] = await tx
        .insert(members)
        .values({ employerId: employer.id, email, status: MemberStatus.Invited, ...invite })
        .returning();
      return created;
    } catch (error) {
      // The same address was invited to this team a moment ago (the unique index of a team's current emails).
      if (isUniqueViolation(error)) throw new AppError(409, 'ALREADY_IN_TEAM', ALREADY_IN_TEAM_MESSAGE);
      throw error;
    }
  });
  if (!member) throw new Error('The invitation could not be stored');
  await mailer.send(
    teamInviteMail(email, {
      organizationName: employer.organizationName ?? 'your practice',
      inviter: inviter.name ?? inviter.email,
      role,
      url: `${publicUrl}/join-team?token=${encodeURIComponent(token)}`,
      hasAccount: await hasSignIn(db, email),
    }),
  );
  return toTeamMember(member);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The pending invitation behind a link's token, with its organization; 404 when it cannot be used. */
async function usableInvitation(
  db: Db,
  token: string,
  now: Date,
): Promise<{ member: Member; employer: Employer }> {
  const [row] = await db
    .select({ member: members, employer: employers })
    .from(members)
    .innerJoin(employers, eq(employers.id, members.employerId))
    .where(
      and(
        eq(members.inviteTokenHash, hashSessionToken(token)),
        eq(members.status, MemberStatus.Invited),
        isNull(members.removedAt),
        gt(members.inviteExpiresAt, now),
      ),
    )
    .limit(1);
  const usable =
    row && row.employer.archivedAt === null && !CLOSED_STATUSES.includes(row.employer.accountStatus);
  if (!usable) throw new AppError(404, 'INVITATION_UNUSABLE', INVITATION_UNUSABLE_MESSAGE);
  return row;
}

/** What an invitation link is for, to show before it is accepted. */
export async function invitationOf(db: Db, token: string, now = new Date()): Promise<TeamInvitation> {
  const { member, employer } = await usableInvitation(db, token, now);
  return {
    organizationName: employer.organizationName,
    email: member.email,
    role: member.role as MemberRole,
    expiresAt: (member.inviteExpiresAt ?? now).toISOString(),
    hasAccount: await hasSignIn(db, member.email),
  };
}

/** Whether `email` signs in to an organization as a member today (its password is then the one to give). */
async function hasSignIn(db: Db, email: string): Promise<boolean> {
  const person = await personOf(db, email);
  return person !== undefined && (await belongsAnywhere(db, person.id));
}

/**
 * Who joins with `password`: the person who signs in with the invitation's email today, when their password is
 * right (a wrong one answers 401, counted like a sign-in's), or, for an email new to MedHire or whose every
 * membership ended, the person with this new password (the rules of a new password). Refused when the email has
 * become an owner's.
 */
async function joiningPerson(db: Db, email: string, password: string, now: Date): Promise<Person> {
  const [owner] = await db
    .select({ id: employers.id })
    .from(employers)
    .where(eq(sql`lower(${employers.email})`, email))
    .limit(1);
  if (owner) throw new AppError(409, 'EMAIL_IN_USE', EMAIL_HAS_ACCOUNT_MESSAGE);
  const existing = await personOf(db, email);
  if (existing && (await belongsAnywhere(db, existing.id))) {
    if (!(await verifyPassword(password, existing.passwordHash))) {
      throw new AppError(401, 'WRONG_PASSWORD', WRONG_ACCOUNT_PASSWORD_MESSAGE);
    }
    return existing;
  }
  const rule = teamJoinSchema(false).shape.password.safeParse(password);
  if (!rule.success)
    throw new AppError(400, 'VALIDATION', rule.error.issues[0]?.message ?? 'Choose a password');
  assertAcceptablePassword(password, email);
  const passwordHash = await hashPassword(password);
  if (existing) {
    // Their memberships all ended: the link mailed to the address proves it is theirs, like a recovery's code.
    await setPersonPassword(db, existing.id, passwordHash, now);
    return { ...existing, passwordHash, passwordChangedAt: now };
  }
  const [created] = await db
    .insert(people)
    .values({ email, passwordHash, passwordChangedAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning();
  // Another of their invitations was accepted a moment ago with a password: that one is theirs now.
  return created ?? joiningPerson(db, email, password, now);
}

/**
 * Accepts an invitation: the member chooses their name, and a password when the email is new to MedHire (or gives
 * the one they sign in with elsewhere); the link is spent, and they are signed in (answers like login, with who
 * they are).
 */
export async function acceptInvitation(
  db: Db,
  { token, name, password }: TeamAcceptPayload,
  now = new Date(),
): Promise<LoginResult> {
  const { member, employer } = await usableInvitation(db, token, now);
  const person = await joiningPerson(db, member.email, password, now);
  const [joined] = await db
    .update(members)
    .set({
      name,
      personId: person.id,
      status: MemberStatus.Active,
      joinedAt: now,
      inviteTokenHash: null,
      inviteExpiresAt: null,
    })
    // Still the same pending invitation, with this link: a link used twice at once joins once, and a link renewed
    // or taken back meanwhile joins no more.
    .where(
      and(
        eq(members.id, member.id),
        eq(members.status, MemberStatus.Invited),
        eq(members.inviteTokenHash, hashSessionToken(token)),
        isNull(members.removedAt),
      ),
    )
    .returning();
  if (!joined) throw new AppError(404, 'INVITATION_UNUSABLE', INVITATION_UNUSABLE_MESSAGE);
  const { token: sessionToken } = await createSession(db, employer.id, now, joined.id);
  const { passwordHash: _ownerHash, ...view } = employer;
  return {
    token: sessionToken,
    user: toUser(view),
    code: sessionCode(view),
    viewer: memberViewer(joined, await openMembershipsOfMember(db, joined.id)),
  };
}

/** Ends every open session of a member; returns their ids, so their sockets can be closed at once. */
async function revokeMemberSessions(db: Db, memberId: string, now: Date): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

/**
 * A member changes their own password, which is the person's in every organization they belong to: the current
 * one is checked, their other sessions (in every organization) end and their devices get no more pushes, and the
 * session of this request stays valid (it is carried over the change). The owner's and the other members'
 * sign-ins are untouched.
 */
export async function changeMemberPassword(
  db: Db,
  employerId: string,
  memberId: string,
  keepSessionId: string | undefined,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
  now = new Date(),
): Promise<void> {
  const member = await teamMember(db, employerId, memberId);
  const [person] = member.personId
    ? await db.select().from(people).where(eq(people.id, member.personId)).limit(1)
    : [];
  if (!person || !(await verifyPassword(oldPassword, person.passwordHash))) {
    throw new AppError(400, 'WRONG_PASSWORD', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  assertAcceptablePassword(newPassword, person.email);
  await setPersonPassword(db, person.id, await hashPassword(newPassword), now, keepSessionId);
}

/** A member of this employer's team (not removed), or 404. */
async function teamMember(db: Db, employerId: string, memberId: string): Promise<Member> {
  if (!isUuid(memberId)) throw new AppError(404, 'NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.employerId, employerId), isNull(members.removedAt)))
    .limit(1);
  if (!member) throw new AppError(404, 'NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
  return member;
}

/**
 * Gives a member another role. Their sessions end at once (they sign in again into what the new role allows);
 * returns the member and the ended sessions' ids.
 */
export async function changeMemberRole(
  db: Db,
  employerId: string,
  memberId: string,
  role: MemberRole,
  now = new Date(),
): Promise<{ member: TeamMember; endedSessionIds: string[] }> {
  await teamMember(db, employerId, memberId);
  const [updated] = await db
    .update(members)
    .set({ role })
    .where(and(eq(members.id, memberId), eq(members.employerId, employerId)))
    .returning();
  if (!updated) throw new AppError(404, 'NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
  await releaseHiringTeamPlaces(db, employerId, memberId, role);
  // A role that may not explore candidates keeps no saved search (nor its alerts).
  if (roleRefusal(role, Capability.ExploreCandidates) !== null) {
    await db.delete(savedSearches).where(eq(savedSearches.memberId, memberId));
  }
  return { member: toTeamMember(updated), endedSessionIds: await revokeMemberSessions(db, memberId, now) };
}

/**
 * Removes a member (or takes back an invitation): the row stays, so what they did keeps their name; their
 * sessions end at once, their link stops working and their devices' push tokens are forgotten. Returns the ended sessions' ids.
 */
export async function removeMember(
  db: Db,
  employerId: string,
  memberId: string,
  now = new Date(),
): Promise<{ endedSessionIds: string[] }> {
  await teamMember(db, employerId, memberId);
  await db
    .update(members)
    .set({ removedAt: now, inviteTokenHash: null })
    .where(and(eq(members.id, memberId), eq(members.employerId, employerId)));
  // Their devices get the organization's pushes no more; the jobs they led go back to the owner.
  await db.delete(pushTokens).where(eq(pushTokens.memberId, memberId));
  // Nor do their saved searches alert anyone any more.
  await db.delete(savedSearches).where(eq(savedSearches.memberId, memberId));
  await releaseHiringTeamPlaces(db, employerId, memberId, null);
  return { endedSessionIds: await revokeMemberSessions(db, memberId, now) };
}
