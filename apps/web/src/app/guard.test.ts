import type { Session } from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { decideRouteAccess } from './guard';

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
const pendingNew: Session = {
  token: 't',
  code: 201,
  user: { _id: 'e2', email: 'c@d.co', accountStatus: 'pending', preferenceProbe: [] },
};
const rejected: Session = { ...approved, user: { ...approved.user, accountStatus: 'rejected' } };

describe('decideRouteAccess', () => {
  it('sends a signed-out visit to a signed-in route to sign-in, keeping the path', () => {
    expect(
      decideRouteAccess({
        access: 'signed-in',
        session: null,
        signedIn: false,
        requestedPath: '/jobs?status=open',
        redirectTo: null,
      }),
    ).toEqual({ kind: 'redirect', to: '/signIn?redirectTo=%2Fjobs%3Fstatus%3Dopen' });
  });

  it('renders public and static routes for signed-out users', () => {
    for (const access of ['signed-out', 'everyone'] as const) {
      expect(
        decideRouteAccess({ access, session: null, signedIn: false, requestedPath: '/', redirectTo: null }),
      ).toEqual({ kind: 'render' });
    }
  });

  it('sends a signed-in user away from sign-in to home', () => {
    expect(
      decideRouteAccess({
        access: 'signed-out',
        session: approved,
        signedIn: true,
        requestedPath: '/signIn',
        redirectTo: null,
      }),
    ).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('returns a signed-in user to the safe internal path they were heading to', () => {
    expect(
      decideRouteAccess({
        access: 'signed-out',
        session: approved,
        signedIn: true,
        requestedPath: '/signIn',
        redirectTo: '/jobs-resident/42',
      }),
    ).toEqual({ kind: 'redirect', to: '/jobs-resident/42' });
  });

  it.each(['//evil.com', 'https://evil.com/x', 'javascript:alert(1)', '/\\evil.com'])(
    'never follows a hostile redirect %s',
    (redirectTo) => {
      expect(
        decideRouteAccess({
          access: 'signed-out',
          session: approved,
          signedIn: true,
          requestedPath: '/',
          redirectTo,
        }),
      ).toEqual({ kind: 'redirect', to: '/home' });
    },
  );

  it('sends a new employer with code 201 to establish the profile, not to the kept path', () => {
    expect(
      decideRouteAccess({
        access: 'signed-out',
        session: pendingNew,
        signedIn: true,
        requestedPath: '/',
        redirectTo: '/jobs',
      }),
    ).toEqual({ kind: 'redirect', to: '/establish-profile' });
  });

  it('logs a rejected account out', () => {
    expect(
      decideRouteAccess({
        access: 'signed-out',
        session: rejected,
        signedIn: true,
        requestedPath: '/',
        redirectTo: null,
      }),
    ).toEqual({ kind: 'logout' });
  });
});
