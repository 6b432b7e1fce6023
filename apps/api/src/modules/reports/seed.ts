import { PipelineStatus, RejectionReason } from '@medhire/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activity, candidates, employers, jobs, matches } from '../../db/schema.js';
import { DEMO_CANDIDATE_EMAIL } from '../candidates/seed.js';
import { createMatchConversations } from '../conversations/service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** How far back the demo's history reaches: its jobs were posted then. */
const HISTORY_DAYS = 91;
/** How many past candidates the history adds, and how long ago the first and the last came in. */
const HISTORY_MATCHES = 30;
const HISTORY_OLDEST_DAYS = 84;
const HISTORY_NEWEST_DAYS = 24;

const forward = [
  PipelineStatus.Shortlisted,
  PipelineStatus.Submitted,
  PipelineStatus.Interview,
  PipelineStatus.Offer,
  PipelineStatus.Hired,
] as const;

/** The steps a candidate went through to reach `status` (Rejected from `rejectedAt`). */
function pathTo(
  status: PipelineStatus,
  rejectedAt: PipelineStatus = PipelineStatus.Interview,
): PipelineStatus[] {
  if (status === PipelineStatus.Rejected) return [...pathTo(rejectedAt), PipelineStatus.Rejected];
  const index = forward.indexOf(status as (typeof forward)[number]);
  return forward.slice(0, index + 1);
}

/** What became of each past candidate, in turn: mostly rejections at every step, a few declines, two hires. */
const HISTORY_OUTCOMES: readonly {
  status: PipelineStatus;
  rejectedAt?: PipelineStatus;
  declined?: boolean;
}[] = [
  { status: PipelineStatus.Rejected, rejectedAt: PipelineStatus.Shortlisted },
  { status: PipelineStatus.Rejected, rejectedAt: PipelineStatus.Submitted },
  { status: PipelineStatus.Rejected, rejectedAt: PipelineStatus.Interview },
  { status: PipelineStatus.Rejected, rejectedAt: PipelineStatus.Submitted },
  { status: PipelineStatus.Hired },
  { status: PipelineStatus.Rejected, rejectedAt: PipelineStatus.Shortlisted },
  { status: PipelineStatus.Shortlisted, declined: true },
  { status: PipelineStatus.Rejected, rejectedAt: PipelineStatus.Offer },
  { status: PipelineStatus.Rejected, rejectedAt: PipelineStatus.Interview },
  { status: PipelineStatus.Hired },
];

interface PlannedMove {
  jobId: string;
  candidateId: string;
  from: PipelineStatus;
  to: PipelineStatus;
  at: Date;
  /** When the stay this move ends began (the move before, or the match's creation). */
  since: Date;
}

/** The moves along `path`, spread evenly from `start` to `end`. */
function movesAlong(jobId: string, candidateId: string, path: PipelineStatus[], start: Date, end: Date) {
  const moves: PlannedMove[] = [];
  const gap = (end.getTime() - start.getTime()) / path.length;
  let since = start;
  for (let index = 1; index < path.length; index += 1) {
    const from = path[index - 1] as PipelineStatus;
    const to = path[index] as PipelineStatus;
    // Steps of uneven length, the same on every run: a little shorter or longer than the average.
    const jitter = ((index * 7 + candidateId.charCodeAt(0)) % 5) / 10 - 0.2;
    const at = new Date(start.getTime() + gap * (index + jitter));
    moves.push({ jobId, candidateId, from, to, at, since });
    since = at;
  }
  return moves;
}

/**
 * The demo employer's past weeks, so its reports have something to show: its jobs posted thirteen weeks ago, the
 * moves that brought the demo pipeline's candidates to their steps, and thirty past candidates of the last twelve
 * weeks (applications and invites, rejected at every step, two hired, a few invites declined), each with its
 * conversation and its moves in the activity log. Done once: an employer whose activity logs a pipeline move
 * already is left alone (the employer's row is locked meanwhile, so two starting nodes do not double it). Answers
 * how many matches it added.
 */
export async function seedDemoReportHistory(db: Db, employerId: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${employers} where ${employers.id} = ${employerId} for update`);
    const [logged] = await tx
      .select({ id: activity.id })
      .from(activity)
      .where(and(eq(activity.employerId, employerId), eq(activity.kind, 'pipeline-moved')))
      .limit(1);
    if (logged) return 0;
    const demoJobs = await tx
      .select({ id: jobs.id, createdAt: jobs.createdAt })
      .from(jobs)
      .where(eq(jobs.employerId, employerId))
      .orderBy(jobs.createdAt, jobs.id);
    if (demoJobs.length === 0) return 0;
    // The jobs were posted before any of their candidates came in (their order kept).
    const posted = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
    for (const [index, job] of demoJobs.entries()) {
      await tx
        .update(jobs)
        .set({ createdAt: new Date(posted.getTime() + index * HOUR_MS) })
        .where(eq(jobs.id, job.id));
    }

    const moves: PlannedMove[] = [];
    // The demo pipeline's candidates got to their steps since they came in.
    const current = await tx
      .select()
      .from(matches)
      .where(and(eq(matches.employerId, employerId), eq(matches.requestStatus, 'accepted')));
    for (const match of current) {
      const path = pathTo(match.pipelineStatus as PipelineStatus);
      moves.push(
        ...movesAlong(
          match.jobId,
          match.candidateId,
          path,
          match.createdAt,
          new Date(now.getTime() - HOUR_MS),
        ),
      );
    }

    // Past candidates: family physicians first (who fit the demo jobs), none already matched with the employer.
    const past = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        sql`${candidates.email} is distinct from ${DEMO_CANDIDATE_EMAIL} and not exists (
          select 1 from ${matches} where ${matches.employerId} = ${employerId} and ${matches.candidateId} = ${candidates.id})`,
      )
      .orderBy(
        sql`${candidates.specialty} <> 'family-medicine'`,
        sql`md5(${candidates.lastName} || ${candidates.firstName})`,
      )
      .limit(HISTORY_MATCHES);
    const span = HISTORY_OLDEST_DAYS - HISTORY_NEWEST_DAYS;
    const rows = past.map((candidate, index) => {
      const outcome = HISTORY_OUTCOMES[index % HISTORY_OUTCOMES.length] as (typeof HISTORY_OUTCOMES)[number];
      const daysAgo = HISTORY_OLDEST_DAYS - (span * index) / Math.max(1, past.length - 1);
      const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
      return {
        outcome,
        row: {
          jobId: (demoJobs[index % demoJobs.length] as { id: string }).id,
          employerId,
          candidateId: candidate.id,
          origin: index % 3 === 0 || outcome.declined ? 'invite' : 'application',
          requestStatus: outcome.declined ? 'declined' : 'accepted',
          pipelineStatus: outcome.status,
          rejectionReason: outcome.status === PipelineStatus.Rejected ? RejectionReason.Experience : null,
          createdAt,
          updatedAt: createdAt,
        },
      };
    });
    const inserted =
      rows.length === 0
        ? []
        : await tx
            .insert(matches)
            .values(rows.map(({ row }) => row))
            .onConflictDoNothing()
            .returning();
    await createMatchConversations(tx, inserted);
    const insertedKeys = new Set(inserted.map((match) => `${match.jobId}:${match.candidateId}`));
    for (const { outcome, row } of rows) {
      if (outcome.declined || !insertedKeys.has(`${row.jobId}:${row.candidateId}`)) continue;
      // Each step took a week or so; the last move at most three weeks after the candidate came in.
      const end = new Date(row.createdAt.getTime() + Math.min(21, HISTORY_NEWEST_DAYS - 2) * DAY_MS);
      moves.push(
        ...movesAlong(
          row.jobId,
          row.candidateId,
          pathTo(outcome.status, outcome.rejectedAt),
          row.createdAt,
          end,
        ),
      );
    }
    for (const move of moves) {
      await tx
        .update(matches)
        .set({ updatedAt: move.at })
        .where(
          and(
            eq(matches.jobId, move.jobId),
            eq(matches.candidateId, move.candidateId),
            sql`${matches.updatedAt} < ${move.at}`,
          ),
        );
    }
    if (moves.length > 0) {
      await tx.insert(activity).values(
        moves.map((move) => ({
          employerId,
          actorRole: 'owner',
          kind: 'pipeline-moved',
          jobId: move.jobId,
          candidateId: move.candidateId,
          fromStatus: move.from,
          toStatus: move.to,
          stayStartedAt: move.since,
          createdAt: move.at,
        })),
      );
    }
    // Each demo candidate entered their step with their last move (or when they came in), as the board says.
    await tx.execute(sql`
      update ${matches} m set stage_entered_at = coalesce(
        (select max(a.created_at) from ${activity} a
          where a.employer_id = m.employer_id and a.kind = 'pipeline-moved'
            and a.job_id = m.job_id and a.candidate_id = m.candidate_id),
        m.created_at)
      where m.employer_id = ${employerId}`);
    return inserted.length;
  });
}
