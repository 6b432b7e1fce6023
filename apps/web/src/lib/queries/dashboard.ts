import useSWR from 'swr';
import { dashboardApi } from '../api';
import { startEarly, takeEarly } from './early';
import { queryErrorReporting } from './report';

/** The SWR keys of Home's dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/** Asks for the dashboard now, for {@link useDashboard} to take when Home renders (see `firstOpenedAt`). */
export function preloadDashboard() {
  startEarly(dashboardKeys.all, () => dashboardApi.getDashboard());
}

/** Open jobs, new applicants, interviews, hires and the pipeline funnel. */
export function useDashboard() {
  return useSWR(
    dashboardKeys.all,
    (key) => takeEarly(key, () => dashboardApi.getDashboard()),
    queryErrorReporting,
  );
}
