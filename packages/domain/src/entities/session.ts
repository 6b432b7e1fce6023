import { z } from 'zod';
import { AccountStatus } from '../enums/account-status';
import { SubscriptionStatus } from '../enums/subscription-status';
import { emailAddress, idText, wholeNumber } from './fields';

/**
 * An employer user as the server sends it (login, sync-user-detail). Other fields the server adds are
 * kept (loose object), so the client can show them without this schema knowing each one.
 */
export const userSchema = z.looseObject({
  _id: idText('The user has no id'),
  email: emailAddress(),
  accountStatus: z.enum(AccountStatus, {
    error: 'Account status must be approved, pending, block, draft or rejected',
  }),
  /** Stripe's subscription status; absent or null before the first payment. */
  subscriptionStatus: z
    .enum(SubscriptionStatus, { error: 'Subscription status is not one we know' })
    .nullish(),
  /** Answers to the would-you-rather preference probes; empty until they are answered. */
  preferenceProbe: z.array(z.unknown(), { error: 'Preference probes must be a list' }).optional(),
  /** Where the profile wizard resumes (1 to 4; 5 means done). */
  currentProfileStep: wholeNumber('The profile step', 1, 5).optional(),
  organizationName: z.string({ error: 'The organization name must be text' }).optional(),
});

/** An employer user. */
export type User = z.infer<typeof userSchema>;

/**
 * A session: the token sent as `Authorization: Bearer <token>`, the user, and the login code
 * (201 means the profile is still to be established).
 */
export const sessionSchema = z.object({
  token: z.string({ error: 'The session has no token' }).min(1, 'The session has no token'),
  user: userSchema,
  code: z
    .number({ error: 'The session code must be a number' })
    .int('The session code must be a whole number')
    .optional(),
});

/** A session as the server answers a login and the client stores it. */
export type Session = z.infer<typeof sessionSchema>;
