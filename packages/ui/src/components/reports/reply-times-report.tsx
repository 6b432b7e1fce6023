import type { ReplyTimesReport as ReplyTimesReportData } from '@medhire/domain';
import { BarChart } from './bar-chart';
import { ReportCard, type ReportCardProps } from './report-card';
import { replyTimesTable } from './report-tables';

/** Props of {@link ReplyTimesReport}. */
export type ReplyTimesReportProps = Omit<ReportCardProps, 'title' | 'table' | 'chart' | 'empty'> & {
  /** The report; null while it loads. */
  report: ReplyTimesReportData | null;
};

/**
 * Reply times: of the candidates who wrote and waited for a reply in the range, how many the team answered, how
 * many waited past the organization's target, and the median time to the first reply.
 */
export function ReplyTimesReport({ report, description, ...props }: ReplyTimesReportProps) {
  const table = report ? replyTimesTable(report) : null;
  const replies = report?.replies;
  const median = table?.rows[2]?.[1];
  return (
    <ReportCard
      title="Reply times"
      description={
        description ??
        (median && median !== '—'
          ? `Candidates who wrote and waited for your team's reply; the median first reply took ${median}.`
          : "Candidates who wrote and waited for your team's reply, and how many waited past your target.")
      }
      table={table}
      empty={!replies || replies.waits === 0}
      chart={
        <BarChart
          categories={['Waited for a reply', 'Answered', 'Past the target']}
          series={[{ label: 'Candidates', fillClassName: 'fill-brand-500' }]}
          values={replies ? [[replies.waits], [replies.answered], [replies.overdue]] : []}
        />
      }
      {...props}
    />
  );
}
