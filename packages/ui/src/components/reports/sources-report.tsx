import type { SourcesReport as SourcesReportData } from '@medhire/domain';
import { BarChart } from './bar-chart';
import { ReportCard, type ReportCardProps } from './report-card';
import { sourcesTable } from './report-tables';

/** Props of {@link SourcesReport}. */
export type SourcesReportProps = Omit<ReportCardProps, 'title' | 'table' | 'chart' | 'empty'> & {
  /** The report; null while it loads. */
  report: SourcesReportData | null;
};

/** Applied versus invited: the candidates of each source in the range, and how many reached Interview and Hired. */
export function SourcesReport({ report, description, ...props }: SourcesReportProps) {
  const table = report ? sourcesTable(report) : null;
  const sources = report?.sources ?? [];
  return (
    <ReportCard
      title="Applied versus invited"
      description={
        description ?? 'Applications received and invites sent in the range, and how far they got.'
      }
      table={table}
      empty={sources.every((source) => source.matches === 0)}
      chart={
        <BarChart
          categories={(table?.rows ?? []).map((row) => row[0] ?? '')}
          series={[
            { label: 'Candidates', fillClassName: 'fill-brand-300' },
            { label: 'In the pipeline', fillClassName: 'fill-brand-400' },
            { label: 'Reached Interview', fillClassName: 'fill-brand-600' },
            { label: 'Hired', fillClassName: 'fill-success' },
          ]}
          values={sources.map((source) => [source.matches, source.accepted, source.interview, source.hired])}
        />
      }
      {...props}
    />
  );
}
