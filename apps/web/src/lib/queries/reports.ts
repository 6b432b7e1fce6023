import type { ReportQuery } from '@medhire/domain';
import useSWR from 'swr';
import { reportApi } from '../api';
import { queryErrorReporting } from './report';

/** The SWR keys of the hiring reports: one per report, range and job. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (name: 'funnel' | 'stage-times' | 'time-to-fill' | 'sources' | 'reply-times', query: ReportQuery) =>
    [...reportKeys.all, name, query.from, query.to, query.jobId ?? ''] as const,
};

type ReportKey = ReturnType<typeof reportKeys.report>;
const queryOf = ([, , from, to, jobId]: ReportKey): ReportQuery => ({ from, to, jobId: jobId || undefined });

/** The funnel of the range (none while the range is not valid: `query` null). */
export function useFunnelReport(query: ReportQuery | null) {
  return useSWR(
    query ? reportKeys.report('funnel', query) : null,
    (key) => reportApi.getFunnel(queryOf(key)),
    queryErrorReporting,
  );
}

/** Time in each step over the range. */
export function useStageTimesReport(query: ReportQuery | null) {
  return useSWR(
    query ? reportKeys.report('stage-times', query) : null,
    (key) => reportApi.getStageTimes(queryOf(key)),
    queryErrorReporting,
  );
}

/** Time to fill over the range. */
export function useTimeToFillReport(query: ReportQuery | null) {
  return useSWR(
    query ? reportKeys.report('time-to-fill', query) : null,
    (key) => reportApi.getTimeToFill(queryOf(key)),
    queryErrorReporting,
  );
}

/** Applied versus invited over the range. */
export function useSourcesReport(query: ReportQuery | null) {
  return useSWR(
    query ? reportKeys.report('sources', query) : null,
    (key) => reportApi.getSources(queryOf(key)),
    queryErrorReporting,
  );
}

/** The team's reply times to candidates over the range. */
export function useReplyTimesReport(query: ReportQuery | null) {
  return useSWR(
    query ? reportKeys.report('reply-times', query) : null,
    (key) => reportApi.getReplyTimes(queryOf(key)),
    queryErrorReporting,
  );
}
