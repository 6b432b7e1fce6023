import { HTTP_TIMEOUT_MS, NETWORK_ERROR_MESSAGE } from '@medhire/domain';
import { ApiError } from './api-error';
import {
  type ApiClientOptions,
  buildUrl,
  FALLBACK_FAILURE_MESSAGE,
  type RequestOptions,
  receivedError,
} from './client';

/** A file the server answered as an attachment. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition: attachment; filename="…"`; null when the server named none. */
  fileName: string | null;
}

/** The file name of a `Content-Disposition` header. */
export function attachmentFileName(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * GETs a file the server answers as an attachment (not the envelope), with the client's token and timeout: its
 * body and the file name of its `Content-Disposition`. A refusal is the envelope as always and rejects with its
 * message (a 401 is reported as the client reports it). Apart from the client so the screens that never download
 * a file do not carry it.
 */
export async function downloadFile(
  options: ApiClientOptions,
  path: string,
  requestOptions: Omit<RequestOptions, 'body'> = {},
): Promise<DownloadedFile> {
  const fetchImplementation = options.fetch ?? globalThis.fetch.bind(globalThis);
  const headers = new Headers();
  const token = requestOptions.token ?? options.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const signal = requestOptions.signal ? AbortSignal.any([timeout, requestOptions.signal]) : timeout;
  let response: Response;
  let blob: Blob;
  try {
    response = await fetchImplementation(buildUrl(options.baseUrl, path, requestOptions.query), {
      method: 'GET',
      headers,
      signal,
    });
    blob = await response.blob();
  } catch (error) {
    if (requestOptions.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
  }
  if (response.ok) return { blob, fileName: attachmentFileName(response.headers.get('content-disposition')) };
  const answer: unknown = await blob
    .text()
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => undefined);
  const error = receivedError(answer);
  const failure = new ApiError(error.message || FALLBACK_FAILURE_MESSAGE, response.status, error.code);
  if (response.status === 401) options.onUnauthorized?.(failure);
  throw failure;
}
