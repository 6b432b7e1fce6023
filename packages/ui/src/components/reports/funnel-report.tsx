import type { FunnelReport as FunnelReportData } from '@medhire/domain';
import type * as React from 'react';
import { formatCount } from '../../lib/numbers';
import { BarChart } from './bar-chart';
import { ReportCard, type ReportCardProps } from './report-card';
import { formatShare, funnelTable } from './report-tables';

/** Props of {@link FunnelReport}. */
export type FunnelReportProps = Omit<ReportCardProps, 'title' | 'table' | 'chart' | 'empty'> & {
  /** The report; null while it loads. */
  report: FunnelReportData | null;
};

/**
 * The funnel of the range: how many of the candidates who entered a pipeline reached each step, with the share of
 * the step before, over every job chosen (the table has each job's funnel too).
 */
export function FunnelReport({ report, description, ...props }: FunnelReportProps) {
  const overall = report?.overall;
  const steps = overall?.steps ?? [];
  const entered = steps[0]?.reached ?? 0;
  const summary: React.ReactNode = overall
    ? `${formatCount(entered)} ${entered === 1 ? 'candidate' : 'candidates'} entered a pipeline; ${formatCount(
        overall.rejected,
      )} rejected.`
    : null;
  return (
    <ReportCard
      title="Funnel"
      description={
        description ?? 'Candidates who applied or accepted an invite in the range, and how far they got.'
      }
      table={report ? funnelTable(report) : null}
      empty={entered === 0}
      summary={summary}
      chart={
        <BarChart
          categories={[...steps.map((step) => step.status), 'Rejected']}
          series={[{ label: 'Candidates', fillClassName: 'fill-brand-500' }]}
          values={[...steps.map((step) => [step.reached]), [overall?.rejected ?? 0]]}
          formatValue={(value, index) => {
            const conversion = steps[index]?.conversion;
            return conversion === undefined || conversion === null
              ? formatCount(value)
              : `${formatCount(value)} · ${formatShare(conversion)}`;
          }}
        />
      }
      {...props}
    />
  );
}
