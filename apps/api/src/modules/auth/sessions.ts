import { createHash, randomBytes } from 'node:crypto';
import { AccountStatus, MemberRole, MemberStatus, type Viewer } from '@medhire/domain';
import {
  and,
  eq,
  getTableColumns,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type Employer, employers, members, people, sessions } from '../../db/schema.js';

/** A session lives this long after its last use (sliding expiry). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Using a session extends it at most this often, so an active client does not cost a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** 256 bits of randomness. */
const TOKEN_BYTES = 32;
/** What a token from {@link createSessionToken} looks like: 43 base64url characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The signed-in employer as routes see it: every column but the password hash. */
export type AuthenticatedEmployer = Omit<Employer, 'passwordHash'>;

/** The session a request was authenticated with. */
export interface ActiveSession {
  id: string;
  expiresAt: Date;
}

const { passwordHash: _passwordHash, ...withoutPasswordHash } = getTableColumns(employers);
/** The employer's columns without its password hash: what a signed-in request carries. */
export const employerColumns = withoutPasswordHash;

/** The owner as the one signed in: the account's own email, the practice manager's name. */
export function ownerViewer(employer: Pick<Employer, 'email' | 'profile'>): Viewer {
  const name = employer.profile.practiceManagerName;
  return {
    memberId: null,
    name: typeof name === 'string' && name.trim() !== '' ? name : null,
    email: employer.email,
    role: MemberRole.Owner,
  };
}

/** A new opaque session token: 256 random bits, base64url. Only its hash is ever stored. */
export function createSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** The stored form of a token: SHA-256, base64url. A fast hash is right here: the token has 256 bits. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** True when `token` could be one of ours; anything else is refused without a database lookup. */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/**
 * Starts a session for the employer (signed in as `memberId`, or as the owner) and returns its token (the only
 * time the token exists in clear).
 * Also deletes the employer's sessions that have expired or were revoked, so the table stays small.
 */
export async function createSession(
  db: Db,
  employerId: string,
  now: Date = new Date(),
  memberId: string | null = null,
): Promise<{ token: string; session: ActiveSession }> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.employerId, employerId),
        or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)),
      ),
    );
  const token = createSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      employerId,
      memberId,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error('The session could not be created');
  return { token, session: row };
}

/** Account statuses whose sessions end and which cannot sign in. */
const ENDED_ACCOUNT_STATUSES: AccountStatus[] = [
  AccountStatus.Rejected,
  AccountStatus.Block,
  AccountStatus.Draft,
];

/**
 * Whether the joined session (`sessions` ⨝ `employers` ⟕ `members` ⟕ `people`) is still active at `now`: not
 * revoked, not expired, its account neither rejected, blocked, a draft nor archived, and, for the owner, not started
 * before the owner's password last changed; for a member, the member still active (not removed) and the session not
 * started before the person's password last changed (in any of their organizations). The one place these rules are
 * written: the lookup of a token and the check of open sockets both use it.
 */
function isActiveEmployerSession(now: SQLWrapper) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    notInArray(employers.accountStatus, ENDED_ACCOUNT_STATUSES),
    isNull(employers.archivedAt),
    or(
      and(
        isNull(sessions.memberId),
        // A password change or reset voids the sessions started before it.
        or(isNull(employers.passwordChangedAt), gte(sessions.createdAt, employers.passwordChangedAt)),
      ),
      and(
        isNotNull(sessions.memberId),
        eq(members.status, MemberStatus.Active),
        isNull(members.removedAt),
        // Their password is the person's, in every organization: a change anywhere voids this session too.
        isNotNull(people.id),
        or(isNull(people.passwordChangedAt), gte(sessions.createdAt, people.passwordChangedAt)),
      ),
    ),
  );
}

/**
 * The lookup behind every signed-in request, prepared once per database under a name, so PostgreSQL plans it
 * once per connection instead of on every request. Every rule of {@link findActiveSession} is in it: a revoked
 * session is refused at once.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      session: { id: sessions.id, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt },
      employer: employerColumns,
      member: { id: members.id, name: members.name, email: members.email, role: members.role },
    })
    .from(sessions)
    .innerJoin(employers, eq(employers.id, sessions.employerId))
    .leftJoin(members, and(eq(members.id, sessions.memberId), eq(members.employerId, sessions.employerId)))
    .leftJoin(people, eq(people.id, members.personId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isActiveEmployerSession(sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_active_employer_session');
}

/** Which of the given session ids are active: one query, by the rules of {@link isActiveEmployerSession}. */
function prepareActiveSessionsCheck(db: Db) {
  return db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(employers, eq(employers.id, sessions.employerId))
    .leftJoin(members, and(eq(members.id, sessions.memberId), eq(members.employerId, sessions.employerId)))
    .leftJoin(people, eq(people.id, members.personId))
    .where(
      and(
        // One array parameter, however many ids: the statement stays one prepared plan.
        sql`${sessions.id} = any(${sql.placeholder('ids')}::uuid[])`,
        isActiveEmployerSession(sql.placeholder('now')),
      ),
    )
    .prepare('find_active_employer_sessions_among');
}

const activeSessionsChecks = new WeakMap<Db, ReturnType<typeof prepareActiveSessionsCheck>>();

/**
 * The ids among `sessionIds` that are no longer active employer sessions (revoked, expired, deleted, started
 * before a password change, or of a rejected, blocked, draft or archived account), by the same rules as
 * {@link findActiveSession}, in one query. The socket server uses it to disconnect the sockets of ended sessions.
 */
export async function findEndedSessionIds(
  db: Db,
  sessionIds: readonly string[],
  now: Date = new Date(),
): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  let check = activeSessionsChecks.get(db);
  if (!check) {
    check = prepareActiveSessionsCheck(db);
    activeSessionsChecks.set(db, check);
  }
  const active = new Set(
    (await check.execute({ ids: [...sessionIds], now: now.toISOString() })).map((row) => row.id),
  );
  return sessionIds.filter((id) => !active.has(id));
}

const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function sessionLookup(db: Db) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

/**
 * The session and employer behind a token, or null when the token is unknown, revoked or expired, started
 * before the password last changed, or the account is rejected, blocked, archived or still a draft. Slides the expiry
 * forward when the session was last extended over an hour ago.
 */
export async function findActiveSession(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ session: ActiveSession; employer: AuthenticatedEmployer; viewer: Viewer } | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await sessionLookup(db).execute({
    tokenHash: hashSessionToken(token),
    now: now.toISOString(),
  });
  if (!row) return null;

  let { expiresAt } = row.session;
  if (now.getTime() - row.session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt })
      .where(and(eq(sessions.id, row.session.id), isNull(sessions.revokedAt)));
  }
  const viewer: Viewer = row.member
    ? {
        memberId: row.member.id,
        name: row.member.name,
        email: row.member.email,
        role: row.member.role as MemberRole,
      }
    : ownerViewer(row.employer);
  return { session: { id: row.session.id, expiresAt }, employer: row.employer, viewer };
}

/** Ends a session (logout). Revoking an already revoked session changes nothing. */
export async function revokeSession(db: Db, sessionId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every open session of the employer (the operator blocked or rejected the account) and returns their ids,
 * so their sockets can be closed at once. Marked revoked, they stay ended even if the status changes back.
 */
export async function revokeEmployerSessions(
  db: Db,
  employerId: string,
  now: Date = new Date(),
): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.employerId, employerId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}
