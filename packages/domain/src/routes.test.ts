import { describe, expect, it } from 'vitest';
import {
  authenticatedRoutes,
  isAuthenticatedRoute,
  isPublicRoute,
  isStaticRoute,
  notFoundRoute,
  paths,
  publicRoutes,
  routeKeyAt,
  routeKeys,
  routes,
  routeTable,
  staticRoutes,
} from './routes';
import { capabilities } from './rules/account-capabilities';

describe('the route table', () => {
  it('holds every route of spec §2, the team’s two, the message templates and the reports, each once', () => {
    expect(routeKeys.map((key) => routeTable[key].pattern)).toEqual([
      '/signIn',
      '/',
      '/claimBusiness',
      '/setupPassword',
      '/register',
      '/recover-password',
      '/set-up-password',
      '/join-team',
      '/terms-conditions',
      '/delegate-access',
      '/privacy-policy',
      '/licensing-agreement',
      '/subscription-agreement',
      '/auth/doximity/success',
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
      '/reports',
      '/team',
      '/message-templates',
    ]);
  });

  it('gives no two routes the same pattern', () => {
    const patterns = routeKeys.map((key) => routeTable[key].pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).not.toContain(notFoundRoute.pattern);
  });

  it.each(routeKeys)('%s has a title, an access and a known capability', (key) => {
    const route: { title: string; access: string; capability?: string } = routeTable[key];
    expect(route.title.trim()).not.toBe('');
    expect(['signed-out', 'everyone', 'signed-in']).toContain(route.access);
    if (route.capability !== undefined) expect(capabilities).toContain(route.capability);
  });

  it('lets signed-out users reach the public and static routes and /establish-profile only', () => {
    const openToSignedOut = routeKeys.filter((key) => routeTable[key].access !== 'signed-in');
    expect(openToSignedOut.map((key) => routes[key])).toEqual([
      ...publicRoutes,
      ...staticRoutes,
      '/establish-profile',
    ]);
  });

  it('asks for a capability only on signed-in routes', () => {
    const gated = routeKeys.filter((key) => 'capability' in routeTable[key]);
    expect(gated.map((key) => [routes[key], routeTable[key].access])).toEqual([
      ['/create-job', 'signed-in'],
      ['/edit-job/:id', 'signed-in'],
      ['/explore', 'signed-in'],
      ['/manage-subscriptions', 'signed-in'],
      ['/payment', 'signed-in'],
      ['/message-templates', 'signed-in'],
    ]);
  });

  it('names each pattern in `routes`', () => {
    for (const key of routeKeys) expect(routes[key]).toBe(routeTable[key].pattern);
    expect(Object.keys(routes)).toEqual(routeKeys);
  });
});

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
      '/join-team',
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
        '/reports',
        '/team',
        '/message-templates',
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
    ['messages of my jobs', paths.messages(null, { mine: true }), '/messages?mine=true'],
    [
      'a conversation among my jobs',
      paths.messages('c1', { mine: true }),
      '/messages?conversationId=c1&mine=true',
    ],
    ['home', paths.home(), '/home'],
    ['editWouldYouRather', paths.editWouldYouRather(), '/edit-profile/would-you-rather'],
    ['loginIndex', paths.loginIndex(), '/'],
    ['doximitySuccess', paths.doximitySuccess(), '/auth/doximity/success'],
    ['signIn', paths.signIn(), '/signIn'],
    [
      'signIn coming back to a path',
      paths.signIn({ redirectTo: '/jobs?status=open' }),
      '/signIn?redirectTo=%2Fjobs%3Fstatus%3Dopen',
    ],
    ['editProfile', paths.editProfile(), '/edit-profile'],
    [
      'editProfile with a section',
      paths.editProfile({ section: 'candidates' }),
      '/edit-profile?section=candidates',
    ],
    ['explore for a job', paths.explore({ jobId: 'j 1' }), '/explore?jobId=j%201'],
    ['explore without a job', paths.explore({ jobId: '' }), '/explore'],
    ['applicants with a tab', paths.applicants({ tab: 'recommended' }), '/applicants?tab=recommended'],
    ['applicant for a job', paths.applicant('c 1', { jobId: 'j/1' }), '/applicants/c%201?jobId=j%2F1'],
    ['applicant without a job', paths.applicant('c1', { jobId: null }), '/applicants/c1'],
    [
      'globalConnection on one step',
      paths.globalConnection({ status: 'Interview' }),
      '/global-connection?status=Interview',
    ],
    ['globalConnection on every step', paths.globalConnection(), '/global-connection'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('refuses to build a link with an empty id', () => {
    expect(() => paths.editJob('')).toThrow('A job id is needed to build this link');
  });

  it('builds every route of the table, parameters filled in', () => {
    expect(Object.keys(paths).sort()).toEqual([...routeKeys].sort());
    for (const key of routeKeys) {
      const build = paths[key] as (value?: string) => string;
      const path = routes[key].includes(':') ? build('x1') : build();
      expect(isPublicRoute(path) || isStaticRoute(path) || isAuthenticatedRoute(path)).toBe(true);
      expect(path).toBe(routes[key].replace(':id', 'x1'));
    }
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

describe('routeKeyAt', () => {
  it.each([
    ['/', 'loginIndex'],
    ['/signIn/', 'signIn'],
    ['/home', 'home'],
    ['/edit-job/42', 'editJob'],
    ['/jobs-resident/42', 'jobsResidentBoard'],
    ['/jobs-resident', 'jobsResident'],
    ['/edit-profile/would-you-rather', 'editWouldYouRather'],
    ['/edit-job', undefined],
    ['/signin', undefined],
    ['/unknown/page', undefined],
  ])('%s opens %s', (pathname, key) => {
    expect(routeKeyAt(pathname)).toBe(key);
  });

  it('finds every route of the table at its own pattern', () => {
    for (const key of routeKeys) expect(routeKeyAt(routes[key].replace(':id', '7'))).toBe(key);
  });
});
