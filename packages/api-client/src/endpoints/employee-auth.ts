import type { Session } from '@medhire/domain';
import type { ApiClient } from '../http/client';

/** Calls on the employee auth API that the employer app uses: the third-party sign-in code exchange. */
export function createEmployeeAuthEndpoints(client: ApiClient) {
  return {
    /** `/auth/doximity/success?code=…` hands the code here; the answer is a session like login's. */
    exchangeCodeWithToken: (code: string) =>
      client.get<Session>(`/employee/auth/exchange-code-with-token/${encodeURIComponent(code)}`),
  };
}

export type EmployeeAuthEndpoints = ReturnType<typeof createEmployeeAuthEndpoints>;
