import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../primitives/alert-dialog/alert-dialog';
import { Button } from '../../primitives/button/button';

/** Props of {@link DeleteSearchDialog}. */
export type DeleteSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the dialog has closed (call `event.preventDefault()` to move it yourself). */
  onCloseAutoFocus?: (event: Event) => void;
  /** The saved search's name. */
  name: string;
  /** Deletes it. A rejection's message shows in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
};

/** The alert dialog that confirms deleting a saved search; Cancel and Escape wait while it runs. */
export function DeleteSearchDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  name,
  onConfirm,
}: DeleteSearchDialogProps) {
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      onOpenChange(false);
    } catch (rejection) {
      setPending(false);
      setError(messageOf(rejection, `“${name}” could not be deleted. Please try again.`));
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        onOpenChange(next);
        if (!next) setError(null);
      }}
    >
      <AlertDialogContent
        data-slot="saved-search-delete-dialog"
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
      >
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">{`Delete “${name}”?`}</AlertDialogTitle>
          <AlertDialogDescription>
            Its filters and its alerts go with it. The candidates it found stay in Explore.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-danger bg-danger-subtle p-3 font-medium text-danger text-sm"
          >
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep it</AlertDialogCancel>
          <Button variant="destructive" loading={pending} onClick={() => void confirm()}>
            Delete search
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
