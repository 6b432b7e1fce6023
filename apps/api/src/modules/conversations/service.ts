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
  type PipelineStatus,
  type SendMessagePayload,
  TEMP_MESSAGE_ID_LIMIT,
  THREAD_PAGE_SIZE,
  THREAD_PAGE_SIZE_MAX,
  type ThreadPageQuery,
} from '@medhire/domain';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type Candidate,
  type Conversation as ConversationRow,
  candidates,
  conversations,
  type Job,
  jobs,
  type Match,
  type MessageRow,
  matches,
  messages,
} from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { inJobScope, type JobScope } from '../jobs/hiring-team.js';

export const CONVERSATION_NOT_FOUND_MESSAGE = 'This conversation was not found.';
export const MESSAGE_NOT_FOUND_MESSAGE = 'This message was not found.';

/** Whose side of a conversation a call is on: the employer's or the candidate's, by id. */
/**
 * One side of conversations: the employer or the candidate, by id. The employer's side may name who of its team
 * writes (`author`): their member id (null for the owner) and name, stored with each message they send.
 */
export type ConversationSide = {
  kind: MessageSender;
  id: string;
  author?: { memberId: string | null; name: string | null };
  /** The employer side's jobs in sight (a hiring manager's, or "my jobs"); every job when absent or null. */
  scope?: JobScope;
  /** Whether reading a thread sets this side's unread count to zero (true when absent). */
  marksRead?: boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function conversationNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', CONVERSATION_NOT_FOUND_MESSAGE);
}

function messageNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', MESSAGE_NOT_FOUND_MESSAGE);
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
    isDeleted: row.isDeleted,
    ...(tempMsgId === undefined ? {} : { tempMsgId }),
  };
}

function toConversationView(row: ConversationListRow, lastMessage: MessageRow | undefined): Conversation {
  const { conversation, match, job, candidate } = row;
  const last = lastMessage ? toMessageView(lastMessage) : null;
  return {
    _id: conversation.id,
    match: {
      _id: match.id,
      pipelineStatus: match.pipelineStatus as PipelineStatus,
      requestStatus: match.requestStatus as MatchRequestStatus,
    },
    job: { _id: job.id, title: job.title },
    candidate: {
      _id: candidate.id,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      providerType: candidate.providerType,
      specialty: candidate.specialty,
    },
    lastMessage: last,
    employerCount: conversation.employerUnread,
    candidateCount: conversation.candidateUnread,
    sentTime: last?.sentTime ?? null,
    archived: conversation.employerArchivedAt !== null,
  };
}

/**
 * Creates the conversation of each given match (none twice: one per match). Called in the transaction that
 * inserts the matches, so a match never exists without its conversation.
 */
export async function createMatchConversations(
  db: Db,
  created: readonly { id: string; employerId: string; candidateId: string; jobId: string }[],
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
      })),
    )
    .onConflictDoNothing();
}

/** The last message that is not deleted of each conversation (by seq: the server's order). */
async function lastVisibleMessages(db: Db, conversationIds: string[]): Promise<Map<string, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(
      and(
        // One array parameter, however many ids: the same statement text (and plan) for every page.
        sql`${messages.conversationId} = any(${sql.param(conversationIds)}::uuid[])`,
        eq(messages.isDeleted, false),
      ),
    )
    .orderBy(messages.conversationId, desc(messages.seq));
  return new Map(rows.map((row) => [row.conversationId, row]));
}

/**
 * The columns a conversation's view shows, and no more: the candidate's and the job's rows carry JSON columns
 * (profile, locations, details) that a list would otherwise parse for every row and then drop.
 */
const conversationListColumns = {
  conversation: {
    id: conversations.id,
    employerUnread: conversations.employerUnread,
    candidateUnread: conversations.candidateUnread,
    employerArchivedAt: conversations.employerArchivedAt,
  },
  match: { id: matches.id, pipelineStatus: matches.pipelineStatus, requestStatus: matches.requestStatus },
  job: { id: jobs.id, title: jobs.title },
  candidate: {
    id: candidates.id,
    firstName: candidates.firstName,
    lastName: candidates.lastName,
    providerType: candidates.providerType,
    specialty: candidates.specialty,
  },
};

interface ConversationListRow {
  conversation: Pick<ConversationRow, keyof typeof conversationListColumns.conversation>;
  match: Pick<Match, keyof typeof conversationListColumns.match>;
  job: Pick<Job, keyof typeof conversationListColumns.job>;
  candidate: Pick<Candidate, keyof typeof conversationListColumns.candidate>;
}

function conversationRows(db: Db) {
  return db
    .select(conversationListColumns)
    .from(conversations)
    .innerJoin(matches, eq(matches.id, conversations.matchId))
    .innerJoin(jobs, eq(jobs.id, conversations.jobId))
    .innerJoin(candidates, eq(candidates.id, conversations.candidateId));
}

async function loadView(db: Db, side: ConversationSide, conversationId: string): Promise<Conversation> {
  const [row] = await conversationRows(db)
    .where(and(eq(conversations.id, conversationId), ownedBy(side)))
    .limit(1);
  if (!row) throw conversationNotFound();
  const last = await lastVisibleMessages(db, [row.conversation.id]);
  return toConversationView(row, last.get(row.conversation.id));
}

async function countConversations(db: Db, where: SQL | undefined): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(conversations)
    .innerJoin(candidates, eq(candidates.id, conversations.candidateId))
    .where(where);
  return Number(counted?.total ?? 0);
}

/** Escapes LIKE's wildcards so the search text is matched as typed. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The side's conversations, the latest message first (those without messages after, newest first). For the employer: archived or not (`archived`), of one
 * job (`jobId`), whose candidate's name or any visible message contains `queryText`.
 */
export async function listConversations(
  db: Db,
  side: ConversationSide,
  query: Partial<ConversationListQuery> = {},
): Promise<ConversationPage> {
  const pageNumber = query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? CONVERSATION_PAGE_SIZE;
  const filters: (SQL | undefined)[] = [ownedBy(side)];
  if (side.kind === 'employer') {
    filters.push(
      query.archived ? isNotNull(conversations.employerArchivedAt) : isNull(conversations.employerArchivedAt),
    );
  }
  if (query.jobId !== undefined) {
    if (!UUID.test(query.jobId)) return { conversations: [], total: 0, pageNumber, pageSize };
    filters.push(eq(conversations.jobId, query.jobId));
  }
  const text = query.queryText?.trim();
  if (text) {
    const pattern = likePattern(text);
    filters.push(
      sql`(${ilike(sql`${candidates.firstName} || ' ' || ${candidates.lastName}`, pattern)} or exists (
        select 1 from ${messages} where ${messages.conversationId} = ${conversations.id}
        and ${messages.isDeleted} = false and ${ilike(messages.body, pattern)}))`,
    );
  }
  const where = and(...filters);
  // The total rides on the page as a window count (computed before LIMIT/OFFSET): one statement instead of
  // two. A page past the end has no row to carry it.
  const rows = await db
    .select({ ...conversationListColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(conversations)
    .innerJoin(matches, eq(matches.id, conversations.matchId))
    .innerJoin(jobs, eq(jobs.id, conversations.jobId))
    .innerJoin(candidates, eq(candidates.id, conversations.candidateId))
    .where(where)
    .orderBy(
      sql`${conversations.lastMessageAt} desc nulls last`,
      desc(conversations.createdAt),
      desc(conversations.id),
    )
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const last = await lastVisibleMessages(
    db,
    rows.map((row) => row.conversation.id),
  );
  return {
    conversations: rows.map((row) => toConversationView(row, last.get(row.conversation.id))),
    total: rows[0]?.total ?? (await countConversations(db, where)),
    pageNumber,
    pageSize,
  };
}

/** A page of a thread: its messages oldest first, and whether older or newer ones remain outside it. */
export type ThreadPage = Pick<ConversationThread, 'messages' | 'hasOlder' | 'hasNewer'>;

/**
 * One of the side's conversations with a page of its messages, oldest first within the page, and the side's
 * unread count set to zero. Without a cursor the newest page; `beforeSeq` the page just before that seq (older
 * history); `afterSeq` the page just after it (catching up: read again from the last seq while `hasNewer`).
 * Seqs run from 1 without gaps (a deleted message keeps its place), so `hasOlder` is "the page starts after 1".
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
  const [marked] =
    side.marksRead === false
      ? await db
          .select({ id: conversations.id, lastSeq: conversations.lastSeq })
          .from(conversations)
          .where(own)
      : await db
          .update(conversations)
          .set(side.kind === 'employer' ? { employerUnread: 0 } : { candidateUnread: 0 })
          .where(own)
          .returning({ id: conversations.id, lastSeq: conversations.lastSeq });
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
 * conversation's row lock, which the UPDATE takes), counts it unread for the other side, sets the last message
 * time and inserts it. Answers 'overtaken' when another message of the conversation was committed after the
 * statement's snapshot: its look for a retry could have missed that one (a copy of the same retry), so it writes
 * nothing and the caller runs it again. Throws 404 for a conversation that is not the side's.
 */
async function writeMessage(db: Db, { side, conversationId, body, tempId }: SendInput) {
  const now = new Date();
  const retryAfter = new Date(now.getTime() - MESSAGE_RETRY_WINDOW_MS);
  const ownerColumn = sql.raw(side.kind === 'employer' ? 'employer_id' : 'candidate_id');
  const otherSideUnread = sql.raw(side.kind === 'employer' ? 'candidate_unread' : 'employer_unread');
  const { rows } = await db.execute<SendRow>(sql`
    with conversation as (
      select id, last_seq, employer_id, candidate_id, job_id from conversations
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
      set last_seq = conversations.last_seq + 1, last_message_at = ${now.toISOString()},
        ${otherSideUnread} = ${otherSideUnread} + 1
      from conversation
      -- Rechecked on the newest row after waiting for its lock: no longer equal when a message came between.
      where conversations.id = conversation.id and conversations.last_seq = conversation.last_seq
        and not exists (select from retried)
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
    select conversation.employer_id as conversation_employer_id,
      conversation.candidate_id as conversation_candidate_id, conversation.job_id as conversation_job_id,
      message.*
    from conversation left join message on true`);
  const [row] = rows;
  if (!row) throw conversationNotFound();
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
  const [deleted] = await db
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
  if (!deleted) throw messageNotFound();
  return { conversation: await loadView(db, side, conversationId), messageId: deleted.id, ...conversation };
}

/** Archives or unarchives one of the employer's conversations (archiving again keeps the first time). */
export async function setArchived(
  db: Db,
  side: ConversationSide,
  conversationId: string,
  archived: boolean,
): Promise<Conversation> {
  if (!UUID.test(conversationId)) throw conversationNotFound();
  const [updated] = await db
    .update(conversations)
    .set({
      employerArchivedAt: archived ? sql`coalesce(${conversations.employerArchivedAt}, now())` : null,
    })
    .where(and(eq(conversations.id, conversationId), ownedBy(side)))
    .returning({ id: conversations.id });
  if (!updated) throw conversationNotFound();
  return loadView(db, side, conversationId);
}
