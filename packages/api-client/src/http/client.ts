import {
  cleanPayload,
  type ErrorEnvelope,
  HTTP_TIMEOUT_MS,
  NETWORK_ERROR_MESSAGE,
  type SuccessEnvelope,
} from '@medhire/domain';
import { ApiError } from './api-error';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  /** JSON body; cleaned with `cleanPayload` before it is sent. A `FormData` body is sent as multipart as is. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * Sent as `Authorization: Bearer` instead of the session token for this call only (the password-recovery
   * reset token authorizes `update-password-by-otp`).
   */
  token?: string;
}

export interface ApiClientOptions {
  /** Base URL, e.g. from `selectApiBase`; '' means same origin. */
  baseUrl: string;
  /** Returns the session token, read at call time so a login or logout takes effect at once. */
  getToken: () => string | null | undefined;
  /** Called when the server answers 401 (the call still rejects with the server's message). */
  onUnauthorized?: (error: ApiError) => void;
  /** Defaults to the spec's 100 000 ms. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** Sends multipart form data built from `fields` (files and repeated fields as arrays). */
  upload<T>(path: string, fields: MultipartFields, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type MultipartValue = string | Blob;
export type MultipartFields = Record<string, MultipartValue | readonly MultipartValue[] | undefined>;

export const FALLBACK_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/** Whether an answer's body is the domain's success envelope (its `data` is the route's answer). */
function isSuccessEnvelope(body: unknown): body is SuccessEnvelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === true;
}

/**
 * The message and code of a failed answer's error envelope, as far as the body has them: a proxy or an old
 * server may leave either out. Checked by hand, not with the schema, so the http core carries no zod.
 */
export function receivedError(body: unknown): Partial<ErrorEnvelope['error']> {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  if (typeof error !== 'object' || error === null) return {};
  return {
    message: 'message' in error && typeof error.message === 'string' ? error.message : undefined,
    code: 'code' in error && typeof error.code === 'string' ? error.code : undefined,
  };
}

/** Builds a `FormData`, repeating a field for every item of an array (e.g. `media`). */
export function toFormData(fields: MultipartFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as MultipartValue[]) form.append(name, item);
  }
  return form;
}

export function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
}

/**
 * The HTTP rules of the contract: bearer token, 100 s timeout, resolve only on `success: true`,
 * reject with `error.message` otherwise, "Network Error.!" when there is no answer, 401 reported.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const fetchImplementation = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function request<T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = requestOptions.token ?? options.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (requestOptions.body instanceof FormData) {
      body = requestOptions.body;
    } else if (requestOptions.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(cleanPayload(requestOptions.body));
    }

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = requestOptions.signal ? AbortSignal.any([timeout, requestOptions.signal]) : timeout;

    let response: Response;
    let answer: unknown;
    try {
      response = await fetchImplementation(buildUrl(options.baseUrl, path, requestOptions.query), {
        method,
        headers,
        body,
        signal,
      });
      answer = await response.json().catch(() => undefined);
    } catch (error) {
      // A caller's own abort is not a network failure: let it surface as an AbortError.
      if (requestOptions.signal?.aborted) throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    }

    if (isSuccessEnvelope(answer)) return answer.data as T;

    const error = receivedError(answer);
    const failure = new ApiError(error.message || FALLBACK_FAILURE_MESSAGE, response.status, error.code);
    if (response.status === 401) options.onUnauthorized?.(failure);
    throw failure;
  }

  return {
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
    patch: (path, body, requestOptions) => request('PATCH', path, { ...requestOptions, body }),
    put: (path, body, requestOptions) => request('PUT', path, { ...requestOptions, body }),
    delete: (path, body, requestOptions) => request('DELETE', path, { ...requestOptions, body }),
    upload: (path, fields, requestOptions) =>
      request('POST', path, { ...requestOptions, body: toFormData(fields) }),
  };
}
