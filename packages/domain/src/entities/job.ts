import { z } from 'zod';
import { HIRING_MANAGERS_MAX } from '../constants';
import { bonusKinds } from '../enums/bonus-kinds';
import { employmentTypes } from '../enums/employment-types';
import { fringeBenefits } from '../enums/fringe-benefits';
import { PartnershipAnswer, partnershipTypes } from '../enums/partnership';
import { PipelineStatus } from '../enums/pipeline-status';
import { reasonsForJobOpportunity } from '../enums/reasons-for-job-opportunity';
import { specialties, specialtyOfSubSpecialty, subSpecialties } from '../enums/specialties';
import { JOB_COMPLETENESS_FIELDS } from '../rules/job-completeness';
import {
  coordinatesSchema,
  enumId,
  idText,
  moneyAmount,
  optionalText,
  queryBoolean,
  requiredText,
  stateCode,
  stateCodeView,
  wholeNumber,
  withoutDuplicates,
} from './fields';

/** A range of dollars after parsing: the minimum never exceeds the maximum. */
export interface MoneyRange {
  min: number;
  max: number;
}

/**
 * A money range that arrives as JSON text ('{"min":250000,"max":320000}', as the spec's clients send it)
 * or as an object, and comes out as `{ min, max }` with min ≤ max.
 */
function moneyRange(field: string) {
  const shapeMessage = `${field}: enter a minimum and a maximum`;
  const range = z
    .object(
      {
        min: moneyAmount(`${field}: the minimum`),
        max: moneyAmount(`${field}: the maximum`),
      },
      { error: shapeMessage },
    )
    .refine((value) => value.min <= value.max, `${field}: the minimum must not exceed the maximum`);
  return z.preprocess<unknown, typeof range, string | { min: number | string; max: number | string }>(
    (value, context) => {
      if (typeof value !== 'string') {
        return value;
      }
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: shapeMessage });
        return z.NEVER;
      }
    },
    range,
  );
}

/** The salary range in dollars per year. */
export const salaryRangeSchema = moneyRange('Salary range');
/** The sign-on bonus range in dollars. */
export const signOnBonusSchema = moneyRange('Sign-on bonus');

function halfDays(category: string) {
  return wholeNumber(`Half-days per week (${category})`, 0, 10).default(0);
}

/** Most half-days in a week: five days of two half-days. */
const halfDaysPerWeekLimit = 10;

/**
 * How a week splits into half-days by category; a missing category counts 0 and the total is at
 * most 10 (five days of two half-days).
 */
export const halfDaysPerWeekSchema = z
  .object(
    {
      outpatient: halfDays('outpatient'),
      inpatient: halfDays('inpatient'),
      procedural: halfDays('procedural'),
      administrative: halfDays('administrative'),
      other: halfDays('other'),
    },
    { error: 'Half-days per week: enter a number for each kind of work' },
  )
  .superRefine((value, context) => {
    const total = value.outpatient + value.inpatient + value.procedural + value.administrative + value.other;
    if (total > halfDaysPerWeekLimit) {
      context.addIssue({
        code: 'custom',
        message: `Half-days per week: the total must not exceed ${halfDaysPerWeekLimit} (it is ${total})`,
      });
    }
  });
/** Half-days per week by category. */
export type HalfDaysPerWeek = z.infer<typeof halfDaysPerWeekSchema>;

/** Whether the job offers a partnership, and what it includes (types only when the answer is Yes). */
export const partnershipSchema = z
  .object(
    {
      value: z.enum(PartnershipAnswer, { error: 'Partnership: choose Yes or No' }),
      types: z
        .array(enumId(partnershipTypes, 'Partnership types: choose from the list'), {
          error: 'Partnership types: choose from the list',
        })
        .transform(withoutDuplicates)
        .optional(),
    },
    { error: 'Partnership: choose Yes or No' },
  )
  .superRefine((value, context) => {
    if (value.value !== PartnershipAnswer.Yes && value.types !== undefined && value.types.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['types'],
        message: 'Partnership types apply only when partnership is Yes',
      });
    }
  });
/** A job's partnership answer. */
export type Partnership = z.infer<typeof partnershipSchema>;

/** One place the job is in: city, state, the chosen description and its coordinates. */
export const jobLocationSchema = z.object(
  {
    city: requiredText('The city', 'Enter the city of each job location', 120),
    state: stateCode('Choose the state of each job location'),
    description: requiredText('A job location', 'Choose each job location from the suggestions', 300),
    coords: coordinatesSchema,
  },
  { error: 'Choose each job location from the suggestions' },
);
/** One location of a job. */
export type JobLocation = z.infer<typeof jobLocationSchema>;

const specialtyId = enumId(specialties, 'Choose the specialty');
const subSpecialtyId = enumId(subSpecialties, 'Choose the sub-specialty from the list');
const specialtyFields = z.object({ specialty: specialtyId, subSpecialty: subSpecialtyId.optional() });

/**
 * `POST /employer/auth/v1/create-job-v1/{id}`: every field of the job payload (spec §3). Required: title,
 * specialty, employment type, salary range and at least one location. Enum fields hold enum ids, except
 * `supportBenefitPerk`, which holds fringe benefit titles as the spec says.
 */
export const jobPayloadSchema = z
  .object({
    title: requiredText('The job title', 'Enter the job title', 120),
    specialty: specialtyId,
    subSpecialty: subSpecialtyId.optional(),
    employmentType: enumId(employmentTypes, 'Choose the employment type'),
    reasonForJobOpp: enumId(
      reasonsForJobOpportunity,
      'Choose the reason for the job opportunity from the list',
    ).optional(),
    salaryRange: salaryRangeSchema,
    signOnBonus: signOnBonusSchema.optional(),
    productiveBonus: enumId(bonusKinds, 'Choose the productivity bonus from the list').optional(),
    stipendTraining: optionalText('Training stipend', 500),
    loanRepaymentAssistance: optionalText('Loan repayment assistance', 500),
    vacation: optionalText('Vacation', 500),
    callSchedule: optionalText('Call schedule', 500),
    requiredTravel: optionalText('Required travel', 500),
    additionalContext: optionalText('Additional context', 5_000),
    halfDaysPerWeek: halfDaysPerWeekSchema.optional(),
    advancedTech: optionalText('Advanced technology', 500),
    electronicMedRecord: optionalText('Electronic medical record', 200),
    scribeSupport: z.boolean({ error: 'Scribe support: choose Yes or No' }).optional(),
    supportBenefitPerk: z
      .array(
        z.enum(
          fringeBenefits.map((benefit) => benefit.name),
          { error: 'Benefits and perks: choose from the list' },
        ),
        { error: 'Benefits and perks: choose from the list' },
      )
      .transform(withoutDuplicates)
      .optional(),
    partnership: partnershipSchema.optional(),
    academicResearchOpportunity: z
      .boolean({ error: 'Academic research opportunity: choose Yes or No' })
      .optional(),
    mentorship: z.boolean({ error: 'Mentorship: choose Yes or No' }).optional(),
    speakerShip: z.boolean({ error: 'Speakership: choose Yes or No' }).optional(),
    globalMissions: z.boolean({ error: 'Global missions: choose Yes or No' }).optional(),
    locations: z
      .array(jobLocationSchema, { error: 'Add at least one job location' })
      .min(1, 'Add at least one job location')
      .max(50, 'A job can list at most 50 locations'),
  })
  .refine(
    (payload) =>
      payload.subSpecialty === undefined ||
      specialtyOfSubSpecialty(payload.subSpecialty) === payload.specialty,
    {
      message: 'Choose a sub-specialty of the chosen specialty',
      path: ['subSpecialty'],
      // Checked even while other fields are still wrong, so the form shows it at once.
      when: (context) => specialtyFields.safeParse(context.value).success,
    },
  );

/** A job payload as the form builds it (salary may still be JSON text). */
export type JobPayloadInput = z.input<typeof jobPayloadSchema>;
/** A job payload after validation (salary parsed into `{ min, max }`). */
export type JobPayload = z.infer<typeof jobPayloadSchema>;

/** open | closed: a closed job keeps its matches but takes no new applications. */
export const jobStatuses = ['open', 'closed'] as const;
/** A job's status. */
export type JobStatus = (typeof jobStatuses)[number];

/** `GET /employer/jobs?status=`: which jobs to list; all by default. */
export const jobListQuerySchema = z.object({
  status: z
    .enum([...jobStatuses, 'all'], { error: 'Status: choose open, closed or all' })
    .default('all')
    .describe('Which jobs to list; all by default'),
  mine: queryBoolean('Mine', false).describe(
    'Only the jobs whose hiring team you are on (the owner: the jobs no recruiter leads)',
  ),
});
/** Which jobs `GET /employer/jobs` lists; the server lists all when none is given. */
export type JobListStatus = z.infer<typeof jobListQuerySchema>['status'];

// The response shapes below. Enum-id fields (specialty, employmentType …) are plain text here: what is stored
// was checked by jobPayloadSchema when it was saved, and an answer must never fail because a list changed
// since. The status, the pipeline steps and the state codes (a fixed list) are the domain's own enums.
const moneyRangeView = z.object({ min: z.number(), max: z.number() });
const count = z.number().int().min(0);

/** Candidates per pipeline step (accepted matches only): one count for every step. */
export const pipelineCountsSchema = z.object({
  [PipelineStatus.Shortlisted]: count,
  [PipelineStatus.Submitted]: count,
  [PipelineStatus.Interview]: count,
  [PipelineStatus.Offer]: count,
  [PipelineStatus.Hired]: count,
  [PipelineStatus.Rejected]: count,
});
/** Candidates per pipeline step. */
export type PipelineCounts = z.infer<typeof pipelineCountsSchema>;

/** One person of a job's hiring team. */
const hiringTeamPersonSchema = z.object({
  memberId: z.string().nullable().describe('The member; null for the organization’s owner'),
  name: z.string().nullable(),
  email: z.string(),
});
/** One person of a job's hiring team. */
export type HiringTeamPerson = z.infer<typeof hiringTeamPersonSchema>;

/**
 * A job's hiring team: the recruiter who leads it (the organization's owner unless a recruiter does) and the
 * hiring managers assigned to it, who see this job and none of the others.
 */
export const hiringTeamSchema = z.object({
  recruiter: hiringTeamPersonSchema.describe('Who leads the job: the owner or one of the recruiters'),
  hiringManagers: z.array(hiringTeamPersonSchema),
});
/** A job's hiring team. */
export type HiringTeam = z.infer<typeof hiringTeamSchema>;

/** `PUT /employer/jobs/{jobId}/hiring-team`: who leads the job and which hiring managers are on it. */
export const hiringTeamPayloadSchema = z.object({
  recruiterMemberId: z
    .string({ error: 'Choose who leads the job' })
    .trim()
    .max(200, 'Choose who leads the job from the list')
    .nullable()
    .describe('A recruiter of the team; null: the owner leads the job'),
  hiringManagerIds: z
    .array(idText('Choose the hiring managers from the list'), { error: 'Choose the hiring managers' })
    .max(HIRING_MANAGERS_MAX, `A job can have at most ${HIRING_MANAGERS_MAX} hiring managers`)
    .transform(withoutDuplicates),
});
/** A job's new hiring team. */
export type HiringTeamPayload = z.infer<typeof hiringTeamPayloadSchema>;

/**
 * How complete a job post is (the domain's `jobCompleteness`): 0–100, 20 points for each of pay range, call
 * schedule, half-days, benefits and partnership, and what is missing, worded for the recruiter.
 */
export const jobCompletenessSchema = z.object({
  score: z.number().int().min(0).max(100).describe('0–100, in steps of 20'),
  missing: z
    .array(
      z.object({
        field: z.enum(JOB_COMPLETENESS_FIELDS).describe('The job payload field to fill'),
        label: z.string().describe('What is missing, short: "pay range"'),
        hint: z.string().describe('What to add and why, one sentence'),
      }),
    )
    .describe('In the order pay range, call schedule, half-days, benefits, partnership'),
});

/** A job as every jobs route answers it: the payload as stored, its status, dates and its match counts. */
export const jobViewSchema = z.object({
  _id: z.string(),
  status: z.enum(jobStatuses),
  title: z.string(),
  specialty: z.string().describe('A specialty id of the enums'),
  subSpecialty: z.string().optional().describe('A sub-specialty id of the specialty'),
  employmentType: z.string(),
  reasonForJobOpp: z.string().optional(),
  salaryRange: moneyRangeView.describe('Dollars per year'),
  signOnBonus: moneyRangeView.optional().describe('Dollars'),
  productiveBonus: z.string().optional(),
  stipendTraining: z.string().optional(),
  loanRepaymentAssistance: z.string().optional(),
  vacation: z.string().optional(),
  callSchedule: z.string().optional(),
  requiredTravel: z.string().optional(),
  additionalContext: z.string().optional(),
  halfDaysPerWeek: z
    .object({
      outpatient: count,
      inpatient: count,
      procedural: count,
      administrative: count,
      other: count,
    })
    .optional(),
  advancedTech: z.string().optional(),
  electronicMedRecord: z.string().optional(),
  scribeSupport: z.boolean().optional(),
  supportBenefitPerk: z.array(z.string()).optional().describe('Fringe benefit titles'),
  partnership: z
    .object({ value: z.enum(PartnershipAnswer), types: z.array(z.string()).optional() })
    .optional(),
  academicResearchOpportunity: z.boolean().optional(),
  mentorship: z.boolean().optional(),
  speakerShip: z.boolean().optional(),
  globalMissions: z.boolean().optional(),
  locations: z.array(
    z.object({
      city: z.string(),
      state: stateCodeView,
      description: z.string(),
      coords: z.object({ latitude: z.number(), longitude: z.number() }),
    }),
  ),
  applicantCount: count.describe('Accepted matches: candidates who applied or accepted an invite'),
  pipelineCounts: pipelineCountsSchema.describe('Accepted matches per pipeline step'),
  pendingInvites: count.describe('Invites the candidate has not answered yet'),
  hiringTeam: hiringTeamSchema,
  completeness: jobCompletenessSchema,
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
  closedAt: z.string().optional().describe('ISO 8601; only while the job is closed'),
});
/** A job as the server answers it. */
export type JobView = z.infer<typeof jobViewSchema>;

/** The answer of create, read, edit, close and reopen: the job. */
export const jobResultSchema = z.object({ job: jobViewSchema });
/** One job's answer. */
export type JobResult = z.infer<typeof jobResultSchema>;

/** `GET /employer/jobs`: the employer's jobs, newest first. */
export const jobListResultSchema = z.object({ jobs: z.array(jobViewSchema) });
/** The jobs list's answer. */
export type JobListResult = z.infer<typeof jobListResultSchema>;
