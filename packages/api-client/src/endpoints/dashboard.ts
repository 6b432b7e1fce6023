import type { Dashboard } from '@medhire/domain';
import type { ApiClient } from '../http/client';

/** `GET /employer/dashboard` (not in the spec: PRODUCT.md's Home). */
export function createDashboardEndpoints(client: ApiClient) {
  return {
    getDashboard: () => client.get<Dashboard>('/employer/dashboard'),
  };
}

export type DashboardEndpoints = ReturnType<typeof createDashboardEndpoints>;
