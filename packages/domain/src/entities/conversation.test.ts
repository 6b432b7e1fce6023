import { describe, expect, it } from 'vitest';
import { formatValidationError } from '../rules/format-validation-error';
import {
  conversationListQuerySchema,
  conversationSchema,
  messageSchema,
  sendMessagePayloadSchema,
} from './conversation';

const message = {
  _id: 'm1',
  body: 'Hello Dr. Patel',
  status: 2,
  sentTime: '2025-03-01T10:00:00.000Z',
  sender: 'employer-1',
  isDeleted: false,
  tempMsgId: 123455,
};

describe('sendMessagePayloadSchema', () => {
  it('trims the body', () => {
    expect(sendMessagePayloadSchema.parse({ body: '  Hi  ', tempMsgId: 0 })).toEqual({
      body: 'Hi',
      tempMsgId: 0,
    });
  });

  it.each([
    ['an empty body', { body: '', tempMsgId: 1 }, 'Type a message before sending'],
    ['a body of only spaces and newlines', { body: ' \n\t ', tempMsgId: 1 }, 'Type a message before sending'],
    [
      'a body over 5000 characters',
      { body: 'x'.repeat(5001), tempMsgId: 1 },
      'A message can be at most 5000 characters',
    ],
    [
      'a temporary id of 123456',
      { body: 'Hi', tempMsgId: 123456 },
      'The temporary message id must be from 0 to 123455',
    ],
    [
      'a negative temporary id',
      { body: 'Hi', tempMsgId: -1 },
      'The temporary message id must be from 0 to 123455',
    ],
    [
      'a fractional temporary id',
      { body: 'Hi', tempMsgId: 1.5 },
      'The temporary message id must be a whole number',
    ],
    ['no temporary id', { body: 'Hi' }, 'The temporary message id must be a number'],
  ])('refuses %s', (_name, input, expected) => {
    const result = sendMessagePayloadSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(formatValidationError(result.error)).toBe(expected);
    }
  });

  it('accepts exactly 5000 characters', () => {
    expect(sendMessagePayloadSchema.safeParse({ body: 'x'.repeat(5000), tempMsgId: 1 }).success).toBe(true);
  });
});

describe('messageSchema and conversationSchema', () => {
  it('accepts a message and keeps fields it does not know', () => {
    expect(messageSchema.parse({ ...message, senderName: 'Dana' })).toMatchObject({ senderName: 'Dana' });
  });

  it.each([
    ['status 4', { status: 4 }],
    ['status as text', { status: '2' }],
    ['a time without a zone', { sentTime: '2025-03-01 10:00' }],
  ])('refuses a message with %s', (_name, change) => {
    expect(messageSchema.safeParse({ ...message, ...change }).success).toBe(false);
  });

  it('accepts a conversation with a null last message', () => {
    const conversation = {
      _id: 'c1',
      messages: [],
      lastMessage: null,
      employerCount: 0,
      sentTime: '2025-03-01T10:00:00Z',
    };
    expect(conversationSchema.parse(conversation).lastMessage).toBeNull();
  });

  it('refuses a negative unread count', () => {
    const conversation = {
      _id: 'c1',
      messages: [message],
      lastMessage: message,
      employerCount: -1,
      sentTime: message.sentTime,
    };
    expect(conversationSchema.safeParse(conversation).success).toBe(false);
  });
});

describe('conversationListQuerySchema (spec §9 defaults)', () => {
  it('fills page size 100, page 1 and archived false', () => {
    expect(conversationListQuerySchema.parse({})).toEqual({ pageSize: 100, pageNumber: 1, archived: false });
  });

  it('reads query-string text', () => {
    expect(
      conversationListQuerySchema.parse({
        pageSize: '50',
        pageNumber: '2',
        archived: 'true',
        jobId: 'j1',
        queryText: ' patel ',
      }),
    ).toEqual({
      pageSize: 50,
      pageNumber: 2,
      archived: true,
      jobId: 'j1',
      queryText: 'patel',
    });
  });

  it.each([
    ['a page size above 100', { pageSize: '1000' }],
    ['page 0', { pageNumber: 0 }],
    ['archived "yes"', { archived: 'yes' }],
  ])('refuses %s', (_name, input) => {
    expect(conversationListQuerySchema.safeParse(input).success).toBe(false);
  });
});
