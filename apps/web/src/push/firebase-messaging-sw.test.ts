// The built worker's entry with the real Firebase SDK, in a fake service worker scope: what a browser would
// do with a push our server sends while no tab is visible, and with a click on it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const origin = 'https://medhire.example';

type Listener = (event: unknown) => void;

/** An IndexedDB that opens (Firebase checks it can before it starts messaging). */
function fakeIndexedDb() {
  return {
    open: () => {
      const request: Record<string, unknown> = { result: { close: () => {} } };
      setTimeout(() => (request.onsuccess as (() => void) | undefined)?.(), 0);
      return request;
    },
    deleteDatabase: () => ({}),
  };
}

type Tab = { url: string; visibilityState: string };

/** The worker's global scope; `tabs` are the open tabs of the app, the records say what the worker did. */
function fakeWorkerGlobal() {
  const listeners = new Map<string, Listener[]>();
  const state = {
    tabs: [] as Tab[],
    shown: [] as { title: string; body?: string }[],
    opened: [] as string[],
    navigated: [] as string[],
  };
  const indexedDB = fakeIndexedDb();
  const scope = {
    location: new URL(`${origin}/firebase-messaging-sw.js`),
    indexedDB,
    PushManager: class {},
    Notification: class {},
    registration: {
      showNotification: async (title: string, options: { body?: string }) => {
        state.shown.push({ title, body: options.body });
      },
    },
    clients: {
      matchAll: async () =>
        state.tabs.map((tab) => ({
          ...tab,
          focused: false,
          focus: async () => {},
          navigate: async (url: string) => {
            state.navigated.push(url);
            return { url };
          },
          postMessage: () => {},
        })),
      openWindow: async (url: string) => {
        state.opened.push(url);
        return null;
      },
      claim: async () => {},
    },
    skipWaiting: async () => {},
    addEventListener: (type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };

  /** Dispatches an event to the listeners in order, as the browser does; waits for what they extend it with. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    const pending: Promise<unknown>[] = [];
    let stopped = false;
    const full = {
      ...event,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      stopImmediatePropagation: () => {
        stopped = true;
      },
    };
    for (const listener of listeners.get(type) ?? []) {
      if (stopped) break;
      listener(full);
    }
    await Promise.all(pending);
  }

  /** A new scene: these tabs open, nothing shown, opened or navigated yet. */
  function reset(tabs: Tab[]) {
    Object.assign(state, { tabs, shown: [], opened: [], navigated: [] });
  }

  return { scope, indexedDB, dispatch, state, reset };
}

/** A push as FCM delivers what apps/api sends: a notification block and the notification's data. */
const newMessagePush = {
  from: '1234',
  fcmMessageId: 'm-1',
  notification: { title: 'New message', body: 'Dr. Reyes: Thanks!' },
  data: { notificationId: 'n1', type: 'new-message', conversation: 'conv-1' },
};

// Firebase registers its listeners once per scope (a worker runs its script once): one worker for the file.
const worker = fakeWorkerGlobal();

async function push(payload: unknown) {
  await worker.dispatch('push', { data: { json: () => payload } });
}

async function click(payload: unknown) {
  await worker.dispatch('notificationclick', {
    action: '',
    notification: { data: { FCM_MSG: payload }, close: () => {} },
  });
}

describe('the messaging worker with Firebase', () => {
  beforeAll(async () => {
    vi.stubGlobal('self', worker.scope);
    vi.stubGlobal('indexedDB', worker.indexedDB);
    vi.stubGlobal('Notification', { maxActions: 2 });
    vi.stubGlobal(
      'ServiceWorkerRegistration',
      class {
        showNotification() {}
      },
    );
    vi.stubGlobal(
      'PushSubscription',
      class {
        getKey() {}
      },
    );
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'key');
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'medhire');
    vi.stubEnv('VITE_FIREBASE_MESSAGING_SENDER_ID', '1234');
    vi.stubEnv('VITE_FIREBASE_APP_ID', '1:1234:web:abcd');
    // Firebase's app complains that this IndexedDB cannot keep its usage records; messaging does not need them.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await import('./firebase-messaging-sw');
    // Firebase checks in the background that the scope can run messaging.
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('shows a background push once, with its title and body, and a click opens its conversation', async () => {
    worker.reset([{ url: `${origin}/home`, visibilityState: 'hidden' }]);
    await push(newMessagePush);
    expect(worker.state.shown).toEqual([{ title: 'New message', body: 'Dr. Reyes: Thanks!' }]);

    await click(newMessagePush);
    expect(worker.state.navigated).toEqual([`${origin}/messages?conversationId=conv-1`]);
    expect(worker.state.opened).toEqual([]);
  });

  it('opens a window at the target when no tab is open', async () => {
    worker.reset([]);
    await push(newMessagePush);
    expect(worker.state.shown).toEqual([{ title: 'New message', body: 'Dr. Reyes: Thanks!' }]);
    await click(newMessagePush);
    expect(worker.state.opened).toEqual([`${origin}/messages?conversationId=conv-1`]);
  });

  it('shows nothing while a tab is visible (the tab toasts it)', async () => {
    worker.reset([{ url: `${origin}/home`, visibilityState: 'visible' }]);
    await push(newMessagePush);
    expect(worker.state.shown).toEqual([]);
  });
});
