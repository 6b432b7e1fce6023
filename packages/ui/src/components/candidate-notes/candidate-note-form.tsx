import { type CandidateNotePayload, NOTE_MAX_LENGTH } from '@medhire/domain';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { OptionSelect } from '../../primitives/select/option-select';
import { Textarea } from '../../primitives/textarea/textarea';
import { AuthAlert } from '../sign-in-form/auth-parts';
import { type CandidateNoteFormValues, noJobValue } from './candidate-note-values';

/** The form's rules (zod), loaded when the form mounts so they are not part of the page's first load. */
const loadCandidateNoteFormSchema = () =>
  import('./candidate-note-form-schema').then((module) => module.candidateNoteFormSchema);

const emptyValues: CandidateNoteFormValues = { body: '', jobId: noJobValue };

/** Props of {@link CandidateNoteForm}. */
export type CandidateNoteFormProps = {
  /** The jobs a note can be about; the select shows only when there is at least one. */
  jobs?: readonly { _id: string; title: string }[];
  /** Saves the note. Resolve and the form empties; reject and the message shows, the text stays. */
  onAdd: (values: CandidateNotePayload) => Promise<void>;
};

/** Writes a note on a candidate: the text (with a character count), the job it is about, "Save note". */
export function CandidateNoteForm({ jobs = [], onAdd }: CandidateNoteFormProps) {
  const form = useZodForm(loadCandidateNoteFormSchema, { defaultValues: emptyValues });
  const [serverError, setServerError] = React.useState<string | null>(null);
  const submitting = form.formState.isSubmitting;

  async function submit(values: CandidateNotePayload) {
    setServerError(null);
    try {
      await onAdd(values.jobId ? { body: values.body, jobId: values.jobId } : { body: values.body });
      form.reset(emptyValues);
    } catch (rejection) {
      setServerError(messageOf(rejection, 'The note could not be saved. Please try again.'));
    }
  }

  return (
    <div data-slot="candidate-note-form" className="grid gap-3">
      <AuthAlert message={serverError} focusOnMessage />
      <Form form={form} onSubmit={submit} aria-label="Add a note" className="gap-4">
        <FormErrorSummary />
        <FormField
          control={form.control}
          name="body"
          label="Add a note"
          description="Your team sees notes; the candidate never does."
          required
        >
          {(field) => <Textarea rows={3} autoGrow showCount maxLength={NOTE_MAX_LENGTH} {...field} />}
        </FormField>
        {jobs.length > 0 ? (
          <FormField control={form.control} name="jobId" label="About a job (optional)">
            {(field) => (
              <OptionSelect
                options={[
                  { value: noJobValue, label: 'No particular job' },
                  ...jobs.map((job) => ({ value: job._id, label: job.title })),
                ]}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                ref={field.ref}
                onBlur={field.onBlur}
                className="sm:max-w-sm"
              />
            )}
          </FormField>
        ) : null}
        <Button type="submit" loading={submitting} className="justify-self-start">
          Save note
        </Button>
      </Form>
    </div>
  );
}
