import type { TimeToFillReport as TimeToFillReportData } from '@medhire/domain';
import { formatCount } from '../../lib/numbers';
import { BarChart } from './bar-chart';
import { ReportCard, type ReportCardProps } from './report-card';
import { formatDays, timeToFillTable } from './report-tables';

/** Props of {@link TimeToFillReport}. */
export type TimeToFillReportProps = Omit<ReportCardProps, 'title' | 'table' | 'chart' | 'empty'> & {
  /** The report; null while it loads. */
  report: TimeToFillReportData | null;
};

/** Days from posting a job to its first hire, per job filled in the range; the open jobs not filled yet in the table. */
export function TimeToFillReport({ report, description, ...props }: TimeToFillReportProps) {
  const filled = (report?.jobs ?? []).filter((job) => job.days !== null);
  const open = (report?.jobs.length ?? 0) - filled.length;
  const summary = report
    ? filled.length === 0
      ? `No job was filled in this range; ${formatCount(open)} open ${open === 1 ? 'job is' : 'jobs are'} waiting for a hire.`
      : `Median ${formatDays(report.medianDays)} days, average ${formatDays(report.averageDays)} days over ${formatCount(
          filled.length,
        )} ${filled.length === 1 ? 'job' : 'jobs'} filled; ${formatCount(open)} open and not filled yet.`
    : null;
  return (
    <ReportCard
      title="Time to fill"
      description={description ?? 'Days from posting a job to its first hire.'}
      table={report ? timeToFillTable(report) : null}
      empty={(report?.jobs.length ?? 0) === 0}
      // Nothing filled and nothing open: the way to a figure is a longer range, or a job to fill.
      emptyMessage="No job had its first hire in this range, and no open job is waiting for one. Choose a longer range, or post a job: its days to fill show here once you hire for it."
      summary={summary}
      chart={
        filled.length > 0 ? (
          <BarChart
            categories={filled.map((job) => job.title)}
            series={[{ label: 'Days to fill', fillClassName: 'fill-brand-500' }]}
            values={filled.map((job) => [job.days ?? 0])}
            formatValue={(value) => `${formatDays(value)} d`}
          />
        ) : null
      }
      {...props}
    />
  );
}
