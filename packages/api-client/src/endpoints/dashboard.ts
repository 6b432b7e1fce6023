import type { PipelineStatus } from '@medhire/domain';
import type { ApiClient } from '../http/client';

/** Home's numbers: open jobs, new applicants this week, interviews, hires, pending invites and the funnel. */
export interface Dashboard {
  openJobs: number;
  newApplicants: number;
  interviews: number;
  hires: number;
  pendingInvites: number;
  funnel: Record<PipelineStatus, number>;
}

/** `GET /employer/dashboard` (not in the spec: PRODUCT.md's Home). */
export function createDashboardEndpoints(client: ApiClient) {
  return {
    getDashboard: () => client.get<Dashboard>('/employer/dashboard'),
  };
}

export type DashboardEndpoints = ReturnType<typeof createDashboardEndpoints>;
