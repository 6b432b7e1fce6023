import { describe, expect, it } from 'vitest';
import { formatValidationError } from '../rules/format-validation-error';
import {
  conversationListQuerySchema,
  conversationSchema,
  messageSchema,
  sendMessagePayloadSchema,
  threadPageQuerySchema,
} from './conversation';

const message = {
  _id: 'm1',
  conversationId: 'c1',
  seq: 1,
  body: 'Hello Dr. Patel',
  status: 2,
  sentTime: '2025-03-01T10:00:00.000Z',
  sender: 'employer',
  senderId: 'employer-1',
  isDeleted: false,
  tempMsgId: 123455,
};

const conversation = {
  _id: 'c1',
  match: { _id: 'match-1', pipelineStatus: 'Shortlisted', requestStatus: 'accepted' },
  job: { _id: 'job-1', title: 'Family physician' },
  candidate: { _id: 'cand-1', firstName: 'Ana', lastName: 'Patel', providerType: 'MD', specialty: 'fm' },
  lastMessage: message,
  employerCount: 0,
  candidateCount: 1,
  sentTime: message.sentTime,
  archived: false,
  awaitingReplySince: null,
  overdue: false,
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

describe('messageSchema and conversationSchema (the wire)', () => {
  it('accepts a message as the server sends it', () => {
    expect(messageSchema.parse(message)).toEqual(message);
  });

  it('says who wrote a message by side, and which one by senderId', () => {
    expect(messageSchema.parse({ ...message, sender: 'candidate', senderId: 'cand-1' }).sender).toBe(
      'candidate',
    );
    expect(messageSchema.safeParse({ ...message, sender: 'employer-1' }).success).toBe(false);
  });

  it.each([
    ['status 1 (sending: only the client has it)', { status: 1 }],
    ['status 3 (failed: only the client has it)', { status: 3 }],
    ['status as text', { status: '2' }],
    ['a temporary id as text', { tempMsgId: '12' }],
    ['a temporary id of 123456', { tempMsgId: 123_456 }],
    ['a negative temporary id', { tempMsgId: -1 }],
  ])('refuses a message with %s', (_name, change) => {
    expect(messageSchema.safeParse({ ...message, ...change }).success).toBe(false);
  });

  it('accepts a message without a temporary id', () => {
    const { tempMsgId: _tempMsgId, ...withoutTempId } = message;
    expect(messageSchema.safeParse(withoutTempId).success).toBe(true);
  });

  it('accepts a conversation with a null last message and no sent time', () => {
    const parsed = conversationSchema.parse({ ...conversation, lastMessage: null, sentTime: null });
    expect(parsed.lastMessage).toBeNull();
  });

  it('refuses a pipeline status that is not a pipeline step', () => {
    const match = { ...conversation.match, pipelineStatus: 'Maybe' };
    expect(conversationSchema.safeParse({ ...conversation, match }).success).toBe(false);
  });
});

describe('threadPageQuerySchema', () => {
  it('reads query-string numbers and fills the page size', () => {
    expect(threadPageQuerySchema.parse({ afterSeq: '4' })).toEqual({ afterSeq: 4, pageSize: 50 });
  });

  it.each([
    ['both cursors', { afterSeq: 1, beforeSeq: 9 }, 'Give afterSeq or beforeSeq, not both'],
    ['a page over 100', { pageSize: '101' }, 'The page size must be at most 100'],
  ])('refuses %s', (_name, input, expected) => {
    const result = threadPageQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(expected);
  });
});

describe('conversationListQuerySchema (spec §9 defaults)', () => {
  it('fills page size 100, page 1 and archived false', () => {
    expect(conversationListQuerySchema.parse({})).toEqual({
      pageSize: 100,
      pageNumber: 1,
      archived: false,
      mine: false,
    });
  });

  it('reads query-string text', () => {
    expect(
      conversationListQuerySchema.parse({
        pageSize: '50',
        pageNumber: '2',
        archived: 'true',
        jobId: 'j1',
        queryText: ' patel ',
        mine: 'true',
      }),
    ).toEqual({
      pageSize: 50,
      pageNumber: 2,
      archived: true,
      jobId: 'j1',
      queryText: 'patel',
      mine: true,
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
