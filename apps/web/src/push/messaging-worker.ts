import type { FirebaseApp } from 'firebase/app';
import type { MessagePayload, Messaging } from 'firebase/messaging/sw';
import type { FirebaseWebConfig } from './firebase-config';
import { OPEN_PUSH_TARGET_MESSAGE } from './messages';
import {
  type OpenWindow,
  planNotificationClick,
  pushDataOfNotification,
  pushTarget,
} from './notification-click';

/** A tab as the worker sees it (the parts of `WindowClient` used here). */
export interface WorkerWindowClient extends OpenWindow {
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
  postMessage(message: unknown): void;
}

/** An event the worker may keep alive until its work is done. */
export interface WorkerExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}

/** A click on a notification the worker showed (or Firebase showed for it). */
export interface WorkerNotificationClickEvent extends WorkerExtendableEvent {
  action?: string;
  notification: { data?: unknown; close(): void };
  stopImmediatePropagation(): void;
}

/** The parts of the service worker's global scope the messaging worker uses. */
export interface MessagingWorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options?: { body?: string; data?: unknown; tag?: string }): Promise<void>;
  };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WorkerWindowClient[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'notificationclick', listener: (event: WorkerNotificationClickEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerExtendableEvent) => void): void;
}

/** The parts of `firebase/app` and `firebase/messaging/sw` the worker uses. */
export interface FirebaseWorkerModules {
  initializeApp(options: FirebaseWebConfig): FirebaseApp;
  getMessaging(app: FirebaseApp): Messaging;
  onBackgroundMessage(messaging: Messaging, handler: (payload: MessagePayload) => Promise<void>): unknown;
}

/**
 * Shows a push that arrived while no tab of the app is visible. A push with a notification block (what our
 * server sends) is shown by Firebase itself, with its title and body, before this runs: showing it again would
 * show it twice. A data-only push (title and body in its data) is shown here.
 */
export async function showBackgroundPush(
  scope: MessagingWorkerScope,
  payload: MessagePayload,
): Promise<void> {
  if (payload.notification) return;
  const data = payload.data ?? {};
  if (!data.title) return;
  await scope.registration.showNotification(data.title, {
    body: data.body ?? '',
    data,
    ...(data.notificationId ? { tag: data.notificationId } : {}),
  });
}

/**
 * Opens the target of a clicked push: focuses a tab of the app (navigated to the target unless it shows it
 * already) or opens one. A tab the worker does not control cannot be navigated from here; it is asked to go.
 */
export async function openPushTarget(scope: MessagingWorkerScope, target: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const plan = planNotificationClick(target, windows, scope.location.origin);
  if (plan.action === 'open') {
    await scope.clients.openWindow(plan.url);
    return;
  }
  // Focus first: a worker may focus a tab only while it handles the click.
  await plan.window.focus();
  if (!plan.navigateTo) return;
  try {
    if (await plan.window.navigate(plan.navigateTo)) return;
  } catch {
    // Not controlled by this worker: fall through to asking the tab.
  }
  plan.window.postMessage({ type: OPEN_PUSH_TARGET_MESSAGE, url: plan.navigateTo });
}

/** Handles a click on a push: closes it and opens its target (the bell's rule for its type and ids). */
export function handleNotificationClick(
  scope: MessagingWorkerScope,
  event: WorkerNotificationClickEvent,
): void {
  // Our notifications have no action buttons; a click on one would be someone else's.
  if (event.action) return;
  // Firebase's own click handler (registered after this one) would only close it and open nothing.
  event.stopImmediatePropagation();
  event.notification.close();
  event.waitUntil(openPushTarget(scope, pushTarget(pushDataOfNotification(event.notification.data))));
}

/**
 * Installs the messaging service worker: click handling first (so it runs before Firebase's), taking over
 * open tabs at once (so a click can navigate them), then Firebase messaging with the build's config, whose
 * background pushes are shown as notifications. Without a config only click handling is installed.
 */
export function installMessagingWorker(
  scope: MessagingWorkerScope,
  firebase: FirebaseWorkerModules,
  config: FirebaseWebConfig | null,
): void {
  scope.addEventListener('notificationclick', (event) => handleNotificationClick(scope, event));
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
  if (!config) return;
  const messaging = firebase.getMessaging(firebase.initializeApp(config));
  firebase.onBackgroundMessage(messaging, (payload) => showBackgroundPush(scope, payload));
}
