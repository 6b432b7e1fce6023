import type { MessagePayload } from 'firebase/messaging/sw';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { OPEN_PUSH_TARGET_MESSAGE } from './messages';
import {
  type FirebaseWorkerModules,
  installMessagingWorker,
  type MessagingWorkerScope,
  type WorkerNotificationClickEvent,
  type WorkerWindowClient,
} from './messaging-worker';

const origin = 'https://medhire.example';
const config = { apiKey: 'key', projectId: 'medhire', messagingSenderId: '1234', appId: '1:1234:web:abcd' };

interface FakeTab extends WorkerWindowClient {
  focus: Mock<() => Promise<unknown>>;
  navigate: Mock<(url: string) => Promise<unknown>>;
  postMessage: Mock<(message: unknown) => void>;
}

/** A tab of the app; `controlled: false` is one the worker cannot navigate (after a hard reload). */
function tab(path: string, options: { focused?: boolean; controlled?: boolean } = {}): FakeTab {
  const window: FakeTab = {
    url: `${origin}${path}`,
    focused: options.focused ?? false,
    visibilityState: 'hidden',
    focus: vi.fn(async () => window),
    navigate: vi.fn(async (url: string) => {
      if (options.controlled === false) throw new TypeError('This client is not controlled by the worker');
      window.url = url;
      return window;
    }),
    postMessage: vi.fn(),
  };
  return window;
}

/** A fake service worker scope: its listeners, shown notifications, tabs and opened windows. */
function fakeScope(tabs: FakeTab[] = []) {
  const listeners = new Map<string, ((event: never) => void)[]>();
  const shown: { title: string; options?: { body?: string; data?: unknown; tag?: string } }[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin },
    registration: {
      showNotification: vi.fn(async (title: string, options?: { body?: string; data?: unknown }) => {
        shown.push({ title, options });
      }),
    },
    clients: {
      matchAll: vi.fn(async () => tabs),
      openWindow: vi.fn(async (url: string) => {
        opened.push(url);
        return null;
      }),
      claim: vi.fn(async () => {}),
    },
    skipWaiting: vi.fn(async () => {}),
    addEventListener: (type: string, listener: (event: never) => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };

  /** Clicks a notification the way the browser does: every listener in order, until one stops it. */
  async function click(data: unknown, action = '') {
    const pending: Promise<unknown>[] = [];
    let stopped = false;
    const close = vi.fn();
    const event: WorkerNotificationClickEvent = {
      action,
      notification: { data, close },
      waitUntil: (promise) => pending.push(promise),
      stopImmediatePropagation: () => {
        stopped = true;
      },
    };
    for (const listener of listeners.get('notificationclick') ?? []) {
      if (stopped) break;
      (listener as (event: WorkerNotificationClickEvent) => void)(event);
    }
    await Promise.all(pending);
    return { close, stopped };
  }

  async function lifecycle(type: 'install' | 'activate') {
    const pending: Promise<unknown>[] = [];
    for (const listener of listeners.get(type) ?? []) {
      (listener as (event: { waitUntil: (promise: Promise<unknown>) => void }) => void)({
        waitUntil: (promise) => pending.push(promise),
      });
    }
    await Promise.all(pending);
  }

  return {
    scope: scope as unknown as MessagingWorkerScope,
    raw: scope,
    listeners,
    shown,
    opened,
    click,
    lifecycle,
  };
}

/** Fake Firebase modules keeping the background handler the worker registers. */
function fakeFirebase() {
  let background: ((payload: MessagePayload) => Promise<void>) | undefined;
  const modules = {
    initializeApp: vi.fn(() => ({ name: '[DEFAULT]' })),
    getMessaging: vi.fn(() => ({ app: { name: '[DEFAULT]' } })),
    onBackgroundMessage: vi.fn((_messaging: unknown, handler: (payload: MessagePayload) => Promise<void>) => {
      background = handler;
      return () => {};
    }),
  };
  const deliver = async (payload: Partial<MessagePayload>) => background?.(payload as MessagePayload);
  return { modules: modules as unknown as FirebaseWorkerModules, raw: modules, deliver };
}

/** The notification data Firebase puts on a push it shows itself. */
const shownByFirebase = (data: Record<string, string>) => ({
  FCM_MSG: { notification: { title: 'New message', body: 'Dr. Reyes: Thanks!' }, data },
});

describe('the messaging worker, background pushes', () => {
  it('starts Firebase messaging with the build config', () => {
    const worker = fakeScope();
    const firebase = fakeFirebase();
    installMessagingWorker(worker.scope, firebase.modules, config);
    expect(firebase.raw.initializeApp).toHaveBeenCalledWith(config);
    expect(firebase.raw.onBackgroundMessage).toHaveBeenCalledTimes(1);
  });

  it('shows a data-only push with its title and body, keeping its data for the click', async () => {
    const worker = fakeScope();
    const firebase = fakeFirebase();
    installMessagingWorker(worker.scope, firebase.modules, config);
    await firebase.deliver({
      data: {
        title: 'New message',
        body: 'Dr. Reyes: Thanks!',
        notificationId: 'n1',
        type: 'new-message',
        conversation: 'conv-1',
      },
    });
    expect(worker.shown).toEqual([
      {
        title: 'New message',
        options: {
          body: 'Dr. Reyes: Thanks!',
          tag: 'n1',
          data: {
            title: 'New message',
            body: 'Dr. Reyes: Thanks!',
            notificationId: 'n1',
            type: 'new-message',
            conversation: 'conv-1',
          },
        },
      },
    ]);
  });

  it('does not show a push with a notification block again (Firebase has shown it)', async () => {
    const worker = fakeScope();
    const firebase = fakeFirebase();
    installMessagingWorker(worker.scope, firebase.modules, config);
    await firebase.deliver({
      notification: { title: 'New message', body: 'Dr. Reyes: Thanks!' },
      data: { notificationId: 'n1', type: 'new-message', conversation: 'conv-1' },
    });
    expect(worker.shown).toEqual([]);
  });

  it('starts no Firebase without a config, yet still handles clicks', async () => {
    const worker = fakeScope();
    const firebase = fakeFirebase();
    installMessagingWorker(worker.scope, firebase.modules, null);
    expect(firebase.raw.initializeApp).not.toHaveBeenCalled();
    await worker.click({ type: 'applied-on-job' });
    expect(worker.opened).toEqual([`${origin}/jobs-resident`]);
  });

  it('takes over at once when installed and controls open tabs when activated', async () => {
    const worker = fakeScope();
    installMessagingWorker(worker.scope, fakeFirebase().modules, config);
    await worker.lifecycle('install');
    expect(worker.raw.skipWaiting).toHaveBeenCalledTimes(1);
    await worker.lifecycle('activate');
    expect(worker.raw.clients.claim).toHaveBeenCalledTimes(1);
  });
});

describe('the messaging worker, a click on a push', () => {
  it('focuses an open tab and navigates it to the conversation of a new message', async () => {
    const home = tab('/home');
    const worker = fakeScope([home]);
    installMessagingWorker(worker.scope, fakeFirebase().modules, config);

    const { close } = await worker.click(
      shownByFirebase({ notificationId: 'n1', type: 'new-message', conversation: 'conv-1' }),
    );

    expect(close).toHaveBeenCalledTimes(1);
    expect(home.focus).toHaveBeenCalledTimes(1);
    expect(home.navigate).toHaveBeenCalledWith(`${origin}/messages?conversationId=conv-1`);
    expect(home.url).toBe(`${origin}/messages?conversationId=conv-1`);
    expect(worker.opened).toEqual([]);
  });

  it('opens a window at the target when no tab is open', async () => {
    const worker = fakeScope([]);
    installMessagingWorker(worker.scope, fakeFirebase().modules, config);
    const { close } = await worker.click(
      shownByFirebase({ notificationId: 'n1', type: 'new-message', conversation: 'conv-1' }),
    );
    expect(close).toHaveBeenCalledTimes(1);
    expect(worker.opened).toEqual([`${origin}/messages?conversationId=conv-1`]);
  });

  it('follows the domain rule for every type, its own notifications included', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ type: 'applied-on-job', job: 'job-1' }, '/jobs-resident'],
      [{ type: 'invite-accepted', conversation: 'conv-2', match: 'm1' }, '/messages'],
      [{ type: 'invite-rejected', job: 'job-1' }, '/jobs-resident'],
      [{ type: 'employee-registered' }, '/home'],
      [{ type: 'a-type-from-a-newer-server' }, '/home'],
    ];
    for (const [data, path] of cases) {
      const worker = fakeScope([]);
      installMessagingWorker(worker.scope, fakeFirebase().modules, config);
      await worker.click({ title: 'Update', body: '', notificationId: 'n1', ...data });
      expect(worker.opened).toEqual([`${origin}${path}`]);
    }
  });

  it('only focuses a tab that already shows the target', async () => {
    const thread = tab('/messages?conversationId=conv-1');
    const worker = fakeScope([tab('/home'), thread]);
    installMessagingWorker(worker.scope, fakeFirebase().modules, config);
    await worker.click(shownByFirebase({ type: 'new-message', conversation: 'conv-1' }));
    expect(thread.focus).toHaveBeenCalledTimes(1);
    expect(thread.navigate).not.toHaveBeenCalled();
  });

  it('asks a tab it does not control to open the target itself', async () => {
    const home = tab('/home', { controlled: false });
    const worker = fakeScope([home]);
    installMessagingWorker(worker.scope, fakeFirebase().modules, config);
    await worker.click(shownByFirebase({ type: 'new-message', conversation: 'conv-1' }));
    expect(home.focus).toHaveBeenCalledTimes(1);
    expect(home.postMessage).toHaveBeenCalledWith({
      type: OPEN_PUSH_TARGET_MESSAGE,
      url: `${origin}/messages?conversationId=conv-1`,
    });
    expect(worker.opened).toEqual([]);
  });

  it('runs before Firebase’s own click handler and keeps it from running', async () => {
    const worker = fakeScope([]);
    installMessagingWorker(worker.scope, fakeFirebase().modules, config);
    const firebaseClickHandler = vi.fn();
    worker.scope.addEventListener('notificationclick', firebaseClickHandler);
    const { stopped } = await worker.click(shownByFirebase({ type: 'new-message', conversation: 'c' }));
    expect(stopped).toBe(true);
    expect(firebaseClickHandler).not.toHaveBeenCalled();
    expect(worker.opened).toEqual([`${origin}/messages?conversationId=c`]);
  });

  it('leaves a click on an action button alone', async () => {
    const worker = fakeScope([tab('/home')]);
    installMessagingWorker(worker.scope, fakeFirebase().modules, config);
    const { close } = await worker.click(shownByFirebase({ type: 'new-message' }), 'reply');
    expect(close).not.toHaveBeenCalled();
    expect(worker.opened).toEqual([]);
  });
});
