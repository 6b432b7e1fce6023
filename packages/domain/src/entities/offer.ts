import { z } from 'zod';
import { OFFER_CALL_SCHEDULE_MAX_LENGTH, OfferStatus, ProductivityModel } from '../enums/feedback';
import { actorSchema } from './activity';

const wholeDollars = (field: string, maximum: number) =>
  z
    .number({ error: `Enter the ${field} in dollars` })
    .int({ error: `Enter the ${field} in whole dollars` })
    .min(0, { error: `The ${field} cannot be negative` })
    .max(maximum, { error: `The ${field} must be at most $${maximum.toLocaleString('en-US')}` });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The terms of an offer, as the team writes them and the candidate reads them. */
const offerTermsObject = z.object({
  /** USD a year. */
  baseSalary: wholeDollars('base salary', 10_000_000).min(1, { error: 'Enter the base salary' }),
  signOnBonus: wholeDollars('sign-on bonus', 5_000_000).nullable().default(null),
  productivityModel: z.enum(ProductivityModel, { error: 'Choose a productivity model' }),
  /** $ per wRVU for `rvu`, % of collections for `collections`, null for `none`. */
  productivityRate: z
    .number({ error: 'Enter the productivity rate as a number' })
    .positive({ error: 'The productivity rate must be more than 0' })
    .max(1000, { error: 'The productivity rate must be at most 1,000' })
    .nullable()
    .default(null),
  /** Loan repayment, USD in total. */
  loanRepayment: wholeDollars('loan repayment', 5_000_000).nullable().default(null),
  /** YYYY-MM-DD. */
  startDate: z
    .string({ error: 'Enter the start date' })
    .max(10, { error: 'Enter the start date as YYYY-MM-DD', abort: true })
    .regex(ISO_DATE, { error: 'Enter the start date as YYYY-MM-DD' })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: 'Enter a real start date',
    }),
  /** "1:6 weekends". */
  callSchedule: z
    .string({ error: 'The call schedule must be text' })
    .trim()
    .max(OFFER_CALL_SCHEDULE_MAX_LENGTH, {
      error: `The call schedule must be at most ${OFFER_CALL_SCHEDULE_MAX_LENGTH} characters`,
      abort: true,
    })
    .default(''),
  ptoDays: z
    .number({ error: 'Enter the PTO days as a number' })
    .int({ error: 'Enter whole PTO days' })
    .min(0, { error: 'PTO days cannot be negative' })
    .max(365, { error: 'PTO days must be at most 365' })
    .nullable()
    .default(null),
  partnershipTrack: z.boolean({ error: 'Say whether the offer has a partnership track' }).default(false),
  yearsToPartnership: z
    .number({ error: 'Enter the years to partnership as a number' })
    .int({ error: 'Enter whole years to partnership' })
    .min(1, { error: 'Years to partnership must be at least 1' })
    .max(20, { error: 'Years to partnership must be at most 20' })
    .nullable()
    .default(null),
});

/**
 * `PUT /employer/match/:matchId/offer`: the offer's terms. A productivity model other than none needs its rate; a
 * partnership track needs its years.
 */
export const offerPayloadSchema = offerTermsObject
  .refine((terms) => terms.productivityModel === ProductivityModel.None || terms.productivityRate !== null, {
    error: (issue) =>
      (issue.input as { productivityModel?: string }).productivityModel === ProductivityModel.Rvu
        ? 'Enter the $ per wRVU'
        : 'Enter the % of collections',
    path: ['productivityRate'],
  })
  .refine((terms) => !terms.partnershipTrack || terms.yearsToPartnership !== null, {
    error: 'Enter the years to partnership',
    path: ['yearsToPartnership'],
  })
  .transform((terms) => ({
    ...terms,
    productivityRate: terms.productivityModel === ProductivityModel.None ? null : terms.productivityRate,
    yearsToPartnership: terms.partnershipTrack ? terms.yearsToPartnership : null,
  }));
/** An offer's terms to save (what the form sends). */
export type OfferPayload = z.input<typeof offerPayloadSchema>;
/** An offer's terms, checked. */
export type OfferTerms = z.output<typeof offerPayloadSchema>;

/** The terms as they are answered. */
export const offerTermsSchema = z.object({
  baseSalary: z.number(),
  signOnBonus: z.number().nullable(),
  productivityModel: z.enum(ProductivityModel),
  productivityRate: z.number().nullable(),
  loanRepayment: z.number().nullable(),
  startDate: z.string(),
  callSchedule: z.string(),
  ptoDays: z.number().nullable(),
  partnershipTrack: z.boolean(),
  yearsToPartnership: z.number().nullable(),
});

/** An offer as the candidate reads it (`GET /employee/matches`). Dates are ISO 8601. */
export const candidateOfferSchema = offerTermsSchema.extend({
  status: z.enum(OfferStatus),
  sentAt: z.string(),
  updatedAt: z.string(),
});
/** An offer, the candidate's view. */
export type CandidateOffer = z.infer<typeof candidateOfferSchema>;

/** An offer as the team reads it: who sent it, and the match it belongs to. */
export const offerSchema = candidateOfferSchema.extend({
  _id: z.string(),
  matchId: z.string(),
  sentBy: actorSchema,
  withdrawnAt: z.string().nullable(),
});
/** An offer. */
export type Offer = z.infer<typeof offerSchema>;

/**
 * `GET /employer/match/:matchId/offer`: the match's offer (null: none yet), and whether the signed-in person may
 * make, change or withdraw it now (the owner and recruiters, while the match is in Offer).
 */
export const offerResultSchema = z.object({
  offer: offerSchema.nullable(),
  canEdit: z.boolean(),
});
/** A match's offer. */
export type OfferResult = z.infer<typeof offerResultSchema>;
