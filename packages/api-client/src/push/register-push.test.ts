import type { MessagePayload } from 'firebase/messaging';
import { describe, expect, it, vi } from 'vitest';
import {
  type FirebaseAppModule,
  type FirebaseMessagingModule,
  type ForegroundPush,
  type RegisterPushOptions,
  registerPush,
} from './register-push';

const firebaseConfig = {
  apiKey: 'key',
  authDomain: 'medhire.example',
  projectId: 'medhire',
  messagingSenderId: '1234',
  appId: '1:1234:web:abcd',
};

/** Fakes of the two Firebase modules, recording what registration asked of them. */
function fakeFirebase(
  options: { supported?: boolean; token?: string | Error; existingApp?: boolean; deleteFails?: boolean } = {},
) {
  const app = { name: '[DEFAULT]' };
  const messagingInstance = { app };
  let foreground: ((payload: MessagePayload) => void) | null = null;
  const unsubscribe = vi.fn(() => {
    foreground = null;
  });
  const appModule = {
    initializeApp: vi.fn(() => app),
    getApps: vi.fn(() => (options.existingApp ? [app] : [])),
  };
  const messagingModule = {
    isSupported: vi.fn(async () => options.supported ?? true),
    getMessaging: vi.fn(() => messagingInstance),
    getToken: vi.fn(async () => {
      if (options.token instanceof Error) throw options.token;
      return options.token ?? 'device-token-1';
    }),
    onMessage: vi.fn((_messaging: unknown, listener: (payload: MessagePayload) => void) => {
      foreground = listener;
      return unsubscribe;
    }),
    deleteToken: vi.fn(async () => {
      if (options.deleteFails) throw new Error('messaging/token-unsubscribe-failed');
      return true;
    }),
  };
  const loadFirebase = vi.fn(async () => ({
    app: appModule as unknown as FirebaseAppModule,
    messaging: messagingModule as unknown as FirebaseMessagingModule,
  }));
  const deliver = (payload: Partial<MessagePayload>) => foreground?.(payload as MessagePayload);
  return { loadFirebase, appModule, messagingModule, deliver, unsubscribe, app, messagingInstance };
}

function options(overrides: Partial<RegisterPushOptions> = {}) {
  const saved: string[] = [];
  const pushes: ForegroundPush[] = [];
  const base: RegisterPushOptions = {
    firebaseConfig,
    vapidKey: 'vapid-key',
    saveToken: (token) => {
      saved.push(token);
    },
    onForegroundMessage: (push) => pushes.push(push),
    browserSupportsPush: () => true,
    ...overrides,
  };
  return { base, saved, pushes };
}

describe('registerPush when messaging is not available', () => {
  const cases: { name: string; overrides: Partial<RegisterPushOptions> }[] = [
    { name: 'Firebase is not configured', overrides: { firebaseConfig: undefined } },
    {
      name: 'the config is incomplete',
      overrides: { firebaseConfig: { apiKey: 'key', projectId: 'medhire' } },
    },
    {
      name: 'the browser has no notifications or service workers',
      overrides: { browserSupportsPush: () => false },
    },
  ];
  for (const { name, overrides } of cases) {
    it(`resolves "Messaging Unsupported!" and loads nothing when ${name}`, async () => {
      const firebase = fakeFirebase();
      const { base, saved } = options({ ...overrides, loadFirebase: firebase.loadFirebase });
      await expect(registerPush(base)).resolves.toEqual({
        supported: false,
        message: 'Messaging Unsupported!',
      });
      expect(firebase.loadFirebase).not.toHaveBeenCalled();
      expect(saved).toEqual([]);
    });
  }

  it('loads nothing outside a browser even when configured (default support check)', async () => {
    const firebase = fakeFirebase();
    const { base } = options({ loadFirebase: firebase.loadFirebase });
    delete base.browserSupportsPush;
    await expect(registerPush(base)).resolves.toEqual({
      supported: false,
      message: 'Messaging Unsupported!',
    });
    expect(firebase.loadFirebase).not.toHaveBeenCalled();
  });

  it('resolves unsupported when Firebase says messaging is unsupported, without asking for a token', async () => {
    const firebase = fakeFirebase({ supported: false });
    const { base, saved } = options({ loadFirebase: firebase.loadFirebase });
    await expect(registerPush(base)).resolves.toEqual({
      supported: false,
      message: 'Messaging Unsupported!',
    });
    expect(firebase.messagingModule.getToken).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('resolves unsupported and saves nothing when the token cannot be had (permission refused)', async () => {
    const firebase = fakeFirebase({ token: new Error('messaging/permission-blocked') });
    const { base, saved } = options({ loadFirebase: firebase.loadFirebase });
    await expect(registerPush(base)).resolves.toEqual({
      supported: false,
      message: 'Messaging Unsupported!',
    });
    expect(saved).toEqual([]);
  });
});

describe('registerPush when Firebase is configured', () => {
  it('gets a token with the VAPID key, saves it and passes foreground pushes on', async () => {
    const firebase = fakeFirebase();
    const { base, saved, pushes } = options({ loadFirebase: firebase.loadFirebase });
    const registration = await registerPush(base);

    expect(registration).toMatchObject({ supported: true, token: 'device-token-1' });
    expect(firebase.appModule.initializeApp).toHaveBeenCalledWith(firebaseConfig);
    expect(firebase.messagingModule.getMessaging).toHaveBeenCalledWith(firebase.app);
    expect(firebase.messagingModule.getToken).toHaveBeenCalledWith(firebase.messagingInstance, {
      vapidKey: 'vapid-key',
    });
    expect(saved).toEqual(['device-token-1']);

    firebase.deliver({
      notification: { title: 'New message', body: 'Dr. Reyes replied' },
      data: { type: '5', conversation: 'conv-1' },
    });
    firebase.deliver({ data: { title: 'Invite accepted', body: 'Dr. Chen accepted', type: '3' } });
    expect(pushes).toEqual([
      { title: 'New message', body: 'Dr. Reyes replied', data: { type: '5', conversation: 'conv-1' } },
      {
        title: 'Invite accepted',
        body: 'Dr. Chen accepted',
        data: { title: 'Invite accepted', body: 'Dr. Chen accepted', type: '3' },
      },
    ]);

    if (registration.supported) registration.unsubscribe();
    expect(firebase.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('forgets the device at logout: foreground pushes stop and Firebase deletes the token', async () => {
    const firebase = fakeFirebase();
    const { base, pushes } = options({ loadFirebase: firebase.loadFirebase });
    const registration = await registerPush(base);
    if (!registration.supported) throw new Error('expected a registration');

    await registration.forgetDevice();
    expect(firebase.unsubscribe).toHaveBeenCalledTimes(1);
    expect(firebase.messagingModule.deleteToken).toHaveBeenCalledWith(firebase.messagingInstance);
    firebase.deliver({ notification: { title: 'After logout', body: 'Not for this browser' } });
    expect(pushes).toEqual([]);
  });

  it('rejects when Firebase cannot forget the token, foreground pushes stopped all the same', async () => {
    const firebase = fakeFirebase({ deleteFails: true });
    const { base } = options({ loadFirebase: firebase.loadFirebase });
    const registration = await registerPush(base);
    if (!registration.supported) throw new Error('expected a registration');
    await expect(registration.forgetDevice()).rejects.toThrow('messaging/token-unsubscribe-failed');
    expect(firebase.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('reuses an app Firebase already has', async () => {
    const firebase = fakeFirebase({ existingApp: true });
    const { base } = options({ loadFirebase: firebase.loadFirebase });
    await registerPush(base);
    expect(firebase.appModule.initializeApp).not.toHaveBeenCalled();
    expect(firebase.messagingModule.getMessaging).toHaveBeenCalledWith(firebase.app);
  });
});

describe('registerPush with the background service worker', () => {
  it('registers the worker before asking for the token and hands it to Firebase', async () => {
    const firebase = fakeFirebase();
    const worker = { scope: 'https://medhire.example/' } as ServiceWorkerRegistration;
    const registerServiceWorker = vi.fn(async () => {
      expect(firebase.messagingModule.getToken).not.toHaveBeenCalled();
      return worker;
    });
    const { base, saved } = options({ loadFirebase: firebase.loadFirebase, registerServiceWorker });

    await expect(registerPush(base)).resolves.toMatchObject({ supported: true, token: 'device-token-1' });
    expect(registerServiceWorker).toHaveBeenCalledTimes(1);
    expect(firebase.messagingModule.getToken).toHaveBeenCalledWith(firebase.messagingInstance, {
      vapidKey: 'vapid-key',
      serviceWorkerRegistration: worker,
    });
    expect(saved).toEqual(['device-token-1']);
  });

  it('passes a registration the app already has', async () => {
    const firebase = fakeFirebase();
    const worker = { scope: 'https://medhire.example/' } as ServiceWorkerRegistration;
    const { base } = options({ loadFirebase: firebase.loadFirebase, serviceWorkerRegistration: worker });
    await registerPush(base);
    expect(firebase.messagingModule.getToken).toHaveBeenCalledWith(firebase.messagingInstance, {
      vapidKey: 'vapid-key',
      serviceWorkerRegistration: worker,
    });
  });

  it('registers no worker when push is not configured or the browser cannot receive pushes', async () => {
    const registerServiceWorker = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    const firebase = fakeFirebase();
    for (const overrides of [
      { firebaseConfig: undefined },
      { browserSupportsPush: () => false },
    ] satisfies Partial<RegisterPushOptions>[]) {
      const { base } = options({ ...overrides, loadFirebase: firebase.loadFirebase, registerServiceWorker });
      await registerPush(base);
    }
    const unsupportedByFirebase = fakeFirebase({ supported: false });
    const { base } = options({ loadFirebase: unsupportedByFirebase.loadFirebase, registerServiceWorker });
    await registerPush(base);
    expect(registerServiceWorker).not.toHaveBeenCalled();
  });

  it('resolves unsupported and saves nothing when the worker cannot be registered', async () => {
    const firebase = fakeFirebase();
    const { base, saved } = options({
      loadFirebase: firebase.loadFirebase,
      registerServiceWorker: async () => {
        throw new Error('The script has an unsupported MIME type');
      },
    });
    await expect(registerPush(base)).resolves.toEqual({
      supported: false,
      message: 'Messaging Unsupported!',
    });
    expect(firebase.messagingModule.getToken).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });
});
