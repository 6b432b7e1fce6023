import type { Session, ThirdPartySignInStart } from '@medhire/domain';
import type { ApiClient } from '../http/client';

/**
 * The third-party sign-in calls of the employer app: starting "Sign in with Doximity" (employer auth API) and
 * the code exchange on the employee auth API.
 */
export function createEmployeeAuthEndpoints(client: ApiClient) {
  return {
    /** Starts a Doximity sign-in: the provider URL to send the browser to, and the `state` it carries. */
    startDoximitySignIn: () => client.post<ThirdPartySignInStart>('/employer/auth/v1/doximity/start'),
    /**
     * `/auth/doximity/success?code=…&state=…` hands both here; the answer is a session like login's. The state
     * must be the one {@link startDoximitySignIn} gave, used once, within ten minutes.
     */
    exchangeCodeWithToken: (code: string, state: string) =>
      client.get<Session>(`/employee/auth/exchange-code-with-token/${encodeURIComponent(code)}`, {
        query: { state },
      }),
  };
}

export type EmployeeAuthEndpoints = ReturnType<typeof createEmployeeAuthEndpoints>;
