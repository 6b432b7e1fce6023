import {
  AccountStatus,
  type CandidateLoginResult,
  type CandidateMatch,
  type CandidateProfile,
  type CandidateRegistration,
  type JobCompletenessInput,
  jobCompleteness,
  type LoginPayload,
  type MatchOrigin,
  MatchRequestStatus,
  type OpenJob,
  type OpenJobLocation,
  PipelineStatus,
  paidSubscriptionStatuses,
  states,
} from '@medhire/domain';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type Candidate,
  candidates,
  employers,
  jobs,
  type Match,
  matches,
  type OfferRow,
  offers,
} from '../../db/schema.js';
import type { EventBus } from '../../events/bus.js';
import { AppError } from '../../http/errors.js';
import { assertAcceptablePassword } from '../account/password-policy.js';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password.js';
import { dummyPasswordHash, INVALID_CREDENTIALS_MESSAGE } from '../auth/service.js';
import { createMatchConversations } from '../conversations/service.js';
import { normalizePlaceText, usCities } from '../enums/gazetteer.js';
import { OFFER_READ_STAGES, toCandidateOffer } from '../hiring-feedback/offer-view.js';
import { toTraining } from '../matches/view.js';
import { type AuthenticatedCandidate, createCandidateSession } from './sessions.js';

export const JOB_NOT_FOUND_MESSAGE = 'This job was not found.';
export const JOB_NOT_OPEN_MESSAGE = 'This job is no longer open.';
export const ALREADY_APPLIED_MESSAGE = 'You already applied to this job.';
export const INVITED_ALREADY_MESSAGE = 'You have an invite for this job: accept it instead.';
export const INVITE_NOT_FOUND_MESSAGE = 'This invite was not found.';
export const INVITE_ANSWERED_MESSAGE = 'This invite was already answered.';
export const INVITE_CANCELLED_MESSAGE = 'The employer cancelled this invite.';
export const EMAIL_TAKEN_MESSAGE = 'A candidate account already uses this email. Sign in instead.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Employers whose jobs candidates see: the account-state table's active ones (approved, paid, not closed).
 * Jobs prepared while approval is pending, or kept while a payment has lapsed, stay out of sight.
 */
export function recruitingEmployer(): SQL | undefined {
  return and(
    isNull(employers.archivedAt),
    eq(employers.accountStatus, AccountStatus.Approved),
    inArray(employers.subscriptionStatus, [...paidSubscriptionStatuses]),
  );
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
): Promise<CandidateLoginResult> {
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

/**
 * Where a candidate lives, for distances to jobs: the gazetteer's city of that name in the home state (the
 * same places `generate-location` suggests, matched without regard to case, accents or "St."/"Saint"), else
 * the centre of the home state.
 */
export function homeCoordinates(homeCity: string | undefined, homeState: string) {
  const key = homeCity ? normalizePlaceText(homeCity) : '';
  const city =
    key === '' ? undefined : usCities.find((place) => place.state === homeState && place.key === key);
  const coords = city?.coords ?? states.find((state) => state.id === homeState)?.coords;
  if (!coords) throw new AppError(400, 'VALIDATION_ERROR', 'Home state: Choose the state from the list');
  return { latitude: coords.latitude, longitude: coords.longitude };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function emailTaken(): AppError {
  return new AppError(409, 'EMAIL_IN_USE', EMAIL_TAKEN_MESSAGE);
}

/**
 * The employers to tell about a new candidate: those with an open job in the candidate's specialty that has
 * a location in the candidate's home state, among employers whose jobs candidates see. Each employer once,
 * however many such jobs it has.
 */
export async function employersNearCandidate(
  db: Db,
  { specialty, homeState }: { specialty: string; homeState: string },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ employerId: jobs.employerId })
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(
      and(
        recruitingEmployer(),
        eq(jobs.status, 'open'),
        eq(jobs.specialty, specialty),
        sql`${jobs.locations} @> ${JSON.stringify([{ state: homeState }])}::jsonb`,
      ),
    )
    .orderBy(asc(jobs.employerId));
  return rows.map((row) => row.employerId);
}

/**
 * Registers a candidate who can sign in at once: the password must pass the same rules as an employer's
 * (not common, not the email) and is stored as a scrypt hash; a taken email answers 409. Then each employer
 * with an open job for the candidate nearby (see {@link employersNearCandidate}) hears of it once.
 */
export async function registerCandidate(
  db: Db,
  registration: CandidateRegistration,
  events?: Pick<EventBus, 'emit'>,
): Promise<CandidateLoginResult> {
  const email = registration.email.trim().toLowerCase();
  assertAcceptablePassword(registration.password, email);
  const [existing] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.email, email))
    .limit(1);
  if (existing) throw emailTaken();

  const homeCity = registration.homeCity?.trim() || null;
  const { latitude, longitude } = homeCoordinates(homeCity ?? undefined, registration.homeState);
  let inserted: Candidate | undefined;
  try {
    [inserted] = await db
      .insert(candidates)
      .values({
        email,
        passwordHash: await hashPassword(registration.password),
        firstName: registration.firstName,
        lastName: registration.lastName,
        providerType: registration.providerType,
        specialty: registration.specialty,
        subSpecialty: registration.subSpecialty ?? null,
        homeCity,
        homeState: registration.homeState,
        latitude,
        longitude,
        boardStatus: registration.boardStatus,
        yearsOfExperience: registration.yearsOfExperience,
        yearAvailable: registration.yearAvailable,
        licenses: [],
      })
      .returning();
  } catch (error) {
    // Another registration took the email a moment ago (the unique index on email).
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (!inserted) throw new Error('The candidate could not be registered');

  const { passwordHash: _passwordHash, ...candidate } = inserted;
  const { token } = await createCandidateSession(db, candidate.id);
  events?.emit('candidate.created', { candidateId: candidate.id });
  for (const employerId of await employersNearCandidate(db, candidate)) {
    events?.emit('employee.registered', { employerId, candidateId: candidate.id });
  }
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
  details: jobs.details,
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
  details: Record<string, unknown>;
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
    completeness: jobCompleteness(row.details as JobCompletenessInput),
  };
}

/** Jobs of employers candidates may see (active accounts only), filtered by `where`. */
function visibleJobs(db: Db, where: SQL | undefined) {
  return db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(and(recruitingEmployer(), where));
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
    .select({ match: matches, job: jobColumns, offer: offers })
    .from(matches)
    .innerJoin(jobs, eq(jobs.id, matches.jobId))
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    // The offer shows while the match is in Offer or Hired (the employer's rule too).
    .leftJoin(
      offers,
      and(eq(offers.matchId, matches.id), inArray(matches.pipelineStatus, [...OFFER_READ_STAGES])),
    )
    .where(and(eq(matches.candidateId, candidateId), where))
    .orderBy(desc(matches.createdAt), desc(matches.id));
  return rows.map(({ match, job, offer }) => toCandidateMatch(match, job, offer));
}

function toCandidateMatch(match: Match, job: JobRow, offer: OfferRow | null): CandidateMatch {
  return {
    _id: match.id,
    job: { ...toOpenJob(job), status: job.status as CandidateMatch['job']['status'] },
    requestStatus: match.requestStatus as MatchRequestStatus,
    pipelineStatus: match.pipelineStatus as PipelineStatus,
    origin: match.origin as MatchOrigin,
    inviteNote: match.inviteNote ?? null,
    offer: offer ? toCandidateOffer(offer) : null,
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
    // An accepted invite enters the pipeline (its first step) now: the days waiting for the answer are not stale.
    .set({
      requestStatus: answer,
      ...(answer === MatchRequestStatus.Accepted ? { stageEnteredAt: new Date() } : {}),
    })
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
