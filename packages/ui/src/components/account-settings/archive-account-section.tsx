import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { messageOf } from '../../lib/error-message';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../primitives/alert-dialog/alert-dialog';
import { Button } from '../../primitives/button/button';
import { Form, FormField, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import { PasswordInput } from '../../primitives/password-input/password-input';
import { type ArchiveAccountFormValues, archiveConfirmed, namesMatch } from './account-settings-rules';
import { ServerError, SettingsSection } from './settings-parts';

/** Props of {@link ArchiveAccountSection}. */
export type ArchiveAccountSectionProps = {
  /** The organization's name: typed to confirm archiving. */
  organizationName: string;
  /** Archives the account after the typed confirmation. Reject (for example a wrong password) to show it. */
  onArchive: (payload: { password: string }) => Promise<void>;
};

const emptyValues: ArchiveAccountFormValues = { confirmName: '', password: '' };

/**
 * The "Archive account" danger zone: what archiving does, then an alert dialog whose button stays
 * disabled until the organization's name is typed exactly and the password is given.
 */
export function ArchiveAccountSection({ organizationName, onArchive }: ArchiveAccountSectionProps) {
  const [open, setOpen] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const currentName = React.useRef(organizationName);
  currentName.current = organizationName;
  // The rules (zod) load on the page's first input; the schema reads the organization's name when it checks.
  const [loadSchema] = React.useState(
    () => () =>
      import('./account-settings-schema').then((module) =>
        module.archiveAccountFormSchema(() => currentName.current),
      ),
  );
  const form = useZodForm(loadSchema, { defaultValues: emptyValues });
  const values = useWatch({ control: form.control });
  const pending = form.formState.isSubmitting;
  const confirmed = namesMatch(values.confirmName ?? '', organizationName);
  // The same rules as the submit (archiveAccountFormSchema): the button is enabled exactly when they pass.
  const ready = !pending && archiveConfirmed(values, organizationName);

  const archive = async (payload: { password: string }) => {
    setError(null);
    try {
      await onArchive(payload);
      setOpen(false);
    } catch (rejection) {
      setError(messageOf(rejection, 'The account could not be archived. Please try again.'));
    }
  };

  return (
    <SettingsSection
      title="Archive account"
      tone="danger"
      description={
        <div className="grid gap-2">
          <p>Archiving closes the {organizationName} account on MedHire:</p>
          <ul className="grid list-disc gap-1 ps-5">
            <li>your job posts come down and candidates can no longer find or message you;</li>
            <li>you and your delegates are signed out and can no longer sign in;</li>
            <li>this cannot be undone from the app.</li>
          </ul>
        </div>
      }
    >
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          if (pending) return;
          setOpen(next);
          if (!next) {
            form.reset(emptyValues);
            setError(null);
          }
        }}
      >
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="justify-self-start">
            Archive account
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <Form form={form} onSubmit={archive} className="grid gap-4" aria-label="Archive account">
            <AlertDialogHeader>
              <AlertDialogTitle>Archive {organizationName}?</AlertDialogTitle>
              <AlertDialogDescription>
                Your job posts come down, candidates can no longer reach you and everyone on the account is
                signed out. This cannot be undone from the app.
              </AlertDialogDescription>
            </AlertDialogHeader>
            {error ? <ServerError>{error}</ServerError> : null}
            <FormField
              control={form.control}
              name="confirmName"
              label={
                <>
                  Type <strong className="font-semibold">{organizationName}</strong> to confirm
                </>
              }
            >
              {(field) => (
                <Input
                  autoComplete="off"
                  spellCheck={false}
                  data-state={confirmed ? 'match' : 'mismatch'}
                  {...field}
                />
              )}
            </FormField>
            <FormField control={form.control} name="password" label="Your password">
              {(field) => <PasswordInput autoComplete="current-password" {...field} />}
            </FormField>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={pending}>Keep account</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={!ready} loading={pending}>
                Archive account
              </Button>
            </AlertDialogFooter>
          </Form>
        </AlertDialogContent>
      </AlertDialog>
    </SettingsSection>
  );
}
