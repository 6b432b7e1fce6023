import * as React from 'react';
import { type DeferredPartProps, useDeferredPart } from '../../lib/deferred-part';
import { Button } from '../../primitives/button/button';
import type { RemoveMemberDialogProps } from './remove-member-dialog';
import { removeMemberWords } from './remove-member-words';

type LoadedDialog = React.ComponentType<
  RemoveMemberDialogProps & DeferredPartProps & { defaultOpen?: boolean }
>;

const loadRemoveDialog = () =>
  import('./remove-member-dialog').then((module): LoadedDialog => module.RemoveMemberDialog);

/**
 * A member's "Remove" (or "Cancel invitation") button. The confirmation dialog's code (Radix, its focus and scroll
 * locks) loads when the user first reaches for the page; until then this look-alike button stands in, and a click
 * on it opens the dialog as it arrives.
 */
export function RemoveMember(props: RemoveMemberDialogProps) {
  const [open, setOpen] = React.useState(false);
  const part = useDeferredPart(loadRemoveDialog, open);
  const Dialog = part.loaded?.Part;
  if (Dialog) {
    return <Dialog {...props} defaultOpen={open} autoFocusTrigger={part.loaded?.autoFocusTrigger ?? false} />;
  }
  const words = removeMemberWords(props.displayName, props.invited);
  return (
    <Button
      {...part.triggerProps}
      variant="ghost"
      size="sm"
      data-slot="team-member-remove"
      className="text-danger-700"
      aria-haspopup="dialog"
      onClick={() => setOpen(true)}
    >
      {words.trigger}
      <span className="sr-only">{words.triggerFor}</span>
    </Button>
  );
}
