import {
  describeMinutes,
  type FunnelReport,
  type ReplyTimesReport,
  type SourcesReport,
  type StageTimesReport,
  type TimeToFillReport,
} from '@medhire/domain';
import { formatCount } from '../../lib/numbers';

/**
 * A report's numbers as a table: what the screen shows under the chart (for screen readers, and to anyone who
 * shows it) and exactly what its CSV holds. The first column heads each row.
 */
export interface ReportTable {
  /** What the table is, for its caption and the CSV's file name. */
  caption: string;
  columns: string[];
  rows: string[][];
}

/** A share (0 to 1) as a whole percentage; a dash for none. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

/** Days to a tenth ("2.5"); a dash for none. */
export function formatDays(days: number | null): string {
  return days === null ? '—' : days.toFixed(1).replace(/\.0$/, '');
}

/** A day of an ISO 8601 instant (YYYY-MM-DD, UTC). */
const dayOf = (instant: string) => instant.slice(0, 10);

/**
 * The funnel, one row per step of every job's funnel and the overall one first: how many reached it, and the
 * conversion. A report of one job (chosen, or the only one with candidates in the range) has that job's rows alone:
 * its "All jobs" rows would repeat them under a title that is not what was asked for.
 */
export function funnelTable(report: FunnelReport): ReportTable {
  const rowsOf = (funnel: FunnelReport['overall']) => [
    ...funnel.steps.map((step) => [
      funnel.title,
      step.status,
      formatCount(step.reached),
      formatShare(step.conversion),
    ]),
    [funnel.title, 'Rejected', formatCount(funnel.rejected), '—'],
  ];
  const funnels = report.jobs.length === 1 ? report.jobs : [report.overall, ...report.jobs];
  return {
    caption: 'Funnel',
    columns: ['Job', 'Step', 'Candidates', 'Conversion from the step before'],
    rows: funnels.flatMap(rowsOf),
  };
}

/** Words as a piece of a file name: "Hospitalist (Nocturnist)" → "hospitalist-nocturnist". */
function slugOf(words: string): string {
  return words
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The file name of a report's CSV: the report, the job when the report is of one, and the range —
 * "medhire-funnel-family-medicine-physician-2026-09-01-to-2026-11-29.csv", so two downloads never look alike.
 */
export function reportFileName(
  table: ReportTable,
  range: { from: string; to: string },
  jobTitle: string | null = null,
): string {
  const parts = [
    'medhire',
    slugOf(table.caption),
    jobTitle ? slugOf(jobTitle) : '',
    range.from,
    'to',
    range.to,
  ];
  return `${parts.filter(Boolean).join('-')}.csv`;
}

/** Time in each step: one row per step. */
export function stageTimesTable(report: StageTimesReport): ReportTable {
  return {
    caption: 'Time in each step',
    columns: ['Step', 'Moves out of the step', 'Median days', 'Average days'],
    rows: report.stages.map((stage) => [
      stage.status,
      formatCount(stage.stays),
      formatDays(stage.medianDays),
      formatDays(stage.averageDays),
    ]),
  };
}

/** Time to fill: one row per job. */
export function timeToFillTable(report: TimeToFillReport): ReportTable {
  return {
    caption: 'Time to fill',
    columns: ['Job', 'Posted', 'First hire', 'Days to fill'],
    rows: report.jobs.map((job) => [
      job.title,
      dayOf(job.postedAt),
      job.filledAt ? dayOf(job.filledAt) : 'Not filled yet',
      formatDays(job.days),
    ]),
  };
}

const originLabels = { application: 'Applied', invite: 'Invited' } as const;

/** Applied versus invited: one row per origin. */
export function sourcesTable(report: SourcesReport): ReportTable {
  return {
    caption: 'Applied versus invited',
    columns: ['Source', 'Candidates', 'In the pipeline', 'Reached Interview', 'Hired'],
    rows: report.sources.map((source) => [
      originLabels[source.origin],
      formatCount(source.matches),
      formatCount(source.accepted),
      formatCount(source.interview),
      formatCount(source.hired),
    ]),
  };
}

/** Reply times: how many candidates waited for a reply, how many got one, the median first reply, and how many too late. */
export function replyTimesTable(report: ReplyTimesReport): ReportTable {
  const { replies } = report;
  return {
    caption: 'Reply times',
    columns: ['Measure', 'Value'],
    rows: [
      ['Candidates who waited for a reply', formatCount(replies.waits)],
      ['Answered', formatCount(replies.answered)],
      [
        'Median time to the first reply',
        replies.medianFirstReplyMinutes === null ? '—' : describeMinutes(replies.medianFirstReplyMinutes),
      ],
      ['Answered late or still waiting past the target', formatCount(replies.overdue)],
    ],
  };
}

/** The table with its header first: the rows of its CSV. */
export function tableRows(table: ReportTable): string[][] {
  return [table.columns, ...table.rows];
}
