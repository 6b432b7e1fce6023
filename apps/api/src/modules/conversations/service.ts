import {
  CONVERSATION_PAGE_SIZE,
  type Conversation,
  type ConversationListQuery,
  type ConversationPage,
  type ConversationThread,
  type MatchRequestStatus,
  type Message,
  MessageSender,
  MessageStatus,
  type NeedsReplyPage,
  type PipelineStatus,
  type SendMessagePayload,
  TEMP_MESSAGE_ID_LIMIT,
  THREAD_PAGE_SIZE,
  THREAD_PAGE_SIZE_MAX,
  type ThreadPageQuery,
} from '@medhire/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  lt,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  candidates,
  conversationReads,
  conversations,
  employers,
  jobs,
  type MessageRow,
  matches,
  messages,
} from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { inJobScope, type JobScope } from '../jobs/hiring-team.js';

export const CONVERSATION_NOT_FOUND_MESSAGE = 'This conversation was not found.';
export const MESSAGE_NOT_FOUND_MESSAGE = 'This message was not found.';

/**
 * One side of conversations: the employer or the candidate, by id. The employer's side may name who of its team
 * acts (`author`): their member id (null for the owner) and name, stored with each message they send. Each person
 * of the team has their own read and archive state, and a call reads and sets the author's (the owner's when
 * there is no author).
 */
export type ConversationSide = {
  kind: MessageSender;
  id: string;
  author?: { memberId: string | null; name: string | null };
  /** The employer side's jobs in sight (a hiring manager's, or "my jobs"); every job when absent or null. */
  scope?: JobScope;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why the team cannot write in a conversation whose invite the candidate declined or the team withdrew. */
export const CONVERSATION_CLOSED_MESSAGE =
  'This candidate declined the invite, or it was withdrawn: the conversation is closed to new messages.';

export function conversationNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', CONVERSATION_NOT_FOUND_MESSAGE);
}

function messageNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', MESSAGE_NOT_FOUND_MESSAGE);
}

/** The member of the employer's team whose read and archive state a call reads and sets; null for the owner. */
function readerOf(side: ConversationSide): string | null {
  return side.author?.memberId ?? null;
}

/** The reader's own row of `conversation_reads` (the owner's is the one without a member). */
function readBy(memberId: string | null): SQL {
  return memberId === null ? isNull(conversationReads.memberId) : eq(conversationReads.memberId, memberId);
}

/** The side's own conversations only: another's answers like a missing one. */
function ownedBy(side: ConversationSide): SQL {
  if (side.kind !== 'employer') return eq(conversations.candidateId, side.id);
  const own = eq(conversations.employerId, side.id);
  const inScope = inJobScope(conversations.jobId, side.scope ?? null);
  return inScope ? sql`(${own} and ${inScope})` : own;
}

/** The side a stored sender kind names (the column is text; the rows are written from {@link ConversationSide}). */
function senderOf(kind: string): MessageSender {
  return kind === MessageSender.Candidate ? MessageSender.Candidate : MessageSender.Employer;
}

/**
 * The temporary id stored with a message (a text column), as the wire's whole number below 123456; none when
 * the stored text is not one (rows written before the rule).
 */
function tempMessageIdOf(stored: string | null): number | undefined {
  if (stored === null || !/^\d{1,6}$/.test(stored)) return undefined;
  const id = Number(stored);
  return id < TEMP_MESSAGE_ID_LIMIT ? id : undefined;
}

export function toMessageView(row: MessageRow): Message {
  const tempMsgId = tempMessageIdOf(row.tempMsgId);
  return {
    _id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    body: row.isDeleted ? '' : row.body,
    status: MessageStatus.Sent,
    sentTime: row.sentTime.toISOString(),
    sender: senderOf(row.senderKind),
    senderId: row.senderId,
    ...(row.senderKind === 'employer' && row.senderName ? { senderName: row.senderName } : {}),
    ...(row.senderKind === 'employer' ? { senderMemberId: row.senderMemberId ?? null } : {}),
    isDeleted: row.isDeleted,
    ...(tempMsgId === undefined ? {} : { tempMsgId }),
  };
}

function toConversationView(row: ConversationListRow, lastMessage: MessageRow | undefined): Conversation {
  const last = lastMessage ? toMessageView(lastMessage) : null;
  return {
    _id: row.id,
    match: {
      _id: row.matchId,
      pipelineStatus: row.pipelineStatus as PipelineStatus,
      requestStatus: row.requestStatus as MatchRequestStatus,
    },
    job: { _id: row.jobId, title: row.jobTitle },
    candidate: {
      _id: row.candidateId,
      firstName: row.firstName,
      lastName: row.lastName,
      providerType: row.providerType,
      specialty: row.specialty,
    },
    lastMessage: last,
    employerCount: row.employerCount,
    candidateCount: row.candidateUnread,
    sentTime: last?.sentTime ?? null,
    archived: row.archived,
    awaitingReplySince: row.awaitingReplySince ? new Date(row.awaitingReplySince).toISOString() : null,
    overdue: row.overdue,
  };
}

/**
 * Sets what the conversation keeps of its messages, from the messages themselves, after a message was deleted (a
 * send keeps both in its own statement): `last_visible_seq`, the seq of the last message not deleted (null when
 * none); and `awaiting_reply_since`: while the last message not deleted is the candidate's, their first message
 * after the team's last one not deleted; null otherwise. Indexed look-ups by (conversation, seq).
 */
export async function recomputeFromMessages(db: Db, conversationId: string): Promise<void> {
  await db.execute(sql`
    update conversations c set
      last_visible_seq = (select max(v.seq) from messages v where v.conversation_id = c.id and not v.is_deleted),
      awaiting_reply_since = case
      when (select l.sender_kind from messages l where l.conversation_id = c.id and not l.is_deleted
        order by l.seq desc limit 1) = 'candidate'
      then (select min(m.sent_time) from messages m
        where m.conversation_id = c.id and not m.is_deleted and m.sender_kind = 'candidate'
          and m.seq > coalesce((select max(e.seq) from messages e
            where e.conversation_id = c.id and not e.is_deleted and e.sender_kind = 'employer'), 0))
      end
    where c.id = ${conversationId}`);
}

/**
 * Creates the conversation of each given match (none twice: one per match), started when the match was (the inbox
 * sorts a conversation without messages by its start). Called in the transaction that inserts the matches, so a
 * match never exists without its conversation.
 */
export async function createMatchConversations(
  db: Db,
  created: readonly {
    id: string;
    employerId: string;
    candidateId: string;
    jobId: string;
    createdAt?: Date;
  }[],
): Promise<void> {
  if (created.length === 0) return;
  await db
    .insert(conversations)
    .values(
      created.map((match) => ({
        matchId: match.id,
        employerId: match.employerId,
        candidateId: match.candidateId,
        jobId: match.jobId,
        ...(match.createdAt ? { createdAt: match.createdAt } : {}),
      })),
    )
    .onConflictDoNothing();
}

/**
 * The columns a conversation's view shows, and no more: the candidate's and the job's rows carry JSON columns
 * (profile, locations, details) that a list would otherwise parse for every row and then drop. Flat, each with a
 * name of its own, so that the list can read them from a subquery. On the employer's side, the unread count and
 * the archive flag are the reader's own, from their row of `conversation_reads` (joined by
 * {@link conversationRows}; none is nothing read, nothing archived). On the candidate's side, `employerCount` is
 * how many of the candidate's messages no one of the team has read yet, and the candidate has no archive.
 */
function conversationListColumns(kind: MessageSender, replyTargetSeconds: SQL | AnyPgColumn) {
  const employer = kind === 'employer';
  return {
    id: conversations.id,
    candidateUnread: conversations.candidateUnread,
    employerCount: (employer
      ? sql<number>`${conversations.candidateMessages} - coalesce(${conversationReads.candidateMessagesRead}, 0)`
      : sql<number>`${conversations.candidateMessages} - coalesce((
          select max(${conversationReads.candidateMessagesRead}) from ${conversationReads}
          where ${conversationReads.conversationId} = ${conversations.id}), 0)`
    )
      .mapWith(Number)
      .as('employer_count'),
    archived: (employer ? sql<boolean>`${conversationReads.archivedAt} is not null` : sql<boolean>`false`)
      .mapWith(Boolean)
      .as('archived'),
    // Who waits for whom is the team's business: the candidate's side sees neither.
    awaitingReplySince: (employer
      ? sql<string | null>`${conversations.awaitingReplySince}`
      : sql<string | null>`null::timestamptz`
    ).as('awaiting_reply_since'),
    overdue: (employer ? overdueNow(replyTargetSeconds) : sql<boolean>`false`).mapWith(Boolean).as('overdue'),
    lastMessageAt: conversations.lastMessageAt,
    // Where the view's last message is (by the (conversation, seq) index): kept on the conversation.
    lastVisibleSeq: conversations.lastVisibleSeq,
    createdAt: conversations.createdAt,
    matchId: sql<string>`${matches.id}`.as('match_id'),
    pipelineStatus: matches.pipelineStatus,
    requestStatus: matches.requestStatus,
    jobId: conversations.jobId,
    jobTitle: jobs.title,
    candidateId: conversations.candidateId,
    firstName: candidates.firstName,
    lastName: candidates.lastName,
    providerType: candidates.providerType,
    specialty: candidates.specialty,
    // How many rows the query matches: a window count, computed before any LIMIT/OFFSET around it.
    total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
  };
}

/** A waiting conversation whose candidate has waited longer than the organization's target reply time. */
function overdueNow(replyTargetSeconds: SQL | AnyPgColumn): SQL<boolean> {
  return sql<boolean>`coalesce(${conversations.awaitingReplySince} < now() - ${replyTargetSeconds} * interval '1 second', false)`;
}

/**
 * The organization's target reply time, read once for the statement (an uncorrelated subquery on its primary key)
 * rather than joined to every conversation: every conversation of an employer's list is that employer's.
 */
function replyTargetOf(employerId: string | SQLWrapper): SQL {
  return sql`(select ${employers.replyTargetSeconds} from ${employers} where ${employers.id} = ${employerId})`;
}

/** One row of {@link conversationListColumns}: what a conversation's view is made of. */
interface ConversationListRow {
  id: string;
  candidateUnread: number;
  employerCount: number;
  archived: boolean;
  awaitingReplySince: string | Date | null;
  overdue: boolean;
  matchId: string;
  pipelineStatus: string;
  requestStatus: string;
  jobId: string;
  jobTitle: string;
  candidateId: string;
  firstName: string;
  lastName: string;
  providerType: string;
  specialty: string;
}

/**
 * The side's conversation rows with their match, job and candidate, and on the employer's side the reader's own
 * row of `conversation_reads` (at most one: one per person and conversation, found by its unique index; `reader`
 * picks it: the owner's or a member's).
 */
function conversationRows(db: Db, kind: MessageSender, owner: string | SQLWrapper, reader: SQL) {
  const query = db
    .select(conversationListColumns(kind, replyTargetOf(owner)))
    .from(conversations)
    .innerJoin(matches, eq(matches.id, conversations.matchId))
    .innerJoin(jobs, eq(jobs.id, conversations.jobId))
    .innerJoin(candidates, eq(candidates.id, conversations.candidateId))
    .$dynamic();
  return kind === 'employer'
    ? query.leftJoin(conversationReads, and(eq(conversationReads.conversationId, conversations.id), reader))
    : query;
}

/** The message a conversation's view shows as its last: the one at its `last_visible_seq` (none when null). */
function lastVisibleMessage(row: {
  id: SQLWrapper | AnyPgColumn;
  lastVisibleSeq: SQLWrapper | AnyPgColumn;
}): SQL {
  // Not deleted, checked again: a seq kept by an older release (which did not keep it) never shows a deleted message.
  return and(
    eq(messages.conversationId, row.id),
    eq(messages.seq, row.lastVisibleSeq),
    eq(messages.isDeleted, false),
  ) as SQL;
}

async function loadView(db: Db, side: ConversationSide, conversationId: string): Promise<Conversation> {
  const found = conversationRows(db, side.kind, side.id, readBy(readerOf(side)))
    .where(and(eq(conversations.id, conversationId), ownedBy(side)))
    .limit(1)
    .as('found');
  const [row] = await db.select().from(found).leftJoin(messages, lastVisibleMessage(found));
  if (!row) throw conversationNotFound();
  return toConversationView(row.found, row.messages ?? undefined);
}

/** Escapes LIKE's wildcards so the search text is matched as typed. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * What the inbox's filters keep, as conditions on a query that joins the candidate: one job's conversations
 * (`jobId`), those whose candidate's name or any visible message contains `queryText`. Null when the job id
 * cannot name a job (nothing matches).
 */
function narrowedBy(query: { jobId?: string; queryText?: string }): SQL[] | null {
  const conditions: SQL[] = [];
  if (query.jobId !== undefined) {
    if (!UUID.test(query.jobId)) return null;
    conditions.push(eq(conversations.jobId, query.jobId));
  }
  const text = query.queryText?.trim();
  if (text) conditions.push(textMatches(likePattern(text)));
  return conditions;
}

/** The conversations whose candidate's name or any visible message matches the LIKE pattern (candidates joined). */
function textMatches(pattern: string | SQLWrapper): SQL {
  return sql`(${ilike(sql`${candidates.firstName} || ' ' || ${candidates.lastName}`, pattern)} or exists (
    select 1 from ${messages} where ${messages.conversationId} = ${conversations.id}
    and ${messages.isDeleted} = false and ${ilike(messages.body, pattern)}))`;
}

/** The placeholders of the list's prepared statements, filled by each call. */
const listParam = {
  owner: sql.placeholder('owner'),
  reader: sql.placeholder('reader'),
  scope: sql.placeholder('scope'),
  jobId: sql.placeholder('jobId'),
  pattern: sql.placeholder('pattern'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** What a list call's statement depends on besides its values: one prepared statement per shape. */
interface ListShape {
  kind: MessageSender;
  /** The owner's own read rows (`member_id is null`) or a member's. */
  member: boolean;
  /** A job scope (a hiring manager's jobs, or "my jobs"). */
  scoped: boolean;
  archived: boolean;
  job: boolean;
  text: boolean;
}

/** The shape's conditions, with placeholders for its values (see {@link listParam}). */
function listConditions(shape: ListShape): SQL {
  const filters: SQL[] = [];
  if (shape.kind === 'employer') {
    filters.push(eq(conversations.employerId, listParam.owner));
    if (shape.scoped) filters.push(sql`${conversations.jobId} = any(${listParam.scope}::uuid[])`);
    // The reader's own archive (their row of `conversation_reads`, joined by `conversationRows`).
    filters.push(
      shape.archived ? isNotNull(conversationReads.archivedAt) : isNull(conversationReads.archivedAt),
    );
  } else {
    filters.push(eq(conversations.candidateId, listParam.owner));
  }
  if (shape.job) filters.push(eq(conversations.jobId, listParam.jobId));
  if (shape.text) filters.push(textMatches(listParam.pattern));
  return and(...filters) as SQL;
}

/**
 * The shape's two statements, prepared: the page, and the count for a page with no row to carry the total.
 *
 * The total rides on the page as a window count (computed before LIMIT/OFFSET): one statement instead of two. The
 * matching rows are a subquery, sorted and cut outside it: the count needs every one of them anyway, and so
 * PostgreSQL finds them by the employer's index and the reader's row by its own, instead of sorting the whole
 * table in parallel in the hope of stopping early. Each conversation of the page is joined to its last message not
 * deleted by the (conversation, seq) index, at the seq the conversation keeps (`last_visible_seq`), after the page
 * is cut. Prepared once per database handle and shape, so that a call only fills in its values (Drizzle builds no
 * SQL; node-postgres parses it once per connection, PGlite's plan cache once).
 */
function prepareList(db: Db, shape: ListShape, name: string) {
  const reader = shape.member
    ? eq(conversationReads.memberId, listParam.reader)
    : isNull(conversationReads.memberId);
  const where = listConditions(shape);
  const listed = conversationRows(db, shape.kind, listParam.owner, reader).where(where).as('listed');
  const newestFirst = (row: { lastMessageAt: unknown; createdAt: unknown; id: unknown }) => [
    // A conversation without messages yet (a candidate who just applied) counts from its creation: new, on top.
    sql`coalesce(${row.lastMessageAt}, ${row.createdAt}) desc`,
    sql`${row.createdAt} desc`,
    sql`${row.id} desc`,
  ];
  const page = db
    .select()
    .from(listed)
    .orderBy(...newestFirst(listed))
    .limit(listParam.limit)
    .offset(listParam.offset)
    .as('page');
  const pageStatement = db
    .select()
    .from(page)
    .leftJoin(messages, lastVisibleMessage(page))
    .orderBy(...newestFirst(page))
    .prepare(`${name}_page`);
  const counted = db
    .select({ total: count() })
    .from(conversations)
    .innerJoin(candidates, eq(candidates.id, conversations.candidateId))
    .$dynamic();
  const countStatement = (
    shape.kind === 'employer'
      ? counted.leftJoin(
          conversationReads,
          and(eq(conversationReads.conversationId, conversations.id), reader),
        )
      : counted
  )
    .where(where)
    .prepare(`${name}_count`);
  return { page: pageStatement, count: countStatement };
}

type ListStatements = ReturnType<typeof prepareList>;

/** Each database handle's prepared list statements, by shape. */
const listStatements = new WeakMap<Db, Map<string, ListStatements>>();

function listStatementsFor(db: Db, shape: ListShape): ListStatements {
  let byShape = listStatements.get(db);
  if (!byShape) {
    byShape = new Map();
    listStatements.set(db, byShape);
  }
  const key = `${shape.kind === 'employer' ? 'e' : 'c'}${[
    shape.member,
    shape.scoped,
    shape.archived,
    shape.job,
    shape.text,
  ]
    .map((on) => (on ? 1 : 0))
    .join('')}`;
  let statements = byShape.get(key);
  if (!statements) {
    statements = prepareList(db, shape, `conversation_list_${key}`);
    byShape.set(key, statements);
  }
  return statements;
}

/**
 * The side's conversations, the latest activity first (a message, or the conversation's start when it has none). For the employer: archived or not (`archived`), of one
 * job (`jobId`), whose candidate's name or any visible message contains `queryText`.
 */
export async function listConversations(
  db: Db,
  side: ConversationSide,
  query: Partial<ConversationListQuery> = {},
): Promise<ConversationPage> {
  const pageNumber = query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? CONVERSATION_PAGE_SIZE;
  const employer = side.kind === 'employer';
  if (query.jobId !== undefined && !UUID.test(query.jobId)) {
    return { conversations: [], total: 0, pageNumber, pageSize };
  }
  const text = query.queryText?.trim();
  const reader = employer ? readerOf(side) : null;
  const scope = employer ? (side.scope ?? null) : null;
  const statements = listStatementsFor(db, {
    kind: side.kind,
    member: reader !== null,
    scoped: scope !== null,
    archived: employer && query.archived === true,
    job: query.jobId !== undefined,
    text: Boolean(text),
  });
  const values = {
    owner: side.id,
    reader,
    scope: scope === null ? null : [...scope],
    jobId: query.jobId ?? null,
    pattern: text ? likePattern(text) : null,
    limit: pageSize,
    offset: (pageNumber - 1) * pageSize,
  };
  const rows = await statements.page.execute(values);
  const first = rows[0];
  let total = first?.page.total;
  if (total === undefined) {
    // A page past the end (or an empty list) has no row to carry the total.
    const [counted] = await statements.count.execute(values);
    total = Number(counted?.total ?? 0);
  }
  return {
    conversations: rows.map((row) => toConversationView(row.page, row.messages ?? undefined)),
    total,
    pageNumber,
    pageSize,
  };
}

/**
 * The employer side's needs-reply queue: the conversations whose last message not deleted is the candidate's, the
 * longest waiting first, with how many of them are overdue, and the organization's target. Every person of the
 * team sees the same queue (a reader's archive is their inbox's, not the team's), within their jobs in sight. One
 * statement, by the organization's partial index of waiting conversations (`conversations_awaiting_reply_index`).
 */
export async function needsReply(
  db: Db,
  side: ConversationSide,
  query: { pageSize?: number; pageNumber?: number; jobId?: string; queryText?: string } = {},
): Promise<NeedsReplyPage> {
  const pageNumber = query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? 50;
  // The inbox's job and text filters narrow the queue as they narrow the inbox (its own archive does not: the
  // queue is the team's).
  const narrowed = narrowedBy(query) ?? [sql`false`];
  const where = and(ownedBy(side), isNotNull(conversations.awaitingReplySince), ...narrowed);
  const listed = db
    .select({
      ...conversationListColumns(side.kind, employers.replyTargetSeconds),
      overdueTotal: sql<number>`count(*) filter (where ${overdueNow(employers.replyTargetSeconds)}) over ()`
        .mapWith(Number)
        .as('overdue_total'),
      replyTargetSeconds: sql<number>`${employers.replyTargetSeconds}`
        .mapWith(Number)
        .as('reply_target_seconds'),
    })
    .from(conversations)
    .innerJoin(matches, eq(matches.id, conversations.matchId))
    .innerJoin(jobs, eq(jobs.id, conversations.jobId))
    .innerJoin(candidates, eq(candidates.id, conversations.candidateId))
    .innerJoin(employers, eq(employers.id, conversations.employerId))
    .leftJoin(
      conversationReads,
      and(eq(conversationReads.conversationId, conversations.id), readBy(readerOf(side))),
    )
    .where(where)
    .as('listed');
  const oldestFirst = (row: { awaitingReplySince: unknown; id: unknown }) => [
    sql`${row.awaitingReplySince} asc`,
    sql`${row.id} asc`,
  ];
  const page = db
    .select()
    .from(listed)
    .orderBy(...oldestFirst(listed))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize)
    .as('page');
  const rows = await db
    .select()
    .from(page)
    .leftJoin(messages, lastVisibleMessage(page))
    .orderBy(...oldestFirst(page));
  const first = rows[0]?.page;
  if (first) {
    return {
      conversations: rows.map((row) => toConversationView(row.page, row.messages ?? undefined)),
      total: first.total,
      overdue: first.overdueTotal,
      replyTargetMinutes: first.replyTargetSeconds / 60,
      pageNumber,
      pageSize,
    };
  }
  // An empty queue (or a page past its end): the counts from one more pass over the queue, and the target.
  const [counted] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      overdue: sql<number>`coalesce(max(${listed.overdueTotal}), 0)`.mapWith(Number),
    })
    .from(listed);
  const [organization] = await db
    .select({ target: employers.replyTargetSeconds })
    .from(employers)
    .where(eq(employers.id, side.id));
  return {
    conversations: [],
    total: counted?.total ?? 0,
    overdue: counted?.overdue ?? 0,
    replyTargetMinutes: (organization?.target ?? 86_400) / 60,
    pageNumber,
    pageSize,
  };
}

/** A page of a thread: its messages oldest first, and whether older or newer ones remain outside it. */
export type ThreadPage = Pick<ConversationThread, 'messages' | 'hasOlder' | 'hasNewer'>;

/**
 * Marks one of the side's conversations read and answers its `last_seq`, or null when it is not the side's: for
 * the candidate, their unread count set to zero; on the employer's side, for the reader only (the other people of
 * the team keep theirs), by raising their count of the candidate's messages read to the conversation's. One
 * statement; nothing is written when the reader has read them all already (a thread is read again often: every
 * message that arrives while it is open).
 */
async function markRead(db: Db, side: ConversationSide, own: SQL): Promise<{ lastSeq: number } | null> {
  if (side.kind !== 'employer') {
    const [marked] = await db
      .update(conversations)
      .set({ candidateUnread: 0 })
      .where(own)
      .returning({ lastSeq: conversations.lastSeq });
    return marked ?? null;
  }
  const { rows } = await db.execute<{ last_seq: number }>(sql`
    with own as (
      select ${conversations.id}, ${conversations.lastSeq}, ${conversations.candidateMessages}
      from ${conversations} where ${own}
    ),
    marked as (
      insert into ${conversationReads} (conversation_id, member_id, candidate_messages_read)
      select id, ${readerOf(side)}::uuid, candidate_messages from own
      on conflict (conversation_id, member_id) do update
      set candidate_messages_read = excluded.candidate_messages_read
      where ${conversationReads.candidateMessagesRead} < excluded.candidate_messages_read
    )
    select last_seq from own`);
  const [row] = rows;
  return row ? { lastSeq: Number(row.last_seq) } : null;
}

/**
 * One of the side's conversations with a page of its messages, oldest first within the page, and marked read
 * for the side (on the employer's side, for the person reading: see {@link markRead}). Without a cursor the
 * newest page; `beforeSeq` the page just before that seq (older history); `afterSeq` the page just after it
 * (catching up: read again from the last seq while `hasNewer`). Seqs run from 1 without gaps (a deleted message
 * keeps its place), so `hasOlder` is "the page starts after 1".
 */
export async function getConversation(
  db: Db,
  side: ConversationSide,
  conversationId: string,
  query: Partial<ThreadPageQuery> = {},
): Promise<ConversationThread> {
  if (!UUID.test(conversationId)) throw conversationNotFound();
  const pageSize = Math.min(query.pageSize ?? THREAD_PAGE_SIZE, THREAD_PAGE_SIZE_MAX);
  const own = and(eq(conversations.id, conversationId), ownedBy(side));
  const marked = await markRead(db, side, own as SQL);
  if (!marked) throw conversationNotFound();
  const view = await loadView(db, side, conversationId);
  const inThread = eq(messages.conversationId, conversationId);
  // One row more than the page, in the direction read, tells whether more remain that way.
  const forward = query.afterSeq !== undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(
      forward
        ? and(inThread, gt(messages.seq, query.afterSeq ?? 0))
        : query.beforeSeq !== undefined
          ? and(inThread, lt(messages.seq, query.beforeSeq))
          : inThread,
    )
    .orderBy(forward ? asc(messages.seq) : desc(messages.seq))
    .limit(pageSize + 1);
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  if (!forward) page.reverse();
  const first = page[0]?.seq;
  const last = page.at(-1)?.seq;
  // Seqs 1…lastSeq all exist, so what lies outside the page follows from its first and last seq.
  const hasOlder = forward ? (first ?? Math.min(query.afterSeq ?? 0, marked.lastSeq) + 1) > 1 : more;
  const hasNewer = forward
    ? more
    : query.beforeSeq !== undefined && marked.lastSeq > (last ?? query.beforeSeq - 1);
  return { ...view, messages: page.map(toMessageView), hasOlder, hasNewer };
}

export interface SentMessage {
  message: Message;
  /** False when the send was a retry answered with the message stored the first time. */
  created: boolean;
  employerId: string;
  candidateId: string;
  /** The conversation's job: its hiring managers hear of the message too. */
  jobId: string;
}

/**
 * How long after a send a second one with the same `tempMsgId` and body counts as its retry. Longer than any
 * retry a person makes of a failed message; short enough that a random id (one of 123 456, spec §9) reused in a
 * long conversation is a new message, never mistaken for an old one.
 */
export const MESSAGE_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How many times a send runs unlocked before it takes the conversation's lock first (tests pass 0 to lock at once). */
export const SEND_ATTEMPTS_UNLOCKED = 3;

/** What the send statement returns: the conversation's sides and the message written or retried, if any. */
type SendRow = {
  /** The team writes to a candidate who declined the invite, or whose invite was withdrawn: refused. */
  conversation_closed: boolean;
  conversation_employer_id: string;
  conversation_candidate_id: string;
  conversation_job_id: string;
  /** Null when the statement was overtaken (see {@link writeMessage}). */
  id: string | null;
  conversation_id: string;
  seq: number;
  sender_kind: string;
  sender_id: string;
  body: string;
  temp_msg_id: string | null;
  is_deleted: boolean;
  /** As Drizzle reads a timestamptz: PostgreSQL's text, which Date parses. */
  sent_time: string;
  sender_member_id: string | null;
  sender_name: string | null;
  created: boolean;
};

interface SendInput {
  side: ConversationSide;
  conversationId: string;
  body: string;
  /** The `tempMsgId` as the text column stores it. */
  tempId: string;
}

/** The conversation of one of the employer's matches, or null. */
export async function conversationIdOfMatch(
  db: Db,
  employerId: string,
  matchId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.matchId, matchId), eq(conversations.employerId, employerId)));
  return row?.id ?? null;
}

/**
 * Writes a message in one of the side's conversations. A retry (the same sender, `tempMsgId` and body within
 * `MESSAGE_RETRY_WINDOW_MS`) answers the first message; a reused `tempMsgId` with another body is a new message.
 * Two senders never get the same seq and two copies of one retry never both write: see {@link writeMessage}.
 * This is the chat's hot path (docs/perf.md, "Chat round trip"): one statement, one round trip, in the common case.
 */
export async function sendMessage(
  db: Db,
  side: ConversationSide,
  conversationId: string,
  { body, tempMsgId }: SendMessagePayload,
  { attemptsUnlocked = SEND_ATTEMPTS_UNLOCKED }: { attemptsUnlocked?: number } = {},
): Promise<SentMessage> {
  if (!UUID.test(conversationId)) throw conversationNotFound();
  const input: SendInput = {
    side,
    conversationId,
    body,
    tempId: String(tempMsgId),
  };
  for (let attempt = 1; attempt <= attemptsUnlocked; attempt += 1) {
    const sent = await writeMessage(db, input);
    if (sent !== 'overtaken') return sent;
  }
  // A conversation this busy: the same statement behind the conversation's row lock, where nothing overtakes it.
  return db.transaction(async (tx) => {
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), ownedBy(side)))
      .for('update');
    const sent = await writeMessage(tx, input);
    if (sent === 'overtaken') throw new Error('A send was overtaken behind the conversation lock');
    return sent;
  });
}

/**
 * The message a send would be a retry of (the same sender, `tempMsgId` and body within `MESSAGE_RETRY_WINDOW_MS`,
 * as {@link sendMessage} decides), or null. Lets a send refused by the rate limit still answer a message that was
 * stored the first time, so a client resending after a lost answer never sees its sent message fail.
 */
export async function findRetriedMessage(
  db: Db,
  side: ConversationSide,
  conversationId: string,
  { body, tempMsgId }: SendMessagePayload,
): Promise<Message | null> {
  if (!UUID.test(conversationId)) return null;
  const retryAfter = new Date(Date.now() - MESSAGE_RETRY_WINDOW_MS);
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderKind, side.kind),
        eq(messages.senderId, side.id),
        eq(messages.tempMsgId, String(tempMsgId)),
        eq(messages.body, body),
        gt(messages.sentTime, retryAfter),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(1);
  return row ? toMessageView(row) : null;
}

/**
 * One statement: finds the retry, or else numbers the message (the conversation's `last_seq` + 1 under the
 * conversation's row lock, which the UPDATE takes), counts it for the other side (unread for the candidate; one
 * more of the candidate's messages, unread by each person of the team until they read it), sets the last message
 * time and inserts it. Answers 'overtaken' when another message of the conversation was committed after the
 * statement's snapshot: its look for a retry could have missed that one (a copy of the same retry), so it writes
 * nothing and the caller runs it again. Throws 404 for a conversation that is not the side's.
 */
async function writeMessage(db: Db, { side, conversationId, body, tempId }: SendInput) {
  const now = new Date();
  const retryAfter = new Date(now.getTime() - MESSAGE_RETRY_WINDOW_MS);
  const ownerColumn = sql.raw(side.kind === 'employer' ? 'employer_id' : 'candidate_id');
  // The candidate's unread count, or the count of the candidate's messages (each person of the team has read
  // some of them: `conversation_reads`).
  const otherSideCount = sql.raw(side.kind === 'employer' ? 'candidate_unread' : 'candidate_messages');
  const { rows } = await db.execute<SendRow>(sql`
    with conversation as (
      select id, last_seq, employer_id, candidate_id, job_id, ${
        side.kind === 'employer'
          ? sql`exists (select from matches where matches.id = conversations.match_id
              and matches.request_status in ('declined', 'cancelled'))`
          : sql`false`
      } as closed
      from conversations
      where id = ${conversationId} and ${ownerColumn} = ${side.id}${
        side.scope ? sql` and job_id = any(${sql.param([...side.scope])}::uuid[])` : sql``
      }
    ),
    retried as (
      select * from messages
      where conversation_id = ${conversationId} and sender_kind = ${side.kind} and sender_id = ${side.id}
        and temp_msg_id = ${tempId} and body = ${body} and sent_time > ${retryAfter.toISOString()}
      order by seq desc
      limit 1
    ),
    numbered as (
      update conversations
      set last_seq = conversations.last_seq + 1, last_visible_seq = conversations.last_seq + 1,
        last_message_at = ${now.toISOString()},
        ${otherSideCount} = ${otherSideCount} + 1,
        -- The team's message ends the candidate's wait; the candidate's first one after the team's starts it.
        awaiting_reply_since = ${
          side.kind === 'employer'
            ? sql`null`
            : sql`coalesce(conversations.awaiting_reply_since, ${now.toISOString()}::timestamptz)`
        }
      from conversation
      -- Rechecked on the newest row after waiting for its lock: no longer equal when a message came between.
      where conversations.id = conversation.id and conversations.last_seq = conversation.last_seq
        and not conversation.closed and not exists (select from retried)
      returning conversations.last_seq
    ),
    inserted as (
      insert into messages (conversation_id, seq, sender_kind, sender_id, body, temp_msg_id, sent_time,
        sender_member_id, sender_name)
      select ${conversationId}, last_seq, ${side.kind}, ${side.id}, ${body}, ${tempId}, ${now.toISOString()},
        ${side.author?.memberId ?? null}::uuid, ${side.author?.name ?? null}
      from numbered
      returning *
    ),
    message as (
      select *, true as created from inserted
      union all
      select *, false as created from retried
    )
    select conversation.closed as conversation_closed, conversation.employer_id as conversation_employer_id,
      conversation.candidate_id as conversation_candidate_id, conversation.job_id as conversation_job_id,
      message.*
    from conversation left join message on true`);
  const [row] = rows;
  if (!row) throw conversationNotFound();
  // A closed conversation writes nothing; only a retry of a message stored before it closed is answered.
  if (row.conversation_closed && row.id === null) {
    throw new AppError(409, 'CONVERSATION_CLOSED', CONVERSATION_CLOSED_MESSAGE);
  }
  if (row.id === null) return 'overtaken';
  const message: MessageRow = {
    id: row.id,
    conversationId: row.conversation_id,
    seq: Number(row.seq),
    senderKind: row.sender_kind,
    senderId: row.sender_id,
    body: row.body,
    tempMsgId: row.temp_msg_id,
    isDeleted: row.is_deleted,
    sentTime: new Date(row.sent_time),
    senderMemberId: row.sender_member_id,
    senderName: row.sender_name,
  };
  return {
    message: toMessageView(message),
    created: row.created,
    employerId: row.conversation_employer_id,
    candidateId: row.conversation_candidate_id,
    jobId: row.conversation_job_id,
  } satisfies SentMessage;
}

/**
 * Deletes (softly) one of the side's own messages: it keeps its place with an empty body. Someone else's
 * message answers 404 like a missing one. Answers the conversation, whose last message falls back to the
 * previous visible one.
 */
export async function deleteMessage(
  db: Db,
  side: ConversationSide,
  conversationId: string,
  messageId: string,
): Promise<{
  conversation: Conversation;
  messageId: string;
  employerId: string;
  candidateId: string;
  jobId: string;
}> {
  if (!UUID.test(conversationId)) throw conversationNotFound();
  const [conversation] = await db
    .select({
      employerId: conversations.employerId,
      candidateId: conversations.candidateId,
      jobId: conversations.jobId,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), ownedBy(side)))
    .limit(1);
  if (!conversation) throw conversationNotFound();
  if (!UUID.test(messageId)) throw messageNotFound();
  const deleted = await db.transaction(async (tx) => {
    // The conversation's row first: a send committed while this waited is then seen by the recount below (a
    // statement that waits for the row instead would recount without it, from its older snapshot).
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for('update');
    const [row] = await tx
      .update(messages)
      .set({ isDeleted: true })
      .where(
        and(
          eq(messages.id, messageId),
          eq(messages.conversationId, conversationId),
          eq(messages.senderKind, side.kind),
          eq(messages.senderId, side.id),
          // A member of the team deletes only the messages they wrote; the owner any of the team's.
          ...(side.author?.memberId ? [eq(messages.senderMemberId, side.author.memberId)] : []),
        ),
      )
      .returning({ id: messages.id });
    // The conversation's last message falls back to the previous visible one, and a deleted reply of the team
    // leaves the candidate waiting again (since their first message after it).
    if (row) await recomputeFromMessages(tx, conversationId);
    return row;
  });
  if (!deleted) throw messageNotFound();
  return { conversation: await loadView(db, side, conversationId), messageId: deleted.id, ...conversation };
}

/**
 * Archives or unarchives one of the employer's conversations for the person asking (the reader): it leaves or
 * comes back to their inbox only, the rest of the team keeps theirs. Archiving again keeps the first time.
 */
export async function setArchived(
  db: Db,
  side: ConversationSide,
  conversationId: string,
  archived: boolean,
): Promise<Conversation> {
  if (!UUID.test(conversationId)) throw conversationNotFound();
  const reader = readerOf(side);
  const own = and(eq(conversations.id, conversationId), ownedBy(side));
  // One statement: the conversation must be the side's; then the reader's row is written (created when they had
  // none: nothing read), or on unarchiving cleared where there is one.
  const change = archived
    ? sql`insert into ${conversationReads} (conversation_id, member_id, archived_at)
        select id, ${reader}::uuid, now() from own
        on conflict (conversation_id, member_id) do update
        set archived_at = coalesce(${conversationReads.archivedAt}, excluded.archived_at)`
    : sql`update ${conversationReads} set archived_at = null from own
        where ${conversationReads.conversationId} = own.id and ${readBy(reader)}`;
  const { rows } = await db.execute<{ id: string }>(sql`
    with own as (select ${conversations.id} from ${conversations} where ${own}),
    changed as (${change})
    select id from own`);
  if (rows.length === 0) throw conversationNotFound();
  return loadView(db, side, conversationId);
}
