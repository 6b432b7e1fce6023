import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type Candidate,
  type Conversation,
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

export const CONVERSATION_NOT_FOUND_MESSAGE = 'This conversation was not found.';
export const MESSAGE_NOT_FOUND_MESSAGE = 'This message was not found.';

/** The spec's page size of the conversation list. */
export const CONVERSATION_PAGE_SIZE = 100;
/** The server's messages are all sent (the client's 1 sending and 3 failed never reach it). */
export const MESSAGE_SENT = 2;

/** Whose side of a conversation a call is on: the employer's or the candidate's, by id. */
export type ConversationSide = { kind: 'employer' | 'candidate'; id: string };

export interface MessageView {
  _id: string;
  conversationId: string;
  seq: number;
  body: string;
  status: typeof MESSAGE_SENT;
  sentTime: string;
  sender: 'employer' | 'candidate';
  senderId: string;
  isDeleted: boolean;
  tempMsgId?: string;
}

export interface ConversationView {
  _id: string;
  match: { _id: string; pipelineStatus: string; requestStatus: string };
  job: { _id: string; title: string };
  candidate: { _id: string; firstName: string; lastName: string; providerType: string; specialty: string };
  lastMessage: MessageView | null;
  /** Unread messages of the employer. */
  employerCount: number;
  /** Unread messages of the candidate. */
  candidateCount: number;
  sentTime: string | null;
  archived: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function conversationNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', CONVERSATION_NOT_FOUND_MESSAGE);
}

function messageNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', MESSAGE_NOT_FOUND_MESSAGE);
}

/** The side's own conversations only: another's answers like a missing one. */
function ownedBy(side: ConversationSide): SQL {
  return side.kind === 'employer'
    ? eq(conversations.employerId, side.id)
    : eq(conversations.candidateId, side.id);
}

export function toMessageView(row: MessageRow): MessageView {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    body: row.isDeleted ? '' : row.body,
    status: MESSAGE_SENT,
    sentTime: row.sentTime.toISOString(),
    sender: row.senderKind as 'employer' | 'candidate',
    senderId: row.senderId,
    isDeleted: row.isDeleted,
    ...(row.tempMsgId === null ? {} : { tempMsgId: row.tempMsgId }),
  };
}

function toConversationView(
  row: { conversation: Conversation; match: Match; job: Job; candidate: Candidate },
  lastMessage: MessageRow | undefined,
): ConversationView {
  const { conversation, match, job, candidate } = row;
  const last = lastMessage ? toMessageView(lastMessage) : null;
  return {
    _id: conversation.id,
    match: { _id: match.id, pipelineStatus: match.pipelineStatus, requestStatus: match.requestStatus },
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
    .where(and(inArray(messages.conversationId, conversationIds), eq(messages.isDeleted, false)))
    .orderBy(messages.conversationId, desc(messages.seq));
  return new Map(rows.map((row) => [row.conversationId, row]));
}

function conversationRows(db: Db) {
  return db
    .select({ conversation: conversations, match: matches, job: jobs, candidate: candidates })
    .from(conversations)
    .innerJoin(matches, eq(matches.id, conversations.matchId))
    .innerJoin(jobs, eq(jobs.id, conversations.jobId))
    .innerJoin(candidates, eq(candidates.id, conversations.candidateId));
}

async function loadView(db: Db, side: ConversationSide, conversationId: string): Promise<ConversationView> {
  const [row] = await conversationRows(db)
    .where(and(eq(conversations.id, conversationId), ownedBy(side)))
    .limit(1);
  if (!row) throw conversationNotFound();
  const last = await lastVisibleMessages(db, [row.conversation.id]);
  return toConversationView(row, last.get(row.conversation.id));
}

export interface ConversationListQuery {
  queryText?: string | undefined;
  pageSize?: number | undefined;
  pageNumber?: number | undefined;
  archived?: boolean | undefined;
  jobId?: string | undefined;
}

export interface ConversationPage {
  conversations: ConversationView[];
  total: number;
  pageNumber: number;
  pageSize: number;
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
  query: ConversationListQuery = {},
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
  const [counted] = await db
    .select({ total: count() })
    .from(conversations)
    .innerJoin(candidates, eq(candidates.id, conversations.candidateId))
    .where(where);
  const rows = await conversationRows(db)
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
    total: Number(counted?.total ?? 0),
    pageNumber,
    pageSize,
  };
}

/**
 * One of the side's conversations with its messages in seq order (only those after `afterSeq` when given,
 * for catching up), and the side's unread count set to zero.
 */
export async function getConversation(
  db: Db,
  side: ConversationSide,
  conversationId: string,
  afterSeq = 0,
): Promise<ConversationView & { messages: MessageView[] }> {
  if (!UUID.test(conversationId)) throw conversationNotFound();
  const [marked] = await db
    .update(conversations)
    .set(side.kind === 'employer' ? { employerUnread: 0 } : { candidateUnread: 0 })
    .where(and(eq(conversations.id, conversationId), ownedBy(side)))
    .returning({ id: conversations.id });
  if (!marked) throw conversationNotFound();
  const view = await loadView(db, side, conversationId);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, afterSeq)))
    .orderBy(asc(messages.seq));
  return { ...view, messages: rows.map(toMessageView) };
}

export interface SentMessage {
  message: MessageView;
  /** False when the send was a retry answered with the message stored the first time. */
  created: boolean;
  employerId: string;
  candidateId: string;
}

/**
 * How long after a send a second one with the same `tempMsgId` and body counts as its retry. Longer than any
 * retry a person makes of a failed message; short enough that a random id (one of 123 456, spec §9) reused in a
 * long conversation is a new message, never mistaken for an old one.
 */
export const MESSAGE_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A row of `messages` as a raw statement returns it (snake_case, the time as PostgreSQL's text). */
type RawMessageRow = {
  id: string;
  conversation_id: string;
  seq: number;
  sender_kind: string;
  sender_id: string;
  body: string;
  temp_msg_id: string | null;
  is_deleted: boolean;
  sent_time: string;
  created: boolean;
};

function fromRawMessage(row: RawMessageRow): MessageRow {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    seq: Number(row.seq),
    senderKind: row.sender_kind,
    senderId: row.sender_id,
    body: row.body,
    tempMsgId: row.temp_msg_id,
    isDeleted: row.is_deleted,
    // As Drizzle reads a timestamptz: PostgreSQL's text, which Date parses.
    sentTime: new Date(row.sent_time),
  };
}

/**
 * Writes a message in one of the side's conversations. The conversation row is locked, so two senders never
 * get the same seq and two copies of one retry never both write. A retry (the same sender, `tempMsgId` and body
 * within `MESSAGE_RETRY_WINDOW_MS`) answers the first message; a reused `tempMsgId` with another body is a new
 * message.
 *
 * Two statements in one transaction (this is the chat's hot path: see docs/perf.md, "Chat round trip"): the
 * lock, then one statement that looks for the retry and, without one, takes the next seq, counts the message
 * unread for the other side, sets the conversation's last message time and inserts the message. That second
 * statement starts after the lock is held, so it sees every message committed before (a retry's first copy).
 */
export async function sendMessage(
  db: Db,
  side: ConversationSide,
  conversationId: string,
  { body, tempMsgId }: { body: string; tempMsgId?: string | number | undefined },
): Promise<SentMessage> {
  if (!UUID.test(conversationId)) throw conversationNotFound();
  const tempId = tempMsgId === undefined ? null : String(tempMsgId);
  const now = new Date();
  const retryAfter = new Date(now.getTime() - MESSAGE_RETRY_WINDOW_MS);
  const otherSideUnread = sql.raw(side.kind === 'employer' ? 'candidate_unread' : 'employer_unread');
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ employerId: conversations.employerId, candidateId: conversations.candidateId })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), ownedBy(side)))
      .for('update');
    if (!conversation) throw conversationNotFound();
    const { rows } = await tx.execute<RawMessageRow>(sql`
      with retried as (
        select * from messages
        where conversation_id = ${conversationId} and sender_kind = ${side.kind} and sender_id = ${side.id}
          and temp_msg_id = ${tempId} and body = ${body} and sent_time > ${retryAfter.toISOString()}
        order by seq desc
        limit 1
      ),
      numbered as (
        update conversations
        set last_seq = last_seq + 1, last_message_at = ${now.toISOString()},
          ${otherSideUnread} = ${otherSideUnread} + 1
        where id = ${conversationId} and not exists (select from retried)
        returning last_seq
      ),
      inserted as (
        insert into messages (conversation_id, seq, sender_kind, sender_id, body, temp_msg_id, sent_time)
        select ${conversationId}, last_seq, ${side.kind}, ${side.id}, ${body}, ${tempId}, ${now.toISOString()}
        from numbered
        returning *
      )
      select *, true as created from inserted
      union all
      select *, false as created from retried`);
    const [row] = rows;
    if (!row) throw new Error('no message inserted');
    return {
      message: toMessageView(fromRawMessage(row)),
      created: row.created,
      employerId: conversation.employerId,
      candidateId: conversation.candidateId,
    };
  });
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
): Promise<{ conversation: ConversationView; messageId: string; employerId: string; candidateId: string }> {
  if (!UUID.test(conversationId)) throw conversationNotFound();
  const [conversation] = await db
    .select({ employerId: conversations.employerId, candidateId: conversations.candidateId })
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
      ),
    )
    .returning({ id: messages.id });
  if (!deleted) throw messageNotFound();
  return { conversation: await loadView(db, side, conversationId), messageId: deleted.id, ...conversation };
}

/** Archives or unarchives one of the employer's conversations (archiving again keeps the first time). */
export async function setArchived(
  db: Db,
  employerId: string,
  conversationId: string,
  archived: boolean,
): Promise<ConversationView> {
  if (!UUID.test(conversationId)) throw conversationNotFound();
  const side: ConversationSide = { kind: 'employer', id: employerId };
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
