/** Shows a failed call's message (already human, from the server or "Network Error.!") as a toast. */
export function notifyError(error: unknown): void {
  const message =
    error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  // Loaded on demand, so the start-up bundle carries no toast code (the region itself loads after paint).
  void import('@medhire/ui/toast').then(({ toast }) => toast.error(message));
}

/** Shows a short piece of information (why a screen is not open yet) as a toast. */
export function notifyInfo(message: string): void {
  void import('@medhire/ui/toast').then(({ toast }) => toast.info(message));
}
