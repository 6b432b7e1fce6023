/** A toast on screen, to take back once what it said is no longer true. */
export type ShownToast = Promise<string | number | undefined>;

/**
 * Shows a failed call's message (already human, from the server or "Network Error.!") as a toast; the answer
 * lets the caller take it back ({@link dismissToast}).
 */
export function notifyError(error: unknown): ShownToast {
  const message =
    error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  // Loaded on demand, so the start-up bundle carries no toast code (the region itself loads after paint).
  // A toast module that cannot load (offline, a new deploy) shows nothing and fails nothing.
  return import('@medhire/ui/toast').then(
    ({ toast }) => toast.error(message),
    () => undefined,
  );
}

/** Takes a toast back (the call it reported has since succeeded). */
export function dismissToast(shown: ShownToast): void {
  void shown.then(async (id) => {
    if (id === undefined) return;
    const { toast } = await import('@medhire/ui/toast');
    toast.dismiss(id);
  });
}

/** Shows a short piece of information (why a screen is not open yet) as a toast. */
export function notifyInfo(message: string): void {
  void import('@medhire/ui/toast').then(({ toast }) => toast.info(message));
}
