import { PROFILE_STEP_DONE } from '../constants';
import { AccountStatus } from '../enums/account-status';
import { MemberRole } from '../enums/member-role';
import { SubscriptionStatus } from '../enums/subscription-status';

/**
 * The state an employer account is in, derived from its stored status, subscription and onboarding progress
 * (PRODUCT.md, "Account states"). The server enforces what each state may do; the app only redirects.
 */
export const AccountState = {
  /** Registered, the email not yet confirmed with its code: cannot sign in. */
  EmailNotVerified: 'email-not-verified',
  /** Pending, the organization wizard not done (session code 201). */
  ProfileInProgress: 'profile-in-progress',
  /** Onboarding done (or approved) but no paid subscription yet. */
  AwaitingPayment: 'awaiting-payment',
  /** Paid, waiting for the people who run MedHire to approve the organization. */
  AwaitingApproval: 'awaiting-approval',
  /** Approved and paid: everything. */
  Active: 'active',
  /** Was paid, but the subscription is past due, unpaid, paused or ended. */
  PaymentLapsed: 'payment-lapsed',
  /** Stopped by an operator: cannot sign in, sessions end. */
  Blocked: 'blocked',
  /** Refused by an operator: cannot sign in, sessions end. */
  Rejected: 'rejected',
  /** Closed by its owner: cannot sign in, sessions end. */
  Archived: 'archived',
} as const;

/** One account state. */
export type AccountState = (typeof AccountState)[keyof typeof AccountState];

/** Every account state, in the order of an account's life. */
export const accountStates: readonly AccountState[] = Object.values(AccountState);

/** What an account may do; each route of the employer API declares the one it needs. */
export const Capability = {
  /** Stay signed in: sync, notifications, push tokens, the team's list. */
  UseAccount: 'use-account',
  /** The owner's sign-in (email and password) and closing the organization (archive). */
  OwnerAccount: 'owner-account',
  /** Invite, change and remove team members. */
  ManageTeam: 'manage-team',
  /** The organization profile, its locations, media and candidate preferences, the probes. */
  EditProfile: 'edit-profile',
  /** Its own jobs, matches, applicants, conversations and dashboard, to read (and archive, mark read). */
  ReadOwnData: 'read-own-data',
  /** Plans, the subscription and its payment. */
  ManageBilling: 'manage-billing',
  /** Create, edit, close and reopen jobs. */
  PostJobs: 'post-jobs',
  /** Search, open and save candidates beyond the ones that applied. */
  ExploreCandidates: 'explore-candidates',
  /** Invite candidates to jobs and cancel invites. */
  InviteCandidates: 'invite-candidates',
  /** Write to candidates (send and delete messages). */
  MessageCandidates: 'message-candidates',
  /** Move candidates through a job's pipeline. */
  MovePipeline: 'move-pipeline',
  /** Leave notes and feedback on candidates. */
  LeaveNotes: 'leave-notes',
} as const;

/** One capability. */
export type Capability = (typeof Capability)[keyof typeof Capability];

/** Every capability. */
export const capabilities: readonly Capability[] = Object.values(Capability);

const signedInBasics = [
  Capability.UseAccount,
  Capability.OwnerAccount,
  Capability.EditProfile,
  Capability.ReadOwnData,
] as const;

/**
 * The table: what each state may do. States that cannot sign in may do nothing (their sessions end, so the
 * server answers 401 before a capability is even asked).
 */
const allowed: Record<AccountState, readonly Capability[]> = {
  [AccountState.EmailNotVerified]: [],
  [AccountState.ProfileInProgress]: [...signedInBasics],
  [AccountState.AwaitingPayment]: [...signedInBasics, Capability.ManageBilling],
  // Jobs can be prepared while approval is pending; candidates see them only once the account is approved.
  [AccountState.AwaitingApproval]: [
    ...signedInBasics,
    Capability.ManageBilling,
    Capability.ManageTeam,
    Capability.PostJobs,
  ],
  [AccountState.Active]: [...capabilities],
  // A lapsed account keeps reading its jobs, applicants and conversations (and noting them), can pay again, and can
  // remove members.
  [AccountState.PaymentLapsed]: [
    ...signedInBasics,
    Capability.ManageBilling,
    Capability.ManageTeam,
    Capability.LeaveNotes,
  ],
  [AccountState.Blocked]: [],
  [AccountState.Rejected]: [],
  [AccountState.Archived]: [],
};

/** The capabilities of a state, for tables and tests. */
export function capabilitiesOf(state: AccountState): readonly Capability[] {
  return allowed[state];
}

/** Whether an account in `state` may do `capability`. */
export function can(state: AccountState, capability: Capability): boolean {
  return allowed[state].includes(capability);
}

/** The parts of an employer that decide its state (the `User` of the wire has all but `archived`). */
export interface AccountStateInput {
  readonly accountStatus?: string | null;
  readonly subscriptionStatus?: string | null;
  readonly currentProfileStep?: number | null;
  /** True (or a date) when the owner closed the account. */
  readonly archived?: boolean | Date | string | null;
}

/** Subscription statuses that count as paid (Stripe's): the account may recruit once approved. */
export const paidSubscriptionStatuses: readonly SubscriptionStatus[] = [
  SubscriptionStatus.Active,
  SubscriptionStatus.Trialing,
];
const paidStatuses: readonly string[] = paidSubscriptionStatuses;
const lapsedStatuses: readonly string[] = [
  SubscriptionStatus.PastDue,
  SubscriptionStatus.Unpaid,
  SubscriptionStatus.Paused,
  SubscriptionStatus.Canceled,
  SubscriptionStatus.IncompleteExpired,
];

/**
 * The account's state. Stripe's `canceled` means the paid period is over (a cancellation at period end keeps
 * `active` until then), so it counts as lapsed; `incomplete` (a first payment not yet through) or no
 * subscription at all means a plan is still to be chosen.
 */
export function accountStateOf(account: AccountStateInput): AccountState {
  if (account.archived) return AccountState.Archived;
  switch (account.accountStatus) {
    case AccountStatus.Draft:
      return AccountState.EmailNotVerified;
    case AccountStatus.Block:
      return AccountState.Blocked;
    case AccountStatus.Rejected:
      return AccountState.Rejected;
    default:
      break;
  }
  const approved = account.accountStatus === AccountStatus.Approved;
  const wizardDone = (account.currentProfileStep ?? 0) >= PROFILE_STEP_DONE;
  if (!approved && !wizardDone) return AccountState.ProfileInProgress;
  const subscription = account.subscriptionStatus ?? '';
  if (lapsedStatuses.includes(subscription)) return AccountState.PaymentLapsed;
  if (!paidStatuses.includes(subscription)) return AccountState.AwaitingPayment;
  return approved ? AccountState.Active : AccountState.AwaitingApproval;
}

/** How a refusal reads for each capability: "Choose a plan to <post jobs>." */
const actionOf: Record<Capability, string> = {
  [Capability.UseAccount]: 'use your account',
  [Capability.OwnerAccount]: "change the owner's sign-in or close the organization",
  [Capability.ManageTeam]: 'manage the team',
  [Capability.EditProfile]: 'edit your organization profile',
  [Capability.ReadOwnData]: 'see your jobs and conversations',
  [Capability.ManageBilling]: 'choose a plan',
  [Capability.PostJobs]: 'post jobs',
  [Capability.ExploreCandidates]: 'explore candidates',
  [Capability.InviteCandidates]: 'invite candidates',
  [Capability.MessageCandidates]: 'message candidates',
  [Capability.MovePipeline]: 'move candidates through the pipeline',
  [Capability.LeaveNotes]: 'leave notes on candidates',
};

/** A refusal: the HTTP code of the envelope's `error.code` and a sentence that says what to do. */
export interface CapabilityRefusal {
  readonly code:
    | 'PROFILE_INCOMPLETE'
    | 'PLAN_REQUIRED'
    | 'APPROVAL_PENDING'
    | 'PAYMENT_LAPSED'
    | 'ACCOUNT_CLOSED'
    | 'ROLE_FORBIDDEN';
  readonly message: string;
}

/**
 * Why an account in `state` may not do `capability`, in words that say what to do next; null when it may.
 * The server answers 403 with it; the app shows the same sentence.
 */
export function capabilityRefusal(
  state: AccountState,
  capability: Capability,
  role: MemberRole = MemberRole.Owner,
): CapabilityRefusal | null {
  if (can(state, capability)) return null;
  const action = actionOf[capability];
  // The fix is billing's, which only the owner does: a team member hears who will, not to do it themselves.
  const ownerFixes = roleRefusal(role, Capability.ManageBilling) !== null;
  switch (state) {
    case AccountState.ProfileInProgress:
      return {
        code: 'PROFILE_INCOMPLETE',
        message: `Finish setting up your organization profile to ${action}.`,
      };
    case AccountState.AwaitingPayment:
      return {
        code: 'PLAN_REQUIRED',
        message: ownerFixes
          ? `You can ${action} once the owner of your organization has chosen a plan.`
          : `Choose a plan to ${action}.`,
      };
    case AccountState.AwaitingApproval:
      return {
        code: 'APPROVAL_PENDING',
        message: `Your account is awaiting approval. You can ${action} once MedHire has approved it.`,
      };
    case AccountState.PaymentLapsed:
      return {
        code: 'PAYMENT_LAPSED',
        message: ownerFixes
          ? `Your organization's subscription has lapsed. You can ${action} again once the owner has updated the payment.`
          : `Your subscription has lapsed. Update your payment in Manage subscription to ${action}.`,
      };
    case AccountState.EmailNotVerified:
    case AccountState.Blocked:
    case AccountState.Rejected:
    case AccountState.Archived:
    case AccountState.Active:
      return { code: 'ACCOUNT_CLOSED', message: 'This account cannot be used. Please sign in again.' };
    default:
      return state satisfies never;
  }
}

/**
 * The role axis of the table: what each member's role may do, whatever the account's state allows (a request
 * needs both). The owner may do everything; a recruiter runs the search (jobs, candidates, pipeline, messages,
 * notes) but not billing, the team, the organization profile or the owner's sign-in; a hiring manager reads and
 * leaves notes.
 */
const allowedToRole: Record<MemberRole, readonly Capability[]> = {
  [MemberRole.Owner]: [...capabilities],
  [MemberRole.Recruiter]: [
    Capability.UseAccount,
    Capability.ReadOwnData,
    Capability.PostJobs,
    Capability.ExploreCandidates,
    Capability.InviteCandidates,
    Capability.MessageCandidates,
    Capability.MovePipeline,
    Capability.LeaveNotes,
  ],
  [MemberRole.HiringManager]: [Capability.UseAccount, Capability.ReadOwnData, Capability.LeaveNotes],
};

/** The capabilities of a role, for tables and tests. */
export function roleCapabilities(role: MemberRole): readonly Capability[] {
  return allowedToRole[role];
}

/** How a role reads in a refusal, as the subject of a sentence. */
const rolePlural: Record<MemberRole, string> = {
  [MemberRole.Owner]: 'Owners',
  [MemberRole.Recruiter]: 'Recruiters',
  [MemberRole.HiringManager]: 'Hiring managers',
};

/**
 * Why a member with `role` may not do `capability`, as a fixed limit of the role that names who does it instead
 * ("Recruiters don't choose a plan; the owner does."); null when the role may. The server answers 403 with it.
 */
export function roleRefusal(role: MemberRole, capability: Capability): CapabilityRefusal | null {
  if (allowedToRole[role].includes(capability)) return null;
  const who = allowedToRole[MemberRole.Recruiter].includes(capability)
    ? 'the owner or a recruiter'
    : 'the owner';
  return {
    code: 'ROLE_FORBIDDEN',
    message: `${rolePlural[role]} don't ${actionOf[capability]}; ${who} does.`,
  };
}
