import {
  FEEDBACK_COMMENTS_MAX_LENGTH,
  FEEDBACK_RATING_MAX,
  feedbackRecommendations,
  type InterviewFeedback,
  type InterviewFeedbackPayload,
} from '@medhire/domain';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group/radio-group';
import { Textarea } from '../../primitives/textarea/textarea';
import { AuthAlert } from '../sign-in-form/auth-parts';
import { feedbackFormValues, type InterviewFeedbackFormValues } from './interview-feedback-values';

const loadSchema = () =>
  import('./interview-feedback-form-schema').then((module) => module.interviewFeedbackFormSchema);

const scale = Array.from({ length: FEEDBACK_RATING_MAX }, (_, index) => String(index + 1));
const scaleWords: Record<string, string> = { '1': 'poor', '3': 'good', '5': 'excellent' };

/** Props of {@link InterviewFeedbackForm}. */
export type InterviewFeedbackFormProps = {
  /** The job's criteria, in order: one rating each. */
  criteria: readonly string[];
  /** The author's earlier feedback, to edit; absent for a first one. */
  mine?: InterviewFeedback;
  /** Saves it. Resolve and `onDone` follows; reject and the message shows with everything typed kept. */
  onSave: (values: InterviewFeedbackPayload) => Promise<void>;
  /** Closes the form without saving (and after a save). */
  onDone?: () => void;
};

/**
 * A short structured feedback after an interview: a rating from 1 (poor) to 5 (excellent) per criterion of the
 * job, a recommendation (strong yes to strong no), and comments. The team reads it; the candidate never does.
 */
export function InterviewFeedbackForm({ criteria, mine, onSave, onDone }: InterviewFeedbackFormProps) {
  const form = useZodForm(loadSchema, {
    defaultValues: feedbackFormValues(criteria, mine),
  });
  const [serverError, setServerError] = React.useState<string | null>(null);

  async function submit(values: InterviewFeedbackPayload) {
    setServerError(null);
    try {
      await onSave(values);
      onDone?.();
    } catch (rejection) {
      setServerError(messageOf(rejection, 'Your feedback could not be saved. Please try again.'));
    }
  }

  return (
    <div data-slot="interview-feedback-form" className="grid gap-3">
      <AuthAlert message={serverError} focusOnMessage />
      <Form form={form} onSubmit={submit} aria-label="Interview feedback" className="gap-4">
        <FormErrorSummary />
        <fieldset className="grid gap-3">
          <legend className="mb-1 font-medium text-foreground text-sm">
            Rate each from 1 (poor) to 5 (excellent)
          </legend>
          {criteria.map((criterion, index) => (
            <FormField<InterviewFeedbackFormValues, `ratings.${number}.rating`>
              key={criterion}
              name={`ratings.${index}.rating`}
              label={criterion}
              required
            >
              {(field) => (
                <RadioGroup
                  ref={field.ref}
                  name={field.name}
                  aria-label={criterion}
                  orientation="horizontal"
                  value={field.value === null ? '' : String(field.value)}
                  onValueChange={(value) => field.onChange(Number(value))}
                  className="gap-x-4"
                >
                  {scale.map((value) => (
                    <RadioGroupItem
                      key={value}
                      value={value}
                      label={value}
                      aria-label={scaleWords[value] ? `${value}, ${scaleWords[value]}` : value}
                    />
                  ))}
                </RadioGroup>
              )}
            </FormField>
          ))}
        </fieldset>
        <FormField<InterviewFeedbackFormValues, 'recommendation'>
          name="recommendation"
          label="Recommendation"
          required
        >
          {(field) => (
            <RadioGroup
              ref={field.ref}
              name={field.name}
              aria-label="Recommendation"
              orientation="horizontal"
              value={field.value}
              onValueChange={field.onChange}
            >
              {feedbackRecommendations.map((item) => (
                <RadioGroupItem key={item.id} value={item.id} label={item.label} />
              ))}
            </RadioGroup>
          )}
        </FormField>
        <FormField<InterviewFeedbackFormValues, 'comments'>
          name="comments"
          label="Comments (optional)"
          description="Your team sees feedback; the candidate never does."
        >
          {(field) => (
            <Textarea rows={3} autoGrow showCount maxLength={FEEDBACK_COMMENTS_MAX_LENGTH} {...field} />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {mine ? 'Save changes' : 'Save feedback'}
          </Button>
          {onDone ? (
            <Button type="button" variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
