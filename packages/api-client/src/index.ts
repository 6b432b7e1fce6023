export type { AuthEndpoints, LoginPayload } from './endpoints/auth';
export { createAuthEndpoints } from './endpoints/auth';
export { ApiError } from './http/api-error';
export type { ApiBases, ApiEnvironment } from './http/base-url';
export { selectApiBase } from './http/base-url';
export type {
  ApiClient,
  ApiClientOptions,
  HttpMethod,
  MultipartFields,
  MultipartValue,
  RequestOptions,
} from './http/client';
export { createApiClient, toFormData } from './http/client';
