import type { Session, User } from '@medhire/domain';
import type { ApiClient } from '../http/client';

export interface LoginPayload {
  email: string;
  password: string;
}

/** Typed calls under /employer/auth. The account slice adds the rest of §7 here. */
export function createAuthEndpoints(client: ApiClient) {
  return {
    login: (payload: LoginPayload) => client.post<Session>('/employer/auth/login', payload),
    loginV1: (payload: LoginPayload) => client.post<Session>('/employer/auth/v1/login', payload),
    syncUserDetail: (employerId: string) =>
      client.get<{ user: User }>(`/employer/auth/sync-user-detail/${encodeURIComponent(employerId)}`),
    logout: () => client.post<null>('/employer/auth/logout'),
  };
}

export type AuthEndpoints = ReturnType<typeof createAuthEndpoints>;
