import {
  FEEDBACK_CRITERIA_MAX,
  FEEDBACK_CRITERION_MAX_LENGTH,
  type FeedbackCriteriaPayload,
} from '@medhire/domain';
import { Plus, X } from 'lucide-react';
import * as React from 'react';
import { useFieldArray } from 'react-hook-form';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import { AuthAlert } from '../sign-in-form/auth-parts';
import type { FeedbackCriteriaFormValues } from './feedback-criteria-form-schema';

const loadSchema = () =>
  import('./feedback-criteria-form-schema').then((module) => module.feedbackCriteriaFormSchema);

/** Props of {@link FeedbackCriteriaForm}. */
export type FeedbackCriteriaFormProps = {
  criteria: readonly string[];
  /** Saves them. Resolve and the form closes; reject and the message shows with everything kept. */
  onSave: (payload: FeedbackCriteriaPayload) => Promise<void>;
  onCancel: () => void;
};

/** The job's criteria as text boxes: change, add (up to 8) and remove them (at least one stays). */
export function FeedbackCriteriaForm({ criteria, onSave, onCancel }: FeedbackCriteriaFormProps) {
  const form = useZodForm(loadSchema, {
    defaultValues: { criteria: criteria.map((text) => ({ text })) },
  });
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'criteria',
    keyName: 'key',
  });
  const [serverError, setServerError] = React.useState<string | null>(null);

  async function submit(payload: FeedbackCriteriaPayload) {
    setServerError(null);
    try {
      await onSave(payload);
    } catch (rejection) {
      setServerError(messageOf(rejection, 'The criteria could not be saved. Please try again.'));
    }
  }

  return (
    <div data-slot="feedback-criteria-form" className="grid gap-3">
      <AuthAlert message={serverError} focusOnMessage />
      <Form form={form} onSubmit={submit} aria-label="Feedback criteria" className="gap-3">
        <FormErrorSummary />
        {fields.map((field, index) => (
          <div key={field.key} className="flex items-end gap-2">
            <FormField<FeedbackCriteriaFormValues, `criteria.${number}.text`>
              name={`criteria.${index}.text`}
              label={`Criterion ${index + 1}`}
              className="flex-1"
            >
              {(control) => <Input maxLength={FEEDBACK_CRITERION_MAX_LENGTH} {...control} />}
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove criterion ${index + 1}`}
              disabled={fields.length <= 1}
              onClick={() => remove(index)}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={fields.length >= FEEDBACK_CRITERIA_MAX}
            onClick={() => append({ text: '' })}
          >
            <Plus aria-hidden="true" /> Add a criterion
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save criteria
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </Form>
    </div>
  );
}
