import * as React from 'react';
import { type TriageCommand, triageCommandOf } from './triage-keys';

/**
 * Listens for the triage keys on the document while `enabled`, and calls `onCommand` with what a key asks for
 * (see `triageCommandOf`: never while typing, in a dialog or with a modifier). The key's default is prevented
 * only when a command is handled (`onCommand` returns anything but `false`).
 */
export function useTriageKeys(
  onCommand: (command: TriageCommand, event: KeyboardEvent) => boolean | undefined,
  enabled = true,
): void {
  const latest = React.useRef(onCommand);
  latest.current = onCommand;
  React.useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      const command = triageCommandOf(event);
      if (!command) return;
      if (latest.current(command, event) !== false) event.preventDefault();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
