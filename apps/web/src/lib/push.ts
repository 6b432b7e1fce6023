import { MESSAGING_UNSUPPORTED_MESSAGE } from '@medhire/domain';

/** Firebase's web config from the build's environment; push is off unless all of it is set. */
function firebaseConfig() {
  const env = import.meta.env;
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
  return config.apiKey && config.projectId && config.messagingSenderId && config.appId ? config : null;
}

interface StartPushOptions {
  saveToken: (token: string) => Promise<unknown>;
  onForegroundMessage: (push: { title: string; body: string }) => void;
}

/**
 * Push notifications through Firebase Cloud Messaging, only when the build is configured for it: the device
 * token is saved with save-fcm-token and foreground pushes reach `onForegroundMessage`. Without a
 * configuration nothing is loaded (Firebase never reaches the bundle a visitor downloads); a browser that
 * cannot receive pushes is noted as "Messaging Unsupported!".
 */
export async function startPush(options: StartPushOptions): Promise<() => void> {
  const config = firebaseConfig();
  if (!config) return () => {};
  const { registerPush } = await import('@medhire/api-client/push');
  const registration = await registerPush({
    firebaseConfig: config,
    vapidKey: import.meta.env.VITE_FIREBASE_VAPID_KEY,
    saveToken: async (token) => {
      await options.saveToken(token);
    },
    onForegroundMessage: options.onForegroundMessage,
  });
  if (!registration.supported) {
    console.info(MESSAGING_UNSUPPORTED_MESSAGE);
    return () => {};
  }
  return registration.unsubscribe ?? (() => {});
}
