import {
  type HiringTeam,
  type HiringTeamPayload,
  type HiringTeamPerson,
  MemberRole,
  MemberStatus,
  type Viewer,
} from '@medhire/domain';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { jobHiringManagers, jobs, members } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { type AuthenticatedEmployer, ownerViewer } from '../auth/sessions.js';

export const NOT_A_RECRUITER_MESSAGE = 'Choose a recruiter of your team, or yourself, to lead the job.';
export const NOT_A_HIRING_MANAGER_MESSAGE = 'Choose the hiring managers from your team.';

/**
 * The jobs a person may see: null for every job of the organization (the owner, a recruiter), or the ids of the
 * jobs whose hiring team they are on (a hiring manager; anyone asking for "my jobs").
 */
export type JobScope = readonly string[] | null;

/**
 * The jobs `viewer` may see, or with `mine` the jobs whose hiring team they are on: for the owner the jobs no
 * recruiter leads, for a recruiter the jobs they lead, for a hiring manager the jobs they are assigned to (a
 * hiring manager sees no other job, `mine` or not). One query, and none for the owner and recruiters without
 * `mine`.
 */
export async function jobScopeOf(
  db: Db,
  employerId: string,
  viewer: Viewer,
  mine = false,
): Promise<JobScope> {
  if (viewer.role === MemberRole.HiringManager && viewer.memberId) {
    const rows = await db
      .select({ jobId: jobHiringManagers.jobId })
      .from(jobHiringManagers)
      .where(
        and(eq(jobHiringManagers.employerId, employerId), eq(jobHiringManagers.memberId, viewer.memberId)),
      );
    return rows.map((row) => row.jobId);
  }
  if (!mine) return null;
  const rows = await db
    .select({ jobId: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.employerId, employerId),
        viewer.memberId ? eq(jobs.recruiterMemberId, viewer.memberId) : isNull(jobs.recruiterMemberId),
      ),
    );
  return rows.map((row) => row.jobId);
}

/** A condition keeping the rows whose job `column` is in the scope; none for every job. */
export function inJobScope(column: AnyPgColumn, scope: JobScope): SQL | undefined {
  if (scope === null) return undefined;
  // One array parameter, however many jobs: the same statement text (and plan) for everyone.
  return sql`${column} = any(${sql.param([...scope])}::uuid[])`;
}

/** Whether the job is in the scope. */
export function jobInScope(scope: JobScope, jobId: string): boolean {
  return scope === null || scope.includes(jobId);
}

type TeamEmployer = Pick<AuthenticatedEmployer, 'id' | 'email' | 'profile'>;

function ownerPerson(employer: TeamEmployer): HiringTeamPerson {
  const owner = ownerViewer(employer);
  return { memberId: null, name: owner.name, email: owner.email };
}

/** A person of a job's hiring team as the team's subquery answers them: a hiring manager of the job, or its lead. */
export interface HiringTeamRow extends HiringTeamPerson {
  memberId: string;
  /** Assigned to the job as a hiring manager (otherwise the recruiter who leads it). */
  manager: boolean;
}

/**
 * The people of each row of `job`'s hiring team, as a correlated subquery answering a JSON array of
 * {@link HiringTeamRow} by name: the current members assigned to the job as hiring managers, and the recruiter who
 * leads it. Used inside a select of jobs (`job` is that select's jobs table), so a list of jobs reads its teams in
 * the same statement.
 */
export function hiringTeamPeople(db: Db, job: typeof jobs): SQL {
  const people = db
    .select({
      memberId: members.id,
      name: members.name,
      email: members.email,
      manager: sql<boolean>`${jobHiringManagers.jobId} is not null`.as('manager'),
    })
    .from(members)
    .leftJoin(
      jobHiringManagers,
      and(eq(jobHiringManagers.memberId, members.id), eq(jobHiringManagers.jobId, job.id)),
    )
    .where(
      and(
        eq(members.employerId, job.employerId),
        isNull(members.removedAt),
        sql`(${jobHiringManagers.jobId} is not null or ${members.id} = ${job.recruiterMemberId})`,
      ),
    )
    .as('people');
  return sql`select coalesce(json_agg(json_build_object(
      'memberId', ${people.memberId}, 'name', ${people.name}, 'email', ${people.email}, 'manager', ${people.manager}
    ) order by ${people.name}, ${people.email}), '[]'::json) from ${people}`;
}

/**
 * A job's hiring team from its people ({@link hiringTeamPeople}): its hiring managers by name, and who leads it —
 * the recruiter named by the job when they are still a member, otherwise the owner.
 */
export function hiringTeamFrom(
  employer: TeamEmployer,
  job: { recruiterMemberId: string | null },
  people: readonly HiringTeamRow[],
): HiringTeam {
  const person = (row: HiringTeamRow): HiringTeamPerson => ({
    memberId: row.memberId,
    name: row.name,
    email: row.email,
  });
  const lead = job.recruiterMemberId
    ? people.find((row) => row.memberId === job.recruiterMemberId)
    : undefined;
  return {
    recruiter: lead ? person(lead) : ownerPerson(employer),
    hiringManagers: people.filter((row) => row.manager).map(person),
  };
}

/**
 * The hiring teams of the given jobs of one employer, in one query: who leads each (the owner when no recruiter
 * does) and its hiring managers, by name.
 */
export async function hiringTeamsOf(
  db: Db,
  employer: TeamEmployer,
  jobRows: readonly { id: string; recruiterMemberId: string | null }[],
): Promise<Map<string, HiringTeam>> {
  if (jobRows.length === 0) return new Map();
  const rows = await db
    .select({ id: jobs.id, people: sql<HiringTeamRow[]>`(${hiringTeamPeople(db, jobs)})` })
    .from(jobs)
    .where(
      and(
        eq(jobs.employerId, employer.id),
        sql`${jobs.id} = any(${sql.param(jobRows.map((job) => job.id))}::uuid[])`,
      ),
    );
  const people = new Map(rows.map((row) => [row.id, row.people]));
  return new Map(jobRows.map((job) => [job.id, hiringTeamFrom(employer, job, people.get(job.id) ?? [])]));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A current member of the team (not removed) with `role`: the condition on `members`. */
function currentMemberWithRole(employerId: string, role: MemberRole) {
  return and(eq(members.employerId, employerId), eq(members.role, role), isNull(members.removedAt));
}

/**
 * Sets a job's hiring team: the recruiter who leads it (null: the owner) and its hiring managers, replacing the
 * ones it had. Only the organization's current recruiters may lead and only its hiring managers be assigned;
 * anyone else answers 400 and nothing changes. The members are checked and locked in the transaction that
 * assigns them, so a change of role or a removal at the same moment waits for it and then releases them
 * ({@link releaseHiringTeamPlaces}). The caller has checked that the job is the employer's.
 */
export async function setHiringTeam(
  db: Db,
  employerId: string,
  jobId: string,
  payload: HiringTeamPayload,
): Promise<void> {
  const { recruiterMemberId, hiringManagerIds } = payload;
  if (recruiterMemberId !== null && !UUID.test(recruiterMemberId)) {
    throw new AppError(400, 'VALIDATION_ERROR', NOT_A_RECRUITER_MESSAGE);
  }
  if (!hiringManagerIds.every((id) => UUID.test(id))) {
    throw new AppError(400, 'VALIDATION_ERROR', NOT_A_HIRING_MANAGER_MESSAGE);
  }
  await db.transaction(async (tx) => {
    if (recruiterMemberId !== null) {
      const lead = await tx
        .select({ id: members.id })
        .from(members)
        .where(
          and(eq(members.id, recruiterMemberId), currentMemberWithRole(employerId, MemberRole.Recruiter)),
        )
        .for('update');
      if (lead.length === 0) throw new AppError(400, 'VALIDATION_ERROR', NOT_A_RECRUITER_MESSAGE);
    }
    const managers =
      hiringManagerIds.length === 0
        ? []
        : await tx
            .select({ id: members.id })
            .from(members)
            .where(
              and(
                inArray(members.id, [...hiringManagerIds]),
                currentMemberWithRole(employerId, MemberRole.HiringManager),
              ),
            )
            .for('update');
    if (managers.length !== hiringManagerIds.length) {
      throw new AppError(400, 'VALIDATION_ERROR', NOT_A_HIRING_MANAGER_MESSAGE);
    }
    await tx
      .update(jobs)
      .set({ recruiterMemberId })
      .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
    await tx
      .delete(jobHiringManagers)
      .where(and(eq(jobHiringManagers.jobId, jobId), eq(jobHiringManagers.employerId, employerId)));
    if (hiringManagerIds.length > 0) {
      await tx
        .insert(jobHiringManagers)
        .values(hiringManagerIds.map((memberId) => ({ jobId, memberId, employerId })));
    }
  });
}

/**
 * Ends a member's places on hiring teams when they leave the team or change role: the jobs they led go back to
 * the owner (unless they are still a recruiter), and they are no longer a hiring manager of any job (unless they
 * still are one).
 */
export async function releaseHiringTeamPlaces(
  db: Db,
  employerId: string,
  memberId: string,
  stillRole: MemberRole | null,
): Promise<void> {
  if (stillRole !== MemberRole.Recruiter) {
    await db
      .update(jobs)
      .set({ recruiterMemberId: null })
      .where(and(eq(jobs.employerId, employerId), eq(jobs.recruiterMemberId, memberId)));
  }
  if (stillRole !== MemberRole.HiringManager) {
    await db
      .delete(jobHiringManagers)
      .where(and(eq(jobHiringManagers.employerId, employerId), eq(jobHiringManagers.memberId, memberId)));
  }
}

/**
 * Who hears of a job's news (an application, an answer to an invite, a candidate's message): the people on its
 * hiring team, its lead (null: the owner) first. Nobody for a job that is not the employer's.
 */
export async function hiringTeamRecipients(
  db: Db,
  employerId: string,
  jobId: string,
): Promise<(string | null)[]> {
  const [lead, managers] = await Promise.all([
    db
      .select({ memberId: members.id })
      .from(jobs)
      // A lead who is no longer a recruiter of the team leaves the job to the owner.
      .leftJoin(
        members,
        and(eq(members.id, jobs.recruiterMemberId), currentMemberWithRole(employerId, MemberRole.Recruiter)),
      )
      .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId))),
    db
      .select({ memberId: jobHiringManagers.memberId })
      .from(jobHiringManagers)
      .innerJoin(
        members,
        and(
          eq(members.id, jobHiringManagers.memberId),
          currentMemberWithRole(employerId, MemberRole.HiringManager),
        ),
      )
      .where(and(eq(jobHiringManagers.jobId, jobId), eq(jobHiringManagers.employerId, employerId))),
  ]);
  const [job] = lead;
  if (!job) return [];
  return [job.memberId, ...managers.map((row) => row.memberId)];
}

/**
 * Who hears of an organization's news that is about no job: the owner (null) and the recruiters who have joined.
 */
export async function organizationRecipients(db: Db, employerId: string): Promise<(string | null)[]> {
  const recruiters = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.employerId, employerId),
        eq(members.role, MemberRole.Recruiter),
        eq(members.status, MemberStatus.Active),
        isNull(members.removedAt),
      ),
    );
  return [null, ...recruiters.map((row) => row.id)];
}

/** The hiring managers assigned to a job: who, besides the organization's room, hears of its conversations. */
export async function hiringManagerIdsOf(db: Db, jobId: string): Promise<string[]> {
  const rows = await db
    .select({ memberId: jobHiringManagers.memberId })
    .from(jobHiringManagers)
    .innerJoin(
      members,
      and(
        eq(members.id, jobHiringManagers.memberId),
        eq(members.role, MemberRole.HiringManager),
        isNull(members.removedAt),
      ),
    )
    .where(eq(jobHiringManagers.jobId, jobId));
  return rows.map((row) => row.memberId);
}
