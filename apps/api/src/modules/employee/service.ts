import { AccountStatus, type LoginPayload, MatchRequestStatus, PipelineStatus } from '@medhire/domain';
import { and, desc, eq, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidates, employers, jobs, type Match, matches } from '../../db/schema.js';
import type { EventBus } from '../../events/bus.js';
import { AppError } from '../../http/errors.js';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password.js';
import { dummyPasswordHash, INVALID_CREDENTIALS_MESSAGE } from '../auth/service.js';
import { createMatchConversations } from '../conversations/service.js';
import { toTraining } from '../matches/view.js';
import { type AuthenticatedCandidate, createCandidateSession } from './sessions.js';

export const JOB_NOT_FOUND_MESSAGE = 'This job was not found.';
export const JOB_NOT_OPEN_MESSAGE = 'This job is no longer open.';
export const ALREADY_APPLIED_MESSAGE = 'You already applied to this job.';
export const INVITED_ALREADY_MESSAGE = 'You have an invite for this job: accept it instead.';
export const INVITE_NOT_FOUND_MESSAGE = 'This invite was not found.';
export const INVITE_ANSWERED_MESSAGE = 'This invite was already answered.';
export const INVITE_CANCELLED_MESSAGE = 'The employer cancelled this invite.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Employers whose jobs candidates do not see: closed accounts, rejected ones, and unverified drafts. */
const HIDDEN_ACCOUNT_STATUSES = [AccountStatus.Rejected, AccountStatus.Draft];

/** The candidate as they see themselves after signing in. */
export interface CandidateProfile {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  providerType: string;
  specialty: string;
  subSpecialty?: string;
  homeCity?: string;
  homeState: string;
  boardStatus: string;
  yearsOfExperience: number;
  yearAvailable: number;
  training: { medicalSchool: string; residency: string; fellowship?: string };
  licenses: string[];
  bio: string;
}

/** A job location as stored from the job payload (`jobLocationSchema`). */
export interface OpenJobLocation {
  city?: string;
  state?: string;
  description?: string;
  coords?: { latitude: number; longitude: number };
}

/** An open job as candidates see it. */
export interface OpenJob {
  _id: string;
  title: string;
  specialty: string;
  subSpecialty?: string;
  employer: { organizationName: string };
  locations: OpenJobLocation[];
}

/** A match as its candidate sees it. */
export interface CandidateMatch {
  _id: string;
  job: OpenJob & { status: 'open' | 'closed' };
  requestStatus: MatchRequestStatus;
  pipelineStatus: PipelineStatus;
  origin: 'invite' | 'application';
  createdAt: string;
  updatedAt: string;
}

export function toCandidateProfile(candidate: AuthenticatedCandidate): CandidateProfile {
  return {
    _id: candidate.id,
    email: candidate.email ?? '',
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    providerType: candidate.providerType,
    specialty: candidate.specialty,
    ...(candidate.subSpecialty ? { subSpecialty: candidate.subSpecialty } : {}),
    ...(candidate.homeCity ? { homeCity: candidate.homeCity } : {}),
    homeState: candidate.homeState,
    boardStatus: candidate.boardStatus,
    yearsOfExperience: candidate.yearsOfExperience,
    yearAvailable: candidate.yearAvailable,
    training: toTraining(candidate.training),
    licenses: candidate.licenses,
    bio: candidate.bio,
  };
}

function invalidCredentials(): AppError {
  return new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
}

/**
 * Signs a candidate in. An unknown email, a wrong password and a candidate without a password all answer
 * the same 401 after verifying a hash, so neither the message nor the time tells them apart.
 */
export async function loginCandidate(
  db: Db,
  { email, password }: LoginPayload,
): Promise<{ token: string; candidate: CandidateProfile }> {
  const [found] = await db
    .select()
    .from(candidates)
    .where(eq(candidates.email, email.toLowerCase()))
    .limit(1);
  if (!found?.passwordHash) {
    await verifyPassword(password, await dummyPasswordHash());
    throw invalidCredentials();
  }
  if (!(await verifyPassword(password, found.passwordHash))) throw invalidCredentials();
  if (needsRehash(found.passwordHash)) {
    await db
      .update(candidates)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(candidates.id, found.id));
  }
  const { passwordHash: _passwordHash, ...candidate } = found;
  const { token } = await createCandidateSession(db, candidate.id);
  return { token, candidate: toCandidateProfile(candidate) };
}

const jobColumns = {
  id: jobs.id,
  employerId: jobs.employerId,
  status: jobs.status,
  title: jobs.title,
  specialty: jobs.specialty,
  subSpecialty: jobs.subSpecialty,
  locations: jobs.locations,
  organizationName: employers.organizationName,
};

type JobRow = {
  id: string;
  employerId: string;
  status: string;
  title: string;
  specialty: string;
  subSpecialty: string | null;
  locations: unknown[];
  organizationName: string | null;
};

function toOpenJob(row: JobRow): OpenJob {
  return {
    _id: row.id,
    title: row.title,
    specialty: row.specialty,
    ...(row.subSpecialty ? { subSpecialty: row.subSpecialty } : {}),
    employer: { organizationName: row.organizationName ?? '' },
    locations: row.locations as OpenJobLocation[],
  };
}

/** Jobs of employers candidates may see (not closed, rejected or draft accounts), filtered by `where`. */
function visibleJobs(db: Db, where: SQL | undefined) {
  return db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(
      and(isNull(employers.archivedAt), notInArray(employers.accountStatus, HIDDEN_ACCOUNT_STATUSES), where),
    );
}

/** Every open job of every employer, newest first. */
export async function listOpenJobs(db: Db): Promise<OpenJob[]> {
  const rows = await visibleJobs(db, eq(jobs.status, 'open')).orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map(toOpenJob);
}

async function candidateMatch(db: Db, candidateId: string, matchId: string): Promise<CandidateMatch> {
  const [view] = await candidateMatches(db, candidateId, eq(matches.id, matchId));
  if (!view) throw new AppError(404, 'NOT_FOUND', INVITE_NOT_FOUND_MESSAGE);
  return view;
}

/** The candidate's own matches (invites and applications), newest first. */
export async function candidateMatches(db: Db, candidateId: string, where?: SQL): Promise<CandidateMatch[]> {
  const rows = await db
    .select({ match: matches, job: jobColumns })
    .from(matches)
    .innerJoin(jobs, eq(jobs.id, matches.jobId))
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(and(eq(matches.candidateId, candidateId), where))
    .orderBy(desc(matches.createdAt), desc(matches.id));
  return rows.map(({ match, job }) => toCandidateMatch(match, job));
}

function toCandidateMatch(match: Match, job: JobRow): CandidateMatch {
  return {
    _id: match.id,
    job: { ...toOpenJob(job), status: job.status as 'open' | 'closed' },
    requestStatus: match.requestStatus as MatchRequestStatus,
    pipelineStatus: match.pipelineStatus as PipelineStatus,
    origin: match.origin as 'invite' | 'application',
    createdAt: match.createdAt.toISOString(),
    updatedAt: match.updatedAt.toISOString(),
  };
}

/**
 * Applies to an open job: an accepted match from an application, in Shortlisted. 404 for a job that does not
 * exist or is hidden, 409 for a closed job or a job the candidate is already matched to.
 */
export async function applyToJob(
  db: Db,
  candidateId: string,
  jobId: string,
  events?: Pick<EventBus, 'emit'>,
): Promise<CandidateMatch> {
  const [job] = UUID.test(jobId) ? await visibleJobs(db, eq(jobs.id, jobId)).limit(1) : [];
  if (!job) throw new AppError(404, 'NOT_FOUND', JOB_NOT_FOUND_MESSAGE);
  if (job.status !== 'open') throw new AppError(409, 'JOB_CLOSED', JOB_NOT_OPEN_MESSAGE);
  // The match's conversation is created in the same transaction.
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(matches)
      .values({
        jobId: job.id,
        employerId: job.employerId,
        candidateId,
        requestStatus: MatchRequestStatus.Accepted,
        pipelineStatus: PipelineStatus.Shortlisted,
        origin: 'application',
      })
      .onConflictDoNothing()
      .returning();
    if (row) await createMatchConversations(tx, [row]);
    return row;
  });
  if (!created) {
    const [existing] = await db
      .select({ requestStatus: matches.requestStatus })
      .from(matches)
      .where(and(eq(matches.jobId, job.id), eq(matches.candidateId, candidateId)));
    if (existing?.requestStatus === MatchRequestStatus.Pending) {
      throw new AppError(409, 'INVITED_ALREADY', INVITED_ALREADY_MESSAGE);
    }
    throw new AppError(409, 'ALREADY_APPLIED', ALREADY_APPLIED_MESSAGE);
  }
  events?.emit('match.applied', {
    employerId: created.employerId,
    matchId: created.id,
    jobId: created.jobId,
    candidateId,
  });
  return candidateMatch(db, candidateId, created.id);
}

/**
 * Accepts or declines one of the candidate's own pending invites. Another candidate's match, or a missing
 * one, answers 404; an invite already answered or cancelled, or accepting one for a closed job, answers 409.
 */
export async function answerInvite(
  db: Db,
  candidateId: string,
  matchId: string,
  answer: typeof MatchRequestStatus.Accepted | typeof MatchRequestStatus.Declined,
  events?: Pick<EventBus, 'emit'>,
): Promise<CandidateMatch> {
  const notFound = () => new AppError(404, 'NOT_FOUND', INVITE_NOT_FOUND_MESSAGE);
  if (!UUID.test(matchId)) throw notFound();
  const [existing] = await db
    .select({ requestStatus: matches.requestStatus, jobStatus: jobs.status })
    .from(matches)
    .innerJoin(jobs, eq(jobs.id, matches.jobId))
    .where(and(eq(matches.id, matchId), eq(matches.candidateId, candidateId)));
  if (!existing) throw notFound();
  if (existing.requestStatus === MatchRequestStatus.Cancelled) {
    throw new AppError(409, 'INVITE_CANCELLED', INVITE_CANCELLED_MESSAGE);
  }
  if (existing.requestStatus !== MatchRequestStatus.Pending) {
    throw new AppError(409, 'INVITE_ANSWERED', INVITE_ANSWERED_MESSAGE);
  }
  if (answer === MatchRequestStatus.Accepted && existing.jobStatus !== 'open') {
    throw new AppError(409, 'JOB_CLOSED', JOB_NOT_OPEN_MESSAGE);
  }
  // Only a still-pending invite changes: an employer cancelling at the same moment wins or loses cleanly.
  const [updated] = await db
    .update(matches)
    .set({ requestStatus: answer })
    .where(and(eq(matches.id, matchId), eq(matches.requestStatus, MatchRequestStatus.Pending)))
    .returning({ id: matches.id, employerId: matches.employerId, jobId: matches.jobId });
  if (!updated) throw new AppError(409, 'INVITE_ANSWERED', INVITE_ANSWERED_MESSAGE);
  events?.emit(answer === MatchRequestStatus.Accepted ? 'match.accepted' : 'match.declined', {
    employerId: updated.employerId,
    matchId: updated.id,
    jobId: updated.jobId,
    candidateId,
  });
  return candidateMatch(db, candidateId, updated.id);
}
