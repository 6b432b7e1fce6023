/** Where this tab keeps the `state` of the Doximity sign-in it started (session storage: this tab only). */
export const DOXIMITY_STATE_STORAGE_KEY = 'medhire:employer:doximity:state';

export const DOXIMITY_RETURN_INCOMPLETE_MESSAGE =
  'The sign-in link is incomplete. Start again from the sign-in page.';
export const DOXIMITY_RETURN_FOREIGN_MESSAGE =
  'This sign-in was not started in this browser tab. Start again from the sign-in page.';

/** Keeps the state of the sign-in this tab starts, before the browser leaves for the provider. */
export function rememberDoximityState(state: string, storage: Storage = window.sessionStorage): void {
  storage.setItem(DOXIMITY_STATE_STORAGE_KEY, state);
}

/** Forgets the kept state once its return is being exchanged (a state is good for one exchange). */
export function forgetDoximityState(storage: Storage = window.sessionStorage): void {
  storage.removeItem(DOXIMITY_STATE_STORAGE_KEY);
}

/**
 * Checks the provider's return (`?code=…&state=…`) against the state this tab kept (reads only). Answers the
 * code and state to exchange, or the sentence to show instead: a return this tab did not start (a link that
 * someone else's sign-in produced) is refused, so it cannot sign this browser in to another person's account.
 */
export function checkDoximityReturn(
  searchParams: URLSearchParams,
  storage: Storage = window.sessionStorage,
): { code: string; state: string } | { error: string } {
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  if (!code || !state) return { error: DOXIMITY_RETURN_INCOMPLETE_MESSAGE };
  if (storage.getItem(DOXIMITY_STATE_STORAGE_KEY) !== state)
    return { error: DOXIMITY_RETURN_FOREIGN_MESSAGE };
  return { code, state };
}
