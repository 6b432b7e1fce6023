import { z } from 'zod';
import { AccountStatus } from '../enums/account-status';
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
