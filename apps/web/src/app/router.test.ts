import {
  notFoundRoute,
  paths,
  type RouteInfo,
  type RouteKey,
  routeKeys,
  routeTable,
  type Session,
} from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { decideRouteAccess } from './guard';
import type { RouteHandle } from './route-access';
import { type Page, pageAt, pages } from './router';
import { screens } from './screens';

function pageOf(pattern: string): Page {
  const page = pages.find((candidate) => candidate.path === pattern);
  if (!page) throw new Error(`No route ${pattern} in the router`);
  return page;
}

const approved: Session = {
  token: 't',
  code: 200,
  user: {
    _id: 'e1',
    email: 'a@b.co',
    accountStatus: 'approved',
    subscriptionStatus: 'active',
    preferenceProbe: [],
  },
};

const tableRows: [RouteKey, RouteInfo][] = routeKeys.map((key) => [key, routeTable[key]]);

describe('the router', () => {
  it('has one route per row of the table, then the not-found page, and nothing else', () => {
    expect(pages.map((page) => page.path)).toEqual([
      ...routeKeys.map((key) => routeTable[key].pattern),
      notFoundRoute.pattern,
    ]);
  });

  it.each(tableRows)('%s carries its row’s access, title and capability', (_key, route) => {
    const handle = pageOf(route.pattern).handle as RouteHandle;
    expect(handle.access).toBe(route.access);
    expect(handle.title).toBe(route.title);
    expect(handle.capability).toBe(route.capability);
  });

  it('titles the not-found page and opens it to everyone', () => {
    expect(pageOf('*').handle).toMatchObject({ access: 'everyone', title: 'Page not found' });
  });

  it('loads every screen on demand', () => {
    for (const page of pages) expect(page.load).toBeTypeOf('function');
    expect(Object.keys(screens).sort()).toEqual([...routeKeys, 'notFound'].sort());
  });
});

describe('the page a path opens', () => {
  it('is the row whose pattern matches, with its parameters', () => {
    expect(pageAt(paths.applicant('a1')).path).toBe('/applicants/:id');
    expect(pageAt(paths.editWouldYouRather()).path).toBe('/edit-profile/would-you-rather');
    expect(pageAt('/').path).toBe(routeTable.loginIndex.pattern);
  });

  it('is the not-found page for a path of no route', () => {
    expect(pageAt('/no-such-page').handle).toMatchObject({ access: 'everyone', title: 'Page not found' });
    expect(pageAt('/applicants/a1/more').handle.title).toBe('Page not found');
  });
});

describe('the guards follow the table', () => {
  it.each(tableRows)('%s: a signed-out visitor', (key, route) => {
    const requestedPath = paths[key]('x1' as never);
    const decision = decideRouteAccess({
      access: (pageOf(route.pattern).handle as RouteHandle).access,
      session: null,
      signedIn: false,
      requestedPath,
      redirectTo: null,
    });
    expect(decision).toEqual(
      route.access === 'signed-in'
        ? { kind: 'redirect', to: paths.signIn({ redirectTo: requestedPath }) }
        : { kind: 'render' },
    );
  });

  it.each(tableRows)('%s: a signed-in, approved user', (key, route) => {
    const decision = decideRouteAccess({
      access: (pageOf(route.pattern).handle as RouteHandle).access,
      session: approved,
      signedIn: true,
      requestedPath: paths[key]('x1' as never),
      redirectTo: null,
    });
    expect(decision).toEqual(
      route.access === 'signed-out' ? { kind: 'redirect', to: paths.home() } : { kind: 'render' },
    );
  });

  it('sends signed-out visitors of the signed-in product to sign-in, and keeps the rest open', () => {
    const signedInOnly = pages.filter(
      (page) => (page.handle as RouteHandle).access === 'signed-in' && page.path !== undefined,
    );
    expect(signedInOnly.map((page) => page.path)).toEqual([
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
});
