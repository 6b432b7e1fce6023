import { z } from 'zod';
import { AccountStatus } from '../enums/account-status';
import { MailStatus } from '../enums/mail-status';
import { emailAddress } from './fields';

/** `PATCH /admin/employers/account-status` (operators only): set an account's status by its email. */
export const accountStatusChangeSchema = z.object({
  email: emailAddress('Enter the account email'),
  accountStatus: z.enum(AccountStatus, { error: 'Unknown account status' }),
});
/** The operator's account-status change. */
export type AccountStatusChange = z.infer<typeof accountStatusChangeSchema>;

/** The account-status change's answer: the account's email and its status now. */
export const accountStatusChangeResultSchema = z.object({
  email: z.string(),
  accountStatus: z.enum(AccountStatus),
});
/** The account-status change's answer. */
export type AccountStatusChangeResult = z.infer<typeof accountStatusChangeResultSchema>;

/** `GET /admin/claims` (operators only): a claim waiting for review, with the directory entry it names. */
export const pendingClaimSchema = z.object({
  id: z.string(),
  email: z.string().describe('The address the claimant typed: check it by other means before approving'),
  npiNumber: z.string(),
  organization: z.string().describe('The organization as the claimant typed it'),
  createdAt: z.string(),
  directory: z.object({
    id: z.string(),
    name: z.string(),
    city: z.string(),
    state: z.string(),
    claimed: z.boolean(),
  }),
});
/** A claim waiting for an operator. */
export type PendingClaim = z.infer<typeof pendingClaimSchema>;

/** `POST /admin/claims/{id}/approve`: the set-password link went to the typed address. */
export const claimApprovedResultSchema = z.object({ approved: z.literal(true) });
/** The approval's answer. */
export type ClaimApprovedResult = z.infer<typeof claimApprovedResultSchema>;

/** `POST /admin/claims/{id}/reject`: the claimant is told. */
export const claimRejectedResultSchema = z.object({ rejected: z.literal(true) });
/** The rejection's answer. */
export type ClaimRejectedResult = z.infer<typeof claimRejectedResultSchema>;

/** `GET /admin/mail?status=parked` (operators only): which mails to list; parked ones by default. */
export const outboxMailQuerySchema = z.object({
  status: z.enum(MailStatus, { error: 'The status is pending, sent or parked' }).default(MailStatus.Parked),
});
/** The outbox listing's query. */
export type OutboxMailQuery = z.infer<typeof outboxMailQuerySchema>;

/** A mail of the outbox as an operator sees it: in production its codes and links read `[redacted]`. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MailStatus),
  attempts: z.number().int(),
  lastError: z.string().nullable().describe('Why the last delivery attempt failed'),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
/** One outbox mail. */
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The outbox listing: the newest 100 mails of the asked status, newest first. */
export const outboxMailListSchema = z.object({ mails: z.array(outboxMailSchema) });
/** The outbox listing's answer. */
export type OutboxMailList = z.infer<typeof outboxMailListSchema>;

/** `POST /admin/mail/{id}/retry`: the parked mail waits again, its attempts counted from zero. */
export const outboxMailRetryResultSchema = z.object({ mail: outboxMailSchema });
/** The retry's answer. */
export type OutboxMailRetryResult = z.infer<typeof outboxMailRetryResultSchema>;
