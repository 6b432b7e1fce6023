import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@medhire/domain';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/dialog/dialog';
import { Form, FormField, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import { AuthAlert } from '../sign-in-form/auth-parts';

const loadSearchNameSchema = () => import('./search-name-schema').then((module) => module.searchNameSchema);

/** Props of {@link SearchNameDialog}. */
export type SearchNameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the dialog has closed (call `event.preventDefault()` to move it yourself). */
  onCloseAutoFocus?: (event: Event) => void;
  title: string;
  description: string;
  /** The name to start from (a rename); empty for a new search. */
  initialName?: string;
  /** The submit button's words ("Save search", "Rename"). */
  submitLabel: string;
  /**
   * Saves the name (trimmed). Resolve and the dialog closes; reject with an `Error` and its message shows in the
   * dialog, which stays open with what was typed.
   */
  onSubmit: (name: string) => Promise<void>;
};

/**
 * A dialog asking for a saved search's name: to save the current filters, or to rename one. Closing it returns
 * focus to the button that opened it.
 */
export function SearchNameDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  initialName = '',
  submitLabel,
  onSubmit,
}: SearchNameDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="search-name-dialog"
        className="sm:max-w-md"
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <SearchNameForm
          initialName={initialName}
          submitLabel={submitLabel}
          onCancel={() => onOpenChange(false)}
          onSubmit={async (name) => {
            await onSubmit(name);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function SearchNameForm({
  initialName,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialName: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useZodForm(loadSearchNameSchema, { defaultValues: { name: initialName } });
  const [serverError, setServerError] = React.useState<string | null>(null);

  async function submit(values: { name: string }) {
    setServerError(null);
    try {
      await onSubmit(values.name);
    } catch (rejection) {
      setServerError(messageOf(rejection, 'The search could not be saved. Please try again.'));
    }
  }

  return (
    <div data-slot="search-name-form" className="grid gap-3">
      <AuthAlert message={serverError} focusOnMessage />
      <Form form={form} onSubmit={submit} aria-label={submitLabel} className="gap-4">
        <FormField control={form.control} name="name" label="Name" required>
          {(field) => (
            <Input
              maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
              autoComplete="off"
              placeholder="Cardiologists in Ohio"
              {...field}
            />
          )}
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </Form>
    </div>
  );
}
