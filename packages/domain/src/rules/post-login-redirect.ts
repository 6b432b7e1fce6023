import { PROFILE_PENDING_SESSION_CODE } from '../constants';
import { AccountStatus } from '../enums/account-status';
import { SubscriptionStatus } from '../enums/subscription-status';
import { routes } from '../routes';

/** Where a user goes after login or sync: a path, or `'logout'` to end the session. */
export type PostLoginRedirect =
  | 'logout'
  | typeof routes.establishProfile
  | typeof routes.wouldYouRather
  | typeof routes.payment
  | typeof routes.home;

/** The parts of a user that decide the redirect. */
export interface PostLoginRedirectUser {
  readonly accountStatus?: string | null;
  readonly preferenceProbe?: readonly unknown[] | null;
  readonly subscriptionStatus?: string | null;
}

/**
 * Decides where a user goes after login (spec §2, "Post-login redirect"), in the spec's order:
 * rejected → logout; pending with session code 201 → /establish-profile; pending without preference
 * probes → /would-you-rather; pending with probes → /home when a subscription status exists and is not
 * incomplete, else /payment; any other account → /home.
 */
export function getPostLoginRedirect(user: PostLoginRedirectUser, code?: number | null): PostLoginRedirect {
  if (user.accountStatus === AccountStatus.Rejected) {
    return 'logout';
  }
  if (user.accountStatus !== AccountStatus.Pending) {
    return routes.home;
  }
  if (code === PROFILE_PENDING_SESSION_CODE) {
    return routes.establishProfile;
  }
  const hasPreferenceProbes = Array.isArray(user.preferenceProbe) && user.preferenceProbe.length > 0;
  if (!hasPreferenceProbes) {
    return routes.wouldYouRather;
  }
  // The spec only excludes "incomplete": any other status (even canceled) counts as paid through once.
  const hasSubscription =
    typeof user.subscriptionStatus === 'string' &&
    user.subscriptionStatus !== '' &&
    user.subscriptionStatus !== SubscriptionStatus.Incomplete;
  return hasSubscription ? routes.home : routes.payment;
}
