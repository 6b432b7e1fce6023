export { draftDelayMs, JobForm, type JobFormProps } from './job-form';
export type { JobLocationSuggestion } from './job-form-parts';
export {
  type JobFormDefaultValues,
  type JobFormRange,
  type JobFormValues,
  jobFormSchema,
  toFormValues,
  toPayloadInput,
} from './job-form-schema';
