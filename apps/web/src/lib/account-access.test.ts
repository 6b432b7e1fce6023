import { AccountState, accountStates, Capability, MemberRole } from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { accountNoticeOf, capabilityReasonOf } from './account-access';

const awaitingApproval = {
  accountStatus: 'pending',
  subscriptionStatus: 'active',
  currentProfileStep: 5,
};
const active = { accountStatus: 'approved', subscriptionStatus: 'active', currentProfileStep: 5 };
const lapsed = { accountStatus: 'approved', subscriptionStatus: 'past_due', currentProfileStep: 5 };
const unpaid = { accountStatus: 'approved', subscriptionStatus: null, currentProfileStep: 5 };

describe('accountNoticeOf', () => {
  it('explains the review to an account awaiting approval, with no step to take', () => {
    const notice = accountNoticeOf(AccountState.AwaitingApproval);
    expect(notice).toMatchObject({ tone: 'info', title: 'Your organization is being reviewed' });
    expect(notice?.description).toContain('usually within one business day');
    expect(notice?.description).toContain('candidates see your jobs once your organization is approved');
    expect(notice?.action).toBeUndefined();
  });

  it('sends an account without a plan to the payment screen', () => {
    expect(accountNoticeOf(AccountState.AwaitingPayment)).toMatchObject({
      title: 'Choose a plan to start recruiting',
      action: { label: 'Choose a plan', href: '/payment' },
    });
  });

  it('tells a team member of a lapsed or unpaid account that the owner pays, with nothing for them to press', () => {
    const lapsedNotice = accountNoticeOf(AccountState.PaymentLapsed, MemberRole.Recruiter);
    expect(lapsedNotice).toMatchObject({
      tone: 'warning',
      title: 'Your organization’s subscription has lapsed',
    });
    expect(lapsedNotice?.description).toContain(
      'once the owner of your organization has updated the payment',
    );
    expect(lapsedNotice?.action).toBeUndefined();
    const unpaidNotice = accountNoticeOf(AccountState.AwaitingPayment, MemberRole.HiringManager);
    expect(unpaidNotice?.title).toBe('Your organization has no plan yet');
    expect(unpaidNotice?.action).toBeUndefined();
  });

  it('warns a lapsed account, says what it still can do and links to the subscription', () => {
    const notice = accountNoticeOf(AccountState.PaymentLapsed);
    expect(notice).toMatchObject({
      tone: 'warning',
      title: 'Your subscription has lapsed',
      action: { label: 'Update payment', href: '/manage-subscriptions' },
    });
    expect(notice?.description).toContain('You can still read your jobs and conversations.');
  });

  it('says nothing to an active account', () => {
    expect(accountNoticeOf(AccountState.Active)).toBeNull();
  });

  it('has a notice for every state that can sign in and is not yet active, and none for the others', () => {
    const withNotice = accountStates.filter((state) => accountNoticeOf(state) !== null);
    expect(withNotice).toEqual([
      AccountState.ProfileInProgress,
      AccountState.AwaitingPayment,
      AccountState.AwaitingApproval,
      AccountState.PaymentLapsed,
    ]);
  });
});

describe('capabilityReasonOf', () => {
  it('gives the server’s sentence when the state may not do it', () => {
    expect(capabilityReasonOf(awaitingApproval, Capability.ExploreCandidates)).toBe(
      'Your account is awaiting approval. You can explore candidates once MedHire has approved it.',
    );
    expect(capabilityReasonOf(unpaid, Capability.PostJobs)).toBe('Choose a plan to post jobs.');
    expect(capabilityReasonOf(lapsed, Capability.MessageCandidates)).toBe(
      'Your subscription has lapsed. Update your payment in Manage subscription to message candidates.',
    );
  });

  it('is null when the state may do it', () => {
    expect(capabilityReasonOf(awaitingApproval, Capability.PostJobs)).toBeNull();
    expect(capabilityReasonOf(lapsed, Capability.ReadOwnData)).toBeNull();
    for (const capability of Object.values(Capability)) {
      expect(capabilityReasonOf(active, capability)).toBeNull();
    }
  });

  it('refuses nothing without a signed-in user', () => {
    expect(capabilityReasonOf(undefined, Capability.ExploreCandidates)).toBeNull();
  });
});
