import { describe, expect, it } from 'vitest';
import { planNotificationClick, pushDataOfNotification, pushTarget } from './notification-click';

const origin = 'https://medhire.example';

describe('pushTarget', () => {
  it.each([
    [
      { notificationId: 'n1', type: 'new-message', conversation: 'conv 1' },
      '/messages?conversationId=conv%201',
    ],
    [{ notificationId: 'n2', type: 'new-message' }, '/messages'],
    [{ notificationId: 'n3', type: 'invite-accepted', conversation: 'conv-2', match: 'm1' }, '/messages'],
    [{ notificationId: 'n4', type: 'applied-on-job', job: 'job-1' }, '/jobs-resident'],
    [{ notificationId: 'n5', type: 'invite-rejected', job: 'job-1', match: 'm1' }, '/jobs-resident'],
    [{ notificationId: 'n6', type: 'employee-registered' }, '/home'],
    [
      { notificationId: 'n9', type: 'saved-search-match', savedSearch: 'search 1' },
      '/explore?savedSearch=search%201',
    ],
    [{ notificationId: 'n7', type: 'offer-made' }, '/home'],
    [{ notificationId: 'n8' }, '/home'],
    [{}, '/home'],
  ])('%j leads to %s', (data, target) => {
    expect(pushTarget(data)).toBe(target);
  });

  it('never builds a path to another site from a hostile conversation id', () => {
    const target = pushTarget({ type: 'new-message', conversation: '//evil.com/x?y=1#z' });
    expect(new URL(target, origin).origin).toBe(origin);
    expect(target).toBe('/messages?conversationId=%2F%2Fevil.com%2Fx%3Fy%3D1%23z');
  });
});

describe('pushDataOfNotification', () => {
  it('reads the push Firebase keeps under FCM_MSG on the notifications it shows', () => {
    expect(
      pushDataOfNotification({
        FCM_MSG: {
          notification: { title: 'New message', body: 'Dr. Reyes replied' },
          data: { notificationId: 'n1', type: 'new-message', conversation: 'conv-1' },
        },
      }),
    ).toEqual({ notificationId: 'n1', type: 'new-message', conversation: 'conv-1' });
  });

  it('reads the push data the worker put on its own notifications', () => {
    expect(pushDataOfNotification({ type: 'applied-on-job', job: 'job-1' })).toEqual({
      type: 'applied-on-job',
      job: 'job-1',
    });
  });

  it.each([null, undefined, 'text', 42, [], { FCM_MSG: 'x' }, { FCM_MSG: { data: null } }])(
    'answers no data for %j',
    (value) => {
      expect(pushDataOfNotification(value)).toEqual({});
    },
  );

  it('keeps only text values', () => {
    expect(pushDataOfNotification({ type: 'new-message', conversation: { $ne: 1 }, count: 2 })).toEqual({
      type: 'new-message',
    });
  });
});

describe('planNotificationClick', () => {
  const target = '/messages?conversationId=conv-1';
  const at = (path: string, extra: { focused?: boolean; visibilityState?: string } = {}) => ({
    url: `${origin}${path}`,
    ...extra,
  });

  it('opens a window at the target when no tab of the app is open', () => {
    expect(planNotificationClick(target, [], origin)).toEqual({
      action: 'open',
      url: `${origin}/messages?conversationId=conv-1`,
    });
  });

  it('never uses a tab of another site', () => {
    expect(planNotificationClick(target, [{ url: 'https://evil.example/messages' }], origin)).toEqual({
      action: 'open',
      url: `${origin}/messages?conversationId=conv-1`,
    });
  });

  it('focuses a tab already at the target without navigating it', () => {
    const home = at('/home', { focused: true });
    const thread = at('/messages?conversationId=conv-1');
    expect(planNotificationClick(target, [home, thread], origin)).toEqual({
      action: 'focus',
      window: thread,
      navigateTo: null,
    });
  });

  it('navigates the focused tab, else a visible one, else any tab of the app', () => {
    const hidden = at('/jobs', { visibilityState: 'hidden' });
    const visible = at('/home', { visibilityState: 'visible' });
    const focused = at('/explore', { focused: true, visibilityState: 'visible' });
    const navigateTo = `${origin}/messages?conversationId=conv-1`;
    expect(planNotificationClick(target, [hidden, visible, focused], origin)).toEqual({
      action: 'focus',
      window: focused,
      navigateTo,
    });
    expect(planNotificationClick(target, [hidden, visible], origin)).toEqual({
      action: 'focus',
      window: visible,
      navigateTo,
    });
    expect(planNotificationClick(target, [hidden], origin)).toEqual({
      action: 'focus',
      window: hidden,
      navigateTo,
    });
  });
});
