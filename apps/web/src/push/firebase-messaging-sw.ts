// The service worker at /firebase-messaging-sw.js (built on its own by vite.config.ts): shows pushes that
// arrive while no tab of the app is visible and opens their target on a click. The Firebase config is baked
// in at build time from the same VITE_FIREBASE_* values as the app.
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { firebaseConfigFrom } from './firebase-config';
import { installMessagingWorker, type MessagingWorkerScope } from './messaging-worker';

installMessagingWorker(
  self as unknown as MessagingWorkerScope,
  { initializeApp, getMessaging, onBackgroundMessage },
  firebaseConfigFrom({
    VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
    VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
    VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    VITE_FIREBASE_MESSAGING_SENDER_ID: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
  }),
);
