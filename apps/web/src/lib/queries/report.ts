import { ApiError } from '@medhire/api-client';
import type { SWRConfiguration } from 'swr';
import { dismissToast, notifyError, type ShownToast } from '../notify';

// A failure is toasted once, however many places see it (a form shows it inline as well).
const reported = new WeakSet<object>();

/** Shows a failed call's message as a toast (spec §8), once per error; undefined when it was shown already. */
export function reportError(error: unknown): ShownToast | undefined {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return undefined;
    reported.add(error);
  }
  return notifyError(error);
}

/**
 * Wraps a call of the api-client so that its failure is shown as a toast and still rejects, so the screen can
 * show it inline too (a form's error, a card that goes back). When the call then succeeds (the right password
 * after a wrong one, a save tried again), the failure's toast is taken back: it would say something no longer
 * true, on the next screen.
 */
export function reporting<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  let failureShown: ShownToast | undefined;
  return async (...args) => {
    try {
      const result = await call(...args);
      if (failureShown) dismissToast(failureShown);
      failureShown = undefined;
      return result;
    } catch (error) {
      failureShown = reportError(error) ?? failureShown;
      throw error;
    }
  };
}

/** The SWR keys whose last read failed: a read that fails again (a focus, a retry) is not toasted again. */
const failingKeys = new Set<string>();

/**
 * What every query hook does with a failed read (its options): no retry on its own (the next focus or visit reads
 * again); one toast when a query starts failing, none while it keeps failing, again after it has succeeded once. A
 * 401 is not toasted: the session ended and the tab signs out (`onUnauthorized`).
 */
export const queryErrorReporting = {
  shouldRetryOnError: false,
  onError: (error: unknown, key: string) => {
    if (failingKeys.has(key)) return;
    failingKeys.add(key);
    if (error instanceof ApiError && error.status === 401) return;
    reportError(error);
  },
  onSuccess: (_data: unknown, key: string) => {
    failingKeys.delete(key);
  },
} satisfies Pick<SWRConfiguration, 'shouldRetryOnError' | 'onError' | 'onSuccess'>;
