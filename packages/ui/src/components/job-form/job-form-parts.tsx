import type * as React from 'react';
import { type FieldPath, useFormContext, useFormState } from 'react-hook-form';
import type { JobFormValues } from './job-form-schema';

/** The words shown when `onSubmit` rejects with something that is not an `Error`. */
export const fallbackErrorMessage = 'We could not save the job. Check the connection and try again.';

/** The wiring a `Field` hands to its one control (id and ARIA), for controls made of several inputs. */
export type FieldWiring = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  'aria-required'?: React.AriaAttributes['aria-required'];
};

/** The message of one nested value (`salaryRange.min`), shown by its own input. */
export function useNestedError(name: FieldPath<JobFormValues>): string | undefined {
  const { getFieldState, control } = useFormContext<JobFormValues>();
  const formState = useFormState({ control, name });
  return getFieldState(name, formState).error?.message;
}

/** One section of the form: a heading, and its fields in one or two columns. */
