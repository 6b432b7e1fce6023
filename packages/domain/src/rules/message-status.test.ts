import { describe, expect, it } from 'vitest';
import { MessageStatus } from '../enums/message-status';
import {
  canTransitionMessage,
  type MessageStatusEvent,
  MessageTransitionError,
  transitionMessage,
} from './message-status';

const { Sending, Sent, Failed } = MessageStatus;

describe('transitionMessage (spec §4, "Message status")', () => {
  it.each<[string, MessageStatus, MessageStatusEvent, MessageStatus]>([
    ['A message is sending, then sent on success', Sending, 'succeeded', Sent],
    ['A message is sending, then failed on error', Sending, 'failed', Failed],
    ['A failed message can be resent, which returns it to sending', Failed, 'resend', Sending],
  ])('%s', (_name, from, event, expected) => {
    expect(transitionMessage(from, event)).toBe(expected);
  });

  it.each<[string, MessageStatus, MessageStatusEvent]>([
    ['a sent message cannot succeed again', Sent, 'succeeded'],
    ['a sent message cannot fail afterwards', Sent, 'failed'],
    ['a sent message cannot be resent', Sent, 'resend'],
    ['a sending message cannot be resent (it is still in flight)', Sending, 'resend'],
    ['a failed message cannot succeed without being resent', Failed, 'succeeded'],
    ['a failed message cannot fail again', Failed, 'failed'],
    ['an unknown status (4) refuses every event', 4 as MessageStatus, 'succeeded'],
    ['an unknown event is refused', Sending, 'deleted' as MessageStatusEvent],
  ])('refuses: %s', (_name, from, event) => {
    expect(() => transitionMessage(from, event)).toThrow(MessageTransitionError);
  });

  it('says which status refused which event', () => {
    expect(() => transitionMessage(Sent, 'resend')).toThrow('A sent message cannot take the event "resend"');
  });
});

describe('canTransitionMessage (spec §4, "Message status")', () => {
  it.each<[string, MessageStatus, MessageStatus, boolean]>([
    ['sending → sent (on success)', Sending, Sent, true],
    ['sending → failed (on error)', Sending, Failed, true],
    ['failed → sending (resend)', Failed, Sending, true],
    ['failed → sent directly is refused (it must be resent first)', Failed, Sent, false],
    ['sent → sending is refused', Sent, Sending, false],
    ['sent → failed is refused', Sent, Failed, false],
    ['sending → sending is not a transition', Sending, Sending, false],
    ['sent → sent is not a transition', Sent, Sent, false],
    ['failed → failed is not a transition', Failed, Failed, false],
    ['an unknown status is refused', 0 as MessageStatus, Sending, false],
  ])('%s', (_name, from, to, expected) => {
    expect(canTransitionMessage(from, to)).toBe(expected);
  });
});
