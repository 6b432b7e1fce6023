import { routes } from '../routes';
import { AccountState } from './account-capabilities';

/**
 * Where the app sends an account that opened a screen it may not use: the step that unlocks it. A pending
 * account follows the spec's post-login redirect (wizard, probes, payment); the others land where the way
 * forward is shown.
 */
export function unlockPathOf(
  state: AccountState,
):
  | typeof routes.establishProfile
  | typeof routes.payment
  | typeof routes.home
  | typeof routes.manageSubscriptions {
  switch (state) {
    case AccountState.ProfileInProgress:
      return routes.establishProfile;
    case AccountState.AwaitingPayment:
      return routes.payment;
    case AccountState.PaymentLapsed:
      return routes.manageSubscriptions;
    case AccountState.AwaitingApproval:
    case AccountState.Active:
    case AccountState.EmailNotVerified:
    case AccountState.Blocked:
    case AccountState.Rejected:
    case AccountState.Archived:
      return routes.home;
    default:
      return state satisfies never;
  }
}
