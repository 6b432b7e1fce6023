export { draftDelayMs, JobForm, type JobFormProps } from './job-form';
export {
  hasJobFormContent,
  type JobFormDefaultValues,
  type JobFormRange,
  type JobFormValues,
  toFormValues,
  toPayloadInput,
} from './job-form-schema';
export type { JobLocationSuggestion } from './locations-field';
