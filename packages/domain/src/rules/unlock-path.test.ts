import { describe, expect, it } from 'vitest';
import { AccountState, accountStates } from './account-capabilities';
import { unlockPathOf } from './unlock-path';

const { ProfileInProgress, AwaitingPayment, AwaitingApproval, PaymentLapsed, Active } = AccountState;

describe('unlockPathOf', () => {
  it.each([
    [ProfileInProgress, '/establish-profile'],
    [AwaitingPayment, '/payment'],
    [AwaitingApproval, '/home'],
    [PaymentLapsed, '/manage-subscriptions'],
    [Active, '/home'],
  ] as const)('%s → %s', (state, path) => {
    expect(unlockPathOf(state)).toBe(path);
  });
});

it('sends every account state to a route of the table', () => {
  const targets = new Set(accountStates.map(unlockPathOf));
  expect([...targets].sort()).toEqual(['/establish-profile', '/home', '/manage-subscriptions', '/payment']);
});
