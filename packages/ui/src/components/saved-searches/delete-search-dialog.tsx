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
  AlertDialogTrigger,
} from '../../primitives/alert-dialog/alert-dialog';
import { Button } from '../../primitives/button/button';

/** Props of {@link DeleteSearchDialog}. */
export type DeleteSearchDialogProps = {
  /** The saved search's name. */
  name: string;
  /** Deletes it. A rejection's message shows in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
};

/** A saved search's "Delete" button and the alert dialog that confirms it; Cancel and Escape wait while it runs. */
export function DeleteSearchDialog({ name, onConfirm }: DeleteSearchDialogProps) {
  const [open, setOpen] = React.useState(false);
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      setOpen(false);
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
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" data-slot="saved-search-delete" className="text-danger-700">
          Delete
          <span className="sr-only">{` ${name}`}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent data-slot="saved-search-delete-dialog">
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
