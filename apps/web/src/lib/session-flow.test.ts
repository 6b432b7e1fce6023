import { ApiError } from '@medhire/api-client';
import type { Session, User } from '@medhire/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  endServerSession,
  LOGOUT_FAILURE_STORAGE_KEY,
  rememberLogoutFailure,
  syncSignedInSession,
  takeLogoutFailure,
} from './session-flow';

const signedIn: Session = {
  token: 'fresh-token',
  code: 200,
  user: { _id: 'emp-1', accountStatus: 'pending' } as User,
};
const fromServer = { _id: 'emp-1', accountStatus: 'approved', subscriptionStatus: 'active' } as User;

/** Session storage as a plain map, recording every write in order. */
function fakeSessionStorage() {
  const writes: (Session | null)[] = [];
  return {
    writes,
    writeStoredSession: (session: Session) => writes.push(session),
    clearStoredSession: () => writes.push(null),
  };
}

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('syncSignedInSession (spec §4: after login it is synced with the server)', () => {
  it('stores the new session first, so the sync carries its token, then resolves and stores the synced user', async () => {
    const storage = fakeSessionStorage();
    const syncUserDetail = vi.fn(async (employerId: string) => {
      // The token of the sign-in is stored by the time the sync asks the server.
      expect(storage.writes).toEqual([signedIn]);
      expect(employerId).toBe('emp-1');
      return { user: fromServer };
    });

    const synced = await syncSignedInSession(signedIn, { syncUserDetail, ...storage });

    expect(syncUserDetail).toHaveBeenCalledTimes(1);
    expect(synced).toEqual({ token: 'fresh-token', code: 200, user: fromServer });
    expect(storage.writes).toEqual([signedIn, synced]);
  });

  it('a 401 from the sync clears the session and rejects with the server message, for the form to show', async () => {
    const storage = fakeSessionStorage();
    const ended = new ApiError('Your session has ended. Please sign in again.', 401, 'UNAUTHORIZED');
    await expect(
      syncSignedInSession(signedIn, {
        syncUserDetail: async () => {
          throw ended;
        },
        ...storage,
      }),
    ).rejects.toBe(ended);
    expect(storage.writes).toEqual([signedIn, null]);
  });

  it('any other failure keeps the user the sign-in answered', async () => {
    const storage = fakeSessionStorage();
    const synced = await syncSignedInSession(signedIn, {
      syncUserDetail: async () => {
        throw new ApiError('Network Error.!', 0, 'NETWORK_ERROR');
      },
      ...storage,
    });
    expect(synced).toEqual(signedIn);
    expect(storage.writes).toEqual([signedIn]);
  });
});

describe('endServerSession (logout)', () => {
  function fakeCalls(
    overrides: { deleteFails?: boolean; forgetFails?: boolean; logout?: () => Promise<unknown> } = {},
  ) {
    const calls: string[] = [];
    return {
      calls,
      deleteFcmToken: vi.fn(async (employerId: string, payload: { value: string }) => {
        calls.push(`delete-fcm-token ${employerId} ${payload.value}`);
        if (overrides.deleteFails) throw new ApiError('Network Error.!', 0, 'NETWORK_ERROR');
        return { deleted: true };
      }),
      forgetDevicePush: vi.fn(async () => {
        calls.push('firebase forgets the device');
        if (overrides.forgetFails) throw new Error('messaging/token-unsubscribe-failed');
      }),
      forgetPushToken: vi.fn(() => {
        calls.push('stored token forgotten');
      }),
      logout: vi.fn(async () => {
        calls.push('logout');
        return overrides.logout?.();
      }),
    };
  }

  it('deletes the stored push token with delete-fcm-token before the logout call ends the session', async () => {
    const fake = fakeCalls();
    const failure = await endServerSession({ employerId: 'emp-1', pushToken: 'device-token-1', ...fake });
    expect(failure).toBeNull();
    expect(fake.deleteFcmToken).toHaveBeenCalledWith('emp-1', { value: 'device-token-1' });
    expect(fake.calls).toEqual([
      'delete-fcm-token emp-1 device-token-1',
      'firebase forgets the device',
      'stored token forgotten',
      'logout',
    ]);
  });

  it('logs out all the same when deleting the token fails, in the server or in Firebase', async () => {
    const fake = fakeCalls({ deleteFails: true, forgetFails: true });
    const failure = await endServerSession({ employerId: 'emp-1', pushToken: 'device-token-1', ...fake });
    expect(failure).toBeNull();
    expect(fake.calls).toEqual([
      'delete-fcm-token emp-1 device-token-1',
      'firebase forgets the device',
      'stored token forgotten',
      'logout',
    ]);
  });

  it('without a stored push token it only logs out (push was never registered here)', async () => {
    const fake = fakeCalls();
    await endServerSession({ employerId: 'emp-1', pushToken: null, ...fake });
    expect(fake.calls).toEqual(['logout']);
  });

  it('resolves the logout call’s failure, for the page to show once the session is cleared', async () => {
    const refused = new ApiError('The server could not end the session. Try again.', 500, 'INTERNAL');
    const fake = fakeCalls({
      logout: async () => {
        throw refused;
      },
    });
    expect(await endServerSession({ employerId: 'emp-1', pushToken: null, ...fake })).toBe(refused);
  });

  it('a 401 is no failure: the session is over, as asked', async () => {
    const fake = fakeCalls({
      logout: async () => {
        throw new ApiError('Your session has ended. Please sign in again.', 401, 'UNAUTHORIZED');
      },
    });
    expect(await endServerSession({ employerId: 'emp-1', pushToken: null, ...fake })).toBeNull();
  });
});

describe('the logout failure waits for the page the logout reloads', () => {
  it('is read once, then forgotten', () => {
    const storage = memoryStorage();
    expect(takeLogoutFailure(storage)).toBeNull();
    rememberLogoutFailure('Network Error.!', storage);
    expect(storage.getItem(LOGOUT_FAILURE_STORAGE_KEY)).toBe('Network Error.!');
    expect(takeLogoutFailure(storage)).toBe('Network Error.!');
    expect(takeLogoutFailure(storage)).toBeNull();
  });
});
