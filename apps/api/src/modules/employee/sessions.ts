import { and, eq, getTableColumns, gt, isNotNull, isNull, lt, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type Candidate, candidateSessions, candidates } from '../../db/schema.js';
import {
  type ActiveSession,
  createSessionToken,
  hashSessionToken,
  isWellFormedToken,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_TTL_MS,
} from '../auth/sessions.js';

/**
 * Candidate sessions on the employee API: the same rules as the employer's (src/modules/auth/sessions.ts):
 * a 256-bit token of which only the SHA-256 is stored, 30 days from its last use, extended at most hourly.
 */

/** The signed-in candidate as routes see it: every column but the password hash. */
export type AuthenticatedCandidate = Omit<Candidate, 'passwordHash'>;

const { passwordHash: _passwordHash, ...candidateColumns } = getTableColumns(candidates);

/** Starts a session and returns its token (the only time it exists in clear); prunes ended sessions. */
export async function createCandidateSession(
  db: Db,
  candidateId: string,
  now: Date = new Date(),
): Promise<{ token: string; session: ActiveSession }> {
  await db
    .delete(candidateSessions)
    .where(
      and(
        eq(candidateSessions.candidateId, candidateId),
        or(lt(candidateSessions.expiresAt, now), isNotNull(candidateSessions.revokedAt)),
      ),
    );
  const token = createSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [row] = await db
    .insert(candidateSessions)
    .values({ candidateId, tokenHash: hashSessionToken(token), createdAt: now, lastUsedAt: now, expiresAt })
    .returning({ id: candidateSessions.id, expiresAt: candidateSessions.expiresAt });
  if (!row) throw new Error('The session could not be created');
  return { token, session: row };
}

/**
 * Whether the joined session (`candidate_sessions` ⨝ `candidates`) is still active at `now`: not revoked, not
 * expired, and its candidate can still sign in (has a password). Written once, for the lookup of a token and the
 * check of open sockets.
 */
function isActiveCandidateSession(now: SQLWrapper) {
  return and(
    isNull(candidateSessions.revokedAt),
    gt(candidateSessions.expiresAt, now),
    isNotNull(candidates.passwordHash),
  );
}

/** The candidate session lookup, prepared once per database under a name (see the employer's in auth/sessions). */
function prepareCandidateSessionLookup(db: Db) {
  return db
    .select({
      session: {
        id: candidateSessions.id,
        expiresAt: candidateSessions.expiresAt,
        lastUsedAt: candidateSessions.lastUsedAt,
      },
      candidate: candidateColumns,
    })
    .from(candidateSessions)
    .innerJoin(candidates, eq(candidates.id, candidateSessions.candidateId))
    .where(
      and(
        eq(candidateSessions.tokenHash, sql.placeholder('tokenHash')),
        isActiveCandidateSession(sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_active_candidate_session');
}

/** Which of the given candidate session ids are active: one query, by {@link isActiveCandidateSession}. */
function prepareActiveCandidateSessionsCheck(db: Db) {
  return db
    .select({ id: candidateSessions.id })
    .from(candidateSessions)
    .innerJoin(candidates, eq(candidates.id, candidateSessions.candidateId))
    .where(
      and(
        sql`${candidateSessions.id} = any(${sql.placeholder('ids')}::uuid[])`,
        isActiveCandidateSession(sql.placeholder('now')),
      ),
    )
    .prepare('find_active_candidate_sessions_among');
}

const activeCandidateSessionsChecks = new WeakMap<
  Db,
  ReturnType<typeof prepareActiveCandidateSessionsCheck>
>();

/**
 * The ids among `sessionIds` that are no longer active candidate sessions (revoked, expired, deleted, or the
 * candidate can no longer sign in), by the same rules as {@link findActiveCandidateSession}, in one query.
 */
export async function findEndedCandidateSessionIds(
  db: Db,
  sessionIds: readonly string[],
  now: Date = new Date(),
): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  let check = activeCandidateSessionsChecks.get(db);
  if (!check) {
    check = prepareActiveCandidateSessionsCheck(db);
    activeCandidateSessionsChecks.set(db, check);
  }
  const active = new Set(
    (await check.execute({ ids: [...sessionIds], now: now.toISOString() })).map((row) => row.id),
  );
  return sessionIds.filter((id) => !active.has(id));
}

const candidateSessionLookups = new WeakMap<Db, ReturnType<typeof prepareCandidateSessionLookup>>();

function candidateSessionLookup(db: Db) {
  let lookup = candidateSessionLookups.get(db);
  if (!lookup) {
    lookup = prepareCandidateSessionLookup(db);
    candidateSessionLookups.set(db, lookup);
  }
  return lookup;
}

/**
 * The session and candidate behind a token, or null when the token is unknown, revoked or expired, or the
 * candidate can no longer sign in (no password). Slides the expiry when last extended over an hour ago.
 */
export async function findActiveCandidateSession(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ session: ActiveSession; candidate: AuthenticatedCandidate } | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await candidateSessionLookup(db).execute({
    tokenHash: hashSessionToken(token),
    now: now.toISOString(),
  });
  if (!row) return null;

  let { expiresAt } = row.session;
  if (now.getTime() - row.session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db
      .update(candidateSessions)
      .set({ lastUsedAt: now, expiresAt })
      .where(and(eq(candidateSessions.id, row.session.id), isNull(candidateSessions.revokedAt)));
  }
  return { session: { id: row.session.id, expiresAt }, candidate: row.candidate };
}

/** Ends a candidate session (logout); revoking twice changes nothing. */
export async function revokeCandidateSession(
  db: Db,
  sessionId: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(candidateSessions)
    .set({ revokedAt: now })
    .where(and(eq(candidateSessions.id, sessionId), isNull(candidateSessions.revokedAt)));
}
