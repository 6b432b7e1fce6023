import useSWR from 'swr';
import { dashboardApi } from '../api';
import { withEarly } from './early';
import { queryErrorReporting } from './report';

/** The SWR keys of Home's dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

export const fetchDashboard = () => dashboardApi.getDashboard();

/** Open jobs, new applicants, interviews, hires and the pipeline funnel. */
export function useDashboard() {
  return useSWR(dashboardKeys.all, withEarly(fetchDashboard), queryErrorReporting);
}
