import { describe, expect, it } from 'vitest';
import { type Layout, type SelectLayoutInput, selectLayout } from './select-layout';

const signedIn = { signedIn: true, sessionCode: 200 } as const;
const signedInPending = { signedIn: true, sessionCode: 201 } as const;
const signedOut = { signedIn: false } as const;

describe('selectLayout (spec §2, "Layout selection")', () => {
  it.each<[string, SelectLayoutInput, Layout]>([
    // "Static pages … use one shared layout." (for everyone)
    [
      'Static pages use the shared layout: /terms-conditions, signed out',
      { pathname: '/terms-conditions', ...signedOut },
      'static',
    ],
    [
      'Static pages use the shared layout: /terms-conditions, signed in',
      { pathname: '/terms-conditions', ...signedIn },
      'static',
    ],
    [
      'Static pages use the shared layout: /delegate-access, signed out',
      { pathname: '/delegate-access', ...signedOut },
      'static',
    ],
    [
      'Static pages use the shared layout: /privacy-policy, signed in',
      { pathname: '/privacy-policy', ...signedIn },
      'static',
    ],
    [
      'Static pages use the shared layout: /licensing-agreement, signed out',
      { pathname: '/licensing-agreement', ...signedOut },
      'static',
    ],
    [
      'Static pages use the shared layout: /subscription-agreement, signed in with code 201',
      { pathname: '/subscription-agreement', ...signedInPending },
      'static',
    ],
    [
      'Static pages use the shared layout: /auth/doximity/success, signed out',
      { pathname: '/auth/doximity/success', ...signedOut },
      'static',
    ],
    // "/payment and /global-connection (when signed in) … use one shared layout."
    ['/payment (when signed in) uses the shared layout', { pathname: '/payment', ...signedIn }, 'static'],
    [
      '/payment (when signed in with code 201) uses the shared layout',
      { pathname: '/payment', ...signedInPending },
      'static',
    ],
    [
      '/payment when signed out is not static: public layout',
      { pathname: '/payment', ...signedOut },
      'public',
    ],
    [
      '/global-connection (when signed in) uses the shared layout',
      { pathname: '/global-connection', ...signedIn },
      'static',
    ],
    [
      '/global-connection when signed out is not static: public layout',
      { pathname: '/global-connection', ...signedOut },
      'public',
    ],
    // "establish-profile (when signed out) … use one shared layout."
    [
      'establish-profile (when signed out) uses the shared layout',
      { pathname: '/establish-profile', ...signedOut },
      'static',
    ],
    [
      'establish-profile when signed in with code 201 gets the onboarding layout',
      { pathname: '/establish-profile', ...signedInPending },
      'onboarding',
    ],
    [
      'establish-profile when signed in otherwise gets the main layout',
      { pathname: '/establish-profile', ...signedIn },
      'main',
    ],
    // "Would-you-rather uses its own layout."
    [
      'Would-you-rather uses its own layout (signed in)',
      { pathname: '/would-you-rather', ...signedIn },
      'would-you-rather',
    ],
    [
      'Would-you-rather uses its own layout (signed in with code 201)',
      { pathname: '/would-you-rather', ...signedInPending },
      'would-you-rather',
    ],
    [
      'Would-you-rather uses its own layout (signed out)',
      { pathname: '/would-you-rather', ...signedOut },
      'would-you-rather',
    ],
    [
      'Would-you-rather editing under /edit-profile is a main page',
      { pathname: '/edit-profile/would-you-rather', ...signedIn },
      'main',
    ],
    // "A signed-in user whose session code is 201 gets a third layout."
    [
      'A signed-in user whose session code is 201 gets a third layout',
      { pathname: '/home', ...signedInPending },
      'onboarding',
    ],
    // "Other signed-in users get the main layout."
    ['Other signed-in users get the main layout: /home', { pathname: '/home', ...signedIn }, 'main'],
    [
      'Other signed-in users get the main layout: /edit-job/42',
      { pathname: '/edit-job/42', ...signedIn },
      'main',
    ],
    [
      'Other signed-in users get the main layout: no session code',
      { pathname: '/jobs', signedIn: true },
      'main',
    ],
    [
      'Other signed-in users get the main layout: code "201" as text is not 201',
      {
        pathname: '/jobs',
        signedIn: true,
        sessionCode: '201' as unknown as number,
      },
      'main',
    ],
    // "Signed-out users get the public layout."
    ['Signed-out users get the public layout: /signIn', { pathname: '/signIn', ...signedOut }, 'public'],
    ['Signed-out users get the public layout: /', { pathname: '/', ...signedOut }, 'public'],
    [
      'Signed-out users get the public layout: code 201 alone does not sign in',
      { pathname: '/home', signedIn: false, sessionCode: 201 },
      'public',
    ],
    // A trailing slash is the same path.
    [
      'Trailing slash: /terms-conditions/ is static',
      { pathname: '/terms-conditions/', ...signedOut },
      'static',
    ],
    ['Trailing slash: /payment/ (signed in) is static', { pathname: '/payment/', ...signedIn }, 'static'],
    [
      'Trailing slash: /establish-profile/ (signed out) is static',
      { pathname: '/establish-profile/', ...signedOut },
      'static',
    ],
    [
      'Trailing slash: /would-you-rather/ has its own layout',
      { pathname: '/would-you-rather/', ...signedIn },
      'would-you-rather',
    ],
    // Hostile look-alikes are not static pages.
    [
      'Look-alike: /terms-conditions-evil is not static',
      { pathname: '/terms-conditions-evil', ...signedOut },
      'public',
    ],
    ['Look-alike: /Payment (other case) is not /payment', { pathname: '/Payment', ...signedIn }, 'main'],
    ['Look-alike: /payment/extra is not /payment', { pathname: '/payment/extra', ...signedIn }, 'main'],
  ])('%s', (_name, input, expected) => {
    expect(selectLayout(input)).toBe(expected);
  });
});
