import { type ReportQuery, reportRangeProblem } from '@medhire/domain';
import { EmptyState } from '@medhire/ui/empty-state';
import { messageOf } from '@medhire/ui/lib';
import { PageHeader } from '@medhire/ui/page-header';
import {
  FunnelReport,
  ReplyTimesReport,
  ReportFilters,
  type ReportFilterValue,
  type ReportRangePreset,
  type ReportTable,
  rangeOfPreset,
  reportFileName,
  SourcesReport,
  StageTimesReport,
  TimeToFillReport,
  tableRows,
  toCsv,
} from '@medhire/ui/reports';
import { CalendarX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { downloadText } from '../../lib/download-text';
import { useJobs } from '../../lib/queries/jobs';
import {
  useFunnelReport,
  useReplyTimesReport,
  useSourcesReport,
  useStageTimesReport,
  useTimeToFillReport,
} from '../../lib/queries/reports';

/** The range the screen opens on: the last 90 days. */
const DEFAULT_PRESET: ReportRangePreset = 'last-90-days';

function initialValue(): ReportFilterValue {
  const range = rangeOfPreset(DEFAULT_PRESET, new Date());
  return { preset: DEFAULT_PRESET, from: range?.from ?? '', to: range?.to ?? '', jobId: null };
}

/**
 * The query of the chosen range and job, or the reason it cannot be asked (a custom range out of bounds): the rule
 * the server's query schema applies, without the schema (zod) in this screen's bundle.
 */
function queryOf(value: ReportFilterValue): { query: ReportQuery | null; error: string | null } {
  const error = reportRangeProblem(value.from, value.to);
  if (error) return { query: null, error };
  return { query: { from: value.from, to: value.to, jobId: value.jobId ?? undefined }, error: null };
}

/**
 * Reports: the funnel, time in each step, applied versus invited, reply times and time to fill, over a range of days and every
 * job or one. Each report is a chart with its numbers as a table (read by screen readers, shown on demand) and a
 * CSV of that table.
 */
export function Component() {
  const [value, setValue] = useState<ReportFilterValue>(initialValue);
  const { query, error: rangeError } = useMemo(() => queryOf(value), [value]);
  const jobs = useJobs('all');
  const funnel = useFunnelReport(query);
  const stageTimes = useStageTimesReport(query);
  const timeToFill = useTimeToFillReport(query);
  const sources = useSourcesReport(query);
  const replyTimes = useReplyTimesReport(query);
  const jobOptions = useMemo(
    () => (jobs.data?.jobs ?? []).map((job) => ({ id: job._id, title: job.title })),
    [jobs.data],
  );

  const choosePreset = (preset: ReportRangePreset) => {
    const range = rangeOfPreset(preset, new Date());
    setValue((current) => ({ ...current, preset, ...(range ?? {}) }));
  };
  const download = (table: ReportTable) => {
    if (!query) return;
    const jobTitle = jobOptions.find((job) => job.id === query.jobId)?.title ?? null;
    downloadText(reportFileName(table, query, jobTitle), toCsv(tableRows(table)));
  };
  const common = { onDownload: download, loading: !query };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Reports"
        description="How candidates move through your jobs: the funnel, time in each step, where they come from, how fast your team replies, and time to fill."
      />
      <ReportFilters
        value={value}
        jobs={jobOptions}
        onChange={setValue}
        onPresetChange={choosePreset}
        rangeError={value.preset === 'custom' ? rangeError : null}
      />
      {rangeError ? (
        // A range the server would refuse is not asked for: one clear sentence instead of reports that never load.
        <EmptyState
          headingLevel={2}
          icon={<CalendarX />}
          title="No reports for this range"
          description="Change the dates above as the message under them says, and the reports show again."
          className="rounded-xl border border-border bg-card"
        />
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <FunnelReport
            className="xl:col-span-2"
            report={funnel.data ?? null}
            {...common}
            loading={common.loading || funnel.isLoading}
            error={funnel.error ? messageOf(funnel.error, 'The funnel could not be loaded.') : null}
            onRetry={() => void funnel.mutate()}
          />
          <StageTimesReport
            report={stageTimes.data ?? null}
            {...common}
            loading={common.loading || stageTimes.isLoading}
            error={stageTimes.error ? messageOf(stageTimes.error, 'The times could not be loaded.') : null}
            onRetry={() => void stageTimes.mutate()}
          />
          <SourcesReport
            report={sources.data ?? null}
            {...common}
            loading={common.loading || sources.isLoading}
            error={sources.error ? messageOf(sources.error, 'The sources could not be loaded.') : null}
            onRetry={() => void sources.mutate()}
          />
          <ReplyTimesReport
            report={replyTimes.data ?? null}
            {...common}
            loading={common.loading || replyTimes.isLoading}
            error={
              replyTimes.error ? messageOf(replyTimes.error, 'The reply times could not be loaded.') : null
            }
            onRetry={() => void replyTimes.mutate()}
          />
          <TimeToFillReport
            className="xl:col-span-2"
            report={timeToFill.data ?? null}
            {...common}
            loading={common.loading || timeToFill.isLoading}
            error={timeToFill.error ? messageOf(timeToFill.error, 'Time to fill could not be loaded.') : null}
            onRetry={() => void timeToFill.mutate()}
          />
        </div>
      )}
    </div>
  );
}
