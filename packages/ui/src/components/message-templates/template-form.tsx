import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEMPLATE_NAME_MAX_LENGTH,
  type MessageTemplatePayload,
  templatePlaceholderLabels,
  templatePlaceholders,
} from '@medhire/domain';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import { Textarea } from '../../primitives/textarea/textarea';
import { AuthAlert } from '../sign-in-form/auth-parts';

/** The form's rules (zod), loaded when the form mounts so they are not part of the page's first load. */
const loadTemplateFormSchema = () =>
  import('./template-form-schema').then((module) => module.templateFormSchema);

/** Props of {@link TemplateForm}. */
export type TemplateFormProps = {
  /** The template being changed; a new one when absent. */
  initial?: MessageTemplatePayload;
  /** Saves it (name and message trimmed). Reject with an `Error` and its message shows, what was typed stays. */
  onSave: (values: MessageTemplatePayload) => Promise<void>;
  onCancel: () => void;
};

/**
 * A template's name and message, with buttons that put a placeholder where the cursor is. Any other `{word}` is
 * refused with the placeholders to use, so a typo never reaches a candidate as written.
 */
export function TemplateForm({ initial, onSave, onCancel }: TemplateFormProps) {
  const form = useZodForm(loadTemplateFormSchema, { defaultValues: initial ?? { name: '', body: '' } });
  const [serverError, setServerError] = React.useState<string | null>(null);
  const bodyRef = React.useRef<HTMLTextAreaElement | null>(null);

  async function submit(values: MessageTemplatePayload) {
    setServerError(null);
    try {
      await onSave(values);
    } catch (rejection) {
      setServerError(messageOf(rejection, 'The template could not be saved. Please try again.'));
    }
  }

  const insertPlaceholder = (name: string) => {
    const box = bodyRef.current;
    const current = form.getValues('body');
    const start = box?.selectionStart ?? current.length;
    const end = box?.selectionEnd ?? current.length;
    const token = `{${name}}`;
    form.setValue('body', current.slice(0, start) + token + current.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <div data-slot="template-form" className="grid gap-3">
      <AuthAlert message={serverError} focusOnMessage />
      <Form
        form={form}
        onSubmit={submit}
        aria-label={initial ? `Edit ${initial.name}` : 'New template'}
        className="gap-4"
      >
        <FormErrorSummary />
        <FormField control={form.control} name="name" label="Name" required>
          {(field) => <Input maxLength={MESSAGE_TEMPLATE_NAME_MAX_LENGTH} autoComplete="off" {...field} />}
        </FormField>
        <FormField
          control={form.control}
          name="body"
          label="Message"
          description="Placeholders are filled when the template is inserted; you can still edit the text before sending."
          required
        >
          {(field) => (
            <Textarea
              rows={6}
              autoGrow
              showCount
              maxLength={MESSAGE_MAX_LENGTH}
              {...field}
              ref={(element) => {
                field.ref(element);
                bodyRef.current = element;
              }}
            />
          )}
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-muted-foreground text-sm">Insert a placeholder:</legend>
          <ul className="flex flex-wrap gap-2">
            {templatePlaceholders.map((name) => (
              <li key={name}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="font-mono"
                  aria-label={`Insert {${name}}, ${templatePlaceholderLabels[name]}`}
                  onClick={() => insertPlaceholder(name)}
                >
                  {`{${name}}`}
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {initial ? 'Save changes' : 'Save template'}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
        </div>
      </Form>
    </div>
  );
}
