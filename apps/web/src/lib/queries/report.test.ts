import { ApiError } from '@medhire/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

let shown = 0;
const notifyError = vi.fn((_error: unknown) => Promise.resolve(++shown));
const dismissToast = vi.fn((_shown: Promise<number>) => {});
vi.mock('../notify', () => ({
  notifyError: (error: unknown) => notifyError(error),
  dismissToast: (toast: Promise<number>) => dismissToast(toast),
}));

const { queryErrorReporting, reportError, reporting } = await import('./report');

beforeEach(() => {
  notifyError.mockClear();
  dismissToast.mockClear();
});

describe('reporting (mutations)', () => {
  it('toasts the server message of a failed call and still rejects with it, for the form to show', async () => {
    const refused = new ApiError('You do not have access to this account.', 403, 'FORBIDDEN');
    const markAllRead = reporting(async (_employerId: string) => {
      throw refused;
    });
    await expect(markAllRead('employer-1')).rejects.toBe(refused);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith(refused);
  });

  it('answers a call that succeeds without a toast', async () => {
    const save = reporting(async (id: string) => ({ id }));
    await expect(save('job-1')).resolves.toEqual({ id: 'job-1' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('takes the failure’s toast back when the same call then succeeds (the right password after a wrong one)', async () => {
    let attempt = 0;
    const signIn = reporting(async (password: string) => {
      attempt += 1;
      if (password !== 'right') throw new ApiError('The email or password is incorrect.', 401, 'INVALID');
      return { token: 't' };
    });
    await expect(signIn('wrong')).rejects.toThrow('The email or password is incorrect.');
    expect(dismissToast).not.toHaveBeenCalled();
    await expect(signIn('right')).resolves.toEqual({ token: 't' });
    expect(attempt).toBe(2);
    expect(dismissToast).toHaveBeenCalledTimes(1);
    expect(await dismissToast.mock.calls[0]?.[0]).toBe(await notifyError.mock.results[0]?.value);
    // Once taken back, a later success has nothing to take back.
    await signIn('right');
    expect(dismissToast).toHaveBeenCalledTimes(1);
  });

  it('toasts one failure once, even when an outer call reports it again', async () => {
    const refused = new ApiError('This notification no longer exists.', 404, 'NOT_FOUND');
    const inner = reporting(async () => {
      throw refused;
    });
    const outer = reporting(() => inner());
    await expect(outer()).rejects.toBe(refused);
    reportError(refused);
    expect(notifyError).toHaveBeenCalledTimes(1);
  });
});

describe('queryErrorReporting (reads)', () => {
  it('leaves a failed read alone until the next focus or visit (SWR would retry it with a back-off)', () => {
    expect(queryErrorReporting.shouldRetryOnError).toBe(false);
  });

  it('toasts a read when it starts failing, not again while it keeps failing, again after a success', () => {
    const key = '@"jobs","list","open",';
    queryErrorReporting.onError(new ApiError('Network Error.!', 0), key);
    queryErrorReporting.onError(new ApiError('Network Error.!', 0), key);
    expect(notifyError).toHaveBeenCalledTimes(1);

    queryErrorReporting.onSuccess({ jobs: [] }, key);
    queryErrorReporting.onError(new ApiError('Network Error.!', 0), key);
    expect(notifyError).toHaveBeenCalledTimes(2);
  });

  it('counts each read apart', () => {
    queryErrorReporting.onError(new ApiError('The server is busy.', 503), '@"dashboard",');
    queryErrorReporting.onError(new ApiError('The server is busy.', 503), '@"notifications","list","e1",');
    expect(notifyError).toHaveBeenCalledTimes(2);
  });

  it('does not toast a 401: the session ended and the tab signs out', () => {
    queryErrorReporting.onError(new ApiError('Your session has ended.', 401), '@"subscription","plans",');
    expect(notifyError).not.toHaveBeenCalled();
  });
});
