import type { StageTimesReport as StageTimesReportData } from '@medhire/domain';
import { BarChart } from './bar-chart';
import { ReportCard, type ReportCardProps } from './report-card';
import { formatDays, stageTimesTable } from './report-tables';

/** Props of {@link StageTimesReport}. */
export type StageTimesReportProps = Omit<ReportCardProps, 'title' | 'table' | 'chart' | 'empty'> & {
  /** The report; null while it loads. */
  report: StageTimesReportData | null;
};

/** How long candidates stayed in each step before moving on: the median and the average, in days. */
export function StageTimesReport({ report, description, ...props }: StageTimesReportProps) {
  const stages = report?.stages ?? [];
  return (
    <ReportCard
      title="Time in each step"
      description={description ?? 'Days a candidate stayed in a step before a move out of it in the range.'}
      table={report ? stageTimesTable(report) : null}
      empty={stages.every((stage) => stage.stays === 0)}
      chart={
        <BarChart
          categories={stages.map((stage) => stage.status)}
          series={[
            { label: 'Median days', fillClassName: 'fill-brand-500' },
            { label: 'Average days', fillClassName: 'fill-brand-200' },
          ]}
          values={stages.map((stage) => [stage.medianDays ?? 0, stage.averageDays ?? 0])}
          formatValue={(value, index) => ((stages[index]?.stays ?? 0) === 0 ? '—' : `${formatDays(value)} d`)}
        />
      }
      {...props}
    />
  );
}
