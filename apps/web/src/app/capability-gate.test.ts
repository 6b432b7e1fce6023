import type { Session } from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { decideCapability } from './capability-gate';

const session = (user: Partial<Session['user']>): Session => ({
  token: 't',
  code: 200,
  user: { _id: 'e1', email: 'a@b.co', accountStatus: 'approved', preferenceProbe: [], ...user },
});

describe('decideCapability', () => {
  it('lets an approved, paid account open every gated screen', () => {
    const active = session({ subscriptionStatus: 'active', currentProfileStep: 5 });
    for (const capability of ['post-jobs', 'explore-candidates', 'manage-billing'] as const) {
      expect(decideCapability(active, capability)).toBeNull();
    }
  });

  it('sends a recruiter from billing to Home with who may, and lets them explore', () => {
    const recruiter: Session = {
      ...session({ subscriptionStatus: 'active', currentProfileStep: 5 }),
      viewer: { memberId: 'm1', name: 'Ana', email: 'ana@b.co', role: 'recruiter' },
    };
    expect(decideCapability(recruiter, 'manage-billing')).toEqual({
      to: '/home',
      notice: "Recruiters don't choose a plan; the owner does.",
    });
    expect(decideCapability(recruiter, 'explore-candidates')).toBeNull();
  });

  it('sends an account awaiting approval from Explore to Home with the server’s sentence', () => {
    const awaiting = session({
      accountStatus: 'pending',
      subscriptionStatus: 'active',
      currentProfileStep: 5,
    });
    expect(decideCapability(awaiting, 'explore-candidates')).toEqual({
      to: '/home',
      notice: 'Your account is awaiting approval. You can explore candidates once MedHire has approved it.',
    });
  });

  it('sends an account without a plan from Post a job to the payment', () => {
    const unpaid = session({ accountStatus: 'pending', currentProfileStep: 5 });
    expect(decideCapability(unpaid, 'post-jobs')).toEqual({
      to: '/payment',
      notice: 'Choose a plan to post jobs.',
    });
  });

  it('sends a lapsed account from Explore to its subscription', () => {
    const lapsed = session({ subscriptionStatus: 'past_due', currentProfileStep: 5 });
    expect(decideCapability(lapsed, 'explore-candidates')?.to).toBe('/manage-subscriptions');
  });

  it('sends a recruiter of a lapsed account to Home, not to a subscription only the owner may fix', () => {
    const recruiter: Session = {
      ...session({ subscriptionStatus: 'past_due', currentProfileStep: 5 }),
      viewer: { memberId: 'm1', name: 'Ana', email: 'ana@b.co', role: 'recruiter' },
    };
    expect(decideCapability(recruiter, 'explore-candidates')).toEqual({
      to: '/home',
      notice:
        "Your organization's subscription has lapsed. You can explore candidates again once the owner has updated the payment.",
    });
  });
});
