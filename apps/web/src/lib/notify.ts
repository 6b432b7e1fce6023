import { toast } from '@medhire/ui/toast';

/** Shows a failed call's message (already human, from the server or "Network Error.!") as a toast. */
export function notifyError(error: unknown): void {
  const message =
    error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  toast.error(message);
}
