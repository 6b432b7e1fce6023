import * as React from 'react';
import { type DeferredPartProps, useFocusOnMount } from '../../lib/deferred-part';
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
import { removeMemberWords } from './remove-member-words';

/** Props of {@link RemoveMemberDialog}. */
export type RemoveMemberDialogProps = {
  /** The person's name, or their email while they have none. */
  displayName: string;
  /** An invitation not used yet: the dialog cancels it rather than removing a member. */
  invited: boolean;
  /** Removes the member (or cancels the invitation). A rejection's message shows in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
};

/**
 * The "Remove" (or "Cancel invitation") button of a member's row and the alert dialog that confirms it.
 * The confirm button is busy while the removal runs; Cancel and Escape wait for it.
 */
export function RemoveMemberDialog({
  displayName,
  invited,
  onConfirm,
  defaultOpen = false,
  autoFocusTrigger = false,
}: RemoveMemberDialogProps & Partial<DeferredPartProps> & { defaultOpen?: boolean }) {
  const [open, setOpen] = React.useState(defaultOpen);
  const trigger = React.useRef<HTMLButtonElement | null>(null);
  useFocusOnMount(trigger, autoFocusTrigger);
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
      setError(
        messageOf(
          rejection,
          invited
            ? 'The invitation could not be canceled. Please try again.'
            : `${displayName} could not be removed. Please try again.`,
        ),
      );
    }
  };

  const words = removeMemberWords(displayName, invited);

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
        <Button
          ref={trigger}
          variant="ghost"
          size="sm"
          data-slot="team-member-remove"
          className="text-danger-700"
        >
          {words.trigger}
          <span className="sr-only">{words.triggerFor}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent data-slot="team-member-remove-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">{words.title}</AlertDialogTitle>
          <AlertDialogDescription>{words.description}</AlertDialogDescription>
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
          <AlertDialogCancel disabled={pending}>{words.cancel}</AlertDialogCancel>
          <Button variant="destructive" loading={pending} onClick={() => void confirm()}>
            {words.action}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
