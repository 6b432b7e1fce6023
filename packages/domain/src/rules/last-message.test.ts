import { describe, expect, it } from 'vitest';
import { applyMessageDeletion, type DeletableMessage, getLastVisibleMessage } from './last-message';

function message(id: string, minute: number, isDeleted = false): DeletableMessage {
  return { _id: id, sentTime: `2025-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`, isDeleted };
}

const first = message('m1', 1);
const second = message('m2', 2);
const third = message('m3', 3);

describe('getLastVisibleMessage', () => {
  it.each<[string, DeletableMessage[], string | null]>([
    ['the latest message of an oldest-first list', [first, second, third], 'm3'],
    ['the latest message of a newest-first list', [third, second, first], 'm3'],
    ['a deleted latest message is skipped', [first, second, message('m3', 3, true)], 'm2'],
    ['every message deleted: none', [message('m1', 1, true), message('m2', 2, true)], null],
    ['an empty list: none', [], null],
    ['equal times: the one further down the list', [message('a', 5), message('b', 5)], 'b'],
    ['an unreadable time loses to a readable one', [{ _id: 'bad', sentTime: 'yesterday' }, first], 'm1'],
    ['isDeleted missing counts as not deleted', [{ _id: 'x', sentTime: first.sentTime }], 'x'],
  ])('%s', (_name, messages, expectedId) => {
    expect(getLastVisibleMessage(messages)?._id ?? null).toBe(expectedId);
  });
});

describe('applyMessageDeletion (spec §4: deleting marks it deleted; last message falls back to the previous one)', () => {
  it('Deleting a message marks it deleted', () => {
    const conversation = { _id: 'c1', messages: [first, second, third], lastMessage: third };
    const result = applyMessageDeletion(conversation, 'm2');
    expect(result.messages.find((each) => each._id === 'm2')?.isDeleted).toBe(true);
    expect(result.lastMessage?._id).toBe('m3');
  });

  it("the conversation's last message falls back to the previous one", () => {
    const conversation = { _id: 'c1', messages: [first, second, third], lastMessage: third };
    const result = applyMessageDeletion(conversation, 'm3');
    expect(result.lastMessage?._id).toBe('m2');
    expect(result._id).toBe('c1');
  });

  it('the fall-back skips messages that are already deleted', () => {
    const conversation = { messages: [first, message('m2', 2, true), third], lastMessage: third };
    expect(applyMessageDeletion(conversation, 'm3').lastMessage?._id).toBe('m1');
  });

  it('deleting the only message leaves no last message (null)', () => {
    const conversation = { messages: [first], lastMessage: first };
    expect(applyMessageDeletion(conversation, 'm1').lastMessage).toBeNull();
  });

  it('deleting an older message keeps a last message that is not on the loaded page', () => {
    const newer = message('m9', 9);
    const conversation = { messages: [first, second], lastMessage: newer };
    expect(applyMessageDeletion(conversation, 'm1').lastMessage).toBe(newer);
  });

  it('deleting a last message that is not on the loaded page falls back to the loaded ones', () => {
    const newer = message('m9', 9);
    const conversation = { messages: [first, second], lastMessage: newer };
    expect(applyMessageDeletion(conversation, 'm9').lastMessage?._id).toBe('m2');
  });

  it('an unknown message id changes nothing', () => {
    const conversation = { messages: [first, second], lastMessage: second };
    expect(applyMessageDeletion(conversation, 'nope')).toBe(conversation);
  });

  it('does not mutate the conversation or its messages', () => {
    const conversation = { messages: [first, second], lastMessage: second };
    const snapshot = structuredClone(conversation);
    applyMessageDeletion(conversation, 'm2');
    expect(conversation).toEqual(snapshot);
    expect(second.isDeleted).toBe(false);
  });
});
