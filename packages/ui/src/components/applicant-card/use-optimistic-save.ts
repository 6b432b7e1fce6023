import * as React from 'react';
import { messageOf } from '../../lib/error-message';

/**
 * The optimistic save state: the toggle flips at once, `onSaveChange` runs, and a rejection flips it
 * back and keeps the message to show. A new `saved` from the server replaces the local state.
 */
export function useOptimisticSave(
  saved: boolean,
  onSaveChange: ((next: boolean) => Promise<void>) | undefined,
  candidateName: string,
) {
  const [override, setOverride] = React.useState<boolean | null>(null);
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  const pendingRef = React.useRef(false);

  // The server's answer wins once it arrives (adjusting state while rendering, as React advises).
  const [lastSaved, setLastSaved] = React.useState(saved);
  if (saved !== lastSaved) {
    setLastSaved(saved);
    setOverride(null);
  }

  const shown = override ?? saved;

  const toggle = async () => {
    if (!onSaveChange || pendingRef.current) return;
    const previous = shown;
    const next = !previous;
    pendingRef.current = true;
    setPending(true);
    setError(null);
    setOverride(next);
    setAnnouncement(next ? `Saved ${candidateName}.` : `Removed ${candidateName} from saved.`);
    try {
      await onSaveChange(next);
    } catch (reason) {
      setOverride(previous);
      setAnnouncement('');
      setError(
        messageOf(
          reason,
          next
            ? `${candidateName} could not be saved. Please try again.`
            : `${candidateName} could not be removed from saved. Please try again.`,
        ),
      );
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  return { saved: shown, pending, error, announcement, toggle };
}
