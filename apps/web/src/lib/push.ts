import { MESSAGING_UNSUPPORTED_MESSAGE } from '@medhire/domain';
import { firebaseConfigFrom } from '../push/firebase-config';
import { OPEN_PUSH_TARGET_MESSAGE } from '../push/messages';
import { rememberPushToken } from './push-token';

/** The service worker that shows background pushes (apps/web/src/push, built at the site root). */
export const MESSAGING_WORKER_URL = '/firebase-messaging-sw.js';

/** Firebase's web config from the build's environment; push is off unless all of it is set. */
function firebaseConfig() {
  return firebaseConfigFrom({
    VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
    VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
    VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    VITE_FIREBASE_MESSAGING_SENDER_ID: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
  });
}

interface StartPushOptions {
  saveToken: (token: string) => Promise<unknown>;
  onForegroundMessage: (push: { title: string; body: string }) => void;
}

/**
 * A tab the worker does not control (after a hard reload) cannot be navigated by it: on a click on a push the
 * worker asks the tab to open the push's target, a path of this app.
 */
function followPushClicks(): () => void {
  const container = navigator.serviceWorker;
  const onMessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (typeof message !== 'object' || message === null) return;
    const { type, url } = message as { type?: unknown; url?: unknown };
    if (type !== OPEN_PUSH_TARGET_MESSAGE || typeof url !== 'string') return;
    const target = new URL(url, window.location.href);
    if (target.origin === window.location.origin) window.location.assign(target.href);
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}

/** What this page's push registration lets logout do: have Firebase forget the device. */
let forgetRegisteredDevice: (() => Promise<void>) | null = null;

/**
 * Logout: Firebase forgets this browser's token, so no push reaches it any more even if delete-fcm-token
 * failed. Does nothing when push was not registered in this page (not configured, unsupported, or not started
 * yet); then delete-fcm-token alone ends the pushes. Rejects when Firebase cannot be reached.
 */
export async function forgetDevicePush(): Promise<void> {
  const forget = forgetRegisteredDevice;
  forgetRegisteredDevice = null;
  await forget?.();
}

/**
 * Push notifications through Firebase Cloud Messaging, only when the build is configured for it: the worker at
 * /firebase-messaging-sw.js is registered (it shows pushes while no tab is visible and opens their target on
 * a click), the device token is saved with save-fcm-token (and kept in local storage, for logout to delete it
 * with delete-fcm-token) and foreground pushes reach `onForegroundMessage`.
 * Without a configuration nothing is loaded (Firebase never reaches the bundle a visitor downloads); a browser
 * that cannot receive pushes is noted as "Messaging Unsupported!".
 */
export async function startPush(options: StartPushOptions): Promise<() => void> {
  const config = firebaseConfig();
  if (!config) return () => {};
  const { registerPush } = await import('@medhire/api-client/push');
  const registration = await registerPush({
    firebaseConfig: config,
    vapidKey: import.meta.env.VITE_FIREBASE_VAPID_KEY,
    registerServiceWorker: () =>
      navigator.serviceWorker.register(MESSAGING_WORKER_URL, { scope: '/', updateViaCache: 'none' }),
    saveToken: async (token) => {
      await options.saveToken(token);
      rememberPushToken(token);
    },
    onForegroundMessage: options.onForegroundMessage,
  });
  if (!registration.supported) {
    console.info(MESSAGING_UNSUPPORTED_MESSAGE);
    return () => {};
  }
  const stopFollowing = followPushClicks();
  // Kept after the realtime stops: logout stops it ("Logging out!") before it asks Firebase to forget the device.
  forgetRegisteredDevice = registration.forgetDevice;
  return () => {
    registration.unsubscribe();
    stopFollowing();
  };
}
