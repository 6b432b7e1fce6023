import { describe, expect, it } from 'vitest';
import {
  getPostLoginRedirect,
  type PostLoginRedirect,
  type PostLoginRedirectUser,
} from './post-login-redirect';

const probes = [{ probeId: 'available-this-year', answer: 'a' }];

describe('getPostLoginRedirect (spec §2, "Post-login redirect")', () => {
  it.each<[string, PostLoginRedirectUser, number | null | undefined, PostLoginRedirect]>([
    // "Account status rejected: the user is logged out."
    ['Account status rejected: the user is logged out', { accountStatus: 'rejected' }, 200, 'logout'],
    [
      'Account status rejected: logged out even with session code 201',
      { accountStatus: 'rejected', preferenceProbe: probes, subscriptionStatus: 'active' },
      201,
      'logout',
    ],
    // "Status pending and session code 201: go to /establish-profile."
    [
      'Status pending and session code 201: go to /establish-profile',
      { accountStatus: 'pending' },
      201,
      '/establish-profile',
    ],
    [
      'Status pending and session code 201: /establish-profile even with probes and a subscription',
      { accountStatus: 'pending', preferenceProbe: probes, subscriptionStatus: 'active' },
      201,
      '/establish-profile',
    ],
    // "Pending with no preference probes: go to /would-you-rather."
    [
      'Pending with no preference probes: go to /would-you-rather (probes missing)',
      { accountStatus: 'pending' },
      200,
      '/would-you-rather',
    ],
    [
      'Pending with no preference probes: go to /would-you-rather (probes empty)',
      { accountStatus: 'pending', preferenceProbe: [] },
      undefined,
      '/would-you-rather',
    ],
    [
      'Pending with no preference probes: go to /would-you-rather (probes null)',
      { accountStatus: 'pending', preferenceProbe: null, subscriptionStatus: 'active' },
      null,
      '/would-you-rather',
    ],
    // "Pending with preference probes: go to /home if a subscription status exists and is not incomplete;
    //  otherwise go to /payment."
    [
      'Pending with preference probes: go to /home if a subscription status exists and is not incomplete',
      { accountStatus: 'pending', preferenceProbe: probes, subscriptionStatus: 'active' },
      200,
      '/home',
    ],
    [
      'Pending with preference probes: /home for trialing',
      { accountStatus: 'pending', preferenceProbe: probes, subscriptionStatus: 'trialing' },
      200,
      '/home',
    ],
    [
      'Pending with preference probes: /home for any status other than incomplete (past_due)',
      { accountStatus: 'pending', preferenceProbe: probes, subscriptionStatus: 'past_due' },
      200,
      '/home',
    ],
    [
      'Pending with preference probes: otherwise go to /payment (status incomplete)',
      { accountStatus: 'pending', preferenceProbe: probes, subscriptionStatus: 'incomplete' },
      200,
      '/payment',
    ],
    [
      'Pending with preference probes: otherwise go to /payment (no status)',
      { accountStatus: 'pending', preferenceProbe: probes },
      200,
      '/payment',
    ],
    [
      'Pending with preference probes: otherwise go to /payment (status null)',
      { accountStatus: 'pending', preferenceProbe: probes, subscriptionStatus: null },
      200,
      '/payment',
    ],
    [
      'Pending with preference probes: otherwise go to /payment (status empty text)',
      { accountStatus: 'pending', preferenceProbe: probes, subscriptionStatus: '' },
      200,
      '/payment',
    ],
    // "Any other account: go to /home."
    ['Any other account: go to /home (approved)', { accountStatus: 'approved' }, 200, '/home'],
    [
      'Any other account: go to /home (approved, even with code 201)',
      { accountStatus: 'approved' },
      201,
      '/home',
    ],
    ['Any other account: go to /home (draft)', { accountStatus: 'draft' }, 200, '/home'],
    ['Any other account: go to /home (block)', { accountStatus: 'block' }, 200, '/home'],
    ['Any other account: go to /home (no status at all)', {}, undefined, '/home'],
    [
      'Any other account: go to /home (unknown status "PENDING" is not pending)',
      { accountStatus: 'PENDING' },
      201,
      '/home',
    ],
  ])('%s', (_name, user, code, expected) => {
    expect(getPostLoginRedirect(user, code)).toBe(expected);
  });

  it('treats the code "201" as text as no code (the server sends a number)', () => {
    expect(getPostLoginRedirect({ accountStatus: 'pending' }, '201' as unknown as number)).toBe(
      '/would-you-rather',
    );
  });
});
