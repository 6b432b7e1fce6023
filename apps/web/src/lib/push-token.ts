/**
 * The push device token this browser saved with save-fcm-token, kept in local storage (the token belongs to the
 * browser, not to a tab) so logout can delete it with delete-fcm-token even after a reload. A module of its own
 * so the start-up bundle, which holds logout, never carries the push code.
 */
export const PUSH_TOKEN_STORAGE_KEY = 'medhire:employer:push-token';

export function readPushToken(storage: Storage = window.localStorage): string | null {
  return storage.getItem(PUSH_TOKEN_STORAGE_KEY) || null;
}

export function rememberPushToken(token: string, storage: Storage = window.localStorage): void {
  storage.setItem(PUSH_TOKEN_STORAGE_KEY, token);
}

export function forgetPushToken(storage: Storage = window.localStorage): void {
  storage.removeItem(PUSH_TOKEN_STORAGE_KEY);
}
