import { z } from 'zod';
import { PROFILE_DONE_SESSION_CODE, PROFILE_PENDING_SESSION_CODE } from '../constants';
import { AccountStatus } from '../enums/account-status';
import { SubscriptionStatus } from '../enums/subscription-status';
import { emailAddress, idText, stateCodeView, wholeNumber } from './fields';
import { organizationChoiceSchema, viewerSchema } from './team';

/**
 * The employer as the client keeps it in its session (local storage) — the stored shape, not the wire's.
 * The wire's shape is {@link userViewSchema}, which the server encodes every answer through; every `UserView`
 * is a `User` (checked below), so a sign-in's answer is stored as it is. This one is tolerant where the wire
 * is exact: the fields a session needs are required, the rest optional, and fields it does not know are kept
 * (loose object), so a session stored by an older build still reads.
 */
export const storedUserSchema = z.looseObject({
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

/** The employer as the client keeps it in its session (see {@link storedUserSchema}). */
export type User = z.infer<typeof storedUserSchema>;

/**
 * A session: the token sent as `Authorization: Bearer <token>`, the user, and the login code
 * (201 means the profile is still to be established).
 */
export const sessionSchema = z.object({
  token: z.string({ error: 'The session has no token' }).min(1, 'The session has no token'),
  user: storedUserSchema,
  code: z
    .number({ error: 'The session code must be a number' })
    .int('The session code must be a whole number')
    .optional(),
  /** Who signed in (absent in a session stored before teams). */
  viewer: viewerSchema.optional(),
});

/** A session as the server answers a login and the client stores it. */
export type Session = z.infer<typeof sessionSchema>;

// The response shapes of the employer's own account (login, sync-user-detail, every profile update). Plain
// shapes without the payload schemas' coercions: a response is encoded through its schema, and a coercion
// cannot run backwards. The server's tests check that `sessionSchema` accepts what the routes answer.

const coordinatesView = z.object({ latitude: z.number(), longitude: z.number() });
const placeView = z.object({ description: z.string(), coords: coordinatesView });

/** One would-you-rather answer: the probe and the id of the option chosen. */
export const preferenceProbeAnswerViewSchema = z.object({ probeId: z.string(), choice: z.string() });
/** One would-you-rather answer as the server sends it back. */
export type PreferenceProbeAnswerView = z.infer<typeof preferenceProbeAnswerViewSchema>;

/** The organization profile part of the user: each field absent while unset. */
export const userProfileViewSchema = z.object({
  organizationName: z.string().optional(),
  logo: z.string().optional().describe('Link to the uploaded logo'),
  practiceManagerName: z.string().optional(),
  organizationEmail: z
    .string()
    .optional()
    .describe('The organization’s contact email (the payloads’ `email`); `email` stays the sign-in email'),
  phoneNumber: z.string().optional(),
  orgLocations: z
    .object({ locations: z.array(placeView).optional(), numberOfLocations: z.number().optional() })
    .optional(),
  features: z
    .object({
      practiceType: z.string().optional(),
      noOfPhysician: z.number().optional(),
      nonPhysicianProvider: z.number().optional(),
      aboutUs: z.string().optional(),
    })
    .optional(),
  media: z
    .array(
      z.object({
        url: z.string(),
        key: z.string().optional(),
        type: z.string().optional(),
        name: z.string().optional(),
      }),
    )
    .optional(),
  socialLinks: z
    .object({
      facebook: z.string().optional(),
      twitter: z.string().optional(),
      instagram: z.string().optional(),
      websiteUrl: z.string().optional(),
    })
    .optional(),
  linkedin: z.string().optional(),
  managingPartner: z.string().optional(),
  specialty: z.array(z.string()).optional().describe('Specialty ids (older profile update)'),
  subSpecialty: z.array(z.string()).optional().describe('Sub-specialty ids (older profile update)'),
  locationsDetails: z
    .array(placeView.extend({ city: z.string().optional(), state: stateCodeView.optional() }))
    .optional()
    .describe('The resolved locations of update-locationDetails'),
  candidatePreferences: z
    .object({
      specialty: z.array(z.string()).optional(),
      subSpecialty: z.array(z.string()).optional(),
      homeState: z.array(placeView).optional(),
      boardCertStatus: z.string().optional(),
      minExperience: z.number().optional(),
      yearAvailableToStart: z.number().optional(),
    })
    .optional(),
});
/** The organization profile part of the user. */
export type UserProfileView = z.infer<typeof userProfileViewSchema>;

/**
 * The employer as the server answers it (the wire's shape, exact): `_id`, status, subscription, probes,
 * profile step, and the whole organization profile (each profile field absent while unset). The client stores
 * it in its session as a {@link User} ({@link storedUserSchema}, the tolerant stored shape).
 */
export const userViewSchema = z.object({
  _id: z.string(),
  email: z.string(),
  accountStatus: z.enum(AccountStatus),
  subscriptionStatus: z.enum(SubscriptionStatus).nullable().describe('Stripe’s status; null before payment'),
  preferenceProbe: z
    .array(preferenceProbeAnswerViewSchema)
    .describe('The would-you-rather answers (`{ probeId, choice }`); empty until answered'),
  currentProfileStep: z.number().int().min(1).max(5).describe('Where the wizard resumes; 5 means done'),
  ...userProfileViewSchema.shape,
}) satisfies z.ZodType<User>; // every answer is stored as it is: a wire change the stored shape cannot hold fails here
/** The employer as the server answers it. */
export type UserView = z.infer<typeof userViewSchema>;

/** The session code: 201 while the profile is still to be established, 200 otherwise. */
export const sessionCodeSchema = z
  .union([z.literal(PROFILE_DONE_SESSION_CODE), z.literal(PROFILE_PENDING_SESSION_CODE)])
  .describe('201 while the profile is still to be established (pending account, wizard not done)');
/** A session code. */
export type SessionCode = z.infer<typeof sessionCodeSchema>;

/** What a sign-in answers (login, verify-otp, set-password, the third-party exchange). */
export const loginResultSchema = z.object({
  token: z.string().describe('Send as `Authorization: Bearer <token>`. Valid 30 days from its last use.'),
  user: userViewSchema,
  code: sessionCodeSchema,
  viewer: viewerSchema.describe('Who signed in: the owner or a member of the team, with their role'),
});
/** A sign-in's answer. */
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * What login answers: a session, or, for a person who belongs to several organizations and did not say which, the
 * organizations to choose from (the password was right; no session is started until one is chosen).
 */
export const loginAnswerSchema = z.union([
  loginResultSchema,
  z.object({
    organizations: z
      .array(organizationChoiceSchema)
      .min(2)
      .describe('Sign in again with the same email and password and one of these `organizationId`s'),
  }),
]);
/** Login's answer. */
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** The answer of sync-user-detail and of every profile update: the employer. */
export const userResultSchema = z.object({ user: userViewSchema });

/** The answer of sync-user-detail: the employer, and who is signed in (their role may have changed). */
export const syncResultSchema = userResultSchema.extend({ viewer: viewerSchema });
/** Sync's answer. */
export type SyncResult = z.infer<typeof syncResultSchema>;
/** The employer's answer. */
export type UserResult = z.infer<typeof userResultSchema>;

/** A plain confirmation the server words for the user. */
export const messageResultSchema = z.object({ message: z.string() });
/** A worded confirmation. */
export type MessageResult = z.infer<typeof messageResultSchema>;

/** `verify-otp-password-recovery`: the token that authorizes `update-password-by-otp`. */
export const resetTokenResultSchema = z.object({ resetToken: z.string() });
/** The recovery code's answer. */
export type ResetTokenResult = z.infer<typeof resetTokenResultSchema>;

/** `update-password-by-otp`: the account's email, to sign in with. */
export const passwordUpdatedResultSchema = z.object({ email: z.string() });
/** The new password's answer. */
export type PasswordUpdatedResult = z.infer<typeof passwordUpdatedResultSchema>;

/** `archive-profile`: the account is closed. */
export const archivedResultSchema = z.object({ archived: z.literal(true) });
/** The archive's answer. */
export type ArchivedResult = z.infer<typeof archivedResultSchema>;

/** `save-fcm-token`: the device's push token is kept. */
export const fcmTokenSavedResultSchema = z.object({ saved: z.literal(true) });
/** The saved push token's answer. */
export type FcmTokenSavedResult = z.infer<typeof fcmTokenSavedResultSchema>;

/** `delete-fcm-token`: the device's push token is gone. */
export const fcmTokenDeletedResultSchema = z.object({ deleted: z.literal(true) });
/** The deleted push token's answer. */
export type FcmTokenDeletedResult = z.infer<typeof fcmTokenDeletedResultSchema>;

/** An organization of the claim directory, as suggested while typing (never its NPI). */
export const directoryOrganizationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
});
/** A directory organization. */
export type DirectoryOrganization = z.infer<typeof directoryOrganizationSchema>;
