import { MESSAGING_UNSUPPORTED_MESSAGE } from '@medhire/domain';
import type { FirebaseOptions } from 'firebase/app';
import type { MessagePayload } from 'firebase/messaging';

/** A push received while the app is in the foreground. */
export interface ForegroundPush {
  title: string;
  body: string;
  data: Record<string, string>;
}

/** The parts of `firebase/app` push registration uses. */
export interface FirebaseAppModule {
  initializeApp: typeof import('firebase/app').initializeApp;
  getApps: typeof import('firebase/app').getApps;
}

/** The parts of `firebase/messaging` push registration uses. */
export interface FirebaseMessagingModule {
  isSupported: typeof import('firebase/messaging').isSupported;
  getMessaging: typeof import('firebase/messaging').getMessaging;
  getToken: typeof import('firebase/messaging').getToken;
  onMessage: typeof import('firebase/messaging').onMessage;
  deleteToken: typeof import('firebase/messaging').deleteToken;
}

export interface RegisterPushOptions {
  /** The web app's Firebase config; without it push is off and nothing is loaded. */
  firebaseConfig?: FirebaseOptions | null;
  /** The Web Push certificate key of the Firebase project. */
  vapidKey?: string | null;
  /** Stores the device token with the employer (called once the token is known). */
  saveToken: (token: string) => Promise<void> | void;
  /** Receives pushes that arrive while the app is open (show them as a toast). */
  onForegroundMessage: (push: ForegroundPush) => void;
  /** The service worker that shows background pushes, if the app registered one. */
  serviceWorkerRegistration?: ServiceWorkerRegistration;
  /**
   * Registers the service worker that shows background pushes; called only once push is configured and the
   * browser supports it, before the token is asked for. A worker that cannot be registered means no push.
   * Without it (and without `serviceWorkerRegistration`) Firebase registers `/firebase-messaging-sw.js` itself.
   */
  registerServiceWorker?: () => Promise<ServiceWorkerRegistration>;
  /** Loads the Firebase modules; defaults to dynamic imports of `firebase/app` and `firebase/messaging`. */
  loadFirebase?: () => Promise<{ app: FirebaseAppModule; messaging: FirebaseMessagingModule }>;
  /** Whether the browser has what push needs (notifications, service workers); checked before anything loads. */
  browserSupportsPush?: () => boolean;
}

export type PushRegistration =
  | { supported: false; message: string }
  | {
      supported: true;
      token: string;
      /** Stops passing foreground pushes on. */
      unsubscribe: () => void;
      /**
       * Stops foreground pushes and has Firebase forget this browser's token (logout), so no push reaches the
       * browser any more, whichever account the server still links the token to. Rejects when Firebase
       * cannot be reached; the token is then left as it was.
       */
      forgetDevice: () => Promise<void>;
    };

const unsupported: PushRegistration = { supported: false, message: MESSAGING_UNSUPPORTED_MESSAGE };

function defaultBrowserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator
  );
}

async function defaultLoadFirebase(): Promise<{
  app: FirebaseAppModule;
  messaging: FirebaseMessagingModule;
}> {
  const [app, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  return { app, messaging };
}

function isConfigured(config: FirebaseOptions | null | undefined): config is FirebaseOptions {
  return Boolean(config?.apiKey && config.projectId && config.messagingSenderId && config.appId);
}

function toForegroundPush(payload: MessagePayload): ForegroundPush {
  const data = payload.data ?? {};
  return {
    title: payload.notification?.title ?? data.title ?? '',
    body: payload.notification?.body ?? data.body ?? '',
    data,
  };
}

/**
 * Registers the device for Firebase Cloud Messaging when Firebase is configured. Without a config, or in a
 * browser without messaging, it resolves `{ supported: false, message: 'Messaging Unsupported!' }` and loads
 * nothing, so the app keeps its in-app notifications over the socket only.
 */
export async function registerPush(options: RegisterPushOptions): Promise<PushRegistration> {
  const browserSupportsPush = options.browserSupportsPush ?? defaultBrowserSupportsPush;
  if (!isConfigured(options.firebaseConfig) || !browserSupportsPush()) return unsupported;

  const { app: firebaseApp, messaging: firebaseMessaging } = await (
    options.loadFirebase ?? defaultLoadFirebase
  )();
  if (!(await firebaseMessaging.isSupported())) return unsupported;

  let serviceWorkerRegistration = options.serviceWorkerRegistration;
  if (!serviceWorkerRegistration && options.registerServiceWorker) {
    try {
      serviceWorkerRegistration = await options.registerServiceWorker();
    } catch {
      // No worker (blocked, or the file is missing): background pushes could not be shown.
      return unsupported;
    }
  }

  const app = firebaseApp.getApps()[0] ?? firebaseApp.initializeApp(options.firebaseConfig);
  const messaging = firebaseMessaging.getMessaging(app);
  let token: string;
  try {
    token = await firebaseMessaging.getToken(messaging, {
      ...(options.vapidKey ? { vapidKey: options.vapidKey } : {}),
      ...(serviceWorkerRegistration ? { serviceWorkerRegistration } : {}),
    });
  } catch {
    // Permission refused or no push service: the app behaves as without messaging.
    return unsupported;
  }
  if (!token) return unsupported;

  await options.saveToken(token);
  const unsubscribe = firebaseMessaging.onMessage(messaging, (payload) =>
    options.onForegroundMessage(toForegroundPush(payload)),
  );
  const forgetDevice = async () => {
    unsubscribe();
    await firebaseMessaging.deleteToken(messaging);
  };
  return { supported: true, token, unsubscribe, forgetDevice };
}
