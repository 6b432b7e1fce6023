import {
  type Interview,
  type InterviewKind,
  type InterviewProposal,
  InterviewStatus,
  MatchRequestStatus,
  type MemberRole,
  PipelineStatus,
} from '@medhire/domain';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  candidates,
  employers,
  type InterviewRow,
  type InterviewSlotRow,
  interviewSlots,
  interviews,
  jobs,
  matches,
  members,
} from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { recordActivity } from '../activity/service.js';
import { type JobScope, jobInScope } from '../jobs/hiring-team.js';
import { pipelineMove } from '../matches/pipeline-move.js';

export const INTERVIEW_NOT_FOUND_MESSAGE = 'This interview was not found.';
export const MATCH_NOT_FOUND_MESSAGE = 'This match was not found.';
export const INTERVIEW_OPEN_ALREADY_MESSAGE =
  'This candidate already has an interview. Reschedule or cancel it instead.';
export const INTERVIEW_CANCELLED_MESSAGE = 'This interview was cancelled.';
/** How many times one interview may change (each change of a scheduled one mails both sides). */
export const INTERVIEW_REVISIONS_MAX = 20;
export const INTERVIEW_REVISED_TOO_OFTEN_MESSAGE =
  'This interview has been changed too many times. Cancel it and propose new times.';
export const INTERVIEW_SCHEDULED_ALREADY_MESSAGE = 'A time was already picked for this interview.';
export const SLOT_NOT_FOUND_MESSAGE = 'This time is not one of the proposed times.';
export const SLOT_PASSED_MESSAGE = 'This time has passed. Ask the employer for new times.';
export const MATCH_NOT_ACCEPTED_MESSAGE = 'The candidate has not accepted the invite yet.';
export const MATCH_CLOSED_MESSAGE = 'This invite was declined or cancelled.';
export const MATCH_REJECTED_MESSAGE = 'This candidate was rejected. Reopen them to plan an interview.';
export const MATCH_HIRED_MESSAGE = 'This candidate was hired already.';
export const SLOT_IN_PAST_MESSAGE = 'Choose a time in the future';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function interviewNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', INTERVIEW_NOT_FOUND_MESSAGE);
}

function matchNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', MATCH_NOT_FOUND_MESSAGE);
}

/** Who of the employer's team acts: kept with the interview, mailed its invitation, credited with the pick's move. */
export interface InterviewActor {
  memberId: string | null;
  name: string | null;
  email: string;
  role: MemberRole;
}

/** Everything the routes need after a change: the interview as sent, and the people and words of its mails. */
export interface InterviewChange {
  interview: Interview;
  row: InterviewRow;
  employerId: string;
  jobId: string;
  candidateId: string;
  /** Whether the match moved to Interview with this change (the pick). */
  movedToInterview: boolean;
}

function toSlot(slot: InterviewSlotRow) {
  return { _id: slot.id, start: slot.startsAt.toISOString(), durationMinutes: slot.durationMinutes };
}

/** The interview as the wire has it. */
export function toInterview(row: InterviewRow, slots: readonly InterviewSlotRow[]): Interview {
  const scheduled =
    row.scheduledAt && row.scheduledMinutes !== null
      ? {
          _id: slots.find((slot) => slot.startsAt.getTime() === row.scheduledAt?.getTime())?.id ?? row.id,
          start: row.scheduledAt.toISOString(),
          durationMinutes: row.scheduledMinutes,
        }
      : null;
  return {
    _id: row.id,
    matchId: row.matchId,
    status: row.status as InterviewStatus,
    kind: row.kind as InterviewKind,
    location: row.location,
    note: row.note,
    slots: [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map(toSlot),
    scheduled,
    sequence: row.sequence,
    proposedBy: { memberId: row.proposedByMemberId, name: row.proposedByName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function slotsOf(db: Db, interviewIds: readonly string[]): Promise<Map<string, InterviewSlotRow[]>> {
  const bySlot = new Map<string, InterviewSlotRow[]>();
  if (interviewIds.length === 0) return bySlot;
  const rows = await db
    .select()
    .from(interviewSlots)
    .where(inArray(interviewSlots.interviewId, [...interviewIds]))
    .orderBy(asc(interviewSlots.startsAt));
  for (const row of rows) bySlot.set(row.interviewId, [...(bySlot.get(row.interviewId) ?? []), row]);
  return bySlot;
}

async function viewOf(db: Db, row: InterviewRow): Promise<Interview> {
  return toInterview(row, (await slotsOf(db, [row.id])).get(row.id) ?? []);
}

/** Refuses a plan for a match that cannot have an interview: not accepted, rejected or hired. */
function assertMatchOpen(match: { requestStatus: string; pipelineStatus: string }): void {
  if (match.requestStatus === MatchRequestStatus.Pending) {
    throw new AppError(409, 'INVITE_NOT_ACCEPTED', MATCH_NOT_ACCEPTED_MESSAGE);
  }
  if (match.requestStatus !== MatchRequestStatus.Accepted) {
    throw new AppError(409, 'MATCH_CLOSED', MATCH_CLOSED_MESSAGE);
  }
  if (match.pipelineStatus === PipelineStatus.Rejected) {
    throw new AppError(409, 'MATCH_REJECTED', MATCH_REJECTED_MESSAGE);
  }
  if (match.pipelineStatus === PipelineStatus.Hired) {
    throw new AppError(409, 'MATCH_HIRED', MATCH_HIRED_MESSAGE);
  }
}

/** Times checked again when written (the schema checked them when parsed; a slow request may cross the minute). */
function assertFuture(proposal: InterviewProposal, now = Date.now()): void {
  if (proposal.slots.some((slot) => Date.parse(slot.start) <= now)) {
    throw new AppError(400, 'VALIDATION_ERROR', SLOT_IN_PAST_MESSAGE);
  }
}

/** The employer's match in the viewer's scope, locked for the change; 404 for any other. */
async function lockOwnMatch(tx: Db, employerId: string, matchId: string, scope: JobScope) {
  if (!UUID.test(matchId)) throw matchNotFound();
  const [match] = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.employerId, employerId)))
    .for('update');
  if (!match || !jobInScope(scope, match.jobId)) throw matchNotFound();
  return match;
}

/** The employer's interview with its match, the match locked (so a pick and a change never cross); 404 otherwise. */
async function lockOwnInterview(tx: Db, employerId: string, interviewId: string, scope: JobScope) {
  if (!UUID.test(interviewId)) throw interviewNotFound();
  const [found] = await tx
    .select({ interview: interviews, matchId: matches.id, jobId: matches.jobId })
    .from(interviews)
    .innerJoin(matches, eq(matches.id, interviews.matchId))
    .where(and(eq(interviews.id, interviewId), eq(interviews.employerId, employerId)));
  if (!found || !jobInScope(scope, found.jobId)) throw interviewNotFound();
  const match = await lockOwnMatch(tx, employerId, found.matchId, scope);
  const [interview] = await tx.select().from(interviews).where(eq(interviews.id, interviewId)).for('update');
  if (!interview) throw interviewNotFound();
  return { interview, match };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function writeSlots(tx: Db, interviewId: string, proposal: InterviewProposal): Promise<void> {
  await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, interviewId));
  await tx.insert(interviewSlots).values(
    proposal.slots.map((slot) => ({
      interviewId,
      startsAt: new Date(slot.start),
      durationMinutes: slot.durationMinutes,
    })),
  );
}

/**
 * Proposes times for one of the employer's matches (in the viewer's scope, else 404): the match must be accepted and
 * neither rejected nor hired (409), and have no open interview (409: reschedule it instead).
 */
export async function proposeInterview(
  db: Db,
  employerId: string,
  actor: InterviewActor,
  scope: JobScope,
  matchId: string,
  proposal: InterviewProposal,
): Promise<InterviewChange> {
  assertFuture(proposal);
  try {
    return await db.transaction(async (tx) => {
      const match = await lockOwnMatch(tx, employerId, matchId, scope);
      assertMatchOpen(match);
      const [row] = await tx
        .insert(interviews)
        .values({
          employerId,
          matchId: match.id,
          status: InterviewStatus.Proposed,
          kind: proposal.kind,
          location: proposal.location || null,
          note: proposal.note || null,
          timeZone: proposal.timeZone ?? null,
          proposedByMemberId: actor.memberId,
          proposedByName: actor.name,
          proposedByEmail: actor.email,
          proposedByRole: actor.role,
        })
        .returning();
      if (!row) throw new Error('The interview could not be stored');
      await writeSlots(tx, row.id, proposal);
      return {
        interview: await viewOf(tx, row),
        row,
        employerId,
        jobId: match.jobId,
        candidateId: match.candidateId,
        movedToInterview: false,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'INTERVIEW_OPEN', INTERVIEW_OPEN_ALREADY_MESSAGE);
    throw error;
  }
}

/**
 * New times for an open interview. A scheduled interview given one time moves there at once (still scheduled); in
 * every other case the times replace the proposal and the candidate picks again. The event's sequence goes up.
 */
export async function rescheduleInterview(
  db: Db,
  employerId: string,
  actor: InterviewActor,
  scope: JobScope,
  interviewId: string,
  proposal: InterviewProposal,
): Promise<InterviewChange & { moved: boolean; wasScheduled: boolean; previous: InterviewRow }> {
  assertFuture(proposal);
  return db.transaction(async (tx) => {
    const { interview, match } = await lockOwnInterview(tx, employerId, interviewId, scope);
    if (interview.status === InterviewStatus.Cancelled) {
      throw new AppError(409, 'INTERVIEW_CANCELLED', INTERVIEW_CANCELLED_MESSAGE);
    }
    if (interview.sequence >= INTERVIEW_REVISIONS_MAX) {
      throw new AppError(409, 'INTERVIEW_REVISED_TOO_OFTEN', INTERVIEW_REVISED_TOO_OFTEN_MESSAGE);
    }
    assertMatchOpen(match);
    const wasScheduled = interview.status === InterviewStatus.Scheduled;
    const [only] = proposal.slots;
    const moved = wasScheduled && proposal.slots.length === 1 && only !== undefined;
    const [row] = await tx
      .update(interviews)
      .set({
        status: moved ? InterviewStatus.Scheduled : InterviewStatus.Proposed,
        kind: proposal.kind,
        location: proposal.location || null,
        note: proposal.note || null,
        timeZone: proposal.timeZone ?? null,
        scheduledAt: moved && only ? new Date(only.start) : null,
        scheduledMinutes: moved && only ? only.durationMinutes : null,
        sequence: interview.sequence + 1,
        proposedByMemberId: actor.memberId,
        proposedByName: actor.name,
        proposedByEmail: actor.email,
        proposedByRole: actor.role,
      })
      .where(eq(interviews.id, interview.id))
      .returning();
    if (!row) throw interviewNotFound();
    await writeSlots(tx, row.id, proposal);
    return {
      interview: await viewOf(tx, row),
      row,
      employerId,
      jobId: match.jobId,
      candidateId: match.candidateId,
      movedToInterview: false,
      moved,
      wasScheduled,
      previous: interview,
    };
  });
}

/** Calls an open interview off (409 when it already is); the event's sequence goes up for the `CANCEL`. */
export async function cancelInterview(
  db: Db,
  employerId: string,
  scope: JobScope,
  interviewId: string,
): Promise<InterviewChange & { wasScheduled: boolean }> {
  return db.transaction(async (tx) => {
    const { interview, match } = await lockOwnInterview(tx, employerId, interviewId, scope);
    if (interview.status === InterviewStatus.Cancelled) {
      throw new AppError(409, 'INTERVIEW_CANCELLED', INTERVIEW_CANCELLED_MESSAGE);
    }
    const [row] = await tx
      .update(interviews)
      .set({ status: InterviewStatus.Cancelled, sequence: interview.sequence + 1, cancelledAt: new Date() })
      .where(eq(interviews.id, interview.id))
      .returning();
    if (!row) throw interviewNotFound();
    return {
      interview: await viewOf(tx, row),
      row,
      employerId,
      jobId: match.jobId,
      candidateId: match.candidateId,
      movedToInterview: false,
      wasScheduled: interview.status === InterviewStatus.Scheduled,
    };
  });
}

/**
 * The candidate picks one of the proposed times of an interview on one of their matches (any other answers 404). The
 * interview is scheduled, the other times go, and a match in Shortlisted or Submitted moves to Interview through the
 * pipeline's activity, credited to the member who proposed the times (the candidate is not on the team; the
 * proposer planned the move). A match already further on stays where it is.
 */
export async function pickInterviewSlot(
  db: Db,
  candidateId: string,
  interviewId: string,
  slotId: string,
): Promise<InterviewChange> {
  if (!UUID.test(interviewId)) throw interviewNotFound();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ matchId: interviews.matchId })
      .from(interviews)
      .innerJoin(matches, eq(matches.id, interviews.matchId))
      .where(and(eq(interviews.id, interviewId), eq(matches.candidateId, candidateId)));
    if (!found) throw interviewNotFound();
    const [match] = await tx.select().from(matches).where(eq(matches.id, found.matchId)).for('update');
    const [interview] = await tx
      .select()
      .from(interviews)
      .where(eq(interviews.id, interviewId))
      .for('update');
    if (!match || !interview) throw interviewNotFound();
    if (interview.status === InterviewStatus.Cancelled) {
      throw new AppError(409, 'INTERVIEW_CANCELLED', INTERVIEW_CANCELLED_MESSAGE);
    }
    if (interview.status === InterviewStatus.Scheduled) {
      throw new AppError(409, 'INTERVIEW_SCHEDULED', INTERVIEW_SCHEDULED_ALREADY_MESSAGE);
    }
    assertMatchOpen(match);
    const [slot] = UUID.test(slotId)
      ? await tx
          .select()
          .from(interviewSlots)
          .where(and(eq(interviewSlots.id, slotId), eq(interviewSlots.interviewId, interview.id)))
      : [];
    if (!slot) throw new AppError(404, 'NOT_FOUND', SLOT_NOT_FOUND_MESSAGE);
    if (slot.startsAt.getTime() <= Date.now()) throw new AppError(409, 'SLOT_PASSED', SLOT_PASSED_MESSAGE);

    const [row] = await tx
      .update(interviews)
      .set({
        status: InterviewStatus.Scheduled,
        scheduledAt: slot.startsAt,
        scheduledMinutes: slot.durationMinutes,
      })
      .where(eq(interviews.id, interview.id))
      .returning();
    if (!row) throw interviewNotFound();
    await tx
      .delete(interviewSlots)
      .where(and(eq(interviewSlots.interviewId, interview.id), ne(interviewSlots.id, slot.id)));

    const from = match.pipelineStatus as PipelineStatus;
    const movedToInterview = from === PipelineStatus.Shortlisted || from === PipelineStatus.Submitted;
    if (movedToInterview) {
      await tx.update(matches).set(pipelineMove(PipelineStatus.Interview)).where(eq(matches.id, match.id));
      await recordActivity(
        tx,
        match.employerId,
        {
          memberId: interview.proposedByMemberId,
          name: interview.proposedByName,
          email: interview.proposedByEmail,
          role: interview.proposedByRole as MemberRole,
        },
        {
          kind: 'pipeline-moved',
          jobId: match.jobId,
          candidateId: match.candidateId,
          fromStatus: from,
          toStatus: PipelineStatus.Interview,
        },
      );
    }
    return {
      interview: await viewOf(tx, row),
      row,
      employerId: match.employerId,
      jobId: match.jobId,
      candidateId: match.candidateId,
      movedToInterview,
    };
  });
}

/** The latest interview of a match (whatever its status), or null. */
async function latestOfMatch(db: Db, matchId: string): Promise<Interview | null> {
  const [row] = await db
    .select()
    .from(interviews)
    .where(eq(interviews.matchId, matchId))
    .orderBy(desc(interviews.createdAt), desc(interviews.id))
    .limit(1);
  return row ? viewOf(db, row) : null;
}

/** The latest interview of one of the employer's matches in scope (404 for any other match). */
export async function interviewOfMatch(
  db: Db,
  employerId: string,
  scope: JobScope,
  matchId: string,
): Promise<Interview | null> {
  if (!UUID.test(matchId)) throw matchNotFound();
  const [match] = await db
    .select({ id: matches.id, jobId: matches.jobId })
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.employerId, employerId)));
  if (!match || !jobInScope(scope, match.jobId)) throw matchNotFound();
  return latestOfMatch(db, match.id);
}

/** The latest interview of one of the candidate's matches (404 for another candidate's). */
export async function candidateInterviewOfMatch(
  db: Db,
  candidateId: string,
  matchId: string,
): Promise<Interview | null> {
  if (!UUID.test(matchId)) throw matchNotFound();
  const [match] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.candidateId, candidateId)));
  if (!match) throw matchNotFound();
  return latestOfMatch(db, match.id);
}

/** The open (proposed or scheduled) interviews of one of the employer's jobs in scope (404 for any other job). */
export async function openInterviewsOfJob(
  db: Db,
  employerId: string,
  scope: JobScope,
  jobId: string,
): Promise<Interview[]> {
  const notFound = () => new AppError(404, 'NOT_FOUND', 'This job was not found.');
  if (!UUID.test(jobId) || !jobInScope(scope, jobId)) throw notFound();
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
  if (!job) throw notFound();
  const rows = await db
    .select({ interview: interviews })
    .from(interviews)
    .innerJoin(matches, eq(matches.id, interviews.matchId))
    .where(
      and(
        eq(interviews.employerId, employerId),
        eq(matches.jobId, job.id),
        inArray(interviews.status, [InterviewStatus.Proposed, InterviewStatus.Scheduled]),
      ),
    );
  const slots = await slotsOf(
    db,
    rows.map((row) => row.interview.id),
  );
  return rows.map(({ interview }) => toInterview(interview, slots.get(interview.id) ?? []));
}

/** The names and addresses an interview's mails and calendar need. */
export interface InterviewParties {
  organizationName: string;
  jobTitle: string;
  candidate: { name: string; email: string | null };
}

export async function partiesOf(db: Db, jobId: string, candidateId: string): Promise<InterviewParties> {
  const [row] = await db
    .select({
      organizationName: employers.organizationName,
      jobTitle: jobs.title,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
    })
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .innerJoin(candidates, eq(candidates.id, candidateId))
    .where(eq(jobs.id, jobId));
  if (!row) throw new Error('The interview’s job or candidate is gone');
  return {
    organizationName: row.organizationName ?? 'The practice',
    jobTitle: row.jobTitle,
    candidate: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
  };
}

/**
 * Closes what is still to come of a match's interview when the match leaves the running (Rejected or Hired): times
 * proposed and not picked are withdrawn, an interview scheduled ahead is cancelled (its `sequence` up, for the
 * `CANCEL` invitation). One that already took place stays as it was. Runs in the caller's transaction (the match is
 * locked); answers the cancelled interviews that were scheduled, whose calendars need the `CANCEL`.
 */
export async function closeOpenInterviewsOfMatch(
  tx: Db,
  matchId: string,
  now: Date = new Date(),
): Promise<InterviewRow[]> {
  const open = await tx
    .select()
    .from(interviews)
    .where(
      and(
        eq(interviews.matchId, matchId),
        inArray(interviews.status, [InterviewStatus.Proposed, InterviewStatus.Scheduled]),
      ),
    );
  const toClose = open.filter(
    (row) => row.status === InterviewStatus.Proposed || (row.scheduledAt !== null && row.scheduledAt > now),
  );
  const scheduled: InterviewRow[] = [];
  for (const row of toClose) {
    const [closed] = await tx
      .update(interviews)
      .set({ status: InterviewStatus.Cancelled, sequence: row.sequence + 1, cancelledAt: now })
      .where(eq(interviews.id, row.id))
      .returning();
    if (closed && row.status === InterviewStatus.Scheduled) scheduled.push(closed);
  }
  return scheduled;
}

/**
 * Who on the employer's side receives an interview's invitations: the member who proposed it while they are on the
 * team, else (they have left) the organization's owner, so that a former recruiter no longer hears of the candidate.
 */
export async function employerContactOf(
  db: Db,
  row: Pick<InterviewRow, 'employerId' | 'proposedByMemberId' | 'proposedByName' | 'proposedByEmail'>,
): Promise<{ name: string | null; email: string }> {
  const proposer = { name: row.proposedByName, email: row.proposedByEmail };
  if (!row.proposedByMemberId) return proposer;
  const [member] = await db
    .select({ removedAt: members.removedAt })
    .from(members)
    .where(eq(members.id, row.proposedByMemberId));
  if (member && member.removedAt === null) return proposer;
  const [owner] = await db
    .select({ email: employers.email, name: employers.organizationName })
    .from(employers)
    .where(eq(employers.id, row.employerId));
  return owner ? { name: owner.name, email: owner.email } : proposer;
}
