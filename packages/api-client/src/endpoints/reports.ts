import {
  type FunnelReport,
  type ReplyTimesReport,
  type ReportQuery,
  reportApiPaths,
  type SourcesReport,
  type StageTimesReport,
  type TimeToFillReport,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

/** The query string of a report: the range, and the job when one is chosen. */
function queryOf({ from, to, jobId }: ReportQuery): Record<string, string | undefined> {
  return { from, to, jobId };
}

/** The hiring reports (issue 17, not in the spec): funnel, time in each step, time to fill, applied versus invited. */
export function createReportEndpoints(client: ApiClient) {
  return {
    getFunnel: (query: ReportQuery) =>
      client.get<FunnelReport>(reportApiPaths.funnel, { query: queryOf(query) }),
    getStageTimes: (query: ReportQuery) =>
      client.get<StageTimesReport>(reportApiPaths.stageTimes, { query: queryOf(query) }),
    getTimeToFill: (query: ReportQuery) =>
      client.get<TimeToFillReport>(reportApiPaths.timeToFill, { query: queryOf(query) }),
    getSources: (query: ReportQuery) =>
      client.get<SourcesReport>(reportApiPaths.sources, { query: queryOf(query) }),
    getReplyTimes: (query: ReportQuery) =>
      client.get<ReplyTimesReport>(reportApiPaths.replyTimes, { query: queryOf(query) }),
  };
}

export type ReportEndpoints = ReturnType<typeof createReportEndpoints>;
