import type { ConversationMessage } from '@medhire/api-client';
import { createMessageOutbox, flushWhenOnline, type OutboxMessage } from '@medhire/api-client/realtime';
import { createTempMessageId, NETWORK_ERROR_MESSAGE } from '@medhire/domain';
import type { ChatMessage } from '@medhire/ui/chat-thread';
import { useEffect, useMemo, useRef, useState } from 'react';
import { sendMessage } from '../../lib/queries/messages';
import { reportError } from '../../lib/queries/report';

/**
 * The conversation's outbox (spec §4): a message shows at once as sending with a `tempMsgId`, becomes sent, or
 * failed with a toast; a failed one keeps its text and is resent with the same `tempMsgId` (the server answers
 * the first copy, never a second); a message written offline waits and goes out when the connection returns.
 */
export function useOutbox(
  conversationId: string,
  onSent: (message: ConversationMessage) => void,
  /** The temporary ids of the employer's messages already in the thread: a new message never reuses one. */
  takenIds: () => ReadonlySet<ConversationMessage['tempMsgId']>,
) {
  const [pending, setPending] = useState<readonly OutboxMessage<ConversationMessage>[]>([]);
  const taken = useRef(takenIds);
  taken.current = takenIds;
  const outbox = useMemo(
    () =>
      createMessageOutbox<ConversationMessage>({
        // The server takes a known id with the same text, sent within a day, as a retry: draw another.
        createId: () => {
          const inThread = taken.current();
          let id = createTempMessageId();
          for (let attempt = 0; inThread.has(id) && attempt < 50; attempt += 1) id = createTempMessageId();
          return id;
        },
        send: async (body, tempMsgId) => {
          try {
            const { message } = await sendMessage(conversationId, body, tempMsgId);
            onSent(message);
            return message;
          } catch (error) {
            // Offline sends wait quietly in the outbox; any other failure is a failed message and a toast.
            if (!(error instanceof Error && error.message === NETWORK_ERROR_MESSAGE) || navigator.onLine) {
              reportError(error);
            }
            throw error;
          }
        },
        onChange: (messages) => setPending([...messages]),
      }),
    // A new outbox per conversation; `onSent` only refreshes data.
    [conversationId],
  );
  useEffect(() => {
    setPending([]);
    return flushWhenOnline(outbox);
  }, [outbox]);
  return { outbox, pending };
}

/** The server's messages, followed by the outbox's that the server has not answered with yet. */
export function mergeMessages(
  server: readonly ConversationMessage[],
  pending: readonly OutboxMessage<ConversationMessage>[],
  employerId: string,
): ChatMessage[] {
  // The employer's own messages only: the candidate's temporary ids are drawn from the same small range.
  const known = new Set(
    server.filter((message) => message.sender === 'employer').map((message) => message.tempMsgId),
  );
  const local: ChatMessage[] = pending
    .filter((item) => !known.has(item.tempMsgId))
    .map((item) =>
      item.message
        ? { ...item.message, status: 2 }
        : {
            _id: `temp-${item.tempMsgId}`,
            conversationId: '',
            body: item.body,
            status: item.status,
            sentTime: item.queuedAt,
            sender: 'employer',
            senderId: employerId,
            isDeleted: false,
            tempMsgId: item.tempMsgId,
          },
    );
  return [...server.map((message) => ({ ...message, status: 2 as const })), ...local];
}
