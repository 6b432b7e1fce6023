import { describe, expect, it } from 'vitest';
import {
  messageDeletedEventSchema,
  messageEventSchema,
  RealtimeEvent,
  sessionEndedEventSchema,
  socketHandshakeSchema,
} from './realtime';

const message = {
  _id: 'm1',
  conversationId: 'c1',
  seq: 3,
  body: 'See you Monday',
  status: 2,
  sentTime: '2026-11-26T10:00:00.000Z',
  sender: 'candidate',
  senderId: 'cand-1',
  isDeleted: false,
  tempMsgId: 4242,
};

describe('socket events', () => {
  it('names the events the server emits as the app listens for them', () => {
    expect(RealtimeEvent).toEqual({
      Message: 'onMessage',
      MessageDeleted: 'onMessageDeleted',
      Notification: 'onNotification',
      SessionEnded: 'session-ended',
    });
  });

  it('carries a new message as the HTTP answer does', () => {
    expect(messageEventSchema.parse({ conversationId: 'c1', message })).toEqual({
      conversationId: 'c1',
      message,
    });
  });

  it.each([
    ['a temporary id as text', { ...message, tempMsgId: '4242' }],
    ['a sender id where the side belongs', { ...message, sender: 'cand-1' }],
    ['a status other than sent', { ...message, status: 1 }],
  ])('refuses a message event with %s', (_name, changed) => {
    expect(messageEventSchema.safeParse({ conversationId: 'c1', message: changed }).success).toBe(false);
  });

  it('carries a deletion by ids, and a session end with its sentence', () => {
    expect(messageDeletedEventSchema.safeParse({ conversationId: 'c1', messageId: 'm1' }).success).toBe(true);
    expect(sessionEndedEventSchema.safeParse({}).success).toBe(false);
  });

  it.each([
    ['no uid', { token: 't' }, 'The socket needs the user id (uid)'],
    ['an empty uid', { uid: '', token: 't' }, 'The socket needs the user id (uid)'],
    ['no token', { uid: 'u1' }, 'The socket needs the session token'],
  ])('refuses a handshake with %s', (_name, handshake, expected) => {
    const result = socketHandshakeSchema.safeParse(handshake);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(expected);
  });
});
