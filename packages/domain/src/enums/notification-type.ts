/** Kind of an in-app or push notification; decides where a click on it leads. */
export const NotificationType = {
  EmployeeRegistered: 'employee-registered',
  AppliedOnJob: 'applied-on-job',
  InviteAccepted: 'invite-accepted',
  NewMessage: 'new-message',
  InviteRejected: 'invite-rejected',
  /** Not in the spec's table (PRODUCT.md, "Account states"): a renewal's payment failed; the owner fixes it. */
  PaymentFailed: 'payment-failed',
  /**
   * Not in the spec's table (issue 17, saved searches): a new candidate matches one of the person's saved searches;
   * a click opens Explore with that search applied.
   */
  SavedSearchMatch: 'saved-search-match',
} as const;

/** One notification type value. */
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/** Every notification type. */
export const notificationTypes: readonly NotificationType[] = Object.values(NotificationType);
