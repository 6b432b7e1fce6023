import { describe, expect, it } from 'vitest';
import {
  checkDoximityReturn,
  DOXIMITY_RETURN_FOREIGN_MESSAGE,
  DOXIMITY_RETURN_INCOMPLETE_MESSAGE,
  DOXIMITY_STATE_STORAGE_KEY,
  forgetDoximityState,
  rememberDoximityState,
} from './doximity-sign-in';

/** A Storage in memory (the tests run in Node, without a window). */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

describe('the Doximity return', () => {
  it('hands over the code and state of the sign-in this tab started, until it is forgotten', () => {
    const storage = memoryStorage();
    rememberDoximityState('state-1', storage);
    const back = new URLSearchParams({ code: 'code-1', state: 'state-1' });
    expect(checkDoximityReturn(back, storage)).toEqual({ code: 'code-1', state: 'state-1' });
    forgetDoximityState(storage);
    expect(storage.getItem(DOXIMITY_STATE_STORAGE_KEY)).toBeNull();
    expect(checkDoximityReturn(back, storage)).toEqual({ error: DOXIMITY_RETURN_FOREIGN_MESSAGE });
  });

  it.each([
    [
      'a state from another sign-in',
      { code: 'code-1', state: 'someone-elses' },
      DOXIMITY_RETURN_FOREIGN_MESSAGE,
    ],
    ['no state', { code: 'code-1' }, DOXIMITY_RETURN_INCOMPLETE_MESSAGE],
    ['no code', { state: 'state-1' }, DOXIMITY_RETURN_INCOMPLETE_MESSAGE],
  ])('refuses a return with %s', (_case, query, message) => {
    const storage = memoryStorage();
    rememberDoximityState('state-1', storage);
    expect(checkDoximityReturn(new URLSearchParams(query), storage)).toEqual({ error: message });
  });

  it('refuses a return when this tab started no sign-in', () => {
    const back = new URLSearchParams({ code: 'code-1', state: 'state-1' });
    expect(checkDoximityReturn(back, memoryStorage())).toEqual({ error: DOXIMITY_RETURN_FOREIGN_MESSAGE });
  });
});
