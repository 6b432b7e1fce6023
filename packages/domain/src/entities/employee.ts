import { z } from 'zod';
import { boardStatuses } from '../enums/board-statuses';
import { MatchRequestStatus } from '../enums/match-request-status';
import { PipelineStatus } from '../enums/pipeline-status';
import { providerTypes } from '../enums/provider-types';
import { specialties, specialtyOfSubSpecialty, subSpecialties } from '../enums/specialties';
import { states } from '../enums/states';
import { candidateFieldsSchema } from './applicant';
import { passwordSchema, registerPayloadSchema } from './auth';
import { jobCompletenessSchema } from './job';
import { matchOriginSchema } from './match';
import { candidateOfferSchema } from './offer';

/**
 * The candidate ("employee") API: a candidate's sign-up and session, the open jobs they see and their matches.
 * Their conversations are the conversation entity's.
 */

/** The candidate as they see themselves after signing in. */
export const candidateProfileSchema = candidateFieldsSchema.extend({ email: z.string() });
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

/** A job location as posted (`jobLocationSchema`), every part optional. */
export const openJobLocationSchema = z.object({
  city: z.string().optional(),
  state: z.string().optional(),
  description: z.string().optional(),
  coords: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});
export type OpenJobLocation = z.infer<typeof openJobLocationSchema>;

/** An open job as candidates see it. */
export const openJobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  specialty: z.string(),
  subSpecialty: z.string().optional(),
  employer: z.object({ organizationName: z.string() }),
  locations: z.array(openJobLocationSchema),
  completeness: jobCompletenessSchema.describe('How complete the post is: what the employer has told so far'),
});
export type OpenJob = z.infer<typeof openJobSchema>;

/** A match as its candidate sees it. Dates are ISO 8601. */
export const candidateMatchSchema = z.object({
  _id: z.string(),
  job: openJobSchema.extend({ status: z.enum(['open', 'closed']) }),
  requestStatus: z.enum(MatchRequestStatus),
  pipelineStatus: z.enum(PipelineStatus),
  origin: matchOriginSchema,
  inviteNote: z.string().nullable().describe('The personal note the employer sent with the invite, if any'),
  offer: candidateOfferSchema
    .nullable()
    .describe('The offer the employer made, while the match is in Offer or Hired (null: none)'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CandidateMatch = z.infer<typeof candidateMatchSchema>;

/** A new candidate session, as login and registration answer it. */
export const candidateSessionSchema = z.object({
  token: z.string().describe('Send as `Authorization: Bearer <token>`. Valid 30 days from its last use.'),
  candidate: candidateProfileSchema,
});
export type CandidateLoginResult = z.infer<typeof candidateSessionSchema>;

/** `GET /employee/jobs`. */
export const openJobListSchema = z.object({ jobs: z.array(openJobSchema) });
export type OpenJobList = z.infer<typeof openJobListSchema>;

/** `GET /employee/matches`. */
export const candidateMatchListSchema = z.object({ matches: z.array(candidateMatchSchema) });
export type CandidateMatchList = z.infer<typeof candidateMatchListSchema>;

/** Apply, accept, decline: the match as it now is. */
export const candidateMatchResultSchema = z.object({ match: candidateMatchSchema });
export type CandidateMatchResult = z.infer<typeof candidateMatchResultSchema>;

/** How far ahead a new candidate may say they become available. */
export const YEARS_AVAILABLE_AHEAD = 10;

function enumIds<Id extends string>(items: readonly { id: Id }[], message: string) {
  return z.enum(
    items.map((item) => item.id),
    { error: message },
  );
}

function requiredName(missingMessage: string, field: string) {
  return z
    .string({ error: missingMessage })
    .trim()
    .min(1, missingMessage)
    .max(100, `${field} must be at most 100 characters`);
}

const specialtyId = enumIds(specialties, 'Choose your specialty from the list');
const subSpecialtyId = enumIds(subSpecialties, 'Choose your sub-specialty from the list');

/** `POST /employee/auth/register`: the candidate's account and the profile employers match on. */
export const candidateRegistrationSchema = z
  .object({
    email: registerPayloadSchema.shape.email,
    password: passwordSchema,
    firstName: requiredName('Enter your first name', 'The first name'),
    lastName: requiredName('Enter your last name', 'The last name'),
    providerType: enumIds(providerTypes, 'Choose your provider type (MD, DO, NP, PA or CRNA)'),
    specialty: specialtyId,
    subSpecialty: subSpecialtyId.optional(),
    homeCity: z
      .string({ error: 'The home city must be text' })
      .trim()
      .max(120, 'The home city must be at most 120 characters')
      .optional(),
    homeState: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      enumIds(states, 'Choose your home state from the list'),
    ),
    boardStatus: enumIds(boardStatuses, 'Choose your board status from the list'),
    yearsOfExperience: z
      .number({ error: 'Years of experience must be a whole number from 0 to 70' })
      .int('Years of experience must be a whole number from 0 to 70')
      .min(0, 'Years of experience must be a whole number from 0 to 70')
      .max(70, 'Years of experience must be a whole number from 0 to 70'),
    yearAvailable: z
      .number({ error: 'Enter the year you are available, like 2027' })
      .int('Enter the year you are available, like 2027')
      .superRefine((year, context) => {
        const thisYear = new Date().getFullYear();
        if (year < thisYear || year > thisYear + YEARS_AVAILABLE_AHEAD) {
          context.addIssue({
            code: 'custom',
            message: `The year available must be from ${thisYear} to ${thisYear + YEARS_AVAILABLE_AHEAD}`,
          });
        }
      }),
  })
  .refine(
    (payload) =>
      payload.subSpecialty === undefined ||
      specialtyOfSubSpecialty(payload.subSpecialty) === payload.specialty,
    {
      message: 'Choose a sub-specialty of your specialty',
      path: ['subSpecialty'],
      when: (context) =>
        z.object({ specialty: specialtyId, subSpecialty: subSpecialtyId.optional() }).safeParse(context.value)
          .success,
    },
  );
/** A candidate's sign-up as sent. */
export type CandidateRegistrationInput = z.input<typeof candidateRegistrationSchema>;
/** A candidate's sign-up after validation. */
export type CandidateRegistration = z.infer<typeof candidateRegistrationSchema>;
