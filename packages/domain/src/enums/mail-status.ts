/**
 * Where a mail of the server's outbox stands: `pending` waits for (another) delivery attempt, `sent` was
 * accepted by the SMTP server (or, without SMTP, written to the outbox), `parked` failed too often and waits
 * for an operator's retry.
 */
export const MailStatus = {
  Pending: 'pending',
  Sent: 'sent',
  Parked: 'parked',
} as const;

/** One mail status value. */
export type MailStatus = (typeof MailStatus)[keyof typeof MailStatus];

/** Every mail status. */
export const mailStatuses: readonly MailStatus[] = Object.values(MailStatus);
