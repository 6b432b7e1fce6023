import { MatchRequestStatus } from '@medhire/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversationReads, conversations, matches, messages } from '../../db/schema.js';
import { createMatchConversations, recomputeFromMessages } from './service.js';

/** The demo's first two conversations (of accepted matches) start with these messages, oldest first. */
const DEMO_THREADS: readonly (readonly { from: 'employer' | 'candidate'; body: string }[])[] = [
  [
    { from: 'employer', body: 'Thanks for applying! Would you have time for a call this week?' },
    { from: 'candidate', body: 'Yes, Thursday afternoon works for me.' },
    { from: 'employer', body: 'Great, I will send an invite for Thursday at 2 pm.' },
  ],
  [
    { from: 'employer', body: 'Your experience fits the role well. Any questions about the schedule?' },
    { from: 'candidate', body: 'Is there call coverage on weekends?' },
  ],
];

/**
 * The conversation of each of the employer's matches that has none yet, and a few messages in the first
 * two conversations of accepted matches while they are empty. Idempotent and safe from two nodes: the
 * conversation row is locked while its messages are written.
 */
export async function seedDemoConversations(db: Db, employerId: string): Promise<void> {
  const missing = await db
    .select({
      id: matches.id,
      employerId: matches.employerId,
      candidateId: matches.candidateId,
      jobId: matches.jobId,
    })
    .from(matches)
    .leftJoin(conversations, eq(conversations.matchId, matches.id))
    .where(and(eq(matches.employerId, employerId), isNull(conversations.id)));
  await createMatchConversations(db, missing);

  const threads = await db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(matches, eq(matches.id, conversations.matchId))
    .where(
      and(eq(conversations.employerId, employerId), eq(matches.requestStatus, MatchRequestStatus.Accepted)),
    )
    .orderBy(asc(matches.createdAt), asc(matches.id))
    .limit(DEMO_THREADS.length);

  for (const [index, { id }] of threads.entries()) {
    const thread = DEMO_THREADS[index] ?? [];
    await db.transaction(async (tx) => {
      const [conversation] = await tx
        .select()
        .from(conversations)
        .where(eq(conversations.id, id))
        .for('update');
      if (!conversation || conversation.lastSeq > 0) return;
      const start = Date.now() - thread.length * 20 * 60 * 1000;
      const rows = thread.map((message, position) => ({
        conversationId: id,
        seq: position + 1,
        senderKind: message.from,
        senderId: message.from === 'employer' ? conversation.employerId : conversation.candidateId,
        body: message.body,
        sentTime: new Date(start + position * 20 * 60 * 1000),
      }));
      await tx.insert(messages).values(rows).onConflictDoNothing();
      const last = rows.at(-1);
      const candidateMessages = rows.filter((row) => row.senderKind === 'candidate').length;
      await tx
        .update(conversations)
        .set({ lastSeq: rows.length, lastMessageAt: last?.sentTime ?? null, candidateMessages })
        .where(eq(conversations.id, id));
      await recomputeFromMessages(tx, id);
      // The owner has read the thread but for the candidate's latest reply, which is still unread.
      const read = candidateMessages - (last?.senderKind === 'candidate' ? 1 : 0);
      if (read > 0) {
        await tx
          .insert(conversationReads)
          .values({ conversationId: id, memberId: null, candidateMessagesRead: read })
          .onConflictDoNothing();
      }
    });
  }
}
