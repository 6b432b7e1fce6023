import type { ConversationMessage } from '@medhire/api-client';
import type { OutboxMessage } from '@medhire/api-client/realtime';
import { MessageStatus } from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './use-outbox';

function serverMessage(
  seq: number,
  tempMsgId: number,
  sender: 'employer' | 'candidate',
): ConversationMessage {
  return {
    _id: `m-${seq}`,
    conversationId: 'c-1',
    seq,
    body: `Message ${seq}`,
    status: MessageStatus.Sent,
    sentTime: '2026-11-26T10:00:00.000Z',
    sender,
    senderId: sender === 'employer' ? 'e-1' : 'cand-1',
    isDeleted: false,
    tempMsgId,
  };
}

function pending(tempMsgId: number, body: string): OutboxMessage<ConversationMessage> {
  return {
    tempMsgId,
    body,
    status: MessageStatus.Sending,
    queuedAt: '2026-11-26T10:01:00.000Z',
    waiting: false,
    message: null,
    error: null,
  };
}

describe('mergeMessages', () => {
  it('shows a message once when the server already answered its temporary id (a whole number, 0 included)', () => {
    const merged = mergeMessages(
      [serverMessage(1, 0, 'employer'), serverMessage(2, 41, 'employer')],
      [pending(0, 'Message 1'), pending(41, 'Message 2')],
      'e-1',
    );
    expect(merged.map((message) => message._id)).toEqual(['m-1', 'm-2']);
  });

  it('keeps the employer’s pending message when only the candidate used the same temporary id', () => {
    const merged = mergeMessages([serverMessage(1, 7, 'candidate')], [pending(7, 'On my way')], 'e-1');
    expect(merged.map((message) => [message.body, message.status, message.tempMsgId])).toEqual([
      ['Message 1', MessageStatus.Sent, 7],
      ['On my way', MessageStatus.Sending, 7],
    ]);
  });
});
