import {
  AccountState,
  type AccountStateInput,
  accountStateOf,
  Capability,
  capabilityRefusal,
  MemberRole,
  paths,
  roleRefusal,
} from '@medhire/domain';

/** What Home says about an account that cannot do everything yet, and the step that moves it on. */
export interface AccountNotice {
  tone: 'info' | 'warning';
  title: string;
  description: string;
  action?: { label: string; href: string };
}

/**
 * The standing message Home shows for an account's state, or null for an active account (and for states
 * that cannot sign in, which never reach Home). Its words follow the account-state table of
 * @medhire/domain: what is waiting, what the employer can do meanwhile and what unlocks the rest.
 */
export function accountNoticeOf(
  state: AccountState,
  role: MemberRole = MemberRole.Owner,
): AccountNotice | null {
  // A plan and a card are the owner's to choose: a team member is told who will, with nothing to press.
  const ownerPays = roleRefusal(role, Capability.ManageBilling) !== null;
  switch (state) {
    case AccountState.ProfileInProgress:
      return {
        tone: 'info',
        title: 'Finish setting up your organization',
        description:
          'A few more details about your organization, then choose a plan to post jobs and meet candidates.',
        action: { label: 'Continue setup', href: paths.establishProfile() },
      };
    case AccountState.AwaitingPayment:
      if (ownerPays) {
        return {
          tone: 'info',
          title: 'Your organization has no plan yet',
          description:
            'Posting jobs, exploring candidates, inviting and messaging them open as soon as the owner of your organization has chosen a plan.',
        };
      }
      return {
        tone: 'info',
        title: 'Choose a plan to start recruiting',
        description:
          'Posting jobs, exploring candidates, inviting and messaging them open as soon as your plan is active.',
        action: { label: 'Choose a plan', href: paths.payment() },
      };
    case AccountState.AwaitingApproval:
      return {
        tone: 'info',
        title: 'Your organization is being reviewed',
        description:
          'We review new organizations, usually within one business day. Meanwhile you can finish your profile and prepare jobs; candidates see your jobs once your organization is approved.',
      };
    case AccountState.PaymentLapsed:
      if (ownerPays) {
        return {
          tone: 'warning',
          title: 'Your organization’s subscription has lapsed',
          description:
            'You can still read your jobs and conversations. Posting, exploring, inviting and messaging resume once the owner of your organization has updated the payment.',
        };
      }
      return {
        tone: 'warning',
        title: 'Your subscription has lapsed',
        description:
          'You can still read your jobs and conversations. Posting, exploring, inviting and messaging resume when the payment goes through.',
        action: { label: 'Update payment', href: paths.manageSubscriptions() },
      };
    case AccountState.Active:
    case AccountState.EmailNotVerified:
    case AccountState.Blocked:
    case AccountState.Rejected:
    case AccountState.Archived:
      return null;
    default:
      return state satisfies never;
  }
}

/**
 * Why the signed-in account may not do `capability` (the server's own sentence, so the app and a refused
 * call say the same thing), or null when it may. Without a user there is nothing to refuse: the route
 * guard has already sent a signed-out visitor to sign-in.
 */
export function capabilityReasonOf(
  user: AccountStateInput | undefined,
  capability: Capability,
  role: MemberRole = MemberRole.Owner,
): string | null {
  if (!user) return null;
  return capabilityRefusal(accountStateOf(user), capability, role)?.message ?? null;
}
