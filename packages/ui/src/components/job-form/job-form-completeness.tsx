import { type JobCompletenessField, type JobPayload, jobCompleteness } from '@medhire/domain';
import { type Control, useWatch } from 'react-hook-form';
import { JobCompletenessMeter } from '../job-completeness/job-completeness-meter';
import type { JobFormValues } from './job-form-schema';

/** The five fields the score reads: only a change of these renders the meter again, nothing else of the form. */
const watchedFields = [
  'salaryRange',
  'callSchedule',
  'halfDaysPerWeek',
  'supportBenefitPerk',
  'partnership',
] as const satisfies readonly JobCompletenessField[];

/**
 * The job post's completeness as the recruiter fills the form, from the form's current values with the domain's
 * rule: the full list (the bar, each missing item with its hint, linked to its section) on wide screens, beside
 * the form; the compact line above the form on narrow ones.
 */
export function JobFormCompleteness({
  control,
  sectionOf,
}: {
  control: Control<JobFormValues, unknown, JobPayload>;
  /** The id of the form section where a field is filled in. */
  sectionOf: (field: JobCompletenessField) => string;
}) {
  const [salaryRange, callSchedule, halfDaysPerWeek, supportBenefitPerk, partnership] = useWatch({
    control,
    name: watchedFields,
  });
  const completeness = jobCompleteness({
    salaryRange,
    callSchedule,
    halfDaysPerWeek,
    supportBenefitPerk,
    partnership,
  });
  const hrefOf = (field: JobCompletenessField) => `#${sectionOf(field)}`;
  return (
    <>
      <JobCompletenessMeter
        completeness={completeness}
        hrefOf={hrefOf}
        className="hidden rounded-lg border border-border bg-card p-4 @4xl:grid"
      />
      <JobCompletenessMeter
        completeness={completeness}
        variant="compact"
        hrefOf={hrefOf}
        className="rounded-lg border border-border bg-card p-4 @4xl:hidden"
      />
    </>
  );
}
