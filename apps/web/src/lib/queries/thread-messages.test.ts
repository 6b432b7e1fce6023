import type { ConversationMessage, ConversationWithMessages } from '@medhire/api-client';
import { describe, expect, it } from 'vitest';
import { withDeleted, withMessages, withNewestPage, withOlderPage } from './thread-messages';

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

const page = (messages: ConversationMessage[], hasOlder: boolean) => ({
  conversation: { _id: 'c-1', messages, hasOlder, hasNewer: false } as unknown as ConversationWithMessages,
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => message(from + index));
const seqsOf = (data: { conversation: ConversationWithMessages }) =>
  data.conversation.messages.map((item) => item.seq);

describe('withNewestPage', () => {
  it('keeps the earlier pages the employer loaded when the newest page is read again', () => {
    const held = page(range(1, 60), false);
    const fresh = page([...range(11, 59), message(60, { isDeleted: true, body: '' }), message(61)], true);
    const result = withNewestPage(held, fresh);
    expect(seqsOf(result)).toEqual(range(1, 61).map((item) => item.seq));
    expect(result.conversation.hasOlder).toBe(false);
    // The fresh page wins where both hold a message.
    expect(result.conversation.messages[59]).toMatchObject({ seq: 60, isDeleted: true });
  });

  it('drops held pages that no longer join the fresh one, so no hole is shown', () => {
    const result = withNewestPage(page(range(1, 50), false), page(range(120, 169), true));
    expect(seqsOf(result)).toEqual(range(120, 169).map((item) => item.seq));
    expect(result.conversation.hasOlder).toBe(true);
  });
});

describe('withOlderPage', () => {
  it('puts the earlier page in front and takes its word on whether older ones remain', () => {
    const held = page(range(51, 100), true);
    const result = withOlderPage(held, page(range(1, 50), false).conversation);
    expect(seqsOf(result)).toEqual(range(1, 100).map((item) => item.seq));
    expect(result.conversation.hasOlder).toBe(false);
  });
});

describe('withDeleted', () => {
  it('shows a message of an earlier page as deleted', () => {
    const result = withDeleted(page(range(1, 3), false), 'm-2');
    expect(result.conversation.messages[1]).toMatchObject({ seq: 2, isDeleted: true, body: '' });
    expect(result.conversation.messages[0]).toEqual(message(1));
  });
});
