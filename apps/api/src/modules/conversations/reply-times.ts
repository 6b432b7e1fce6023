import type { ReplyTimeStats } from '@medhire/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The period (and optionally the jobs) of {@link replyTimeStats}. */
export interface ReplyTimeRange {
  /** Waits that started at or after this time … */
  from: Date;
  /** … and before this one. */
  to: Date;
  /** Only these jobs' conversations (a hiring manager's, or a report's filter); every job when absent. */
  jobIds?: readonly string[] | null;
}

type StatsRow = {
  waits: number | string;
  answered: number | string;
  median_seconds: number | string | null;
  overdue: number | string;
};

/**
 * The organization's reply times over a period, in one statement: each wait is a candidate's message not deleted
 * that is the first of the conversation or follows a team message (the first after the team's last one), started
 * in the period; its first reply is the team's next message not deleted. Answers how many waits started, how
 * many were answered, the median time to the first reply (minutes, null without an answer), and how many were
 * answered later than the organization's target or are still unanswered past it. Only conversations with a
 * message since `from` are read (a wait that started in the period has one), by the employer's index of
 * conversations and the (conversation, seq) index of messages. Home's dashboard and the Reports screen call it.
 */
export async function replyTimeStats(
  db: Db,
  employerId: string,
  { from, to, jobIds }: ReplyTimeRange,
): Promise<ReplyTimeStats> {
  const jobFilter = jobIds ? sql`and c.job_id = any(${sql.param([...jobIds])}::uuid[])` : sql``;
  const { rows } = await db.execute<StatsRow>(sql`
    with target as (
      select reply_target_seconds * interval '1 second' as span from employers where id = ${employerId}
    ),
    threads as (
      select c.id from conversations c
      where c.employer_id = ${employerId} and c.last_message_at >= ${from.toISOString()}::timestamptz ${jobFilter}
    ),
    ordered as (
      select m.sender_kind, m.sent_time,
        lag(m.sender_kind) over thread as previous_kind,
        min(m.sent_time) filter (where m.sender_kind = 'employer') over (
          thread rows between 1 following and unbounded following) as replied_at
      from messages m join threads t on t.id = m.conversation_id
      where not m.is_deleted
      window thread as (partition by m.conversation_id order by m.seq)
    ),
    waits as (
      select sent_time as started_at, replied_at from ordered
      where sender_kind = 'candidate' and (previous_kind is null or previous_kind = 'employer')
        and sent_time >= ${from.toISOString()}::timestamptz and sent_time < ${to.toISOString()}::timestamptz
    )
    select count(*) as waits, count(replied_at) as answered,
      percentile_cont(0.5) within group (order by extract(epoch from replied_at - started_at))
        filter (where replied_at is not null) as median_seconds,
      count(*) filter (where coalesce(replied_at, now()) - started_at > (select span from target)) as overdue
    from waits`);
  const row = rows[0];
  const median =
    row?.median_seconds === null || row?.median_seconds === undefined ? null : Number(row.median_seconds);
  return {
    waits: Number(row?.waits ?? 0),
    answered: Number(row?.answered ?? 0),
    medianFirstReplyMinutes: median === null ? null : Math.round((median / 60) * 10) / 10,
    overdue: Number(row?.overdue ?? 0),
  };
}
