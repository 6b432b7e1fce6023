import { describe, expect, it } from 'vitest';
import { AccountStatus } from '../enums/account-status';
import { MemberRole, memberRoles } from '../enums/member-role';
import { SubscriptionStatus } from '../enums/subscription-status';
import {
  AccountState,
  type AccountStateInput,
  accountStateOf,
  accountStates,
  Capability,
  can,
  capabilities,
  capabilityRefusal,
  roleCapabilities,
  roleRefusal,
} from './account-capabilities';

const {
  EmailNotVerified,
  ProfileInProgress,
  AwaitingPayment,
  AwaitingApproval,
  Active,
  PaymentLapsed,
  Blocked,
  Rejected,
  Archived,
} = AccountState;

// PRODUCT.md, "Account states": which stored account becomes which state.
const states: readonly [string, AccountStateInput, AccountState][] = [
  ['a registration whose email is not confirmed', { accountStatus: AccountStatus.Draft }, EmailNotVerified],
  [
    'a confirmed account in the wizard (session code 201)',
    { accountStatus: AccountStatus.Pending, currentProfileStep: 3 },
    ProfileInProgress,
  ],
  [
    'a pending account past the wizard without a plan',
    { accountStatus: AccountStatus.Pending, currentProfileStep: 5, subscriptionStatus: null },
    AwaitingPayment,
  ],
  [
    'a pending account whose first payment is incomplete',
    { accountStatus: AccountStatus.Pending, currentProfileStep: 5, subscriptionStatus: 'incomplete' },
    AwaitingPayment,
  ],
  [
    'an approved account that never paid',
    { accountStatus: AccountStatus.Approved, currentProfileStep: 5 },
    AwaitingPayment,
  ],
  [
    'a paid account not yet approved',
    { accountStatus: AccountStatus.Pending, currentProfileStep: 5, subscriptionStatus: 'active' },
    AwaitingApproval,
  ],
  [
    'an approved account on a trial',
    { accountStatus: AccountStatus.Approved, currentProfileStep: 5, subscriptionStatus: 'trialing' },
    Active,
  ],
  [
    'an approved, paid account',
    { accountStatus: AccountStatus.Approved, currentProfileStep: 5, subscriptionStatus: 'active' },
    Active,
  ],
  [
    'an approved account whose renewal failed (past due)',
    { accountStatus: AccountStatus.Approved, currentProfileStep: 5, subscriptionStatus: 'past_due' },
    PaymentLapsed,
  ],
  [
    'an approved account whose subscription ended (canceled after the period)',
    { accountStatus: AccountStatus.Approved, currentProfileStep: 5, subscriptionStatus: 'canceled' },
    PaymentLapsed,
  ],
  [
    'an approved account left unpaid',
    { accountStatus: AccountStatus.Approved, currentProfileStep: 5, subscriptionStatus: 'unpaid' },
    PaymentLapsed,
  ],
  [
    'a pending account whose payment lapsed before approval',
    { accountStatus: AccountStatus.Pending, currentProfileStep: 5, subscriptionStatus: 'past_due' },
    PaymentLapsed,
  ],
  [
    'a blocked account, even paid',
    { accountStatus: AccountStatus.Block, subscriptionStatus: 'active' },
    Blocked,
  ],
  ['a rejected account', { accountStatus: AccountStatus.Rejected }, Rejected],
  [
    'a closed account, whatever its status',
    { accountStatus: AccountStatus.Approved, subscriptionStatus: 'active', archived: new Date() },
    Archived,
  ],
  [
    'an unknown status is never active',
    { accountStatus: 'superuser', subscriptionStatus: 'active' },
    ProfileInProgress,
  ],
];

describe('accountStateOf', () => {
  it.each(states)('%s', (_name, input, expected) => {
    expect(accountStateOf(input)).toBe(expected);
  });

  it('every subscription status of an approved account gives a state that is not active unless paid', () => {
    for (const status of Object.values(SubscriptionStatus)) {
      const state = accountStateOf({ accountStatus: AccountStatus.Approved, subscriptionStatus: status });
      const paid = status === 'active' || status === 'trialing';
      expect(state === Active, status).toBe(paid);
    }
  });
});

// The table, cell by cell: ✓ allowed, · refused.
const table: Record<AccountState, string> = {
  //                  use  own  team prof read bill jobs expl invi msg  pipe note
  [EmailNotVerified]: '·    ·    ·    ·    ·    ·    ·    ·    ·    ·    ·    ·',
  [ProfileInProgress]: '✓    ✓    ·    ✓    ✓    ·    ·    ·    ·    ·    ·    ·',
  [AwaitingPayment]: '✓    ✓    ·    ✓    ✓    ✓    ·    ·    ·    ·    ·    ·',
  [AwaitingApproval]: '✓    ✓    ✓    ✓    ✓    ✓    ✓    ·    ·    ·    ·    ·',
  [Active]: '✓    ✓    ✓    ✓    ✓    ✓    ✓    ✓    ✓    ✓    ✓    ✓',
  [PaymentLapsed]: '✓    ✓    ✓    ✓    ✓    ✓    ·    ·    ·    ·    ·    ✓',
  [Blocked]: '·    ·    ·    ·    ·    ·    ·    ·    ·    ·    ·    ·',
  [Rejected]: '·    ·    ·    ·    ·    ·    ·    ·    ·    ·    ·    ·',
  [Archived]: '·    ·    ·    ·    ·    ·    ·    ·    ·    ·    ·    ·',
};
const columns = [
  Capability.UseAccount,
  Capability.OwnerAccount,
  Capability.ManageTeam,
  Capability.EditProfile,
  Capability.ReadOwnData,
  Capability.ManageBilling,
  Capability.PostJobs,
  Capability.ExploreCandidates,
  Capability.InviteCandidates,
  Capability.MessageCandidates,
  Capability.MovePipeline,
  Capability.LeaveNotes,
];
const cells = accountStates.flatMap((state) =>
  table[state]
    .split(/\s+/)
    .map((mark, index) => [state, columns[index] as Capability, mark === '✓'] as const),
);

describe('can', () => {
  it('the table names every capability once', () => {
    expect([...columns].sort()).toEqual([...capabilities].sort());
  });

  it.each(cells)('%s may %s: %s', (state, capability, allowed) => {
    expect(can(state, capability)).toBe(allowed);
    expect(capabilityRefusal(state, capability) === null).toBe(allowed);
  });
});

describe('capabilityRefusal', () => {
  it('says what to do, in words (the issue’s example)', () => {
    expect(capabilityRefusal(AwaitingPayment, Capability.PostJobs)).toEqual({
      code: 'PLAN_REQUIRED',
      message: 'Choose a plan to post jobs.',
    });
  });

  it.each([
    [
      ProfileInProgress,
      Capability.ExploreCandidates,
      'PROFILE_INCOMPLETE',
      /Finish setting up your organization/,
    ],
    [
      AwaitingApproval,
      Capability.MessageCandidates,
      'APPROVAL_PENDING',
      /awaiting approval.*message candidates/,
    ],
    [PaymentLapsed, Capability.InviteCandidates, 'PAYMENT_LAPSED', /lapsed.*Manage subscription.*invite/],
  ] as const)('%s refused %s: %s', (state, capability, code, message) => {
    const refusal = capabilityRefusal(state, capability);
    expect(refusal?.code).toBe(code);
    expect(refusal?.message).toMatch(message);
  });

  it('tells a team member that the owner fixes billing, not to fix it themselves', () => {
    for (const role of [MemberRole.Recruiter, MemberRole.HiringManager]) {
      expect(capabilityRefusal(PaymentLapsed, Capability.ReadOwnData, role)).toBeNull();
      expect(capabilityRefusal(PaymentLapsed, Capability.PostJobs, role)?.message).toBe(
        "Your organization's subscription has lapsed. You can post jobs again once the owner has updated the payment.",
      );
    }
    expect(capabilityRefusal(AwaitingPayment, Capability.InviteCandidates, MemberRole.Recruiter)).toEqual({
      code: 'PLAN_REQUIRED',
      message: 'You can invite candidates once the owner of your organization has chosen a plan.',
    });
    expect(capabilityRefusal(AwaitingPayment, Capability.InviteCandidates, MemberRole.Owner)?.message).toBe(
      'Choose a plan to invite candidates.',
    );
  });
});

// The role axis, cell by cell: ✓ allowed, · refused.
const roleTable: Record<MemberRole, string> = {
  //                          use  own  team prof read bill jobs expl invi msg  pipe note
  [MemberRole.Owner]: '✓    ✓    ✓    ✓    ✓    ✓    ✓    ✓    ✓    ✓    ✓    ✓',
  [MemberRole.Recruiter]: '✓    ·    ·    ·    ✓    ·    ✓    ✓    ✓    ✓    ✓    ✓',
  [MemberRole.HiringManager]: '✓    ·    ·    ·    ✓    ·    ·    ·    ·    ·    ·    ✓',
};

describe('roleRefusal', () => {
  it.each(
    memberRoles.flatMap((role) =>
      roleTable[role]
        .split(/\s+/)
        .map((mark, index) => [role, columns[index] as Capability, mark === '✓'] as const),
    ),
  )('%s may %s: %s', (role, capability, allowed) => {
    expect(roleCapabilities(role).includes(capability)).toBe(allowed);
    expect(roleRefusal(role, capability) === null).toBe(allowed);
  });

  it('says it is the role that does not, and who does instead', () => {
    expect(roleRefusal(MemberRole.Recruiter, Capability.ManageBilling)).toEqual({
      code: 'ROLE_FORBIDDEN',
      message: "Recruiters don't choose a plan; the owner does.",
    });
    expect(roleRefusal(MemberRole.HiringManager, Capability.MessageCandidates)?.message).toBe(
      "Hiring managers don't message candidates; the owner or a recruiter does.",
    );
  });
});
