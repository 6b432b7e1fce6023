import * as React from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../primitives/dialog/dialog';
import { type TriageCommand, triageKeys } from './triage-keys';

/** Props of {@link ShortcutsDialog}. */
export type ShortcutsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The commands this screen offers (default: all); the others are not listed. */
  commands?: readonly TriageCommand[];
};

/**
 * "Keyboard shortcuts" (opened with ?): the triage keys of the screen, from the one key map, as a table of key and
 * what it does. Keys never act while typing in a field or with a dialog open.
 */
export function ShortcutsDialog({ open, onOpenChange, commands }: ShortcutsDialogProps) {
  const listed = triageKeys.filter((entry) => !commands || commands.includes(entry.command));
  // Opened by a key, not a button: on close, focus goes back to where it was (the active card), not to the page.
  const opener = React.useRef<HTMLElement | null>(null);
  // Before the dialog's own effects move focus into it.
  React.useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="shortcuts-dialog"
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          const target = opener.current;
          opener.current = null;
          if (target?.isConnected && target !== document.body) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            Press a key on the list of candidates. Keys do nothing while you type in a field or a dialog is
            open.
          </DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm" data-slot="shortcuts-table">
          <caption className="sr-only">Keyboard shortcuts</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {listed.map((entry) => (
              <tr key={entry.key} className="border-border border-b last:border-b-0">
                <th scope="row" className="w-16 py-2 pr-3 text-left font-normal">
                  <Key>{entry.key}</Key>
                </th>
                <td className="py-2 text-foreground">{entry.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}

function Key({ children }: { children: React.ReactNode }) {
  return (
    <kbd className="inline-flex min-w-7 items-center justify-center rounded-md border border-border bg-surface px-1.5 py-0.5 font-mono font-semibold text-foreground text-xs shadow-xs">
      {children}
    </kbd>
  );
}
