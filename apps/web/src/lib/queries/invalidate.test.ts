import { describe, expect, it } from 'vitest';
import { applicantKeys } from './applicants';
import { conversationKeys, staleConversations } from './conversations';
import { keyStartsWith, keysUnder } from './invalidate';
import { jobKeys } from './jobs';
import { notificationKeys } from './notifications';

describe('keyStartsWith', () => {
  it.each([
    [jobKeys.list('open'), jobKeys.all, true],
    [jobKeys.detail('j1'), jobKeys.all, true],
    [jobKeys.detail('j1'), jobKeys.lists(), false],
    [jobKeys.all, jobKeys.list('open'), false],
    [notificationKeys.list('e1'), jobKeys.all, false],
    ['jobs', jobKeys.all, false],
    [undefined, jobKeys.all, false],
  ] as const)('%j under %j: %s', (key, prefix, expected) => {
    expect(keyStartsWith(key, prefix)).toBe(expected);
  });
});

describe('keysUnder', () => {
  it('takes every key under one of the prefixes and none under an exception', () => {
    const filter = keysUnder([jobKeys.all, notificationKeys.all], [jobKeys.detail('kept')]);
    expect(filter(jobKeys.list('all'))).toBe(true);
    expect(filter(notificationKeys.list('e1'))).toBe(true);
    expect(filter(jobKeys.detail('other'))).toBe(true);
    expect(filter(jobKeys.detail('kept'))).toBe(false);
    expect(filter(conversationKeys.detail('c1'))).toBe(false);
  });
});

describe('staleConversations', () => {
  const inbox = conversationKeys.list('e1', { queryText: '', archived: false, jobId: null });

  it('is the inbox and every thread but the one that follows the socket', () => {
    const stale = staleConversations('open');
    expect(stale(inbox)).toBe(true);
    expect(stale(conversationKeys.detail('other'))).toBe(true);
    expect(stale(conversationKeys.detail('open'))).toBe(false);
    expect(stale(notificationKeys.list('e1'))).toBe(false);
  });

  it('is every thread when none follows the socket', () => {
    expect(staleConversations(undefined)(conversationKeys.detail('open'))).toBe(true);
  });
});

describe('"Only my jobs" in the keys', () => {
  it('keeps my jobs, my applicants and my conversations apart from everyone’s, under the same prefixes', () => {
    expect(jobKeys.list('open', true)).not.toEqual(jobKeys.list('open'));
    expect(jobKeys.list('open', false)).toEqual(jobKeys.list('open'));
    expect(applicantKeys.list(1, true)).not.toEqual(applicantKeys.list(1));
    const filters = { queryText: '', archived: false, jobId: null };
    expect(conversationKeys.list('e1', { ...filters, mine: true })).not.toEqual(
      conversationKeys.list('e1', filters),
    );
    // A new hiring team re-reads both lists of jobs; a message re-reads both inboxes.
    const jobs = keysUnder([jobKeys.all]);
    expect(jobs(jobKeys.list('all', true))).toBe(true);
    expect(jobs(jobKeys.list('all'))).toBe(true);
    expect(staleConversations(undefined)(conversationKeys.list('e1', { ...filters, mine: true }))).toBe(true);
  });
});
