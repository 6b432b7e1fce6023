import { halfDayCategories } from '../enums/half-day-category';
import { partnershipAnswers } from '../enums/partnership';

/**
 * How complete a job post is: five things candidates look for beyond the required fields, each worth the
 * same (20 points). The same rule runs in the job form as the recruiter types, on the jobs list, and on the
 * server for the employer's and the employee's job answers. Plain TypeScript (no zod), so the screens that
 * show it do not load the payload schemas for it.
 */

/** What the score counts, in the order the missing list reads; each is a field of the job payload. */
export const JOB_COMPLETENESS_FIELDS = [
  'salaryRange',
  'callSchedule',
  'halfDaysPerWeek',
  'supportBenefitPerk',
  'partnership',
] as const;
/** A job field the completeness score counts. */
export type JobCompletenessField = (typeof JOB_COMPLETENESS_FIELDS)[number];

/** One thing a job post is missing, worded for the recruiter. */
export interface JobCompletenessGap {
  /** The payload field to fill. */
  field: JobCompletenessField;
  /** What is missing, short, for a list: "pay range". */
  label: string;
  /** What to add and why, one sentence. */
  hint: string;
}

/** A job's completeness: 0–100 in steps of 20, and what is missing. */
export interface JobCompleteness {
  score: number;
  missing: JobCompletenessGap[];
}

/** An amount as a job view (a number) or a form (a number, text or null) holds it. */
type LooseAmount = number | string | null | undefined;

/**
 * The fields the rule reads, loose enough for a saved job (`JobView`, `JobPayload`), the stored details and
 * the job form's values (cleared amounts are `null`, cleared text is `""`).
 */
export interface JobCompletenessInput {
  salaryRange?: { min?: LooseAmount; max?: LooseAmount } | null;
  callSchedule?: string | null;
  halfDaysPerWeek?: Partial<Record<string, LooseAmount>> | null;
  supportBenefitPerk?: readonly string[] | null;
  partnership?: { value?: string | null; types?: readonly string[] | null } | null;
}

const gaps: Record<JobCompletenessField, Omit<JobCompletenessGap, 'field'>> = {
  salaryRange: {
    label: 'pay range',
    hint: 'Add the pay range, both the minimum and the maximum: posts with pay get more replies.',
  },
  callSchedule: {
    label: 'call schedule',
    hint: 'Add the call schedule, for example 1 in 6, home call: candidates ask about call early.',
  },
  halfDaysPerWeek: {
    label: 'half-days',
    hint: 'Split the week into half-days, so candidates see how much is clinic, hospital and procedures.',
  },
  supportBenefitPerk: {
    label: 'benefits',
    hint: 'Choose the benefits and perks: candidates compare them between offers.',
  },
  partnership: {
    label: 'partnership track',
    hint: 'Say whether the job leads to partnership: Yes or No, both answer the question.',
  },
};

function amountOf(value: LooseAmount): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  return null;
}

function isFilled(job: JobCompletenessInput, field: JobCompletenessField): boolean {
  switch (field) {
    case 'salaryRange':
      return amountOf(job.salaryRange?.min) !== null && amountOf(job.salaryRange?.max) !== null;
    case 'callSchedule':
      return typeof job.callSchedule === 'string' && job.callSchedule.trim() !== '';
    case 'halfDaysPerWeek': {
      const week = job.halfDaysPerWeek ?? {};
      return halfDayCategories.some((category) => (amountOf(week[category]) ?? 0) > 0);
    }
    case 'supportBenefitPerk':
      return Array.isArray(job.supportBenefitPerk) && job.supportBenefitPerk.length > 0;
    case 'partnership':
      return partnershipAnswers.some((answer) => answer === job.partnership?.value);
    default:
      return field satisfies never;
  }
}

/**
 * The completeness of a job post: each of pay range (minimum and maximum), call schedule, half-days (at least
 * one), benefits (at least one) and partnership (answered Yes or No) is worth 20 points; `missing` lists the
 * rest in that order with what to add. A field that is absent, blank or unreadable counts as missing.
 */
export function jobCompleteness(job: JobCompletenessInput | null | undefined): JobCompleteness {
  const source = job ?? {};
  const missing = JOB_COMPLETENESS_FIELDS.filter((field) => !isFilled(source, field)).map((field) => ({
    field,
    ...gaps[field],
  }));
  const done = JOB_COMPLETENESS_FIELDS.length - missing.length;
  return { score: Math.round((done * 100) / JOB_COMPLETENESS_FIELDS.length), missing };
}
