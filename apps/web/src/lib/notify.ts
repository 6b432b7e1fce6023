import { onFirstInput } from '@medhire/ui/lib';

type ToastModule = typeof import('@medhire/ui/toast');
type Toast = ToastModule['toast'];

/** A toast on screen, to take back once what it said is no longer true. */
export type ShownToast = Promise<string | number | undefined>;

// The toast code (sonner) and its region load with the first toast, not with the page: most visits show none.
// The region (providers.tsx) mounts when `toasterWanted()` turns true; sonner shows a toast raised before its
// region mounted as soon as it does.
let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast has been raised, so the region must be on the page (for `useSyncExternalStore`). */
export function toasterWanted(): boolean {
  return wanted;
}

/** Calls `listener` when the first toast is raised (for `useSyncExternalStore`). */
export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the toast code with the user's first key, pointer or focus, so that a failure's toast can show even when
 * the server is out of reach by then (a lost connection: "Network Error.!"). Returns what removes the listeners.
 */
export function loadToastsWithFirstInput(): () => void {
  return onFirstInput(() => {
    import('@medhire/ui/toast').catch(() => {});
  });
}

/**
 * Loads the toast module (once; the browser caches it) and raises a toast with it. A module that cannot load
 * (offline, a new deploy) shows nothing and fails nothing.
 */
function withToast(show: (toast: Toast) => string | number): ShownToast {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('@medhire/ui/toast').then(
    ({ toast }) => show(toast),
    () => undefined,
  );
}

/** Shows a success (a job posted, a profile saved) as a toast. */
export function notifySuccess(message: string): ShownToast {
  return withToast((toast) => toast.success(message));
}

/** Shows a short piece of information (why a screen is not open yet, a new message) as a toast. */
export function notifyInfo(message: string): ShownToast {
  return withToast((toast) => toast.info(message));
}

/**
 * Shows a failed call's message (already human, from the server or "Network Error.!") as a toast; the answer
 * lets the caller take it back ({@link dismissToast}).
 */
export function notifyError(error: unknown): ShownToast {
  const message =
    error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  return withToast((toast) => toast.error(message));
}

/** Takes a toast back (the call it reported has since succeeded). */
export function dismissToast(shown: ShownToast): void {
  void shown.then((id) => {
    if (id === undefined) return;
    return import('@medhire/ui/toast').then(({ toast }) => {
      toast.dismiss(id);
    });
  });
}

/** How long a toast that offers Undo stays: long enough to reach its button by keyboard. */
const UNDO_TOAST_MS = 12_000;

/**
 * Shows what an action did with an Undo button (bulk actions, keyboard triage); `onUndo` runs when it is chosen.
 */
export function notifyWithUndo(message: string, onUndo: () => void): ShownToast {
  return withToast((toast) =>
    toast.success(message, { duration: UNDO_TOAST_MS, action: { label: 'Undo', onClick: onUndo } }),
  );
}
