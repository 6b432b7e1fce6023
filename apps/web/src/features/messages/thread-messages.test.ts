import type { ConversationMessage, ConversationWithMessages } from '@medhire/api-client';
import { describe, expect, it } from 'vitest';
import { withMessages } from './thread-messages';

const message = (seq: number, overrides: Partial<ConversationMessage> = {}): ConversationMessage => ({
  _id: `m-${seq}`,
  conversationId: 'c-1',
  seq,
  body: `message ${seq}`,
  status: 2,
  sentTime: '2026-11-26T09:00:00.000Z',
  sender: 'candidate',
  senderId: 'cand-1',
  isDeleted: false,
  ...overrides,
});

const thread = (messages: ConversationMessage[]) => ({
  conversation: { _id: 'c-1', messages } as unknown as ConversationWithMessages,
});

describe('withMessages', () => {
  it('appends what the feed took in after the thread as read, in seq order', () => {
    const result = withMessages(thread([message(1), message(2)]), [message(4), message(3)]);
    expect(result.conversation.messages.map((item) => item.seq)).toEqual([1, 2, 3, 4]);
  });

  it('keeps each seq once, as the thread last read it (a deletion read since stays deleted)', () => {
    const deleted = message(2, { isDeleted: true, body: '' });
    const result = withMessages(thread([message(1), deleted, message(3)]), [message(2), message(3)]);
    expect(result.conversation.messages).toHaveLength(3);
    expect(result.conversation.messages[1]).toEqual(deleted);
  });
});
