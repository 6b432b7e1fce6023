/**
 * Status of an invite (match request) sent to a candidate.
 * The candidate accepts or declines; the employer can cancel a pending one.
 */
export const MatchRequestStatus = {
  Pending: 'pending',
  Accepted: 'accepted',
  Declined: 'declined',
  Cancelled: 'cancelled',
} as const;

/** One match request status value. */
export type MatchRequestStatus = (typeof MatchRequestStatus)[keyof typeof MatchRequestStatus];

/** Every match request status. */
export const matchRequestStatuses: readonly MatchRequestStatus[] = Object.values(MatchRequestStatus);
