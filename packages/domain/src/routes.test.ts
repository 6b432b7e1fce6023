import { describe, expect, it } from 'vitest';
import {
  authenticatedRoutes,
  isAuthenticatedRoute,
  isPublicRoute,
  isStaticRoute,
  paths,
  publicRoutes,
  staticRoutes,
} from './routes';

describe('route tables (spec §2)', () => {
  it('lists the public, signed-out routes', () => {
    expect(publicRoutes).toEqual([
      '/signIn',
      '/',
      '/claimBusiness',
      '/setupPassword',
      '/register',
      '/recover-password',
      '/set-up-password',
    ]);
  });

  it('lists the static content routes', () => {
    expect(staticRoutes).toEqual([
      '/terms-conditions',
      '/delegate-access',
      '/privacy-policy',
      '/licensing-agreement',
      '/subscription-agreement',
      '/auth/doximity/success',
    ]);
  });

  it('lists the authenticated routes', () => {
    expect([...authenticatedRoutes].sort()).toEqual(
      [
        '/establish-profile',
        '/create-job',
        '/edit-job/:id',
        '/claimBusinessProfile',
        '/edit-profile',
        '/explore',
        '/applicants',
        '/applicants/:id',
        '/jobs',
        '/jobs-resident/:id',
        '/jobs-resident',
        '/home',
        '/messages',
        '/would-you-rather',
        '/edit-profile/would-you-rather',
        '/manage-subscriptions',
        '/payment',
        '/global-connection',
      ].sort(),
    );
  });
});

describe('paths', () => {
  it.each([
    ['editJob', paths.editJob('42'), '/edit-job/42'],
    ['editJob encodes the id', paths.editJob('a/b?c'), '/edit-job/a%2Fb%3Fc'],
    ['editJob encodes a dot-dot id so it cannot climb', paths.editJob('..'), '/edit-job/%2E%2E'],
    ['jobsResidentBoard', paths.jobsResidentBoard('j1'), '/jobs-resident/j1'],
    ['applicant', paths.applicant('c 1'), '/applicants/c%201'],
    ['messages without a conversation', paths.messages(), '/messages'],
    ['messages with a conversation', paths.messages('c1'), '/messages?conversationId=c1'],
    ['messages encodes the conversation', paths.messages('a&b'), '/messages?conversationId=a%26b'],
    ['messages with an empty conversation', paths.messages(''), '/messages'],
    ['home', paths.home(), '/home'],
    ['editWouldYouRather', paths.editWouldYouRather(), '/edit-profile/would-you-rather'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('refuses to build a link with an empty id', () => {
    expect(() => paths.editJob('')).toThrow('A job id is needed to build this link');
  });
});

describe('isPublicRoute / isStaticRoute / isAuthenticatedRoute', () => {
  it.each([
    ['/signIn', true, false, false],
    ['/signIn/', true, false, false],
    ['/', true, false, false],
    ['/recover-password', true, false, false],
    ['/terms-conditions', false, true, false],
    ['/auth/doximity/success/', false, true, false],
    ['/home', false, false, true],
    ['/edit-job/42', false, false, true],
    ['/edit-job/42/', false, false, true],
    ['/edit-job', false, false, false],
    ['/edit-job/42/extra', false, false, false],
    ['/messages?conversationId=1', false, false, true],
    ['/signin', false, false, false],
    ['/unknown', false, false, false],
  ])('%s → public %s, static %s, authenticated %s', (pathname, isPublic, isStatic, isAuthenticated) => {
    expect(isPublicRoute(pathname)).toBe(isPublic);
    expect(isStaticRoute(pathname)).toBe(isStatic);
    expect(isAuthenticatedRoute(pathname)).toBe(isAuthenticated);
  });
});
