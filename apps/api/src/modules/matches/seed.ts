import { MatchRequestStatus, PipelineStatus, RejectionReason } from '@medhire/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs, matches } from '../../db/schema.js';
import { seedDemoConversations } from '../conversations/seed.js';
import { createMatchConversations } from '../conversations/service.js';

interface PlannedMatch {
  job: number;
  candidate: number;
  requestStatus: MatchRequestStatus;
  pipelineStatus: PipelineStatus;
  origin: 'invite' | 'application';
  rejectionReason?: RejectionReason;
}

const accepted = MatchRequestStatus.Accepted;

/**
 * The demo's pipeline: the first job has a candidate at every step up to Offer and an invite waiting, the
 * second a hire, a rejection and a declined invite, the third an invite and an application.
 */
const DEMO_PIPELINE: readonly PlannedMatch[] = [
  {
    job: 0,
    candidate: 0,
    requestStatus: accepted,
    pipelineStatus: PipelineStatus.Shortlisted,
    origin: 'application',
  },
  {
    job: 0,
    candidate: 1,
    requestStatus: accepted,
    pipelineStatus: PipelineStatus.Submitted,
    origin: 'invite',
  },
  {
    job: 0,
    candidate: 2,
    requestStatus: accepted,
    pipelineStatus: PipelineStatus.Interview,
    origin: 'application',
  },
  { job: 0, candidate: 3, requestStatus: accepted, pipelineStatus: PipelineStatus.Offer, origin: 'invite' },
  {
    job: 0,
    candidate: 4,
    requestStatus: MatchRequestStatus.Pending,
    pipelineStatus: PipelineStatus.Shortlisted,
    origin: 'invite',
  },
  { job: 1, candidate: 5, requestStatus: accepted, pipelineStatus: PipelineStatus.Hired, origin: 'invite' },
  {
    job: 1,
    candidate: 6,
    requestStatus: accepted,
    pipelineStatus: PipelineStatus.Rejected,
    origin: 'application',
    rejectionReason: RejectionReason.Location,
  },
  {
    job: 1,
    candidate: 7,
    requestStatus: MatchRequestStatus.Declined,
    pipelineStatus: PipelineStatus.Shortlisted,
    origin: 'invite',
  },
  {
    job: 2,
    candidate: 0,
    requestStatus: MatchRequestStatus.Pending,
    pipelineStatus: PipelineStatus.Shortlisted,
    origin: 'invite',
  },
  {
    job: 2,
    candidate: 1,
    requestStatus: accepted,
    pipelineStatus: PipelineStatus.Submitted,
    origin: 'application',
  },
];

/**
 * A few matches across the demo employer's jobs (oldest first), at different pipeline steps, with the given
 * candidates. Created once: an employer who has any match already is left alone, and the unique
 * (job, candidate) index keeps two starting nodes from doubling a row. Fewer jobs or candidates than the plan
 * names are reused in turn. Answers how many matches it created.
 */
export async function seedDemoMatches(
  db: Db,
  employerId: string,
  candidateIds: readonly string[],
): Promise<number> {
  if (candidateIds.length === 0) return 0;
  const [existing] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(eq(matches.employerId, employerId))
    .limit(1);
  if (existing) {
    await seedDemoConversations(db, employerId);
    return 0;
  }
  const demoJobs = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.employerId, employerId))
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
  if (demoJobs.length === 0) return 0;

  const seen = new Set<string>();
  const rows: (typeof matches.$inferInsert)[] = [];
  for (const [index, planned] of DEMO_PIPELINE.entries()) {
    const jobId = (demoJobs[planned.job % demoJobs.length] as { id: string }).id;
    const candidateId = candidateIds[planned.candidate % candidateIds.length] as string;
    const key = `${jobId}:${candidateId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Spread over the past days so "newest first" has an order to show.
    const createdAt = new Date(Date.now() - (DEMO_PIPELINE.length - index) * 36 * 60 * 60 * 1000);
    rows.push({
      jobId,
      employerId,
      candidateId,
      requestStatus: planned.requestStatus,
      pipelineStatus: planned.pipelineStatus,
      rejectionReason: planned.rejectionReason ?? null,
      origin: planned.origin,
      createdAt,
      updatedAt: createdAt,
    });
  }
  // Each match's conversation is created in the same transaction.
  const created = await db.transaction(async (tx) => {
    const inserted = await tx.insert(matches).values(rows).onConflictDoNothing().returning();
    await createMatchConversations(tx, inserted);
    return inserted;
  });
  await seedDemoConversations(db, employerId);
  return created.length;
}
