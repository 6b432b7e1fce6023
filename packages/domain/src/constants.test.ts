import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_ARCHIVED_DEFAULT,
  CONVERSATION_PAGE_NUMBER,
  CONVERSATION_PAGE_SIZE,
  CONVERSATION_PAGE_SIZE_SECONDARY,
  HALF_DAY_CATEGORIES,
  HTTP_TIMEOUT_MS,
  IS_DELEGATE_STORAGE_KEY,
  LOGGING_OUT_MESSAGE,
  MESSAGING_UNSUPPORTED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NEW_MESSAGE_TOAST,
  PAGE_TRANSITION_MS,
  PROFILE_PENDING_SESSION_CODE,
  SESSION_STORAGE_KEY,
  SHOW_PARAMS_STORAGE_KEY,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_START_DELAY_MS,
  STATE_SEARCH_PAGE_SIZE,
  TEMP_MESSAGE_ID_LIMIT,
  TOAST_DURATION_MS,
} from './constants';

describe('constants (spec §8 and §9, verbatim)', () => {
  it.each<[string, unknown, unknown]>([
    ['HTTP timeout: 100000 ms', HTTP_TIMEOUT_MS, 100000],
    ['Toast auto-close: 4000 ms', TOAST_DURATION_MS, 4000],
    ['Page transition: 300 ms', PAGE_TRANSITION_MS, 300],
    ['Conversation list default page size: 100', CONVERSATION_PAGE_SIZE, 100],
    ['a secondary default of 50 is also seen', CONVERSATION_PAGE_SIZE_SECONDARY, 50],
    ['page 1', CONVERSATION_PAGE_NUMBER, 1],
    ['archived false', CONVERSATION_ARCHIVED_DEFAULT, false],
    ['State search default page size: 10', STATE_SEARCH_PAGE_SIZE, 10],
    ['Socket reconnect delay: 1000 ms', SOCKET_RECONNECT_DELAY_MS, 1000],
    ['up to 5000 ms', SOCKET_RECONNECT_DELAY_MAX_MS, 5000],
    ['The socket starts 2000 ms after the user sync', SOCKET_START_DELAY_MS, 2000],
    ['Session storage key: a versioned employer key', SESSION_STORAGE_KEY, 'medhire:employer:session:v1'],
    ['a local flag "is-delegate"', IS_DELEGATE_STORAGE_KEY, 'is-delegate'],
    ['a local flag to show params', SHOW_PARAMS_STORAGE_KEY, 'medhire:employer:show-params'],
    ['Session code 201: profile still to be established', PROFILE_PENDING_SESSION_CODE, 201],
    ['Temporary message ids: random integers below 123456', TEMP_MESSAGE_ID_LIMIT, 123456],
    [
      'Half-days-per-week categories',
      HALF_DAY_CATEGORIES,
      ['outpatient', 'inpatient', 'procedural', 'administrative', 'other'],
    ],
    ['Transport failure', NETWORK_ERROR_MESSAGE, 'Network Error.!'],
    ['New message via socket', NEW_MESSAGE_TOAST, 'New message recieved.'],
    ['Push token when messaging is unsupported', MESSAGING_UNSUPPORTED_MESSAGE, 'Messaging Unsupported!'],
    ['Logout in progress', LOGGING_OUT_MESSAGE, 'Logging out!'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
