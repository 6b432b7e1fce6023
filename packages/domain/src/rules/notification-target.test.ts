import { describe, expect, it } from 'vitest';
import { NotificationType } from '../enums/notification-type';
import { getNotificationTarget, type NotificationTargetInput } from './notification-target';

describe('getNotificationTarget (spec §2, "Notification click targets")', () => {
  it.each<[string, NotificationTargetInput['data'], string]>([
    ['employee registered → /home', { type: NotificationType.EmployeeRegistered }, '/home'],
    ['applied on job → /jobs-resident', { type: NotificationType.AppliedOnJob }, '/jobs-resident'],
    ['invite accepted → /messages', { type: NotificationType.InviteAccepted }, '/messages'],
    [
      'invite accepted → /messages (a conversation is ignored)',
      { type: NotificationType.InviteAccepted, conversation: 'c1' },
      '/messages',
    ],
    [
      'new message → /messages?conversationId={conversation}',
      { type: NotificationType.NewMessage, conversation: '665f1c2a9b' },
      '/messages?conversationId=665f1c2a9b',
    ],
    [
      'new message → the conversation id is URL-encoded',
      { type: NotificationType.NewMessage, conversation: 'a&b=c d/#' },
      '/messages?conversationId=a%26b%3Dc%20d%2F%23',
    ],
    ['new message without a conversation → /messages', { type: NotificationType.NewMessage }, '/messages'],
    [
      'new message with a null conversation → /messages',
      { type: NotificationType.NewMessage, conversation: null },
      '/messages',
    ],
    [
      'new message with an empty conversation → /messages',
      { type: NotificationType.NewMessage, conversation: '' },
      '/messages',
    ],
    ['invite rejected → /jobs-resident', { type: NotificationType.InviteRejected }, '/jobs-resident'],
    [
      'a failed payment → /manage-subscriptions, where the card is replaced',
      { type: NotificationType.PaymentFailed },
      '/manage-subscriptions',
    ],
    [
      'a saved search’s new match → /explore?savedSearch={savedSearch}',
      { type: NotificationType.SavedSearchMatch, savedSearch: 'a&b' },
      '/explore?savedSearch=a%26b',
    ],
    [
      'a saved search’s new match without a search → /explore',
      { type: NotificationType.SavedSearchMatch },
      '/explore',
    ],
    ['an unknown type (newer server) → /home', { type: 'something-new' as NotificationType }, '/home'],
  ])('%s', (_name, data, expected) => {
    expect(getNotificationTarget({ data })).toBe(expected);
  });
});
