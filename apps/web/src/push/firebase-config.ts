/** Firebase's web config (what `initializeApp` needs for messaging). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
}

/** The build's `VITE_FIREBASE_*` values (Vite replaces them at build time). */
export interface FirebaseEnvironment {
  VITE_FIREBASE_API_KEY?: string;
  VITE_FIREBASE_AUTH_DOMAIN?: string;
  VITE_FIREBASE_PROJECT_ID?: string;
  VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  VITE_FIREBASE_APP_ID?: string;
}

/** Firebase's web config from the build's environment, or null: push is off unless all of it is set. */
export function firebaseConfigFrom(env: FirebaseEnvironment): FirebaseWebConfig | null {
  const { VITE_FIREBASE_API_KEY: apiKey, VITE_FIREBASE_PROJECT_ID: projectId } = env;
  const { VITE_FIREBASE_MESSAGING_SENDER_ID: messagingSenderId, VITE_FIREBASE_APP_ID: appId } = env;
  if (!apiKey || !projectId || !messagingSenderId || !appId) return null;
  return {
    apiKey,
    ...(env.VITE_FIREBASE_AUTH_DOMAIN ? { authDomain: env.VITE_FIREBASE_AUTH_DOMAIN } : {}),
    projectId,
    messagingSenderId,
    appId,
  };
}
