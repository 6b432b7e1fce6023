import { getNotificationTarget, type NotificationType, notificationTypes, paths } from '@medhire/domain';

/** The `data` of a push as our server sends it: notificationId, type and, by type, conversation, job, match, savedSearch. */
export type PushData = Readonly<Record<string, string | undefined>>;

/** Firebase keeps the whole push under this key of the notifications it shows itself. */
const FIREBASE_PUSH_KEY = 'FCM_MSG';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (notificationTypes as readonly string[]).includes(value);
}

/**
 * The push data behind a shown notification: Firebase shows a push that carries a notification block itself
 * and keeps the push under `FCM_MSG`; a push the worker showed carries the push data directly.
 */
export function pushDataOfNotification(notificationData: unknown): PushData {
  if (!isRecord(notificationData)) return {};
  const data =
    FIREBASE_PUSH_KEY in notificationData
      ? (notificationData[FIREBASE_PUSH_KEY] as { data?: unknown } | null)?.data
      : notificationData;
  if (!isRecord(data)) return {};
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Where a click on a push leads: the domain's notification targets (the bell's rule) from the push's type
 * and conversation; a type this app does not know yet leads home.
 */
export function pushTarget(data: PushData): string {
  if (!isNotificationType(data.type)) return paths.home();
  return getNotificationTarget({
    data: {
      type: data.type,
      conversation: data.conversation ?? null,
      savedSearch: data.savedSearch ?? null,
    },
  });
}

/** What the worker knows of an open tab. */
export interface OpenWindow {
  url: string;
  focused?: boolean;
  visibilityState?: string;
}

/** What a click does: focus a tab of the app (navigating it unless it already shows the target) or open one. */
export type NotificationClickPlan<Window extends OpenWindow> =
  | { action: 'focus'; window: Window; navigateTo: string | null }
  | { action: 'open'; url: string };

/**
 * Plans a click on a push: a tab of the app already at the target is only focused; otherwise the focused,
 * else a visible, else any tab of the app is focused and navigated to the target; with none a window opens.
 * `target` is a path of the app; `origin` the app's (tabs of other origins are never used).
 */
export function planNotificationClick<Window extends OpenWindow>(
  target: string,
  windows: readonly Window[],
  origin: string,
): NotificationClickPlan<Window> {
  const targetUrl = new URL(target, origin).href;
  const ours = windows.filter((window) => {
    try {
      return new URL(window.url).origin === origin;
    } catch {
      return false;
    }
  });
  const atTarget = ours.find((window) => new URL(window.url).href === targetUrl);
  if (atTarget) return { action: 'focus', window: atTarget, navigateTo: null };
  const chosen =
    ours.find((window) => window.focused) ??
    ours.find((window) => window.visibilityState === 'visible') ??
    ours[0];
  if (chosen) return { action: 'focus', window: chosen, navigateTo: targetUrl };
  return { action: 'open', url: targetUrl };
}
