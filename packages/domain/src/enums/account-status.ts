/**
 * Account status of an employer, as the server reports it.
 * `rejected` logs the user out; `pending` walks through profile setup, preference probes and payment.
 */
export const AccountStatus = {
  Approved: 'approved',
  Pending: 'pending',
  Block: 'block',
  Draft: 'draft',
  Rejected: 'rejected',
} as const;

/** One account status value. */
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];

/** Every account status, in the spec's order. */
export const accountStatuses: readonly AccountStatus[] = Object.values(AccountStatus);
