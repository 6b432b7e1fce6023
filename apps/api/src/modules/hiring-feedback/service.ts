import {
  ActivityKind,
  type Actor,
  Capability,
  criterionAverages,
  DEFAULT_FEEDBACK_CRITERIA,
  type FeedbackCriteria,
  type FeedbackRecommendation,
  type FeedbackSummary,
  type InterviewFeedback,
  type MatchFeedback,
  MatchRequestStatus,
  type MemberRole,
  type Offer,
  OfferStatus,
  type OfferTerms,
  overallAverage,
  PipelineStatus,
  ratingsProblem,
  recommendationCounts,
  roleCapabilities,
  type Viewer,
} from '@medhire/domain';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  candidates,
  type InterviewFeedbackRow,
  interviewFeedback,
  jobFeedbackCriteria,
  jobs,
  type Match,
  matches,
  type OfferRow,
  offers,
} from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { recordActivity } from '../activity/service.js';
import { CANDIDATE_NOT_FOUND_MESSAGE, isUuid } from '../candidates/service.js';
import { inJobScope, type JobScope, jobInScope } from '../jobs/hiring-team.js';
import { findOwnJob, jobNotFound, matchNotFound } from '../matches/service.js';
import { OFFER_READ_STAGES, toCandidateOffer } from './offer-view.js';

export const FEEDBACK_NEEDS_ACCEPTED_MESSAGE =
  'Feedback can be left once the candidate has accepted the invite.';
export const OFFER_ONLY_AT_OFFER_MESSAGE = 'Move the candidate to Offer to make an offer.';
export const NO_OFFER_MESSAGE = 'There is no offer to withdraw.';
export const OFFER_ALREADY_WITHDRAWN_MESSAGE = 'This offer was already withdrawn.';

/** The key of one person's feedback on a match: the member's id, or `owner`. */
function authorKeyOf(viewer: Viewer): string {
  return viewer.memberId ?? 'owner';
}

function toActor(memberId: string | null, name: string | null, role: string): Actor {
  return { memberId, name, role: role as MemberRole };
}

/** The employer's match whose job is in `scope`, with its job: 404 for any other (the same answer). */
export async function findScopedMatch(
  db: Db,
  employerId: string,
  matchId: string,
  scope: JobScope,
  lock = false,
): Promise<{ match: Match; job: { id: string; title: string } }> {
  if (!isUuid(matchId)) throw matchNotFound();
  const query = db
    .select({ match: matches, job: { id: jobs.id, title: jobs.title } })
    .from(matches)
    .innerJoin(jobs, eq(jobs.id, matches.jobId))
    .where(and(eq(matches.id, matchId), eq(matches.employerId, employerId)));
  const [row] = lock ? await query.for('update', { of: matches }) : await query;
  if (!row || !jobInScope(scope, row.job.id)) throw matchNotFound();
  return row;
}

// ——— Criteria ———

async function criteriaOfJobs(db: Db, jobIds: readonly string[]): Promise<Map<string, string[]>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(jobFeedbackCriteria)
    .where(inArray(jobFeedbackCriteria.jobId, [...jobIds]));
  return new Map(rows.map((row) => [row.jobId, row.criteria]));
}

/** A job's criteria (the default set when it defines none): 404 for a job out of scope or another's. */
export async function jobCriteria(
  db: Db,
  employerId: string,
  jobId: string,
  scope: JobScope,
): Promise<FeedbackCriteria> {
  if (!jobInScope(scope, jobId)) throw jobNotFound();
  const job = await findOwnJob(db, employerId, jobId);
  const own = (await criteriaOfJobs(db, [job.id])).get(job.id);
  return { jobId: job.id, criteria: own ?? [...DEFAULT_FEEDBACK_CRITERIA], isDefault: own === undefined };
}

/** Replaces a job's criteria. Feedback already given keeps its ratings (a removed criterion's average stays). */
export async function setJobCriteria(
  db: Db,
  employerId: string,
  jobId: string,
  scope: JobScope,
  criteria: readonly string[],
): Promise<FeedbackCriteria> {
  if (!jobInScope(scope, jobId)) throw jobNotFound();
  const job = await findOwnJob(db, employerId, jobId);
  await db
    .insert(jobFeedbackCriteria)
    .values({ jobId: job.id, employerId, criteria: [...criteria] })
    .onConflictDoUpdate({
      target: jobFeedbackCriteria.jobId,
      set: { criteria: [...criteria], updatedAt: new Date() },
    });
  return { jobId: job.id, criteria: [...criteria], isDefault: false };
}

// ——— Feedback ———

function toFeedback(row: InterviewFeedbackRow, viewer: Viewer): InterviewFeedback {
  return {
    _id: row.id,
    matchId: row.matchId,
    ratings: row.ratings,
    recommendation: row.recommendation as FeedbackRecommendation,
    comments: row.comments,
    author: toActor(row.memberId, row.authorName, row.authorRole),
    mine: row.authorKey === authorKeyOf(viewer),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function mayLeaveFeedback(viewer: Viewer, match: Match): boolean {
  return (
    roleCapabilities(viewer.role).includes(Capability.LeaveNotes) &&
    match.requestStatus === MatchRequestStatus.Accepted
  );
}

/**
 * A candidate's matches with the employer's jobs in `scope` (accepted ones: an interview needs an accepted
 * invite), each with its job's criteria, every member's feedback (oldest first) and the averages.
 */
export async function candidateFeedback(
  db: Db,
  employerId: string,
  viewer: Viewer,
  candidateId: string,
  scope: JobScope,
): Promise<MatchFeedback[]> {
  if (!isUuid(candidateId)) throw new AppError(404, 'NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
  const rows = await db
    .select({ match: matches, job: { id: jobs.id, title: jobs.title } })
    .from(matches)
    .innerJoin(jobs, eq(jobs.id, matches.jobId))
    .where(
      and(
        eq(matches.employerId, employerId),
        eq(matches.candidateId, candidateId),
        eq(matches.requestStatus, MatchRequestStatus.Accepted),
        inJobScope(matches.jobId, scope),
      ),
    )
    .orderBy(desc(matches.createdAt), desc(matches.id));
  if (rows.length === 0) {
    // No feedback for a candidate who exists; an id that is no candidate is not found, like their profile.
    const [known] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.id, candidateId))
      .limit(1);
    if (!known) throw new AppError(404, 'NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
  }
  return matchFeedbackOf(db, employerId, viewer, rows);
}

async function matchFeedbackOf(
  db: Db,
  employerId: string,
  viewer: Viewer,
  rows: readonly { match: Match; job: { id: string; title: string } }[],
): Promise<MatchFeedback[]> {
  if (rows.length === 0) return [];
  const criteria = await criteriaOfJobs(
    db,
    rows.map((row) => row.job.id),
  );
  const feedbackRows = await db
    .select()
    .from(interviewFeedback)
    .where(
      and(
        eq(interviewFeedback.employerId, employerId),
        inArray(
          interviewFeedback.matchId,
          rows.map((row) => row.match.id),
        ),
      ),
    )
    .orderBy(asc(interviewFeedback.createdAt), asc(interviewFeedback.id));
  return rows.map(({ match, job }) => {
    const jobCriteriaList = criteria.get(job.id) ?? [...DEFAULT_FEEDBACK_CRITERIA];
    const feedback = feedbackRows
      .filter((row) => row.matchId === match.id)
      .map((row) => toFeedback(row, viewer));
    return {
      matchId: match.id,
      job: { _id: job.id, title: job.title },
      pipelineStatus: match.pipelineStatus as PipelineStatus,
      criteria: jobCriteriaList,
      feedback,
      averages: criterionAverages(jobCriteriaList, feedback),
      recommendations: recommendationCounts(feedback),
      canLeave: mayLeaveFeedback(viewer, match),
    };
  });
}

/**
 * Saves `viewer`'s feedback on a match (creates it, or replaces their own): every one of the job's criteria
 * rated once. 404 for a match out of scope, 409 for an invite not accepted, 400 for ratings that do not fit.
 */
export async function saveFeedback(
  db: Db,
  employerId: string,
  viewer: Viewer,
  matchId: string,
  scope: JobScope,
  payload: {
    ratings: { criterion: string; rating: number }[];
    recommendation: FeedbackRecommendation;
    comments: string;
  },
): Promise<MatchFeedback> {
  const row = await findScopedMatch(db, employerId, matchId, scope);
  if (row.match.requestStatus !== MatchRequestStatus.Accepted) {
    throw new AppError(409, 'MATCH_NOT_ACCEPTED', FEEDBACK_NEEDS_ACCEPTED_MESSAGE);
  }
  const criteria = (await criteriaOfJobs(db, [row.job.id])).get(row.job.id) ?? [...DEFAULT_FEEDBACK_CRITERIA];
  const problem = ratingsProblem(criteria, payload.ratings);
  if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem);
  // Stored in the job's order, whatever order they came in.
  const ratings = criteria.map((criterion) => ({
    criterion,
    rating: payload.ratings.find((rating) => rating.criterion === criterion)?.rating ?? 0,
  }));
  const values = {
    memberId: viewer.memberId,
    authorName: viewer.name,
    authorRole: viewer.role,
    ratings,
    recommendation: payload.recommendation,
    comments: payload.comments,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(interviewFeedback)
      .values({ employerId, matchId: row.match.id, authorKey: authorKeyOf(viewer), ...values })
      .onConflictDoUpdate({
        target: [interviewFeedback.matchId, interviewFeedback.authorKey],
        set: { ...values, updatedAt: new Date() },
      });
    await recordActivity(tx, employerId, viewer, {
      kind: ActivityKind.FeedbackLeft,
      jobId: row.job.id,
      candidateId: row.match.candidateId,
    });
  });
  const [answer] = await matchFeedbackOf(db, employerId, viewer, [row]);
  if (!answer) throw new Error('The feedback could not be read back');
  return answer;
}

/** The matches of a job (in scope) that have feedback, each in brief: how many, the mean rating, the recommendations. */
export async function jobFeedbackSummaries(
  db: Db,
  employerId: string,
  jobId: string,
  scope: JobScope,
): Promise<FeedbackSummary[]> {
  if (!jobInScope(scope, jobId)) throw jobNotFound();
  const job = await findOwnJob(db, employerId, jobId);
  const rows = await db
    .select({
      matchId: interviewFeedback.matchId,
      ratings: interviewFeedback.ratings,
      recommendation: interviewFeedback.recommendation,
    })
    .from(interviewFeedback)
    .innerJoin(matches, eq(matches.id, interviewFeedback.matchId))
    .where(and(eq(interviewFeedback.employerId, employerId), eq(matches.jobId, job.id)));
  const byMatch = new Map<
    string,
    { ratings: { criterion: string; rating: number }[]; recommendation: FeedbackRecommendation }[]
  >();
  for (const row of rows) {
    const list = byMatch.get(row.matchId) ?? [];
    list.push({ ratings: row.ratings, recommendation: row.recommendation as FeedbackRecommendation });
    byMatch.set(row.matchId, list);
  }
  return [...byMatch.entries()].map(([matchId, feedback]) => ({
    matchId,
    count: feedback.length,
    average: overallAverage(feedback),
    recommendations: recommendationCounts(feedback),
  }));
}

// ——— Offers ———

function toOffer(row: OfferRow): Offer {
  return {
    ...toCandidateOffer(row),
    _id: row.id,
    matchId: row.matchId,
    sentBy: toActor(row.memberId, row.senderName, row.senderRole),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

function mayEditOffer(viewer: Viewer, match: Match): boolean {
  return (
    roleCapabilities(viewer.role).includes(Capability.MovePipeline) &&
    match.pipelineStatus === PipelineStatus.Offer &&
    match.requestStatus === MatchRequestStatus.Accepted
  );
}

/** A match's offer (null at stages before Offer, or when none was made) and whether `viewer` may change it now. */
export async function readOffer(
  db: Db,
  employerId: string,
  viewer: Viewer,
  matchId: string,
  scope: JobScope,
): Promise<{ offer: Offer | null; canEdit: boolean }> {
  const { match } = await findScopedMatch(db, employerId, matchId, scope);
  const canEdit = mayEditOffer(viewer, match);
  if (!OFFER_READ_STAGES.includes(match.pipelineStatus)) return { offer: null, canEdit };
  const [row] = await db.select().from(offers).where(eq(offers.matchId, match.id));
  return { offer: row ? toOffer(row) : null, canEdit };
}

/** The activity entry of an offer made, changed or withdrawn on `match`. */
function offerActivity(kind: ActivityKind, match: Pick<Match, 'jobId' | 'candidateId'>) {
  return { kind, jobId: match.jobId, candidateId: match.candidateId };
}

/** What {@link saveOffer} and {@link withdrawOffer} did, for the message to the candidate. */
export type OfferChange = { kind: 'sent' | 'updated' | 'withdrawn'; jobTitle: string; offer: Offer };

/**
 * Makes the match's offer, changes it, or makes it again after a withdrawal: only while the match is in Offer
 * (409 otherwise); 404 for a match out of scope. The match is locked while deciding.
 */
export async function saveOffer(
  db: Db,
  employerId: string,
  viewer: Viewer,
  matchId: string,
  scope: JobScope,
  terms: OfferTerms,
): Promise<OfferChange> {
  return db.transaction(async (tx) => {
    const { match, job } = await findScopedMatch(tx, employerId, matchId, scope, true);
    if (!mayEditOffer(viewer, match)) throw new AppError(409, 'NOT_AT_OFFER', OFFER_ONLY_AT_OFFER_MESSAGE);
    const [existing] = await tx.select().from(offers).where(eq(offers.matchId, match.id));
    const sender = { memberId: viewer.memberId, senderName: viewer.name, senderRole: viewer.role };
    const now = new Date();
    if (!existing) {
      const [row] = await tx
        .insert(offers)
        .values({ employerId, matchId: match.id, status: OfferStatus.Sent, terms, ...sender, sentAt: now })
        .returning();
      if (!row) throw new Error('The offer could not be stored');
      await recordActivity(tx, employerId, viewer, offerActivity(ActivityKind.OfferSent, match));
      return { kind: 'sent', jobTitle: job.title, offer: toOffer(row) };
    }
    const again = existing.status === OfferStatus.Withdrawn;
    const [row] = await tx
      .update(offers)
      .set({
        status: OfferStatus.Sent,
        terms,
        ...sender,
        updatedAt: now,
        ...(again ? { sentAt: now, withdrawnAt: null } : {}),
      })
      .where(eq(offers.id, existing.id))
      .returning();
    if (!row) throw new Error('The offer could not be stored');
    await recordActivity(tx, employerId, viewer, offerActivity(ActivityKind.OfferSent, match));
    return { kind: again ? 'sent' : 'updated', jobTitle: job.title, offer: toOffer(row) };
  });
}

/** Withdraws the match's standing offer: 409 when it is not in Offer or has no standing offer. */
export async function withdrawOffer(
  db: Db,
  employerId: string,
  viewer: Viewer,
  matchId: string,
  scope: JobScope,
): Promise<OfferChange> {
  return db.transaction(async (tx) => {
    const { match, job } = await findScopedMatch(tx, employerId, matchId, scope, true);
    if (!mayEditOffer(viewer, match)) throw new AppError(409, 'NOT_AT_OFFER', OFFER_ONLY_AT_OFFER_MESSAGE);
    const [existing] = await tx.select().from(offers).where(eq(offers.matchId, match.id));
    if (!existing) throw new AppError(409, 'NO_OFFER', NO_OFFER_MESSAGE);
    if (existing.status === OfferStatus.Withdrawn) {
      throw new AppError(409, 'OFFER_WITHDRAWN', OFFER_ALREADY_WITHDRAWN_MESSAGE);
    }
    const now = new Date();
    const [row] = await tx
      .update(offers)
      .set({ status: OfferStatus.Withdrawn, withdrawnAt: now, updatedAt: now })
      .where(eq(offers.id, existing.id))
      .returning();
    if (!row) throw new Error('The offer could not be stored');
    await recordActivity(tx, employerId, viewer, offerActivity(ActivityKind.OfferWithdrawn, match));
    return { kind: 'withdrawn', jobTitle: job.title, offer: toOffer(row) };
  });
}

/** The short message the candidate reads in the conversation when an offer is made, changed or withdrawn. */
export function offerMessage(change: Pick<OfferChange, 'kind' | 'jobTitle'>): string {
  switch (change.kind) {
    case 'sent':
      return `We have sent you an offer for ${change.jobTitle}. You can read its terms with the job in MedHire.`;
    case 'updated':
      return `We have updated our offer for ${change.jobTitle}. You can read the new terms with the job in MedHire.`;
    case 'withdrawn':
      return `We have withdrawn our offer for ${change.jobTitle}.`;
    default:
      return change.kind satisfies never;
  }
}

/**
 * A match moved out of Offer (back to an earlier step, or Rejected) no longer has an offer standing: a sent one is
 * withdrawn, so that a later return to Offer starts from terms made again (and told to the candidate), not from
 * old ones. Hired keeps it: the offer was accepted. Runs in the pipeline move's transaction.
 */
export async function withdrawOfferOnLeavingOffer(
  tx: Db,
  matchId: string,
  move: { from?: PipelineStatus | undefined; to?: PipelineStatus | undefined },
): Promise<void> {
  if (
    move.from !== PipelineStatus.Offer ||
    move.to === PipelineStatus.Hired ||
    move.to === PipelineStatus.Offer
  )
    return;
  const now = new Date();
  await tx
    .update(offers)
    .set({ status: OfferStatus.Withdrawn, withdrawnAt: now, updatedAt: now })
    .where(and(eq(offers.matchId, matchId), ne(offers.status, OfferStatus.Withdrawn)));
}
